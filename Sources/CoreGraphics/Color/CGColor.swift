import Foundation

/// A colour: components in a colour space plus alpha, as in Core Graphics.
///
/// Immutable, and always resolved (a dynamic `UIColor` becomes a `CGColor` for
/// the current appearance when you ask for its `cgColor`, as on iOS). RGB
/// colours have four components (r, g, b, a), grey colours two (white, a).
/// Differences: every space is drawn as sRGB; components are clamped to 0...1
/// when drawn (the extended ranges are kept in `components`).
public final class CGColor: Equatable, Hashable, CustomStringConvertible {
    /// The colour space the components are in.
    public let colorSpace: CGColorSpace?
    private let storedComponents: [CGFloat]

    /// A colour from `components` in `colorSpace` (colour components then
    /// alpha); the designated initialiser behind the others.
    init(space: CGColorSpace, components: [CGFloat]) {
        colorSpace = space
        storedComponents = components
    }

    /// An RGB colour (Core Graphics: in the generic RGB space; drawn as sRGB).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .standardRGB, components: [red, green, blue, alpha])
    }

    /// An sRGB colour.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .standardRGB, components: [red, green, blue, alpha])
    }

    /// A grey colour (Core Graphics: in the generic grey gamma 2.2 space).
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: .genericGray, components: [gray, alpha])
    }

    /// A grey colour in the generic grey gamma 2.2 space.
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(gray: gray, alpha: alpha)
    }

    /// A colour from `colorSpace.numberOfComponents + 1` values (alpha last);
    /// nil for spaces we cannot draw (anything but RGB and grey).
    public convenience init?(colorSpace: CGColorSpace, components: UnsafePointer<CGFloat>) {
        guard colorSpace.model == .rgb || colorSpace.model == .monochrome else { return nil }
        let count = colorSpace.numberOfComponents + 1
        self.init(space: colorSpace, components: Array(UnsafeBufferPointer(start: components, count: count)))
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    // MARK: Components

    /// The colour components followed by alpha.
    public var components: [CGFloat]? { storedComponents }

    /// Colour components plus one (alpha): 4 for RGB, 2 for grey.
    public var numberOfComponents: Int { storedComponents.count }

    /// The alpha component (0 transparent, 1 opaque).
    public var alpha: CGFloat { storedComponents.last ?? 1 }

    /// Patterns are not supported: always nil.
    public var pattern: AnyObject? { nil }

    /// A copy (colours are immutable, so this is the same colour).
    public func copy() -> CGColor? { self }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        var values = storedComponents
        if values.isEmpty { return nil }
        values[values.count - 1] = alpha
        return CGColor(space: colorSpace ?? .standardRGB, components: values)
    }

    /// The colour in another RGB or grey space (grey becomes r = g = b; RGB
    /// becomes grey by Rec. 709 luma); nil for other spaces. No colour management.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: [String: Any]?) -> CGColor? {
        let rgba = rgbaComponents
        switch space.model {
        case .rgb:
            return CGColor(space: space, components: [rgba.red, rgba.green, rgba.blue, rgba.alpha])
        case .monochrome:
            let luma = 0.2126 * rgba.red + 0.7152 * rgba.green + 0.0722 * rgba.blue
            return CGColor(space: space, components: [luma, rgba.alpha])
        default:
            return nil
        }
    }

    /// Our extension for drawing backends: the colour as sRGB red, green, blue
    /// and alpha, each clamped to 0...1 (grey gives r = g = b).
    public var rgbaComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, 0), 1) }
        let values = storedComponents
        switch values.count {
        case 2: return (clamp(values[0]), clamp(values[0]), clamp(values[0]), clamp(values[1]))
        case 4...: return (clamp(values[0]), clamp(values[1]), clamp(values[2]), clamp(values[values.count - 1]))
        default: return (0, 0, 0, clamp(values.last ?? 1))
        }
    }

    /// Our extension: whether the colour space is a grey space.
    public var isMonochrome: Bool { colorSpace?.model == .monochrome }

    /// Same space (model and name) and same components, as Core Graphics' `CFEqual`.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs === rhs || (lhs.colorSpace == rhs.colorSpace && lhs.storedComponents == rhs.storedComponents)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(storedComponents)
    }

    public var description: String {
        let values = storedComponents.map { String(format: "%.3f", Double($0)) }.joined(separator: " ")
        return "CGColor(\(colorSpace?.name ?? "device") \(values))"
    }
}
