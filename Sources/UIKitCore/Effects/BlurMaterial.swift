import Foundation

/// What a blur style does to the backdrop: a Gaussian blur of standard deviation
/// `radius` points, a saturation factor, then a tint laid over it.
///
/// Apple publishes no numbers for its materials; these are ours, chosen to match
/// iOS 17's look: 30-point blurs with 1.8× saturation (the figures widely reported
/// for UIKit's backdrop filters), tints from nearly clear (ultra thin) to nearly
/// opaque (thick), white in light mode and near black in dark mode.
public struct BlurMaterial: Equatable {
    public var radius: CGFloat
    public var saturation: CGFloat
    public var tint: UIColor

    public init(radius: CGFloat, saturation: CGFloat, tint: UIColor) {
        self.radius = radius
        self.saturation = saturation
        self.tint = tint
    }

    private static func light(_ white: CGFloat, _ alpha: CGFloat, radius: CGFloat = 30) -> BlurMaterial {
        BlurMaterial(radius: radius, saturation: 1.8, tint: UIColor(white: white, alpha: alpha))
    }
    private static let ultraThinLight = light(0.97, 0.45), ultraThinDark = light(0.16, 0.45)
    private static let thinLight = light(0.97, 0.65), thinDark = light(0.14, 0.65)
    private static let regularLight = light(0.97, 0.82), regularDark = light(0.14, 0.82)
    private static let thickLight = light(0.97, 0.92), thickDark = light(0.12, 0.92)
    private static let chromeLight = light(0.97, 0.75), chromeDark = light(0.11, 0.75)
    private static let legacyLight = light(1, 0.3), legacyExtraLight = light(0.97, 0.82, radius: 20)
    private static let legacyDark = light(0.11, 0.73, radius: 20), legacyExtraDark = light(0.04, 0.82, radius: 20)

    /// The material of `style` for a view with `traits` (the adaptive styles follow
    /// its appearance).
    public static func of(_ style: UIBlurEffect.Style, traits: UITraitCollection) -> BlurMaterial {
        let dark = traits.userInterfaceStyle == .dark
        switch style {
        case .extraLight: return legacyExtraLight
        case .light: return legacyLight
        case .dark: return legacyDark
        case .extraDark: return legacyExtraDark
        case .regular: return dark ? legacyDark : legacyLight
        case .prominent: return dark ? legacyExtraDark : legacyExtraLight
        case .systemUltraThinMaterial: return dark ? ultraThinDark : ultraThinLight
        case .systemThinMaterial: return dark ? thinDark : thinLight
        case .systemMaterial: return dark ? regularDark : regularLight
        case .systemThickMaterial: return dark ? thickDark : thickLight
        case .systemChromeMaterial: return dark ? chromeDark : chromeLight
        case .systemUltraThinMaterialLight: return ultraThinLight
        case .systemThinMaterialLight: return thinLight
        case .systemMaterialLight: return regularLight
        case .systemThickMaterialLight: return thickLight
        case .systemChromeMaterialLight: return chromeLight
        case .systemUltraThinMaterialDark: return ultraThinDark
        case .systemThinMaterialDark: return thinDark
        case .systemMaterialDark: return regularDark
        case .systemThickMaterialDark: return thickDark
        case .systemChromeMaterialDark: return chromeDark
        }
    }
}

/// A drawing backend that can filter what is already drawn behind a shape.
public protocol BackdropFiltering: AnyObject {
    /// Replaces what is drawn inside `path` (current user space, within the clip)
    /// with itself blurred by a Gaussian of standard deviation `radius` points
    /// (scaled with the current transform) and saturated by `saturation`.
    func drawBlurredBackdrop(in path: GraphicsPath, radius: CGFloat, saturation: CGFloat)
}
