import Foundation

/// One row of a menu card, as iOS 16 draws it: the title (17 points) and an
/// optional subtitle (15 points, grey) from the leading edge, the image at the
/// trailing edge, a checkmark (or a dash for `.mixed`) in the leading column
/// when the card has checkable rows, a chevron for a submenu, red for
/// destructive elements, grey for disabled ones, a grey fill while hovered,
/// pressed or highlighted with the keyboard.
final class MenuRowView: UIControl {
    static let height: CGFloat = 44
    static let subtitleHeight: CGFloat = 60
    static let headerHeight: CGFloat = 34
    static let inset: CGFloat = 16
    /// Where titles start when the card shows checkmarks.
    static let checkedInset: CGFloat = 44
    static let imageBox: CGFloat = 24
    static let titleFont = UIFont.systemFont(ofSize: 17)
    static let subtitleFont = UIFont.systemFont(ofSize: 15)
    static let headerFont = UIFont.systemFont(ofSize: 13)
    static let highlightColor = UIColor.dynamic(light: UIColor(white: 0, alpha: 0.1), dark: UIColor(white: 1, alpha: 0.12))

    let item: MenuItem
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let imageView = UIImageView()
    let markView = UIImageView()
    /// Titles start in the checkmark column's right (set by the card).
    var indentsTitle = false { didSet { setNeedsLayout() } }
    /// The keyboard or hover highlight (set by the card).
    var isEmphasized = false { didSet { if isEmphasized != oldValue { setNeedsDisplay() } } }
    var onHover: ((MenuRowView, Bool) -> Void)?
    /// Set by the card for an action of a `.small`/`.medium` inline group: drawn as a tile (`MenuTiles`).
    var tileSize: UIMenu.ElementSize? { didSet { setNeedsLayout() } }
    /// A tile after another in its row draws a hairline at its leading edge.
    var drawsLeadingHairline = false { didSet { setNeedsDisplay() } }

    init(item: MenuItem) {
        self.item = item
        super.init(frame: .zero)
        touchTrackingSlop = 0
        allowsKeyboardFocus = false
        isOpaque = false
        for view in [titleLabel, subtitleLabel, imageView, markView] as [UIView] { addSubview(view) }
        subtitleLabel.font = Self.subtitleFont
        subtitleLabel.textColor = .secondaryLabel
        imageView.contentMode = .center
        markView.contentMode = .center
        accessibilityIdentifier = identifier
        refresh()
    }

    @available(*, unavailable, message: "not made from archives")
    required init?(coder: NSCoder) { fatalError("init(coder:) is not available") }

    /// The row's identifier for traces and tests: the action's identifier when it
    /// was given one, else the title (`menu-back` for the back row).
    private var identifier: String {
        switch item {
        case .action(let action, _):
            return action.hasGivenIdentifier ? action.identifier.rawValue : action.title
        case .back: return "menu-back"
        case .header(let title): return "menu-header-\(title)"
        default: return item.title
        }
    }

    var action: UIAction? { if case .action(let action, _) = item { return action } else { return nil } }

    var isDestructive: Bool {
        switch item {
        case .action(let action, _): return action.attributes.contains(.destructive)
        case .submenu(let menu): return menu.options.contains(.destructive)
        default: return false
        }
    }

    var isChecked: Bool { action?.state == .on }

    /// Reads the element again (titles, state and attributes can change while shown).
    func refresh() {
        isEnabled = item.isChoosable
        titleLabel.text = item.title
        if case .header = item {
            titleLabel.font = Self.headerFont
            titleLabel.textColor = .secondaryLabel
            titleLabel.textAlignment = .center
            return
        }
        titleLabel.font = Self.titleFont
        let color: UIColor = !isEnabled ? .tertiaryLabel : (isDestructive ? .systemRed : .label)
        titleLabel.textColor = color
        let element: UIMenuElement? = {
            switch item {
            case .action(let action, _): return action
            case .submenu(let menu): return menu
            default: return nil
            }
        }()
        subtitleLabel.text = element?.subtitle
        subtitleLabel.isHidden = (element?.subtitle ?? "").isEmpty
        switch item {
        case .submenu: imageView.image = element?.image ?? UIImage(systemName: "chevron.right")
        case .back: imageView.image = nil
        default: imageView.image = element?.image
        }
        imageView.tintColor = color
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 17)
        switch item {
        case .back:
            markView.image = UIImage(systemName: "chevron.backward")
            titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        case .action(let action, _):
            markView.image = action.state == .on ? UIImage(systemName: "checkmark")
                : (action.state == .mixed ? UIImage(systemName: "minus") : nil)
        default:
            markView.image = nil
        }
        markView.tintColor = color
        markView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 15, weight: .semibold)
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The row's height for its item.
    var preferredHeight: CGFloat {
        if let tileSize { return tileSize == .small ? Self.smallTileHeight : Self.mediumTileHeight }
        if case .header = item { return Self.headerHeight }
        return subtitleLabel.isHidden ? Self.height : Self.subtitleHeight
    }

    /// The width the row needs to show its title and image unclipped.
    var preferredWidth: CGFloat {
        let text = max(titleLabel.intrinsicContentSize.width, subtitleLabel.isHidden ? 0 : subtitleLabel.intrinsicContentSize.width)
        let leading = indentsTitle ? Self.checkedInset : Self.inset
        return (leading + text + 12 + Self.imageBox + Self.inset).rounded(.up)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let tileSize { return layoutTile(size: tileSize) }
        if case .header = item {
            titleLabel.frame = CGRect(x: Self.inset, y: 0, width: max(0, bounds.width - 2 * Self.inset), height: bounds.height)
            return
        }
        let leading = indentsTitle ? Self.checkedInset : Self.inset
        let trailing = imageView.image == nil ? Self.inset : Self.inset + Self.imageBox + 12
        let width = max(0, bounds.width - leading - trailing)
        if subtitleLabel.isHidden {
            titleLabel.frame = CGRect(x: leading, y: 0, width: width, height: bounds.height)
        } else {
            titleLabel.frame = CGRect(x: leading, y: 10, width: width, height: 22)
            subtitleLabel.frame = CGRect(x: leading, y: 32, width: width, height: 18)
        }
        imageView.frame = CGRect(x: bounds.width - Self.inset - Self.imageBox, y: ((bounds.height - Self.imageBox) / 2).rounded(),
                                 width: Self.imageBox, height: Self.imageBox)
        markView.frame = CGRect(x: Self.inset - 4, y: ((bounds.height - Self.imageBox) / 2).rounded(), width: Self.imageBox, height: Self.imageBox)
    }

    var showsHighlight: Bool { isEnabled && (isHighlighted || isEmphasized) }

    override func stateDidChange() {
        super.stateDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if showsHighlight {
            context.setFillColor(Self.highlightColor.cgColor)
            context.fill(bounds)
        }
        if drawsLeadingHairline {
            context.setFillColor(UIColor.separator.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 1 / max(1, window?.screen.scale ?? 1), height: bounds.height))
        }
    }

    override func hoverStateDidChange(isHovered: Bool) { onHover?(self, isHovered) }

    // MARK: Accessibility

    /// A menu item (a check menu item for checkable actions) named by its title.
    override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        if case .header = item {
            defaults.isElement = true
            defaults.label = item.title
            defaults.traits.insert(.header)
            return defaults
        }
        defaults.isElement = true
        defaults.label = item.title
        defaults.hint = { if case .submenu = item { return "Opens a submenu" }; return nil }()
        defaults.traits.insert(.button)
        if !isEnabled { defaults.traits.insert(.notEnabled) }
        if isChecked { defaults.traits.insert(.selected) }
        return defaults
    }

    override var accessibleClassRole: AccessibleRole? {
        if case .header = item { return .heading }
        return action.map { $0.state == .off && !indentsTitle ? .menuItem : .checkMenuItem } ?? .menuItem
    }

    override var accessibleClassStates: AccessibleStates {
        var states = super.accessibleClassStates
        guard action != nil, indentsTitle else { return states }
        states.insert(.checkable)
        if isChecked { states.insert(.checked) }
        return states
    }
}
