import Foundation

/// A font, as SwiftUI's `Font`: the Dynamic Type text styles (at the "Large" size,
/// as UIKit's `preferredFont`) or a system font of a size, with weight and italic.
public struct Font: Hashable {
    public enum TextStyle: CaseIterable, Hashable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
    public struct Weight: Hashable {
        let uiWeight: UIFont.Weight
        public static let ultraLight = Weight(uiWeight: .ultraLight)
        public static let thin = Weight(uiWeight: .thin)
        public static let light = Weight(uiWeight: .light)
        public static let regular = Weight(uiWeight: .regular)
        public static let medium = Weight(uiWeight: .medium)
        public static let semibold = Weight(uiWeight: .semibold)
        public static let bold = Weight(uiWeight: .bold)
        public static let heavy = Weight(uiWeight: .heavy)
        public static let black = Weight(uiWeight: .black)
    }
    public enum Design: Hashable { case `default`, serif, rounded, monospaced }

    enum Base: Hashable {
        case style(TextStyle)
        case system(size: CGFloat)
        case custom(name: String, size: CGFloat)
    }
    let base: Base
    var weight: Weight?
    var isItalic = false
    var design: Design = .default

    public static let largeTitle = Font(base: .style(.largeTitle))
    public static let title = Font(base: .style(.title))
    public static let title2 = Font(base: .style(.title2))
    public static let title3 = Font(base: .style(.title3))
    public static let headline = Font(base: .style(.headline))
    public static let subheadline = Font(base: .style(.subheadline))
    public static let body = Font(base: .style(.body))
    public static let callout = Font(base: .style(.callout))
    public static let footnote = Font(base: .style(.footnote))
    public static let caption = Font(base: .style(.caption))
    public static let caption2 = Font(base: .style(.caption2))

    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
        Font(base: .style(style), weight: weight, design: design)
    }
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(base: .system(size: size), weight: weight, design: design)
    }
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(base: .custom(name: name, size: size)) }
    public init(_ font: UIFont) { base = .custom(name: font.familyName, size: font.pointSize); weight = Weight(uiWeight: font.weight) }
    init(base: Base, weight: Weight? = nil, design: Design = .default) { self.base = base; self.weight = weight; self.design = design }

    public func weight(_ weight: Weight) -> Font { var copy = self; copy.weight = weight; return copy }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { var copy = self; copy.isItalic = true; return copy }
    public func monospaced() -> Font { var copy = self; copy.design = .monospaced; return copy }

    /// The UIKit font: text styles through `UIFont.preferredFont(forTextStyle:)`.
    var uiFont: UIFont {
        var font: UIFont
        switch base {
        case .style(let style): font = UIFont.preferredFont(forTextStyle: style.uiTextStyle)
        case .system(let size): font = UIFont.systemFont(ofSize: size)
        case .custom(let name, let size): font = UIFont(name: name, size: size) ?? UIFont.systemFont(ofSize: size)
        }
        let family = design == .monospaced ? "DejaVu Sans Mono" : (design == .serif ? "DejaVu Serif" : font.familyName)
        return UIFont(familyName: family, pointSize: font.pointSize, weight: weight?.uiWeight ?? font.weight, isItalic: isItalic || font.isItalic)
    }
}

extension Font.TextStyle {
    var uiTextStyle: UIFont.TextStyle {
        switch self {
        case .largeTitle: return .largeTitle
        case .title: return .title1
        case .title2: return .title2
        case .title3: return .title3
        case .headline: return .headline
        case .subheadline: return .subheadline
        case .body: return .body
        case .callout: return .callout
        case .footnote: return .footnote
        case .caption: return .caption1
        case .caption2: return .caption2
        }
    }
}

struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
struct ForegroundColorKey: EnvironmentKey { static let defaultValue: Color? = nil }
struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue: TextAlignment = .leading }
struct BoldKey: EnvironmentKey { static let defaultValue = false }

/// How multi-line text is aligned.
public enum TextAlignment: Hashable, CaseIterable { case leading, center, trailing }

extension EnvironmentValues {
    /// The font of text in this view (nil: body).
    public var font: Font? { get { self[FontKey.self] } set { self[FontKey.self] = newValue } }
    /// The foreground colour set with `foregroundStyle`/`foregroundColor` (nil: the label colour).
    var foregroundColor: Color? { get { self[ForegroundColorKey.self] } set { self[ForegroundColorKey.self] = newValue } }
    var tint: Color? { get { self[TintKey.self] } set { self[TintKey.self] = newValue } }
    public var lineLimit: Int? { get { self[LineLimitKey.self] } set { self[LineLimitKey.self] = newValue } }
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] } set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    var isBold: Bool { get { self[BoldKey.self] } set { self[BoldKey.self] = newValue } }
}

extension View {
    public func font(_ font: Font?) -> some View { environment(\.font, font) }
    /// Colours text and symbols in this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self) { environment in
            environment.foregroundColor = style.flatColor(in: environment).map { Color($0) }
        }
    }
    public func foregroundColor(_ color: Color?) -> some View { environment(\.foregroundColor, color) }
    /// The accent colour of controls in this view.
    public func tint(_ tint: Color?) -> some View { environment(\.tint, tint) }
    public func accentColor(_ color: Color?) -> some View { environment(\.tint, color) }
    public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { environment(\.multilineTextAlignment, alignment) }
    public func bold(_ isActive: Bool = true) -> some View { environment(\.isBold, isActive) }
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment(\.font) { font in font = (font ?? .body).weight(weight ?? .regular) }
    }
}
