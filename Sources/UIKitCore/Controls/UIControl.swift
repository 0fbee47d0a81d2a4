import Foundation

/// The base of buttons, switches and text fields, as in UIKit: a state
/// (normal, highlighted, disabled, selected, focused), closures run for control
/// events, and touch tracking that turns the primary button into those events.
///
/// Linux has no Objective-C runtime, so there is no target-action with selectors:
/// use `addAction(_:for:)` with a `UIAction` (UIKit's closure API, iOS 14+).
open class UIControl: UIView {
    /// The control's state, as in UIKit.
    public struct State: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Control events, with UIKit's bit values.
    public struct Event: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// How far (points) the pressed pointer may leave the bounds and still count as
    /// inside: UIKit's 70-point touch slop. Our extension makes it settable; set 0
    /// for desktop-strict behaviour (release must be inside the bounds).
    public var touchTrackingSlop: CGFloat = 70

    open var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled { isHighlighted = false; if isFirstResponder { resignFirstResponder() } }
            stateDidChange()
        }
    }
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }

    public enum ContentHorizontalAlignment: Int { case center, left, right, fill, leading, trailing }
    public enum ContentVerticalAlignment: Int { case center, top, bottom, fill }

    /// The current state, built from the flags and keyboard focus.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isFocused { state.insert(.focused) }
        return state
    }

    /// Whether the control has keyboard focus (is first responder).
    open var isFocused: Bool { isFirstResponder }

    /// Whether Tab can move keyboard focus here (our extension, like the web's
    /// `tabindex`); `canBecomeFocused` also requires the control to be enabled.
    public var allowsKeyboardFocus = true
    /// Whether the focus chain (Tab / Shift+Tab) stops at this control, as in UIKit.
    open var canBecomeFocused: Bool { allowsKeyboardFocus && isEnabled }

    /// Whether a pointer press is being tracked, and whether it is within the slop.
    public private(set) var isTracking = false
    public private(set) var isTouchInside = false

    private var registrations: [(action: UIAction, events: Event)] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpControl()
    }

    /// Starts as `init(frame: .zero)` does (there are no archives on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpControl()
    }

    private func setUpControl() {
        isOpaque = false
    }

    /// Called when `state` changes; the default redraws. Subclasses update their look here.
    open func stateDidChange() { setNeedsDisplay() }

    /// UIKit's: `.notEnabled` while disabled, `.selected` while selected.
    override var accessibilityDefaults: AccessibilityDefaults {
        var traits: UIAccessibilityTraits = []
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return AccessibilityDefaults(traits: traits)
    }

    /// Focusable when it can take focus; activation does what Space does (nothing when disabled).
    /// In the Tab chain when it can become focused (enabled, and `allowsKeyboardFocus`).
    override var takesFocusInChain: Bool { canBecomeFocused }

    override var accessibleClassStates: AccessibleStates {
        var states = super.accessibleClassStates
        if canBecomeFocused { states.insert(.focusable) }
        return states
    }

    override func performAccessibleClassActivation() -> Bool? {
        guard isEnabled else { return false }
        activateFromKeyboard()
        return true
    }

    open override var cursor: UIWindow.Cursor? { isEnabled ? .pointingHand : .arrow }

    // MARK: Actions

    /// Runs `action` when any of `controlEvents` happens, as in UIKit. An action
    /// whose identifier is already registered replaces the old one.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = registrations.firstIndex(where: { $0.action.identifier == action.identifier }) {
            registrations[index] = (action, registrations[index].events.union(controlEvents))
        } else {
            registrations.append((action, controlEvents))
        }
    }

    /// Stops running `action` for `controlEvents` (removed entirely once no event is left).
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        for index in registrations.indices.reversed() where registrations[index].action.identifier == identifier {
            registrations[index].events.subtract(controlEvents)
            if registrations[index].events.isEmpty { registrations.remove(at: index) }
        }
    }

    /// The events an action with that identifier is registered for (our helper for tests).
    public func events(forActionIdentifiedBy identifier: UIAction.Identifier) -> Event {
        registrations.first { $0.action.identifier == identifier }?.events ?? []
    }

    /// The control events that have at least one action, as in UIKit.
    open var allControlEvents: Event { registrations.reduce([]) { $0.union($1.events) } }

    /// Runs, in the order they were added, the actions registered for any of `controlEvents`.
    open func sendActions(for controlEvents: Event) {
        let matching = registrations.filter { !$0.events.intersection(controlEvents).isEmpty }
        for registration in matching { sendAction(registration.action) }
    }

    /// Runs one action with this control as its sender.
    open func sendAction(_ action: UIAction) { action.perform(sender: self) }

    // MARK: Tracking

    /// Starts tracking a press; return false to ignore the rest of it, as in UIKit.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Follows the press; return false to stop tracking it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    /// Whether `point` (bounds coordinates) counts as inside for tracking (the slop).
    func isWithinTrackingSlop(_ point: CGPoint) -> Bool {
        bounds.insetBy(dx: -touchTrackingSlop, dy: -touchTrackingSlop).contains(point)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        guard isTracking else { return }
        isHighlighted = true
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        let inside = isWithinTrackingSlop(touch.location(in: self))
        let wasInside = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        if !continueTracking(touch, with: event) {
            isTracking = false
            isHighlighted = false
            endTracking(touch, with: event)
            return
        }
        var events: Event = inside ? .touchDragInside : .touchDragOutside
        if inside != wasInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        isTracking = false
        let inside = isWithinTrackingSlop(touch.location(in: self))
        isTouchInside = inside
        isHighlighted = false
        endTracking(touch, with: event)
        if inside {
            sendActions(for: .touchUpInside)
            touchUpInsideDidHappen()
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    /// A gesture recognizer took the touch, or it was lost: `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return }
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }

    /// What a completed click does beyond `.touchUpInside` (buttons send
    /// `.primaryActionTriggered`, switches toggle). The default does nothing.
    open func touchUpInsideDidHappen() {}

    // MARK: Keyboard focus

    open override var canBecomeFirstResponder: Bool { canBecomeFocused && window != nil }

    open override func didBecomeFirstResponder() { stateDidChange() }
    open override func didResignFirstResponder() { stateDidChange() }

    /// Space and Return activate a focused control like a click (our extension,
    /// like the web and macOS full keyboard access); Tab moves focus.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key else { return super.pressesBegan(presses, with: event) }
        if handleFocusNavigationKey(key) { return }
        if isEnabled, key.modifierFlags.intersection([.control, .command, .alternate]).isEmpty,
           key.keyCode == .keyboardSpacebar || key.keyCode == .keyboardReturnOrEnter {
            activateFromKeyboard()
            return
        }
        super.pressesBegan(presses, with: event)
    }

    /// What Space or Return does while focused: by default the same as a click.
    open func activateFromKeyboard() {
        sendActions(for: .touchUpInside)
        touchUpInsideDidHappen()
    }

    /// A control that keeps keyboard focus swallows typed text (Space would otherwise scroll).
    open override func insertTypedText(_ text: String) -> Bool { isFirstResponder }
}
