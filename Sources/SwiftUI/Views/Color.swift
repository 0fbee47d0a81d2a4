import Foundation

/// A colour, as SwiftUI's `Color`: a view that fills the space offered, and a
/// `ShapeStyle`. Backed by a `UIColor` (dynamic system colours follow light/dark).
public struct Color: View, PrimitiveView, ShapeStyle, Hashable, CustomStringConvertible {
    public typealias Body = Never
    let uiColor: UIColor

    /// `Color(.secondarySystemBackground)`, `Color(UIColor.red)`.
    public init(_ color: UIColor) { uiColor = color }
    public init(uiColor: UIColor) { self.uiColor = uiColor }

    public enum RGBColorSpace: Equatable { case sRGB, sRGBLinear, displayP3 }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        uiColor = UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        uiColor = UIColor(white: CGFloat(white), alpha: CGFloat(opacity))
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        // HSB to RGB (the hexcone model UIKit uses).
        let h = (hue - hue.rounded(.down)) * 6, s = saturation, v = brightness
        let c = v * s, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = v - c
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        uiColor = UIColor(red: CGFloat(r + m), green: CGFloat(g + m), blue: CGFloat(b + m), alpha: CGFloat(opacity))
    }

    /// A named asset colour: there is no asset catalog on Linux, so it draws nothing (clear) and says so once.
    public init(_ name: String, bundle: Bundle? = nil) {
        AssetWarnings.warnOnce("no colour asset named '\(name)' (asset catalogs are Xcode's); it draws nothing")
        uiColor = .clear
    }

    public static let red = Color(UIColor.systemRed)
    public static let orange = Color(UIColor.systemOrange)
    public static let yellow = Color(UIColor.systemYellow)
    public static let green = Color(UIColor.systemGreen)
    public static let mint = Color(UIColor.systemMint)
    public static let teal = Color(UIColor.systemTeal)
    public static let cyan = Color(UIColor.systemCyan)
    public static let blue = Color(UIColor.systemBlue)
    public static let indigo = Color(UIColor.systemIndigo)
    public static let purple = Color(UIColor.systemPurple)
    public static let pink = Color(UIColor.systemPink)
    public static let brown = Color(UIColor.systemBrown)
    public static let gray = Color(UIColor.systemGray)
    public static let white = Color(UIColor.white)
    public static let black = Color(UIColor.black)
    public static let clear = Color(UIColor.clear)
    /// The label colours: black/white text, and its secondary grey.
    public static let primary = Color(UIColor.label)
    public static let secondary = Color(UIColor.secondaryLabel)
    public static let accentColor = Color(UIColor.systemBlue)

    /// The colour with its alpha multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(uiColor.withAlphaComponent(uiColor.alphaComponentValue * CGFloat(opacity)))
    }

    public var description: String { "\(uiColor)" }

    public static func == (lhs: Color, rhs: Color) -> Bool { lhs.uiColor == rhs.uiColor }
    public func hash(into hasher: inout Hasher) { hasher.combine(uiColor) }

    func resolvedColor(in environment: EnvironmentValues) -> UIColor? { uiColor }

    func update(node: ViewNode) {
        let element = node.element(FlexibleElement.self) { FlexibleElement(view: ContainerView()) }
        element.view.backgroundColor = uiColor
    }
}

extension UIColor {
    /// The colour's alpha (1 for dynamic colours, resolved per appearance).
    var alphaComponentValue: CGFloat {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 1
        return getRed(&red, green: &green, blue: &blue, alpha: &alpha) ? alpha : 1
    }
}

extension UIColor {
    /// `UIColor(color)`: the UIKit colour of a SwiftUI colour.
    public convenience init(_ color: Color) {
        let base = color.uiColor
        self.init(dynamicProvider: { base.resolvedColor(with: $0) })
    }
}

/// Warnings about missing assets (images, colours), each said once per process run.
enum AssetWarnings {
    private static let said = LockedSet()
    static func warnOnce(_ message: String) {
        guard said.insert(message) else { return }
        FileHandle.standardError.write(Data("SwiftUI: \(message)\n".utf8))
    }
}

/// A set guarded by a lock: the process-wide "said once" record of asset warnings.
final class LockedSet: @unchecked Sendable {
    private var items: Set<String> = []
    private let lock = NSLock()
    func insert(_ item: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return items.insert(item).inserted
    }
}
