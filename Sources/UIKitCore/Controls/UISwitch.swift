import Foundation

/// An on/off switch with iOS's look, as in UIKit: 51 x 31 points, a rounded
/// track (light grey when off, `onTintColor` (default systemGreen) when on) and
/// a white 27-point knob that slides over 0.25 s.
///
/// A click toggles it; dragging moves the knob to the side the pointer is on and
/// the release keeps that side (even outside the switch, as in UIKit). Space or
/// Return toggle a focused switch. `.valueChanged` (then
/// `.primaryActionTriggered`) is sent once per user change, never for `setOn`.
open class UISwitch: UIControl {
    public static let size = CGSize(width: 51, height: 31)
    static let knobDiameter: CGFloat = 27
    static let offTrackColor = UIColor.dynamic(light: UIColor(rgb: 0xE9E9EA), dark: UIColor(rgb: 0x39393D))
    static let animationDuration: TimeInterval = 0.25

    open var isOn: Bool { get { on } set { setOn(newValue, animated: false) } }
    open var onTintColor: UIColor? { didSet { updateLook() } }
    open var thumbTintColor: UIColor? { didSet { updateLook() } }

    private var on = false
    /// Where the knob shows during a drag (nil: at `isOn`).
    private var dragValue: Bool?
    private var dragStartX: CGFloat = 0
    private var didDrag = false
    let trackView = UIView()
    let knobView = UIView()

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setUpSwitch()
    }

    /// Starts as `init(frame: .zero)` does (there are no archives on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = CGRect(origin: .zero, size: Self.size)
        setUpSwitch()
    }

    private func setUpSwitch() {
        trackView.isUserInteractionEnabled = false
        trackView.layer.cornerRadius = Self.size.height / 2
        knobView.isUserInteractionEnabled = false
        knobView.layer.cornerRadius = Self.knobDiameter / 2
        knobView.layer.shadowColor = .black
        knobView.layer.shadowOpacity = 0.2
        knobView.layer.shadowRadius = 2
        knobView.layer.shadowOffset = CGSize(width: 0, height: 2)
        addSubview(trackView)
        addSubview(knobView)
        updateLook()
    }

    /// A switch that runs `primaryAction` on each change, as in UIKit (iOS 14+).
    public convenience init(frame: CGRect = .zero, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// UIKit's: a toggle button whose value is "1" when on and "0" when off.
    override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.isElement = true
        defaults.value = on ? "1" : "0"
        defaults.traits.formUnion([.button, .toggleButton])
        defaults.role = .toggleButton
        return defaults
    }

    /// Checkable and focusable, checked when on; its value is 0 or 1.
    override var accessibleClassStates: AccessibleStates {
        var states = super.accessibleClassStates.union([.checkable, .focusable])
        if isOn { states.insert(.checked) }
        return states
    }

    override var accessibleClassValue: AccessibleValue? {
        AccessibleValue(current: isOn ? 1 : 0, minimum: 0, maximum: 1, step: 1, text: accessibilityValue ?? "")
    }

    override func setAccessibleClassValue(_ value: Double) -> Bool {
        guard isEnabled else { return false }
        if (value >= 0.5) != isOn { activateFromKeyboard() }
        return true
    }

    /// The switch keeps its size, as UIKit's does.
    open override var intrinsicContentSize: CGSize { Self.size }
    override func defaultContentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .defaultHigh }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    open func setOn(_ on: Bool, animated: Bool) {
        guard on != self.on else { return }
        self.on = on
        if animated {
            UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.curveEaseInOut, .allowUserInteraction],
                           animations: { self.updateLook() }, completion: nil)
        } else {
            UIView.performWithoutAnimation { updateLook() }
        }
    }

    /// The knob's centre x for a value.
    func knobCenterX(on: Bool) -> CGFloat {
        let inset = (Self.size.height - Self.knobDiameter) / 2
        return on ? Self.size.width - inset - Self.knobDiameter / 2 : inset + Self.knobDiameter / 2
    }

    private func updateLook() {
        let shown = dragValue ?? on
        trackView.frame = CGRect(origin: .zero, size: Self.size)
        trackView.backgroundColor = shown ? (onTintColor ?? .systemGreen) : Self.offTrackColor
        knobView.frame = CGRect(x: knobCenterX(on: shown) - Self.knobDiameter / 2, y: (Self.size.height - Self.knobDiameter) / 2,
                                width: Self.knobDiameter, height: Self.knobDiameter)
        knobView.backgroundColor = thumbTintColor ?? .white
        alpha = isEnabled ? 1 : 0.5
    }

    open override func stateDidChange() {
        super.stateDidChange()
        trackView.layer.borderWidth = isFocused ? 2 : 0
        trackView.layer.borderColor = tintColor.cgColor
        alpha = isEnabled ? 1 : 0.5
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if !(window?.animationEngine.isRunning ?? false) { UIView.performWithoutAnimation { updateLook() } }
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        dragStartX = touch.location(in: self).x
        didDrag = false
        dragValue = nil
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        if !didDrag && abs(x - dragStartX) > 3 { didDrag = true }
        if didDrag {
            let value = x > bounds.midX
            if value != (dragValue ?? on) {
                dragValue = value
                UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.curveEaseInOut, .allowUserInteraction],
                               animations: { self.updateLook() }, completion: nil)
            }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard didDrag else { return }
        let value = dragValue ?? on
        dragValue = nil
        if value != on { userChanged(to: value) } else { updateLook() }
    }

    open override func cancelTracking(with event: UIEvent?) {
        if dragValue != nil {
            dragValue = nil
            UIView.animate(withDuration: Self.animationDuration) { self.updateLook() }
        }
    }

    /// A click (not a drag) toggles.
    open override func touchUpInsideDidHappen() {
        if !didDrag { userChanged(to: !on) }
        didDrag = false
    }

    private func userChanged(to value: Bool) {
        setOn(value, animated: true)
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }

    /// Dragging the knob inside a sheet or scroll view moves the knob, not them.
    open override func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if recognizer.view !== self && recognizer is UIPanGestureRecognizer { return false }
        return super.gestureRecognizerShouldBegin(recognizer)
    }
}
