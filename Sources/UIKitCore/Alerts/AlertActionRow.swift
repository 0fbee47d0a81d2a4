import Foundation

/// One action's button in an alert: its title in the style's colour and font,
/// a grey fill while pressed, hovered or highlighted with the keyboard.
final class AlertActionRow: UIControl {
    static let defaultColor = UIColor.systemBlue
    static let destructiveColor = UIColor.systemRed
    static let disabledColor = UIColor.systemGray3
    static let highlightColor = UIColor.dynamic(light: UIColor(rgb: 0xD1D1D6, alpha: 0.8), dark: UIColor(rgb: 0x3A3A3C, alpha: 0.8))

    let action: UIAlertAction
    let label = UILabel()
    /// Set by the content view for the keyboard or hover highlight.
    var isEmphasized = false { didSet { if isEmphasized != oldValue { setNeedsDisplay() } } }
    var onHover: ((AlertActionRow, Bool) -> Void)?

    init(action: UIAlertAction, fontSize: CGFloat, bold: Bool) {
        self.action = action
        super.init(frame: .zero)
        touchTrackingSlop = 0
        allowsKeyboardFocus = false
        accessibilityIdentifier = action.accessibilityIdentifier ?? action.title
        label.text = action.title
        label.textAlignment = .center
        label.font = .systemFont(ofSize: fontSize, weight: bold ? .semibold : .regular)
        addSubview(label)
        isEnabled = action.isEnabled
        label.textColor = titleColor
    }

    @available(*, unavailable, message: "not made from archives")
    required init?(coder: NSCoder) { fatalError("init(coder:) is not available") }

    /// A button named by the action's title (`.notEnabled` when the action is disabled).
    override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.isElement = true
        defaults.label = action.title
        defaults.traits.insert(.button)
        return defaults
    }

    /// Focusable, and focused while the screen reader emphasizes it (grabbing focus emphasizes it).
    override var accessibleClassStates: AccessibleStates {
        var states = super.accessibleClassStates.union(.focusable)
        if isEmphasized { states.insert(.focused) }
        return states
    }

    override func grabAccessibleClassFocus() -> Bool? { emphasizeForAccessibility() }

    /// Red for destructive, blue otherwise, grey when disabled.
    var titleColor: UIColor {
        if !action.isEnabled { return Self.disabledColor }
        return action.style == .destructive ? Self.destructiveColor : Self.defaultColor
    }

    /// Whether the row shows its highlight fill now.
    var showsHighlight: Bool { isEnabled && (isHighlighted || isEmphasized) }

    override func stateDidChange() {
        super.stateDidChange()
        label.textColor = titleColor
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Not insetBy: on a row narrower than 24 points (a 1-point window) it gives CGRect.null.
        label.frame = CGRect(x: bounds.minX + 12, y: bounds.minY, width: max(0, bounds.width - 24), height: bounds.height)
    }

    override func draw(_ rect: CGRect) {
        guard showsHighlight, let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(Self.highlightColor.cgColor)
        context.fill(bounds)
    }

    override func hoverStateDidChange(isHovered: Bool) { onHover?(self, isHovered) }

    /// A screen reader moves its focus here: the keyboard highlight follows.
    func emphasizeForAccessibility() -> Bool {
        var view = superview
        while let current = view, !(current is AlertContentView) { view = current.superview }
        guard let content = view as? AlertContentView, action.isEnabled,
              let index = content.actionRows.firstIndex(where: { $0 === self }) else { return false }
        content.setHighlight(index)
        return true
    }
}
