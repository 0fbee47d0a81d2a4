import Foundation

/// A class whose instances may contain views styled by an appearance proxy
/// (`UIView.appearance(whenContainedInInstancesOf:)`), as in UIKit: views and
/// view controllers. (UIKit's presentation controllers are containers too; here
/// `UIPresentationController` is not an `NSObject`, so it is not one.)
public protocol UIAppearanceContainer: NSObjectProtocol {}

/// A class whose look can be set for all its instances through a proxy, as in
/// UIKit: `UINavigationBar.appearance().tintColor = .red` styles every navigation
/// bar, and `UIView.appearance(whenContainedInInstancesOf: [UIAlertController.self])`
/// only the views inside an alert.
///
/// As in UIKit, the proxy's values reach a view when it enters a window, for
/// the properties UIKit marks `UI_APPEARANCE_SELECTOR` (see `AppearanceProperty`
/// for the list here) that the view has not set itself; the most specific proxy
/// (the nearest class, then the longest containment chain, then one with traits)
/// wins. A view already in a window keeps its look until it enters one again.
///
/// Differences: Linux has no Objective-C message forwarding, so the proxy is a
/// real, never shown instance of the nearest UIKit class (a subclass's own
/// properties and methods cannot be called on it), and a value set on the proxy
/// counts only when it differs from a new instance's default. Properties set
/// through methods are carried per state (`setTitleColor(_:for:)`,
/// `setBackgroundImage(_:for:)` on buttons and navigation bars,
/// `setTitleTextAttributes(_:for:)` on segmented controls; see
/// `AppearanceProperty+Methods`), and bar button items have proxies of their own
/// (`UIBarItem`). The proxies are kept for the process, as in UIKit.
public protocol UIAppearance: NSObjectProtocol {
    /// The proxy for every instance of the class.
    static func appearance() -> Self
    /// The proxy for instances inside the given containers, innermost first (a
    /// view in a `UINavigationBar` in a `UIAlertController`'s view for
    /// `[UINavigationBar.self, UIAlertController.self]`); containers need not be
    /// direct parents.
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
    /// The proxy for instances whose trait collection contains `trait`'s traits.
    static func appearance(for trait: UITraitCollection) -> Self
    /// The proxy for instances with `trait`'s traits inside the given containers.
    static func appearance(for trait: UITraitCollection,
                           whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

extension UIView: UIAppearance, UIAppearanceContainer {
    public static func appearance() -> Self {
        proxy(containers: [], trait: nil)
    }

    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        proxy(containers: containerTypes, trait: nil)
    }

    public static func appearance(for trait: UITraitCollection) -> Self {
        proxy(containers: [], trait: trait)
    }

    public static func appearance(for trait: UITraitCollection,
                                  whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        proxy(containers: containerTypes, trait: trait)
    }

    private static func proxy(containers: [any UIAppearanceContainer.Type], trait: UITraitCollection?) -> Self {
        let proxy = AppearanceRegistry.shared.proxy(for: self, containers: containers.map { $0 as AnyClass }, trait: trait)
        // The proxy is an instance of the nearest UIKit class (`self` itself for
        // UIKit's own classes); only UIKit's members are called on it.
        return unsafeBitCast(proxy, to: self)
    }
}

extension UIViewController: UIAppearanceContainer {}
