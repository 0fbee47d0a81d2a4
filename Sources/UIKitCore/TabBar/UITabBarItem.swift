import Foundation

/// An item of a tab bar, as in UIKit: a title, an image (and one for the
/// selected state), a tag and a badge. Every controller has one (`tabBarItem`).
///
/// Differences: UIKit's system items (`init(tabBarSystemItem:tag:)`) show their
/// own symbol; here they show their name as the title.
open class UITabBarItem: NSObject {
    /// UIKit's system items.
    public enum SystemItem: Int {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }

    open var title: String? { didSet { changed() } }
    open var image: UIImage? { didSet { changed() } }
    /// The image shown while selected (the tinted `image` when nil).
    open var selectedImage: UIImage? { didSet { changed() } }
    open var tag = 0
    open var isEnabled = true { didSet { changed() } }
    /// Text in a red badge at the image's top right, as in UIKit; nil hides it.
    open var badgeValue: String? { didSet { changed() } }
    open var badgeColor: UIColor? { didSet { changed() } }
    open var accessibilityLabel: String? { didSet { changed() } }
    /// The tab bar that shows the item (set by the bar).
    weak var tabBar: UITabBar?

    public override init() { super.init() }

    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        super.init()
    }

    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        let names = ["More", "Favorites", "Featured", "Top Rated", "Recents", "Contacts", "History", "Bookmarks",
                     "Search", "Downloads", "Most Recent", "Most Viewed"]
        title = names[systemItem.rawValue]
        self.tag = tag
        super.init()
    }

    private func changed() { tabBar?.itemsDidChange() }
}
