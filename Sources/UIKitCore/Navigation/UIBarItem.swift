import Foundation

/// What bar button items share, as in UIKit: title text attributes per control
/// state, and the appearance proxies (`UIBarButtonItem.appearance().tintColor`,
/// `UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self])
/// .setTitleTextAttributes(_:for:)`).
///
/// As for views (see `UIAppearance`), a proxy is a real, never shown item of the
/// nearest UIKit class; its tint colour and title text attributes reach an item
/// when the item's button enters a window, for those the item has not set itself,
/// the most specific proxy winning; containment is matched against the views
/// around the item's button (its bar) and their controllers.
///
/// Differences: the title, image, enabled state and tag are declared by
/// `UIBarButtonItem` (and `UITabBarItem`, which is not a bar item here); a font
/// and a foreground colour are the attributes bar buttons draw.
open class UIBarItem: NSObject {
    private var titleAttributes: [UIControl.State.RawValue: [NSAttributedString.Key: Any]] = [:]

    public override init() { super.init() }

    /// Sets the attributes of the title in `state`, as in UIKit.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        barItemDidChange()
    }

    /// The attributes of the title in `state`, as set (no fallback to `.normal`), as in UIKit.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// Called when something the item's view shows changed (subclasses update it).
    func barItemDidChange() {}

    /// A new, never shown item of this class, the proxies' stand-in.
    class func makeAppearanceItem() -> UIBarItem { UIBarItem() }
}

extension UIBarItem: UIAppearance {
    public static func appearance() -> Self { proxy(containers: [], trait: nil) }

    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        proxy(containers: containerTypes, trait: nil)
    }

    public static func appearance(for trait: UITraitCollection) -> Self { proxy(containers: [], trait: trait) }

    public static func appearance(for trait: UITraitCollection,
                                  whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        proxy(containers: containerTypes, trait: trait)
    }

    private static func proxy(containers: [any UIAppearanceContainer.Type], trait: UITraitCollection?) -> Self {
        let proxy = BarItemAppearanceRegistry.shared.proxy(for: self, containers: containers.map { $0 as AnyClass }, trait: trait)
        // The proxy is an item of the nearest UIKit class; only UIKit's members are called on it.
        return unsafeBitCast(proxy, to: self)
    }
}

extension UIBarButtonItem {
    /// Puts the title text attributes on the item's button: the font (the normal
    /// state's; UIButton has one title font) and each state's foreground colour.
    func applyTitleTextAttributes(to button: UIButton) {
        if let font = titleTextAttributes(for: .normal)?[.font] as? UIFont { button.titleLabel?.font = font }
        for (_, state) in AppearanceProperty.appearanceStates {
            guard let value = titleTextAttributes(for: state)?[.foregroundColor] else { continue }
            if let color = value as? UIColor { button.setTitleColor(color, for: state) }
            else if let color = value as? CGColor { button.setTitleColor(UIColor(cgColor: color), for: state) }
        }
    }
}
