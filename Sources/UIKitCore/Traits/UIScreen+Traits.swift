import Foundation

/// What the system says about the user's preferences: set by the host from
/// `--appearance` or the desktop's preference (on iOS, from Settings).
struct SystemTraits: Equatable {
    var userInterfaceStyle: UIUserInterfaceStyle = .light
    var preferredContentSizeCategory: UIContentSizeCategory = .large
    var layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
}

extension UIScreen: TraitEnvironmentNode {
    /// The system's traits: appearance, display scale, text size, left-to-right
    /// layout, sRGB. Windows add their size classes and idiom.
    public var traitCollection: UITraitCollection {
        traitState.resolve(CurrentTraits.empty) { _ in
            UITraitCollection { traits in
                traits.userInterfaceStyle = systemTraits.userInterfaceStyle
                traits.displayScale = scale
                traits.preferredContentSizeCategory = systemTraits.preferredContentSizeCategory
                traits.layoutDirection = systemTraits.layoutDirection
                traits.displayGamut = .SRGB
                traits.accessibilityContrast = .normal
                traits.legibilityWeight = .regular
                traits.userInterfaceLevel = .base
                traits.activeAppearance = .active
                traits[UITraitForceTouchCapability.self] = .unavailable
            }
        }
    }

    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The appearance the system asks for (our extension; the host sets it from
    /// `--appearance` or the desktop's light/dark preference, and follows changes).
    /// Every window on the screen and everything in it follows, unless overridden.
    public var systemUserInterfaceStyle: UIUserInterfaceStyle {
        get { systemTraits.userInterfaceStyle }
        set { systemTraits.userInterfaceStyle = newValue == .unspecified ? .light : newValue }
    }

    /// The text size the system asks for (our extension; `.large` by default, as on iOS).
    public var systemPreferredContentSizeCategory: UIContentSizeCategory {
        get { systemTraits.preferredContentSizeCategory }
        set {
            let category = newValue == .unspecified ? UIContentSizeCategory.large : newValue
            guard category != systemTraits.preferredContentSizeCategory else { return }
            systemTraits.preferredContentSizeCategory = category
            // UIKit posts it when the user changes the text size, with the new
            // category under `newValueUserInfoKey`, before traits update in layout.
            NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification,
                                            object: hostWindow?.application ?? UIApplication.shared,
                                            userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
        }
    }

    /// The layout direction the system asks for (our extension; the host sets it
    /// from `--layout-direction`, as iOS does from the language). Every window on the
    /// screen follows: `UIApplication.userInterfaceLayoutDirection`, the traits'
    /// `layoutDirection` and views' `effectiveUserInterfaceLayoutDirection`.
    public var systemLayoutDirection: UITraitEnvironmentLayoutDirection {
        get { systemTraits.layoutDirection }
        set {
            let direction = newValue == .unspecified ? UITraitEnvironmentLayoutDirection.leftToRight : newValue
            guard direction != systemTraits.layoutDirection else { return }
            systemTraits.layoutDirection = direction
            traitState.version &+= 1
            hostWindow?.screenLayoutDirectionDidChange()
        }
    }

    func systemTraitsDidChange() {
        traitState.version &+= 1
        hostWindow?.setNeedsTraitUpdate()
    }
}
