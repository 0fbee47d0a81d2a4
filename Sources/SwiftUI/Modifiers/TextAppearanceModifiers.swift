import Foundation

extension View {
    /// The font design of the text in this view (iOS 16.1): the environment's font
    /// (`.body` when none is set) in `design`.
    public func fontDesign(_ design: Font.Design?) -> some View {
        transformEnvironment(\.font) { font in
            guard let design else { return }
            var resolved = font ?? .body
            resolved.design = design
            font = resolved
        }
    }

    /// A border of `content` and `width` along the view's edges, drawn over it as
    /// SwiftUI does (inside the view's frame; its layout is unchanged).
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    /// How changing text or symbols animate (iOS 16). Kept for source compatibility:
    /// the change animates as the update's other changes do (a numeric text does not
    /// roll its digits here).
    public func contentTransition(_ transition: ContentTransition) -> some View { self }

    /// Which variant of SF Symbols the images in this view use (iOS 15). Kept for
    /// source compatibility: an image shows the symbol it names.
    public func symbolVariant(_ variant: SymbolVariants) -> some View { self }
}

/// How a view's content changes animate, as SwiftUI's `ContentTransition`.
public struct ContentTransition: Equatable, Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

/// A variant of an SF Symbol, as SwiftUI's `SymbolVariants`.
public struct SymbolVariants: Hashable, Sendable {
    let names: [String]
    public static let none = SymbolVariants(names: [])
    public static let circle = SymbolVariants(names: ["circle"])
    public static let square = SymbolVariants(names: ["square"])
    public static let rectangle = SymbolVariants(names: ["rectangle"])
    public static let fill = SymbolVariants(names: ["fill"])
    public static let slash = SymbolVariants(names: ["slash"])
    public var circle: SymbolVariants { SymbolVariants(names: names + ["circle"]) }
    public var square: SymbolVariants { SymbolVariants(names: names + ["square"]) }
    public var rectangle: SymbolVariants { SymbolVariants(names: names + ["rectangle"]) }
    public var fill: SymbolVariants { SymbolVariants(names: names + ["fill"]) }
    public var slash: SymbolVariants { SymbolVariants(names: names + ["slash"]) }
    public func contains(_ other: SymbolVariants) -> Bool { other.names.allSatisfy(names.contains) }
}
