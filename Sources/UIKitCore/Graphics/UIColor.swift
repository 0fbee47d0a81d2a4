import Foundation

/// A colour in sRGB with straight (non-premultiplied) alpha, as in UIKit.
///
/// A colour is either fixed or dynamic (`init(dynamicProvider:)`, and the
/// system colours): a dynamic colour resolves against the traits of the view
/// being drawn (`UITraitCollection.current`), so it follows dark mode. Its
/// `red`, `green`, `blue` and `alpha` are those of its resolution against
/// `UITraitCollection.current` (UIKit has no such properties; `getRed` agrees).
public final class UIColor: Equatable, Hashable, CustomStringConvertible {
    private let fixed: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    /// Set for dynamic colours (see `UIColor+Dynamic`).
    let dynamicProvider: ((UITraitCollection) -> UIColor)?
    /// The system colour's name, for `description`.
    let systemName: String?
    /// Made as a grey (`init(white:alpha:)`): its `cgColor` is then a grey
    /// colour with two components, as on iOS.
    private var isGrey = false

    public var red: CGFloat { dynamicProvider == nil ? fixed.red : resolvedForCurrentTraits.red }
    public var green: CGFloat { dynamicProvider == nil ? fixed.green : resolvedForCurrentTraits.green }
    public var blue: CGFloat { dynamicProvider == nil ? fixed.blue : resolvedForCurrentTraits.blue }
    public var alpha: CGFloat { dynamicProvider == nil ? fixed.alpha : resolvedForCurrentTraits.alpha }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        fixed = (min(max(red, 0), 1), min(max(green, 0), 1), min(max(blue, 0), 1), min(max(alpha, 0), 1))
        dynamicProvider = nil
        systemName = nil
    }

    init(name: String?, provider: @escaping (UITraitCollection) -> UIColor) {
        fixed = (0, 0, 0, 0)
        dynamicProvider = provider
        systemName = name
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

    /// The same colour with another opacity; a dynamic colour stays dynamic.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard dynamicProvider == nil else {
            return UIColor(name: nil) { traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) }
        }
        return isGrey ? UIColor(white: red, alpha: alpha) : UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Fills `(red, green, blue, alpha)` as UIKit's `getRed(_:green:blue:alpha:)` does.
    @discardableResult
    public func getRed(_ r: inout CGFloat, green g: inout CGFloat, blue b: inout CGFloat, alpha a: inout CGFloat) -> Bool {
        r = red; g = green; b = blue; a = alpha
        return true
    }

    /// Linear interpolation in sRGB with straight alpha, used by colour animations.
    /// Between dynamic colours the result is dynamic: it interpolates their
    /// resolutions against the traits it is drawn with.
    public func interpolated(to other: UIColor, fraction t: CGFloat) -> UIColor {
        if dynamicProvider != nil || other.dynamicProvider != nil {
            return UIColor(name: nil) { traits in
                self.resolvedColor(with: traits).interpolated(to: other.resolvedColor(with: traits), fraction: t)
            }
        }
        return UIColor(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
                       blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    /// The Core Graphics colour: grey (two components) for colours made with
    /// `init(white:alpha:)`, sRGB (four) otherwise, as on iOS. As in UIKit, a
    /// dynamic colour is resolved now, against `UITraitCollection.current`.
    public var cgColor: CGColor {
        if dynamicProvider != nil { return resolvedForCurrentTraits.cgColor }
        return isGrey ? CGColor(gray: red, alpha: alpha) : CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the fill colour of the current drawing context (inside `draw(_:)`).
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Sets the stroke colour of the current drawing context (inside `draw(_:)`).
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    public func set() { setFill(); setStroke() }

    /// Fixed colours are equal when their components are; a dynamic colour
    /// equals only itself (as UIKit's dynamic colours compare by identity).
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        if lhs.dynamicProvider != nil || rhs.dynamicProvider != nil { return lhs === rhs }
        return lhs.fixed == rhs.fixed
    }

    public func hash(into hasher: inout Hasher) {
        if dynamicProvider != nil { hasher.combine(ObjectIdentifier(self)); return }
        hasher.combine(fixed.red); hasher.combine(fixed.green); hasher.combine(fixed.blue); hasher.combine(fixed.alpha)
    }

    public var description: String {
        if dynamicProvider != nil { return "<UIDynamicColor: \(systemName ?? "provider"); resolved: \(resolvedForCurrentTraits)>" }
        return String(format: "UIColor(r: %.3f, g: %.3f, b: %.3f, a: %.3f)", red, green, blue, alpha)
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
}

extension UIColor {
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
}

extension UIColor: _ExpressibleByColorLiteral {
    /// `#colorLiteral(red:green:blue:alpha:)`, as Xcode's colour literals write
    /// it: sRGB components from 0 to 1.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

/// The type a `#colorLiteral` has when nothing else says (UIKit's choice).
public typealias _ColorLiteralType = UIColor
