import Foundation

/// What a navigation bar shows for one controller, as in UIKit: a title (or a
/// title view) and bar button items on each side.
open class UINavigationItem {
    open var title: String? { didSet { itemDidChange() } }
    open var titleView: UIView? { didSet { itemDidChange() } }
    open var prompt: String?
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    /// The back button the *next* controller's bar shows for this item, as in UIKit:
    /// its title replaces this item's (an empty title leaves the chevron alone).
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    open var hidesBackButton = false { didSet { itemDidChange() } }
    open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }
    /// Whether this screen shows a large title when the bar `prefersLargeTitles`:
    /// `.automatic` follows the item below (the root: large), as in UIKit.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
        didSet { if largeTitleDisplayMode != oldValue { itemDidChange() } }
    }

    public enum LargeTitleDisplayMode: Int { case automatic, always, never }

    /// The search controller whose search bar the navigation bar shows under the
    /// title while this item is on top, as in UIKit (see `UINavigationBar+Search`).
    open var searchController: UISearchController? { didSet { if searchController !== oldValue { itemDidChange() } } }
    /// Whether scrolling the content up hides the search bar (true by default, as in UIKit).
    open var hidesSearchBarWhenScrolling = true { didSet { if hidesSearchBarWhenScrolling != oldValue { itemDidChange() } } }

    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }

    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setHidesBackButton(_ hides: Bool, animated: Bool) { hidesBackButton = hides }

    /// The controller this item belongs to: its title stands in for a nil `title`.
    weak var owner: UIViewController?
    /// The bar showing this item.
    weak var navigationBar: UINavigationBar?

    public init(title: String) { self.title = title }
    init() {}

    /// The title shown: the item's, else its controller's.
    var displayTitle: String? { title ?? owner?.title }

    private func itemDidChange() { navigationBar?.itemsDidChange() }
}

extension UIViewController {
    /// The item a navigation bar shows for this controller, as in UIKit. Its
    /// `title` falls back to the controller's `title`.
    public var navigationItem: UINavigationItem {
        if let existing = navigationItemStorage { return existing }
        let item = UINavigationItem()
        item.owner = self
        navigationItemStorage = item
        return item
    }

    /// The nearest ancestor navigation controller, as in UIKit.
    public var navigationController: UINavigationController? {
        var controller = parent
        while let current = controller {
            if let navigation = current as? UINavigationController { return navigation }
            controller = current.parent
        }
        return nil
    }
}
