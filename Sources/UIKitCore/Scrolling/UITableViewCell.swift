import Foundation

/// One row of a `UITableView`, as in UIKit: `contentView` with the style's
/// labels, an accessory, a grey background while highlighted or selected, and a
/// hairline separator at the bottom (inset 16 points on the left).
///
/// Differences from UIKit: `init(style:reuseIdentifier:)` is `required`, so
/// subclasses override it with `required init(style:reuseIdentifier:)` (no
/// `init?(coder:)` needed); no content configurations. Editing (the red minus,
/// the reorder handle) and swipe actions are in `UITableViewCell+Editing` and
/// `UITableView+Swipe`.
/// `.subtitle` uses 17-point text over a 12-point detail, `.value1`/`.value2`
/// put a grey detail on the right, as UIKit's legacy styles do.
open class UITableViewCell: UIView {
    public enum CellStyle: Int { case `default`, value1, value2, subtitle }
    public enum SelectionStyle: Int { case none, blue, gray, `default` }
    public enum AccessoryType: Int { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    /// The control a row shows while its table is editing, as in UIKit.
    public enum EditingStyle: Int { case none, delete, insert }

    /// Left and right margin of the labels (UIKit's layout margins on a phone).
    static let margin: CGFloat = 16
    /// Width the accessory takes from the content view.
    static let accessoryWidth: CGFloat = 36
    /// Seconds an animated deselection takes to fade the grey out (our choice, UIKit ≈ 0.3).
    static let deselectFadeDuration: TimeInterval = 0.3

    public let reuseIdentifier: String?
    public let style: CellStyle
    /// Put custom subviews here; it leaves room for the accessory.
    public let contentView = UIView()
    public private(set) var textLabel: UILabel?
    public private(set) var detailTextLabel: UILabel?

    open var accessoryType: AccessoryType = .none {
        didSet {
            accessoryIcon.type = accessoryType
            setNeedsLayout()
        }
    }
    open var selectionStyle: SelectionStyle = .default { didSet { updateSelectionBackground() } }
    /// Shown behind the content while highlighted or selected; UIKit's grey by default.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let view = selectedBackgroundView { insertSubview(view, at: 0) }
            updateSelectionBackground()
            setNeedsLayout()
        }
    }
    /// The separator's insets; the table sets its own `separatorInset` here unless you set one.
    open var separatorInset: UIEdgeInsets {
        get { storedSeparatorInset }
        set {
            hasCustomSeparatorInset = true
            storedSeparatorInset = newValue
            setNeedsLayout()
        }
    }

    public private(set) var isHighlighted = false
    public private(set) var isSelected = false
    /// Whether the cell shows its editing controls (its table is editing).
    public private(set) var isEditing = false
    /// Whether the reorder handle shows while editing (when the data source can move the row); default false as in UIKit, the table sets it.
    open var showsReorderControl = false { didSet { setNeedsLayout() } }
    /// Whether the content moves right to make room for the editing control; default true.
    open var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }
    /// The control shown while editing (set by the table from its delegate).
    public internal(set) var editingStyle: EditingStyle = .none { didSet { if editingStyle != oldValue { setNeedsLayout() } } }

    /// Editing: the red minus or green plus on the left, the handle on the right.
    let editingControl = CellEditingControl()
    let reorderControl = CellReorderControl()
    /// Set by the table: the style's background and rounded corners.
    var tablePlacement = CellTablePlacement()
    /// True once the app sets `backgroundColor` itself (the table's style then leaves it alone).
    var hasCustomBackground = false
    var settingStyleBackground = false

    var storedSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    var hasCustomSeparatorInset = false
    var separatorVisible = true { didSet { if separatorVisible != oldValue { updateSeparator() } } }
    /// Hides the separator whatever the table says (SwiftUI's `listRowSeparator(.hidden)`).
    public var hidesSeparator = false { didSet { if hidesSeparator != oldValue { updateSeparator() } } }
    var separatorColor: UIColor = .separator { didSet { separatorView.backgroundColor = separatorColor } }
    let separatorView = UIView()
    let accessoryIcon = CellAccessoryIcon()
    private var selectionFade: CADisplayLink?

    /// UIKit's: one element named by the labels in its content view, in order,
    /// selected while selected.
    override var accessibilityDefaults: AccessibilityDefaults {
        var texts: [String] = []
        var stack: [UIView] = [contentView]
        while let view = stack.popLast() {
            if view.isHidden { continue }
            if let label = view as? UILabel, let text = label.text, !text.isEmpty { texts.append(text) }
            stack += view.subviews.reversed()
        }
        return AccessibilityDefaults(isElement: true, label: texts.isEmpty ? nil : texts.joined(separator: ", "),
                                     traits: isSelected ? .selected : [], role: .listItem)
    }

    /// Selectable, focusable when the keyboard can reach it, selected while selected.
    /// In the Tab chain when the keyboard can reach it (see `UITableViewCell+Keyboard`).
    override var takesFocusInChain: Bool { canTakeKeyboardFocus }

    override var accessibleClassStates: AccessibleStates {
        var states = super.accessibleClassStates.union(.selectable)
        if canTakeKeyboardFocus { states.insert(.focusable) }
        if isSelected { states.insert(.selected) }
        return states
    }

    /// The ring shown while the row has the keyboard (see `UITableViewCell+Keyboard`).
    var focusRingStorage: FocusRingView?

    open override var canBecomeFirstResponder: Bool { canTakeKeyboardFocus }
    open override func didBecomeFirstResponder() { keyboardFocusDidChange() }
    open override func didResignFirstResponder() { keyboardFocusDidChange() }
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if !handleRowKey(presses) { super.pressesBegan(presses, with: event) }
    }

    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpCell()
    }

    /// A `.default` cell without a reuse identifier, as `init(style: .default,
    /// reuseIdentifier: nil)` makes (there are no archives on Linux).
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        super.init(coder: coder)
        frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        setUpCell()
    }

    open override var backgroundColor: UIColor? {
        didSet { if !settingStyleBackground { hasCustomBackground = true } }
    }

    private func setUpCell() {
        settingStyleBackground = true
        backgroundColor = .systemBackground
        settingStyleBackground = false
        // Property observers do not run in the declaring class's initializer: install by hand.
        let grey = UIView()
        grey.backgroundColor = .systemGray4
        selectedBackgroundView = grey
        addSubview(grey)
        addSubview(contentView)
        let text = UILabel()
        contentView.addSubview(text)
        textLabel = text
        if style != .default {
            let detail = UILabel()
            detail.font = .systemFont(ofSize: style == .subtitle ? 12 : 17)
            detail.textColor = style == .subtitle ? .label : .secondaryLabel
            if style == .value1 { detail.textAlignment = .right }
            contentView.addSubview(detail)
            detailTextLabel = detail
        }
        addSubview(accessoryIcon)
        editingControl.isHidden = true
        reorderControl.isHidden = true
        addSubview(editingControl)
        addSubview(reorderControl)
        separatorView.backgroundColor = separatorColor
        separatorView.isUserInteractionEnabled = false
        addSubview(separatorView)
        updateSelectionBackground()
    }

    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    // MARK: Highlight and selection

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != isHighlighted else { return }
        isHighlighted = highlighted
        updateSelectionBackground()
    }

    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != isSelected else { return }
        isSelected = selected
        if !selected && animated && !isHighlighted, let window, let background = selectedBackgroundView,
           !background.isHidden, selectionStyle != .none {
            fadeOutSelection(background, in: window)
        } else {
            updateSelectionBackground()
        }
    }

    /// Shows or hides the editing controls (see `UITableViewCell+Editing`); the
    /// table calls it for its cells when it starts or stops editing.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditing else { return }
        isEditing = editing
        setNeedsLayout()
    }

    /// Resets highlight and selection; override to clear your content, and call super.
    open func prepareForReuse() {
        setHighlighted(false, animated: false)
        setSelected(false, animated: false)
    }

    func setTableSeparatorInset(_ inset: UIEdgeInsets) {
        storedSeparatorInset = inset
        setNeedsLayout()
    }

    private func updateSelectionBackground() {
        selectionFade?.invalidate()
        selectionFade = nil
        let shows = selectionStyle != .none && (isHighlighted || isSelected)
        selectedBackgroundView?.isHidden = !shows
        selectedBackgroundView?.alpha = 1
        updateSeparator()
    }

    private func fadeOutSelection(_ background: UIView, in window: UIWindow) {
        selectionFade?.invalidate()
        let start = window.runLoop.now
        let link = CADisplayLink { [weak self, weak background] link in
            let progress = (link.timestamp - start) / UITableViewCell.deselectFadeDuration
            background?.alpha = CGFloat(max(0, 1 - progress))
            if progress >= 1 { self?.updateSelectionBackground() }
        }
        link.add(to: window)
        selectionFade = link
    }

    /// UIKit hides the separator of a highlighted or selected row.
    private func updateSeparator() {
        separatorView.isHidden = hidesSeparator || !separatorVisible || (selectionStyle != .none && (isHighlighted || isSelected))
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        selectedBackgroundView?.frame = CGRect(origin: .zero, size: size)
        let editing = editingLayout
        let accessory = accessoryType == .none || isEditing ? 0 : Self.accessoryWidth
        let trailing = accessory + editing.trailing
        contentView.frame = CGRect(x: editing.leading, y: 0, width: max(0, size.width - trailing - editing.leading), height: size.height)
        accessoryIcon.frame = CGRect(x: size.width - accessory, y: 0, width: accessory, height: size.height)
        accessoryIcon.isHidden = accessory == 0
        layoutEditingControls(editing)
        layoutLabels(in: contentView.bounds, trailing: accessory == 0 ? Self.margin : 4)
        let hairline = 1 / max(1, window?.screen.scale ?? 1)
        let inset = storedSeparatorInset
        separatorView.frame = CGRect(x: inset.left + editing.leading, y: size.height - hairline,
                                     width: max(0, size.width - inset.left - inset.right - editing.leading), height: hairline)
        // Right to left: the accessory on the left, the labels from the right.
        mirrorFramesForRightToLeft([contentView, accessoryIcon, separatorView])
        contentView.mirrorFramesForRightToLeft([textLabel, detailTextLabel].compactMap { $0 })
    }

    private func layoutLabels(in area: CGRect, trailing: CGFloat) {
        guard let textLabel else { return }
        let width = max(0, area.width - Self.margin - trailing)
        let x = Self.margin
        switch (style, detailTextLabel) {
        case (.subtitle, let detail?):
            let titleHeight = textLabel.sizeThatFits(CGSize(width: width, height: 0)).height
            let detailHeight = detail.text?.isEmpty == false ? detail.sizeThatFits(CGSize(width: width, height: 0)).height : 0
            let top = ((area.height - titleHeight - detailHeight) / 2).rounded()
            textLabel.frame = CGRect(x: x, y: top, width: width, height: titleHeight)
            detail.frame = CGRect(x: x, y: top + titleHeight, width: width, height: detailHeight)
        case (.value1, let detail?), (.value2, let detail?):
            let detailWidth = min(width / 2, detail.sizeThatFits(.zero).width)
            textLabel.frame = CGRect(x: x, y: 0, width: width - detailWidth - 8, height: area.height)
            detail.frame = CGRect(x: x + width - detailWidth, y: 0, width: detailWidth, height: area.height)
        default:
            textLabel.frame = CGRect(x: x, y: 0, width: width, height: area.height)
        }
    }
}

/// Draws a cell's accessory: the grey disclosure chevron or a checkmark in the tint colour.
final class CellAccessoryIcon: UIView {
    var type: UITableViewCell.AccessoryType = .none { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    @available(*, unavailable, message: "not made from archives")
    required init?(coder: NSCoder) { fatalError("init(coder:) is not available") }

    static let chevronColor = UIColor.dynamic(light: UIColor(rgb: 0xC4C4C7), dark: UIColor(rgb: 0x5A5A5E))

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        flipHorizontallyForRightToLeft(context)
        let midY = bounds.midY
        let right = bounds.maxX - UITableViewCell.margin
        switch type {
        case .disclosureIndicator, .detailDisclosureButton:
            // UIKit's chevron: about 7 by 12 points, 2-point stroke, tertiary grey.
            context.setStrokeColor(Self.chevronColor.cgColor)
            context.setLineWidth(2)
            context.move(to: CGPoint(x: right - 7, y: midY - 6))
            context.addLine(to: CGPoint(x: right, y: midY))
            context.addLine(to: CGPoint(x: right - 7, y: midY + 6))
            context.strokePath()
        case .checkmark:
            context.setStrokeColor(tintColor.cgColor)
            context.setLineWidth(2)
            context.move(to: CGPoint(x: right - 13, y: midY))
            context.addLine(to: CGPoint(x: right - 8, y: midY + 5))
            context.addLine(to: CGPoint(x: right, y: midY - 6))
            context.strokePath()
        default:
            break
        }
    }
}
