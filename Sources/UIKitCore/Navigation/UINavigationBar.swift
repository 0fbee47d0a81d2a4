import Foundation

/// The bar at the top of a navigation controller, as in UIKit: 44 points, the
/// top item's title centred (17 pt semibold), its bar button items on each side
/// (16 points from the edges, 8 apart), a back button when there is an item
/// below and no left items, and a hairline at the bottom, on a light grey
/// (#F9F9F9, 94 %; dark: #1C1C1E, 94 %) background standing in for UIKit's blur.
///
/// The bar is a plain view: a drag that starts on it (outside its buttons)
/// reaches the recognizers of the views around it, so in a sheet it is a handle
/// for the sheet's drag-to-dismiss.
open class UINavigationBar: UIView {
    public static let height: CGFloat = 44
    static let edgeInset: CGFloat = 16
    static let itemSpacing: CGFloat = 8
    /// Light: #F9F9F9 at 94 %; dark: #1C1C1E at 94 % (UIKit's bar backgrounds without the blur).
    static let backgroundTint = UIColor.dynamic(light: UIColor(rgb: 0xF9F9F9, alpha: 0.94), dark: UIColor(rgb: 0x1C1C1E, alpha: 0.94))
    static let hairlineColor = UIColor.dynamic(light: UIColor(white: 0, alpha: 0.3), dark: UIColor(white: 1, alpha: 0.15))

    public private(set) var items: [UINavigationItem]?
    public var topItem: UINavigationItem? { items?.last }
    public var backItem: UINavigationItem? { (items?.count ?? 0) > 1 ? items?[items!.count - 2] : nil }
    open var isTranslucent = true
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether the bar shows large titles, as in UIKit: the top item's title in
    /// 34-point bold below the bar, which collapses into the inline title as the
    /// content scrolls up (see `UINavigationBar+LargeTitles`). Each item's
    /// `largeTitleDisplayMode` decides for its screen.
    open var prefersLargeTitles = false { didSet { if prefersLargeTitles != oldValue { itemsDidChange() } } }
    /// The large title's font (`.font`) and colour (`.foregroundColor`), as in UIKit.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            largeTitleLabel.font = largeTitleTextAttributes?[.font] as? UIFont ?? Self.largeTitleFont
            largeTitleLabel.textColor = largeTitleTextAttributes?[.foregroundColor] as? UIColor ?? .label
            setNeedsLayout()
        }
    }
    /// The title's font (`.font`) and colour (`.foregroundColor`), as in UIKit;
    /// nil keeps the 17-point semibold title in `.label`.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            titleLabel.font = titleTextAttributes?[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)
            titleLabel.textColor = titleTextAttributes?[.foregroundColor] as? UIColor ?? .label
            setNeedsLayout()
        }
    }
    /// Called by the back button (the navigation controller pops).
    var onBack: (() -> Void)?

    /// The label showing the top item's title.
    public let titleLabel = UILabel()
    /// The large title and the clipping area below the bar that shows it.
    let largeTitleLabel = UILabel()
    let largeTitleArea = UIView()
    /// Whether the top item shows a large title (resolved from the items' modes).
    var displaysLargeTitle = false
    /// How much of the large title area shows (52 expanded, 0 collapsed; more
    /// while the content is pulled down). Set by the navigation controller.
    var largeTitleVisibleHeight: CGFloat = UINavigationBar.largeTitleHeight {
        didSet { if largeTitleVisibleHeight != oldValue { largeTitleLayoutDidChange() } }
    }
    /// The colour of the content under the bar, shown while the large title is expanded.
    var scrollEdgeColor: UIColor? { didSet { if scrollEdgeColor != oldValue { setNeedsDisplay() } } }
    private var leftViews: [UIView] = []
    private var rightViews: [UIView] = []
    private var titleView: UIView?
    /// The top item's search bar and the clipping area under the title that shows it (`UINavigationBar+Search`).
    let searchSlot = NavigationSearchSlot()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpBar()
    }

    /// Starts as `init(frame: .zero)` does (there are no archives on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBar()
    }

    private func setUpBar() {
        isOpaque = false
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        titleLabel.accessibilityIdentifier = "navigation-title"
        titleLabel.accessibilityTraits = .header
        addSubview(titleLabel)
        setUpLargeTitle()
        setUpSearchArea()
    }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in self.items ?? [] where item.navigationBar === self { item.navigationBar = nil }
        self.items = items
        for item in items ?? [] { item.navigationBar = self }
        itemsDidChange()
    }

    open func pushItem(_ item: UINavigationItem, animated: Bool) { setItems((items ?? []) + [item], animated: animated) }

    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var current = items, !current.isEmpty else { return nil }
        let popped = current.removeLast()
        setItems(current, animated: animated)
        return popped
    }

    /// Rebuilds the title and buttons from the top item.
    func itemsDidChange() {
        for view in leftViews + rightViews { view.removeFromSuperview() }
        titleView?.removeFromSuperview()
        leftViews = []
        rightViews = []
        titleView = nil
        updateLargeTitle()
        updateSearchBar()
        guard let item = topItem else {
            titleLabel.text = nil
            setNeedsLayout()
            return
        }
        if let custom = item.titleView {
            titleView = custom
            addSubview(custom)
            titleLabel.isHidden = true
        } else {
            titleLabel.isHidden = false
            titleLabel.text = item.displayTitle
        }
        var left: [UIView] = []
        let showsBack = backItem != nil && !item.hidesBackButton && (item.leftBarButtonItems == nil || item.leftItemsSupplementBackButton)
        if showsBack, let back = backItem {
            let button = NavigationBackButton(title: item.backButtonTitle ?? back.backBarButtonItem?.title ?? back.backButtonTitle
                                              ?? back.displayTitle ?? "Back")
            button.addAction(UIAction { [weak self] _ in self?.onBack?() }, for: .primaryActionTriggered)
            left.append(button)
        }
        left += (item.leftBarButtonItems ?? []).map { $0.makeButton() }
        let right = (item.rightBarButtonItems ?? []).map { $0.makeButton() }
        for view in left + right { addSubview(view) }
        leftViews = left
        rightViews = right
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The views of the top item's left and right bar button items (our helper for tests).
    public var leftItemViews: [UIView] { leftViews }
    public var rightItemViews: [UIView] { rightViews }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The items sit in the 44-point bar; a large title's area is below it.
        let height = min(bounds.height, Self.height)
        layoutLargeTitle()
        layoutSearchArea()
        var x = Self.edgeInset
        for view in leftViews {
            let size = view.intrinsicContentSize.width > 0 ? view.intrinsicContentSize : view.bounds.size
            view.frame = CGRect(x: x, y: ((height - size.height) / 2).rounded(), width: size.width, height: size.height)
            x += size.width + Self.itemSpacing
        }
        var right = bounds.width - Self.edgeInset
        for view in rightViews {
            let size = view.intrinsicContentSize.width > 0 ? view.intrinsicContentSize : view.bounds.size
            right -= size.width
            view.frame = CGRect(x: right, y: ((height - size.height) / 2).rounded(), width: size.width, height: size.height)
            right -= Self.itemSpacing
        }
        let title: UIView = titleView ?? titleLabel
        let size = titleView?.bounds.size ?? titleLabel.intrinsicContentSize
        // Centred in the bar, but never over the buttons.
        let limitLeft = x, limitRight = right + Self.itemSpacing
        let width = min(size.width, max(0, limitRight - limitLeft))
        var originX = ((bounds.width - width) / 2).rounded()
        originX = min(max(originX, limitLeft), limitRight - width)
        title.frame = CGRect(x: originX, y: ((height - size.height) / 2).rounded(), width: width, height: size.height)
        // Right to left: the back button and leading items on the right, trailing ones on the left.
        mirrorFramesForRightToLeft([title] + leftViews + rightViews)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: layoutHeight) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: layoutHeight) }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        // At the scroll edge a large-title bar has no background of its own
        // (iOS's scrollEdgeAppearance): the content's colour shows through.
        guard !showsLargeTitleArea else {
            if let color = scrollEdgeColor {
                context.setFillColor(color.cgColor)
                context.fill(bounds)
            }
            return
        }
        if let image = shownBackgroundImage {
            image.draw(in: bounds)
        } else {
            context.setFillColor((barTintColor ?? Self.backgroundTint).cgColor)
            context.fill(bounds)
        }
        let hairline = 1 / max(1, window?.screen.scale ?? 1)
        context.setFillColor(Self.hairlineColor.cgColor)
        context.fill(CGRect(x: 0, y: bounds.height - hairline, width: bounds.width, height: hairline))
    }
}

/// The back button: a chevron and the previous item's title, in the tint colour.
final class NavigationBackButton: UIButton {
    init(title: String) {
        super.init(frame: .zero)
        buttonType = .system
        configuration = nil
        setTitle(title, for: .normal)
        titleLabel?.font = UINavigationBar.backButtonFont
        accessibilityIdentifier = "back"
        sizeToFit()
    }

    @available(*, unavailable, message: "not made from archives")
    required init?(coder: NSCoder) { fatalError("init(coder:) is not available") }

    /// Room for the chevron on the leading side of the title (the right side, right to left).
    override var contentInsets: NSDirectionalEdgeInsets? { NSDirectionalEdgeInsets(top: 0, leading: 18, bottom: 0, trailing: 0) }

    override func draw(_ rect: CGRect) {
        super.draw(rect)
        guard let context = UIGraphicsGetCurrentContext() else { return }
        // Right to left the chevron points right, at the right edge.
        flipHorizontallyForRightToLeft(context)
        var chevron = GraphicsPath()
        let midY = bounds.midY
        chevron.move(to: CGPoint(x: 10, y: midY - 8))
        chevron.line(to: CGPoint(x: 2, y: midY))
        chevron.line(to: CGPoint(x: 10, y: midY + 8))
        context.backend.stroke(chevron, color: (titleLabel?.textColor ?? tintColor).withAlphaComponent(titleLabel?.alpha ?? 1), lineWidth: 2.5)
    }
}

extension UINavigationBar {
    static let backButtonFont = UIFont.systemFont(ofSize: 17)
}
