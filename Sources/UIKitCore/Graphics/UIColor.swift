import Foundation

/// A colour in sRGB with straight (non-premultiplied) alpha, as in UIKit.
///
/// UIKit's dynamic system colours resolve here to their light-appearance values
/// (iOS 17 light mode), since there is no dark mode on this platform yet.
public final class UIColor: Equatable, Hashable, CustomStringConvertible {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    /// Made as a grey (`init(white:alpha:)`): its `cgColor` is then a grey
    /// colour with two components, as on iOS.
    private var isGrey = false

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = min(max(red, 0), 1); self.green = min(max(green, 0), 1)
        self.blue = min(max(blue, 0), 1); self.alpha = min(max(alpha, 0), 1)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
        isGrey = true
    }

    /// The colour of a Core Graphics colour (grey stays grey).
    public convenience init(cgColor: CGColor) {
        let rgba = cgColor.rgbaComponents
        self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
        isGrey = cgColor.isMonochrome
    }

    /// `0xRRGGBB`, our convenience (UIKit has no hex initializer).
    public convenience init(rgb: UInt32, alpha: CGFloat = 1) {
        self.init(red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
                  blue: CGFloat(rgb & 0xFF) / 255, alpha: alpha)
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        isGrey ? UIColor(white: red, alpha: alpha) : UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Fills `(red, green, blue, alpha)` as UIKit's `getRed(_:green:blue:alpha:)` does.
    @discardableResult
    public func getRed(_ r: inout CGFloat, green g: inout CGFloat, blue b: inout CGFloat, alpha a: inout CGFloat) -> Bool {
        r = red; g = green; b = blue; a = alpha
        return true
    }

    /// Linear interpolation in sRGB with straight alpha, used by colour animations.
    public func interpolated(to other: UIColor, fraction t: CGFloat) -> UIColor {
        UIColor(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
                blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    /// The Core Graphics colour: grey (two components) for colours made with
    /// `init(white:alpha:)`, sRGB (four) otherwise, as on iOS.
    public var cgColor: CGColor {
        isGrey ? CGColor(gray: red, alpha: alpha) : CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the fill colour of the current drawing context (inside `draw(_:)`).
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Sets the stroke colour of the current drawing context (inside `draw(_:)`).
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    public func set() { setFill(); setStroke() }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
    }

    public var description: String {
        String(format: "UIColor(r: %.3f, g: %.3f, b: %.3f, a: %.3f)", red, green, blue, alpha)
    }
}

extension UIColor {
    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    // Light-appearance values of UIKit's semantic colours (iOS 17).
    public static let systemBlue = UIColor(rgb: 0x007AFF)
    public static let systemRed = UIColor(rgb: 0xFF3B30)
    public static let systemGreen = UIColor(rgb: 0x34C759)
    public static let systemOrange = UIColor(rgb: 0xFF9500)
    public static let systemGray = UIColor(rgb: 0x8E8E93)
    public static let systemGray2 = UIColor(rgb: 0xAEAEB2)
    public static let systemGray3 = UIColor(rgb: 0xC7C7CC)
    public static let systemGray4 = UIColor(rgb: 0xD1D1D6)
    public static let systemGray5 = UIColor(rgb: 0xE5E5EA)
    public static let systemGray6 = UIColor(rgb: 0xF2F2F7)
    public static let systemBackground = UIColor.white
    public static let secondarySystemBackground = UIColor(rgb: 0xF2F2F7)
    public static let systemGroupedBackground = UIColor(rgb: 0xF2F2F7)
    public static let secondarySystemGroupedBackground = UIColor.white
    public static let label = UIColor.black
    public static let secondaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    public static let tertiaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    public static let placeholderText = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    public static let separator = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    public static let opaqueSeparator = UIColor(rgb: 0xC6C6C8)
    public static let link = UIColor(rgb: 0x007AFF)
    public static let tintColor = UIColor.systemBlue
}
