import Foundation

/// An effect a `UIVisualEffectView` shows, as in UIKit.
open class UIVisualEffect: NSObject {
    public override init() { super.init() }
}

/// A blur of what is behind the view, with a material's tint, as in UIKit.
///
/// The blur is a real Gaussian blur of the pixels already drawn behind the view
/// (see `BlurMaterial` for each style's radius, saturation and tint; Apple does
/// not publish its filters, so these are our approximations of iOS 17's look).
/// The `system...Material` styles and `.regular`/`.prominent` follow the view's
/// appearance; the `Light`/`Dark` variants and `.light`/`.extraLight`/`.dark` do not.
open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, CaseIterable {
        case extraLight = 0, light = 1, dark = 2, extraDark = 3, regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13
        case systemThickMaterialLight = 14, systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18
        case systemThickMaterialDark = 19, systemChromeMaterialDark = 20
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIBlurEffect, type(of: other) == type(of: self) else { return false }
        return other.style == style
    }

    open override var hash: Int { style.rawValue }
}

/// How vibrant content is drawn over a blur, as in UIKit (iOS 13).
public enum UIVibrancyEffectStyle: Int, CaseIterable {
    case label = 0, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// Vibrancy for the content of a blur, as in UIKit. Accepted so code that uses it
/// compiles and runs; the content is drawn as it is, without the vibrant
/// blending (a nested `UIVisualEffectView` with it draws no blur of its own).
open class UIVibrancyEffect: UIVisualEffect {
    public let blurEffect: UIBlurEffect
    public let style: UIVibrancyEffectStyle

    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }
}
