import Foundation

/// A control for incrementing or decrementing a value, as in UIKit: iOS's 94 x 32-point
/// capsule of two segments, − on the left and + on the right, split by a hairline, on
/// `tertiarySystemFill` with 8-point corners.
///
/// `value` stays within `minimumValue...maximumValue` (defaults 0, 0...100, `stepValue`
/// 1). A press on a segment steps at once; holding it repeats (`autorepeat`, default on:
/// after 0.5 s, then every 0.1 s of the window's clock) while the pointer stays on the
/// segment. `wraps` goes from the maximum to the minimum and back; without it the
/// segment at a limit is disabled (its glyph turns `tertiaryLabel`) and ignores presses.
/// `.valueChanged` is sent for each step while `isContinuous` (the default), else once
/// when the press ends; never for setting `value` in code.
///
/// A focused stepper (Tab) steps with ↑/→ or + (increment) and ↓/← or − (decrement). For
/// assistive technologies it is an adjustable element (a slider) whose value is the
/// number, with increment and decrement actions.
///
/// Differences: UIKit raises an exception for a `stepValue` of zero or less or a
/// `minimumValue` not below `maximumValue`; here the setter prints UIKit's message to
/// stderr and keeps the old value. `setIncrementImage(_:for:)`/`setDecrementImage(_:for:)`
/// replace the glyphs (drawn as templates in the glyph colour, `.normal` and `.disabled`
/// states); no custom background or divider images.
open class UIStepper: UIControl {
    public static let size = CGSize(width: 94, height: 32)
    static let cornerRadius: CGFloat = 8
    static let glyphLength: CGFloat = 14
    static let glyphThickness: CGFloat = 2
    static let dividerHeight: CGFloat = 18
    static let autorepeatDelay: TimeInterval = 0.5
    static let autorepeatInterval: TimeInterval = 0.1

    /// The two halves of the stepper.
    enum Segment { case decrement, increment }

    open var value: Double {
        get { storedValue }
        set {
            storedValue = min(max(newValue, minimumValue), maximumValue)
            updateLook()
        }
    }

    open var minimumValue: Double {
        get { storedMinimum }
        set {
            guard newValue < storedMaximum else {
                return warn("UIStepper: minimumValue \(newValue) must be less than maximumValue \(storedMaximum); kept \(storedMinimum)", in: window)
            }
            storedMinimum = newValue
            value = storedValue
        }
    }

    open var maximumValue: Double {
        get { storedMaximum }
        set {
            guard newValue > storedMinimum else {
                return warn("UIStepper: maximumValue \(newValue) must be greater than minimumValue \(storedMinimum); kept \(storedMaximum)", in: window)
            }
            storedMaximum = newValue
            value = storedValue
        }
    }

    open var stepValue: Double {
        get { storedStep }
        set {
            guard newValue > 0 else { return warn("UIStepper: stepValue \(newValue) must be greater than 0; kept \(storedStep)", in: window) }
            storedStep = newValue
        }
    }

    /// Whether `.valueChanged` is sent for each step of a press (else once when it ends).
    open var isContinuous = true
    /// Whether holding a segment keeps stepping.
    open var autorepeat = true
    /// Whether stepping past a limit wraps around to the other one.
    open var wraps = false { didSet { updateLook() } }

    private var incrementImages: [UIControl.State.RawValue: UIImage] = [:]
    private var decrementImages: [UIControl.State.RawValue: UIImage] = [:]
    /// The custom glyphs, when images were set.
    let incrementImageView = UIImageView(image: nil)
    let decrementImageView = UIImageView(image: nil)

    private var storedValue: Double = 0
    private var storedMinimum: Double = 0
    private var storedMaximum: Double = 100
    private var storedStep: Double = 1

    let backgroundView = UIView()
    let dividerView = UIView()
    /// The darker fill over the pressed half.
    let decrementHighlight = UIView()
    let incrementHighlight = UIView()
    let minusBar = UIView()
    let plusHorizontalBar = UIView()
    /// The + glyph's vertical stroke, above and below the horizontal one (two pieces, so
    /// a translucent colour does not darken where the strokes would cross).
    let plusVerticalBar = UIView()
    let plusLowerBar = UIView()

    /// The segment being pressed, and whether the pointer is still on it.
    private(set) var pressedSegment: Segment?
    private var pointerOnPressedSegment = false
    private var changedDuringPress = false
    private var repeatTimer: WindowRunLoop.Timer?

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setUpStepper()
    }

    /// Starts as `init(frame: .zero)` does (there are no archives on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = CGRect(origin: .zero, size: Self.size)
        setUpStepper()
    }

    private func setUpStepper() {
        backgroundView.layer.cornerRadius = Self.cornerRadius
        backgroundView.clipsToBounds = true
        backgroundView.backgroundColor = .tertiarySystemFill
        for highlight in [decrementHighlight, incrementHighlight] {
            highlight.backgroundColor = .tertiarySystemFill
            highlight.isHidden = true
            backgroundView.addSubview(highlight)
        }
        dividerView.backgroundColor = .separator
        addSubview(backgroundView)
        addSubview(dividerView)
        for bar in [minusBar, plusHorizontalBar, plusVerticalBar, plusLowerBar] { addSubview(bar) }
        for imageView in [decrementImageView, incrementImageView] {
            imageView.contentMode = .center
            imageView.isUserInteractionEnabled = false
            addSubview(imageView)
        }
        for view in [backgroundView, dividerView, decrementHighlight, incrementHighlight, minusBar, plusHorizontalBar, plusVerticalBar, plusLowerBar] {
            view.isUserInteractionEnabled = false
        }
        updateLook()
    }

    /// The stepper keeps its size, as UIKit's does.
    open override var intrinsicContentSize: CGSize { Self.size }
    override func defaultContentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .defaultHigh }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    // MARK: Images

    /// Sets the image for the + segment in a state (`.normal`, `.disabled`; others use `.normal`'s).
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        incrementImages[state.rawValue] = image
        updateLook()
    }

    open func incrementImage(for state: UIControl.State) -> UIImage? { incrementImages[state.rawValue] }

    /// Sets the image for the − segment in a state (`.normal`, `.disabled`; others use `.normal`'s).
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        decrementImages[state.rawValue] = image
        updateLook()
    }

    open func decrementImage(for state: UIControl.State) -> UIImage? { decrementImages[state.rawValue] }

    private func image(in images: [UIControl.State.RawValue: UIImage], enabled: Bool) -> UIImage? {
        (enabled ? nil : images[UIControl.State.disabled.rawValue]) ?? images[UIControl.State.normal.rawValue]
    }

    // MARK: Stepping

    /// Whether a segment can step now: enabled control, and not at its limit unless wrapping.
    func isSegmentEnabled(_ segment: Segment) -> Bool {
        guard isEnabled else { return false }
        if wraps { return true }
        return segment == .increment ? storedValue < storedMaximum : storedValue > storedMinimum
    }

    /// Steps once in the segment's direction; returns whether the value changed.
    @discardableResult
    func step(_ segment: Segment) -> Bool {
        guard isSegmentEnabled(segment) else { return false }
        let old = storedValue
        var next = old + (segment == .increment ? storedStep : -storedStep)
        if next > storedMaximum { next = wraps ? storedMinimum : storedMaximum }
        if next < storedMinimum { next = wraps ? storedMaximum : storedMinimum }
        storedValue = next
        updateLook()
        return next != old
    }

    /// A step from the keyboard or an assistive technology: one `.valueChanged` if it moved.
    func stepAndNotify(_ segment: Segment) {
        if step(segment) { sendActions(for: .valueChanged) }
    }

    // MARK: Look

    func segmentFrame(_ segment: Segment) -> CGRect {
        let half = Self.size.width / 2
        return CGRect(x: segment == .decrement ? 0 : half, y: 0, width: half, height: Self.size.height)
    }

    private func updateLook() {
        backgroundView.frame = CGRect(origin: .zero, size: Self.size)
        decrementHighlight.frame = segmentFrame(.decrement)
        incrementHighlight.frame = segmentFrame(.increment)
        decrementHighlight.isHidden = !(pressedSegment == .decrement && pointerOnPressedSegment)
        incrementHighlight.isHidden = !(pressedSegment == .increment && pointerOnPressedSegment)
        let midY = Self.size.height / 2
        dividerView.frame = CGRect(x: Self.size.width / 2 - 0.5, y: midY - Self.dividerHeight / 2, width: 1, height: Self.dividerHeight)
        let length = Self.glyphLength, thickness = Self.glyphThickness
        let minusCenter = segmentFrame(.decrement).midX.rounded(.down)
        let plusCenter = segmentFrame(.increment).midX.rounded(.down)
        minusBar.frame = CGRect(x: minusCenter - length / 2, y: midY - thickness / 2, width: length, height: thickness)
        plusHorizontalBar.frame = CGRect(x: plusCenter - length / 2, y: midY - thickness / 2, width: length, height: thickness)
        let stroke = (length - thickness) / 2
        plusVerticalBar.frame = CGRect(x: plusCenter - thickness / 2, y: midY - length / 2, width: thickness, height: stroke)
        plusLowerBar.frame = CGRect(x: plusCenter - thickness / 2, y: midY + thickness / 2, width: thickness, height: stroke)
        minusBar.backgroundColor = isSegmentEnabled(.decrement) ? .label : .tertiaryLabel
        let plusColor: UIColor = isSegmentEnabled(.increment) ? .label : .tertiaryLabel
        plusHorizontalBar.backgroundColor = plusColor
        plusVerticalBar.backgroundColor = plusColor
        plusLowerBar.backgroundColor = plusColor
        let minusImage = image(in: decrementImages, enabled: isSegmentEnabled(.decrement))
        let plusImage = image(in: incrementImages, enabled: isSegmentEnabled(.increment))
        decrementImageView.image = minusImage?.withRenderingMode(.alwaysTemplate)
        incrementImageView.image = plusImage?.withRenderingMode(.alwaysTemplate)
        decrementImageView.frame = segmentFrame(.decrement)
        incrementImageView.frame = segmentFrame(.increment)
        decrementImageView.tintColor = minusBar.backgroundColor
        incrementImageView.tintColor = plusColor
        decrementImageView.isHidden = minusImage == nil
        incrementImageView.isHidden = plusImage == nil
        minusBar.isHidden = minusImage != nil
        for bar in [plusHorizontalBar, plusVerticalBar, plusLowerBar] { bar.isHidden = plusImage != nil }
    }

    open override func stateDidChange() {
        super.stateDidChange()
        backgroundView.layer.borderWidth = isFocused ? 2 : 0
        backgroundView.layer.borderColor = tintColor.cgColor
        updateLook()
    }

    // MARK: Tracking

    private func segment(at point: CGPoint) -> Segment {
        point.x < bounds.midX ? .decrement : .increment
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let segment = segment(at: touch.location(in: self))
        guard isSegmentEnabled(segment) else { return false }
        pressedSegment = segment
        pointerOnPressedSegment = true
        changedDuringPress = false
        stepDuringPress()
        if autorepeat, let runLoop = window?.runLoop { scheduleRepeat(at: runLoop.now + Self.autorepeatDelay) }
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let pressed = pressedSegment else { return false }
        let point = touch.location(in: self)
        pointerOnPressedSegment = bounds.contains(point) && segment(at: point) == pressed
        updateLook()
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        finishPress()
    }

    open override func cancelTracking(with event: UIEvent?) {
        finishPress()
    }

    private func stepDuringPress() {
        guard let pressed = pressedSegment, step(pressed) else { return }
        changedDuringPress = true
        if isContinuous { sendActions(for: .valueChanged) }
    }

    /// Schedules the next repeat at `deadline` on the window's clock; each next one is
    /// planned from the previous deadline, so frame timing does not make repeats drift.
    private func scheduleRepeat(at deadline: TimeInterval) {
        guard let runLoop = window?.runLoop else { return }
        repeatTimer = runLoop.schedule(after: deadline - runLoop.now) { [weak self] in
            guard let self, self.pressedSegment != nil else { return }
            if self.pointerOnPressedSegment { self.stepDuringPress() }
            self.scheduleRepeat(at: deadline + Self.autorepeatInterval)
        }
    }

    private func finishPress() {
        repeatTimer?.cancel()
        repeatTimer = nil
        let sendAtEnd = !isContinuous && changedDuringPress
        pressedSegment = nil
        pointerOnPressedSegment = false
        changedDuringPress = false
        updateLook()
        if sendAtEnd { sendActions(for: .valueChanged) }
    }

    /// A press on the stepper's segments steps the value; it does not "click".
    open override func activateFromKeyboard() {}

    /// Dragging on the stepper inside a sheet or scroll view does not move them.
    open override func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if recognizer.view !== self && recognizer is UIPanGestureRecognizer { return false }
        return super.gestureRecognizerShouldBegin(recognizer)
    }

    // MARK: Keyboard

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isEnabled, let key = presses.first?.key,
              key.modifierFlags.intersection([.control, .command, .alternate]).isEmpty else {
            return super.pressesBegan(presses, with: event)
        }
        switch key.keyCode {
        case .keyboardUpArrow, .keyboardRightArrow: stepAndNotify(.increment)
        case .keyboardDownArrow, .keyboardLeftArrow: stepAndNotify(.decrement)
        default:
            switch key.characters {
            case "+", "=": stepAndNotify(.increment)
            case "-": stepAndNotify(.decrement)
            default: super.pressesBegan(presses, with: event)
            }
        }
    }

    // MARK: Accessibility

    /// An adjustable element whose value is the number ("5", "2.5").
    override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.isElement = true
        defaults.value = Self.spokenValue(storedValue)
        defaults.traits.insert(.adjustable)
        defaults.role = .slider
        return defaults
    }

    static func spokenValue(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    open override func accessibilityIncrement() {
        stepAndNotify(.increment)
    }

    open override func accessibilityDecrement() {
        stepAndNotify(.decrement)
    }

    override var accessibleClassValue: AccessibleValue? { stepperAccessibleValue }

    override func setAccessibleClassValue(_ value: Double) -> Bool { setValueFromAccessibility(value) }

    var stepperAccessibleValue: AccessibleValue {
        AccessibleValue(current: storedValue, minimum: storedMinimum, maximum: storedMaximum, step: storedStep,
                        text: accessibilityValue ?? "")
    }

    /// Sets the value from an assistive technology (clamped), with one `.valueChanged`.
    func setValueFromAccessibility(_ newValue: Double) -> Bool {
        guard isEnabled else { return false }
        let old = storedValue
        value = newValue
        if storedValue != old { sendActions(for: .valueChanged) }
        return true
    }
}
