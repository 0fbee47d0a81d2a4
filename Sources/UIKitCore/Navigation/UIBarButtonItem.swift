import Foundation

/// A button for a navigation bar, as in UIKit. It is not a view: the bar makes a
/// button for it (and keeps it in step with `title`, `isEnabled`, `style`).
///
/// The bar's button carries an `accessibilityIdentifier` (our convention, so
/// traces and tests can find it): the item's own `accessibilityIdentifier` if
/// set, else the system item's lowercase name ("cancel", "save", "done",
/// "close", "add", "edit", ...), else the title.
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int { case plain, bordered, done }

    public enum SystemItem: Int, CaseIterable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close

        /// UIKit's English title for the items drawn as text here.
        var title: String {
            switch self {
            case .add: return "+"
            case .close: return "\u{2715}"
            case .flexibleSpace, .fixedSpace: return ""
            default: return spokenName
            }
        }

        /// The item's English name, its default accessibility label (spelled out, not
        /// found by reflection: `String(describing:)` on an enum costs runtime type lookups at launch).
        var spokenName: String {
            switch self {
            case .done: return "Done"
            case .cancel: return "Cancel"
            case .edit: return "Edit"
            case .save: return "Save"
            case .add: return "Add"
            case .flexibleSpace: return "Flexible Space"
            case .fixedSpace: return "Fixed Space"
            case .compose: return "Compose"
            case .reply: return "Reply"
            case .action: return "Action"
            case .organize: return "Organize"
            case .bookmarks: return "Bookmarks"
            case .search: return "Search"
            case .refresh: return "Refresh"
            case .stop: return "Stop"
            case .camera: return "Camera"
            case .trash: return "Trash"
            case .play: return "Play"
            case .pause: return "Pause"
            case .rewind: return "Rewind"
            case .fastForward: return "Fast Forward"
            case .undo: return "Undo"
            case .redo: return "Redo"
            case .pageCurl: return "Page Curl"
            case .close: return "Close"
            }
        }

        /// The accessibility identifier: the case's name in lower case (`fastforward`).
        var identifier: String { spokenName.filter { $0 != " " }.lowercased() }

        /// Done and Save are bold in UIKit.
        var isProminent: Bool { self == .done || self == .save }
    }

    open var title: String? { didSet { itemDidChange() } }
    open var style: Style { didSet { itemDidChange() } }
    open var isEnabled = true { didSet { itemDidChange() } }
    open var tintColor: UIColor? { didSet { itemDidChange() } }
    /// Shown instead of the title when set (a template, in the tint colour), as in UIKit.
    open var image: UIImage? { didSet { itemDidChange() } }
    open var primaryAction: UIAction? { didSet { itemDidChange() } }
    /// The item's menu, as in UIKit (iOS 14): without a `primaryAction` a click
    /// shows it below the item; with one, the click runs the action and a
    /// secondary click shows the menu (a long press on iOS).
    open var menu: UIMenu? { didSet { itemDidChange() } }
    /// Whether the menu's actions are one selection group whose selected title the item shows (iOS 15), as in UIKit.
    open var changesSelectionAsPrimaryAction = false { didSet { itemDidChange() } }
    open var customView: UIView? { didSet { itemDidChange() } }
    open var width: CGFloat = 0
    open var tag = 0
    open var accessibilityIdentifier: String? { didSet { itemDidChange() } }
    public let systemItem: SystemItem?

    /// The bar's button for this item, while the item is shown.
    weak var button: UIButton?
    /// Called when the item changes (the bar rebuilds its button).
    var onChange: (() -> Void)?

    public init(title: String?, style: Style = .plain, primaryAction: UIAction? = nil) {
        self.title = title
        self.style = style
        self.primaryAction = primaryAction
        self.systemItem = nil
    }

    /// A system item ("Cancel", bold "Save", ...) that runs `primaryAction`, as in UIKit.
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.systemItem = systemItem
        self.title = systemItem.title
        self.style = systemItem.isProminent ? .done : .plain
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item with a title or image that runs `primaryAction` or shows `menu`, as in UIKit (iOS 14).
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.style = .plain
        self.primaryAction = primaryAction
        self.menu = menu
        self.systemItem = nil
    }

    /// A menu item with a title or image, as in UIKit: `init(title:image:menu:)`
    /// was UIKit's spelling before `primaryAction:` (iOS 14).
    public convenience init(title: String?, image: UIImage?, menu: UIMenu?) {
        self.init(title: title, image: image, primaryAction: nil, menu: menu)
    }

    /// An image item (`UIImage(systemName: "xmark")`, say): UIKit's
    /// `init(image:style:target:action:)` with a closure for the target and action.
    public init(image: UIImage?, style: Style = .plain, primaryAction: UIAction? = nil) {
        self.image = image
        self.style = style
        self.primaryAction = primaryAction
        self.systemItem = nil
    }

    public init(customView: UIView) {
        self.customView = customView
        self.style = .plain
        self.systemItem = nil
    }

    /// The identifier the bar's button carries (see the type's notes).
    public var effectiveAccessibilityIdentifier: String? {
        accessibilityIdentifier ?? systemItem?.identifier ?? title
    }

    func itemDidChange() {
        if let button { apply(to: button) }
        onChange?()
    }

    override func barItemDidChange() { itemDidChange() }
    override class func makeAppearanceItem() -> UIBarItem { UIBarButtonItem(title: nil, style: .plain) }

    /// Bar buttons: 17 points, semibold for `.done`, the tint colour, grey when disabled.
    static let font = UIFont.systemFont(ofSize: 17)
    static let prominentFont = UIFont.systemFont(ofSize: 17, weight: .semibold)

    /// Makes the bar's button for this item.
    func makeButton() -> UIView {
        if let customView { return customView }
        let button = UIButton(type: .system)
        button.addAction(UIAction { [weak self, weak button] _ in
            guard let self, self.isEnabled else { return }
            if let action = self.primaryAction { return action.perform(sender: self) }
            if self.menu != nil, let button { self.showMenu(from: button) }
        }, for: .primaryActionTriggered)
        apply(to: button)
        button.shownBarItem = self
        self.button = button
        return button
    }

    /// Opens the item's menu below its button.
    func showMenu(from button: UIButton) {
        guard let menu, let window = button.window else { return }
        let single = changesSelectionAsPrimaryAction
        window.presentMenu(menu, from: button.convert(button.bounds, to: nil), sender: self, selectsSingleAtRoot: single) { [weak self] action in
            if single { self?.title = action.title }
        }
    }

    func apply(to button: UIButton) {
        button.menuState.menu = menu
        button.menuState.contextMenuOpener = menu == nil ? nil : { [weak self, weak button] in
            guard let self, let button, self.isEnabled else { return }
            self.showMenu(from: button)
        }
        button.setImage(image, for: .normal)
        button.setTitle(image == nil ? title : nil, for: .normal)
        button.titleLabel?.font = style == .done ? Self.prominentFont : Self.font
        if let systemItem, systemItem == .add { button.titleLabel?.font = .systemFont(ofSize: 26, weight: .light) }
        button.isEnabled = isEnabled
        button.tintColor = tintColor
        button.setTitleColor(UIColor.systemGray3, for: .disabled)
        applyTitleTextAttributes(to: button)
        button.accessibilityIdentifier = effectiveAccessibilityIdentifier
        button.accessibilityLabel = systemItem?.spokenName ?? title
        button.sizeToFit()
        button.superview?.setNeedsLayout()
    }
}
