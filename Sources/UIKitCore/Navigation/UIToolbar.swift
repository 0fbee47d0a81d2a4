import Foundation

/// A bar of buttons, as in UIKit: 44 points high, its items in a row 16 points
/// in from the edges and 8 apart (`.flexibleSpace` items share what is left,
/// `.fixedSpace` items take their `width`), on the navigation bar's light grey
/// with a hairline at the top. A navigation controller shows one at its bottom
/// (`isToolbarHidden`, `toolbarItems`).
///
/// Items are drawn as the navigation bar draws them (their button's
/// `accessibilityIdentifier` follows the same convention).
open class UIToolbar: UIView {
    public static let height: CGFloat = 44
    static let edgeInset: CGFloat = 16
    static let itemSpacing: CGFloat = 8

    public private(set) var items: [UIBarButtonItem]?
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var isTranslucent = true
    private var itemViews: [(item: UIBarButtonItem, view: UIView?)] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        accessibilityIdentifier = "toolbar"
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    /// Shows `items`, as in UIKit (the change is not animated here).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        let same = (self.items ?? []).count == (items ?? []).count && zip(self.items ?? [], items ?? []).allSatisfy { $0 === $1 }
        guard !same else { return }
        for entry in itemViews { entry.view?.removeFromSuperview(); entry.item.onChange = nil }
        self.items = items
        itemViews = (items ?? []).map { item in
            let isSpace = item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace
            let view = isSpace ? nil : item.makeButton()
            if let view { addSubview(view) }
            item.onChange = { [weak self] in self?.setNeedsLayout() }
            return (item, view)
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let sizes = itemViews.map { entry -> CGFloat in
            if entry.item.systemItem == .fixedSpace { return entry.item.width }
            if entry.item.systemItem == .flexibleSpace { return 0 }
            guard let view = entry.view else { return 0 }
            return entry.item.width > 0 ? entry.item.width : view.sizeThatFits(bounds.size).width
        }
        let flexible = itemViews.filter { $0.item.systemItem == .flexibleSpace }.count
        let gaps = CGFloat(max(0, itemViews.count - 1)) * Self.itemSpacing
        let free = max(0, bounds.width - 2 * Self.edgeInset - gaps - sizes.reduce(0, +))
        let share = flexible > 0 ? free / CGFloat(flexible) : 0
        var x = Self.edgeInset
        for (entry, size) in zip(itemViews, sizes) {
            let width = entry.item.systemItem == .flexibleSpace ? share : size
            if let view = entry.view {
                let height = min(bounds.height, max(view.sizeThatFits(bounds.size).height, 30))
                view.frame = CGRect(x: x.rounded(), y: ((bounds.height - height) / 2).rounded(), width: width.rounded(), height: height)
            }
            x += width + Self.itemSpacing
        }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.height) }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor((barTintColor ?? UINavigationBar.backgroundTint).cgColor)
        context.fill(bounds)
        let hairline = 1 / max(1, window?.screen.scale ?? 1)
        context.setFillColor(UINavigationBar.hairlineColor.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: bounds.width, height: hairline))
    }

    /// A tool bar for screen readers.
    override var accessibleClassRole: AccessibleRole? { .toolBar }
}

extension UIViewController {
    /// The items a navigation controller shows in its toolbar while this controller is on top, as in UIKit.
    public var toolbarItems: [UIBarButtonItem]? {
        get { toolbarItemsStorage }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets `toolbarItems` (shown at once when this controller is on top), as in UIKit.
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        toolbarItemsStorage = toolbarItems
        if let navigation = navigationController, navigation.topViewController === self {
            navigation.toolbar.setItems(toolbarItems, animated: animated)
        }
    }
}
