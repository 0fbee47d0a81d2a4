import Foundation

/// A bar of tabs at the bottom of the screen, as in UIKit: 49 points tall above
/// the bottom safe area, a hairline on top, one button per item laid out in
/// equal widths. The selected item's image and title take `tintColor`, the
/// others `unselectedItemTintColor` (grey by default). A click on an enabled
/// item selects it and tells the `delegate`.
///
/// Each item is an accessibility element (a button, with the selected trait
/// when selected); the bar has the tab bar trait.
open class UITabBar: UIView {
    /// The bar's height above the safe area, as in UIKit.
    public static let height: CGFloat = 49

    public weak var delegate: UITabBarDelegate?
    public private(set) var items: [UITabBarItem]?
    /// The selected item; setting it does not call the delegate, as in UIKit.
    open var selectedItem: UITabBarItem? { didSet { updateButtons() } }
    /// The colour of unselected items (UIKit's default grey when nil).
    open var unselectedItemTintColor: UIColor? { didSet { updateButtons() } }
    /// The bar's colour (the system's chrome background when nil).
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? Self.defaultBackground } }
    open var isTranslucent = true

    static let defaultBackground = UIColor.secondarySystemBackground
    static let defaultUnselectedColor = UIColor.systemGray

    private let hairline = UIView()
    private(set) var buttons: [TabBarButton] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.defaultBackground
        hairline.backgroundColor = .separator
        addSubview(hairline)
    }

    public required init?(coder: NSCoder) { fatalError("UITabBar cannot be decoded on Linux") }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in self.items ?? [] where item.tabBar === self { item.tabBar = nil }
        self.items = items
        for item in items ?? [] { item.tabBar = self }
        if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
        itemsDidChange()
    }

    /// An item's title, image or badge changed: the buttons follow.
    func itemsDidChange() {
        let items = self.items ?? []
        while buttons.count > items.count { buttons.removeLast().removeFromSuperview() }
        while buttons.count < items.count {
            let button = TabBarButton()
            button.addAction(UIAction { [weak self, weak button] _ in
                guard let self, let button, let index = self.buttons.firstIndex(where: { $0 === button }) else { return }
                self.userSelected(index)
            }, for: .touchUpInside)
            buttons.append(button)
            addSubview(button)
        }
        updateButtons()
        setNeedsLayout()
    }

    private func userSelected(_ index: Int) {
        guard let items, index < items.count, items[index].isEnabled else { return }
        selectedItem = items[index]
        delegate?.tabBar(self, didSelect: items[index])
    }

    private func updateButtons() {
        for (button, item) in zip(buttons, items ?? []) {
            let selected = item === selectedItem
            button.configure(item: item, selected: selected,
                             color: selected ? tintColor : (unselectedItemTintColor ?? Self.defaultUnselectedColor))
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateButtons()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let scale = window?.screen.scale ?? 1
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / scale)
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: Self.height)
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height + safeAreaInsets.bottom)
    }

    override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.traits.insert(.tabBar)
        return defaults
    }
}

/// One tab: the image above the title (10-point medium), both in the item's colour.
final class TabBarButton: UIControl {
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let badgeLabel = UILabel()
    private(set) var isSelectedTab = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
        titleLabel.textAlignment = .center
        imageView.contentMode = .scaleAspectFit
        badgeLabel.font = .systemFont(ofSize: 13)
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        badgeLabel.clipsToBounds = true
        badgeLabel.layer.cornerRadius = 9
        [imageView, titleLabel, badgeLabel].forEach {
            $0.isUserInteractionEnabled = false
            addSubview($0)
        }
    }

    required init?(coder: NSCoder) { fatalError("TabBarButton cannot be decoded") }

    func configure(item: UITabBarItem, selected: Bool, color: UIColor) {
        isSelectedTab = selected
        isEnabled = item.isEnabled
        titleLabel.text = item.title
        titleLabel.textColor = item.isEnabled ? color : color.withAlphaComponent(0.4)
        imageView.image = (selected ? item.selectedImage ?? item.image : item.image)
        imageView.tintColor = color
        badgeLabel.text = item.badgeValue
        badgeLabel.isHidden = item.badgeValue == nil
        badgeLabel.backgroundColor = item.badgeColor ?? .systemRed
        accessibilityLabel = item.accessibilityLabel
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let hasImage = imageView.image != nil
        imageView.frame = CGRect(x: (bounds.width - 30) / 2, y: 2, width: 30, height: 30)
        imageView.isHidden = !hasImage
        titleLabel.frame = hasImage ? CGRect(x: 0, y: 33, width: bounds.width, height: 13)
                                    : CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        let badgeWidth = max(18, (badgeLabel.intrinsicContentSize.width) + 10)
        badgeLabel.frame = CGRect(x: bounds.width / 2 + 6, y: 1, width: badgeWidth, height: 18)
    }

    override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.isElement = true
        defaults.label = titleLabel.text
        defaults.value = badgeLabel.isHidden ? nil : badgeLabel.text
        defaults.traits.insert(.button)
        if isSelectedTab { defaults.traits.insert(.selected) }
        if !isEnabled { defaults.traits.insert(.notEnabled) }
        return defaults
    }
}
