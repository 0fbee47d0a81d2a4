import Foundation

/// An object in the responder chain, as in UIKit: touches, presses and
/// first-responder status travel along `next`.
///
/// It is an `NSObject`, as in UIKit, so views and controllers are `Hashable` and
/// `Equatable` by identity and answer `isKind(of:)` and `isMember(of:)`.
open class UIResponder: NSObject {
    /// Called on an object loaded from a nib or storyboard once every outlet is
    /// set, as in UIKit (`NSObject`'s there). There are no nibs on Linux, so UIKit
    /// never calls it here; overrides that call `super` compile and run when your
    /// code calls them.
    open func awakeFromNib() {}

    /// Called by Interface Builder before it draws a designable view, as in UIKit;
    /// never called here (there is no Interface Builder).
    open func prepareForInterfaceBuilder() {}

    // Key-value coding, as NSObject has it on iOS (see `UIResponder+KeyValueCoding`).
    open func value(forKey key: String) -> Any? { keyValueCodingValue(forKey: key) }
    open func value(forKeyPath keyPath: String) -> Any? { keyValueCodingValue(forKeyPath: keyPath) }
    open func setValue(_ value: Any?, forKey key: String) { keyValueCodingSetValue(value, forKey: key) }
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { keyValueCodingSetValue(value, forKeyPath: keyPath) }
    /// Objective-C class objects answer key-value coding: `UIApplication.value(forKeyPath: "shared")`.
    open class func value(forKey key: String) -> Any? { keyValueCodingClassValue(forKey: key) }
    open class func value(forKeyPath keyPath: String) -> Any? { keyValueCodingClassValue(forKeyPath: keyPath) }

    public override init() { super.init() }

    /// UIKit decodes responders from nib and storyboard archives here; there are
    /// none on Linux, so this initialises as `init()` does. It is required, as
    /// `UIView`'s and `UIViewController`'s are in UIKit, so iOS subclasses'
    /// `required init?(coder:)` (and `super.init(coder:)`) compile unchanged, and so
    /// the application entry can make the app delegate from its class.
    public required init?(coder: NSCoder) {}

    /// This object's key-value observers, once something observes it (see `UIKit+KeyValueObserving`).
    var keyValueObservers: KeyValueObserverRegistry?

    /// The next responder: a view's controller or superview, a controller's
    /// view's superview or presenter, a window's nothing.
    open var next: UIResponder? { nil }

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is its window's first responder.
    open var isFirstResponder: Bool { responderWindow?.firstResponder === self }

    /// Makes this responder receive key presses, as in UIKit. Returns false when
    /// it cannot become first responder, is not in a window, or the current one refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window.firstResponder = self
        didBecomeFirstResponder()
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        guard let window = responderWindow, window.firstResponder === self else { return true }
        window.firstResponder = nil
        didResignFirstResponder()
        return true
    }

    /// Our hooks, called after first-responder status changes.
    open func didBecomeFirstResponder() {}
    open func didResignFirstResponder() {}

    /// The window whose first responder this could be.
    var responderWindow: UIWindow? {
        var responder: UIResponder? = self
        while let current = responder {
            if let view = current as? UIView { return view.window }
            responder = current.next
        }
        return nil
    }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    /// Hardware key presses, as in UIKit; unhandled presses travel up the chain.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesBegan(presses, with: event) }
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesEnded(presses, with: event) }
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesCancelled(presses, with: event) }

    /// Text typed while this responder is first responder (our hook for
    /// `UIKeyInput`: the X input method delivers composed UTF-8 text here).
    /// Returns whether it was consumed; the default passes it up the chain.
    @discardableResult
    open func insertTypedText(_ text: String) -> Bool { next?.insertTypedText(text) ?? false }

    /// The view shown with the keyboard while this responder is first responder, as
    /// in UIKit (nil; `UITextField` and `UITextView` make it settable). The window
    /// docks it at its bottom (`UIWindow+InputAccessory.swift`).
    open var inputAccessoryView: UIView? { nil }

    /// Wheel or touchpad scrolling over this responder (our extension; UIKit
    /// turns it into pan gestures). Returns whether it was consumed.
    @discardableResult
    open func scrollWheel(_ event: UIScrollWheelEvent) -> Bool { next?.scrollWheel(event) ?? false }

    // MARK: Accessibility (UIKit's UIAccessibility informal protocol; see Accessibility/)

    var accessibilityStorage = AccessibilityAttributes()
    /// What this class reports when the app set nothing; UIKit's classes override it.
    var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults() }

    // What a class answers for itself to assistive technologies beyond its attributes
    // (UIResponder+AccessibleNode, UIResponder+AccessibleActions): each control, the
    // presentation container and the sheet's grabber override these, so the bridge
    // asks the object instead of testing its class.

    /// The role whatever the traits say (a secure text field is password text), else nil.
    var accessibleClassRole: AccessibleRole? { nil }
    /// The states this class adds to those its traits give; overrides add to `super`'s.
    var accessibleClassStates: AccessibleStates { isFirstResponder ? [.focused] : [] }
    /// The value a screen reader reads (a switch's 0 or 1, a sheet's detent), nil when none.
    var accessibleClassValue: AccessibleValue? { nil }
    /// Sets the accessible value; false when the class has none or refuses it.
    func setAccessibleClassValue(_ value: Double) -> Bool { false }
    /// Actions this class adds after its role's (a sheet's grabber dismisses).
    var accessibleClassActions: [AccessibleAction] { [] }
    /// Activation when `accessibilityActivate()` declined (a control does what Space
    /// does, a text field takes the keyboard); nil taps at the activation point.
    func performAccessibleClassActivation() -> Bool? { nil }
    /// Taking the screen reader's focus (an alert's action row is emphasized); nil
    /// becomes first responder.
    func grabAccessibleClassFocus() -> Bool? { nil }

    /// Whether a screen reader sees this object as one element (its subviews then
    /// are not seen), as in UIKit. Default: true for labels, buttons, switches,
    /// text fields, text views and cells; false for plain views.
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage.isElement ?? accessibilityDefaults.isElement }
        set { accessibilityStorage.isElement = newValue; accessibilityAttributesDidChange() }
    }
    /// The element's name, as in UIKit. Default: a button's title, a label's text,
    /// a text field's placeholder (when the app gives none), a cell's labels.
    open var accessibilityLabel: String? {
        get { accessibilityStorage.label ?? accessibilityDefaults.label }
        set { accessibilityStorage.label = newValue; accessibilityAttributesDidChange() }
    }
    /// What activating the element does, as in UIKit (AT-SPI's description).
    open var accessibilityHint: String? {
        get { accessibilityStorage.hint ?? accessibilityDefaults.hint }
        set { accessibilityStorage.hint = newValue; accessibilityAttributesDidChange() }
    }
    /// The element's value, as in UIKit. Default: a text field's text (never a
    /// secure one's), a switch's "1" or "0", the grabber's detent.
    open var accessibilityValue: String? {
        get { accessibilityStorage.value ?? accessibilityDefaults.value }
        set { accessibilityStorage.value = newValue; accessibilityAttributesDidChange() }
    }
    /// The element's traits, as in UIKit. Default: the class's (`.button` for a button, ...).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage.traits ?? accessibilityDefaults.traits }
        set { accessibilityStorage.traits = newValue; accessibilityAttributesDidChange() }
    }
    /// The element's frame in screen coordinates, as in UIKit. Default for a view:
    /// its bounds in window points (a window is its own screen here; the bridge
    /// adds the X window's position and the scale).
    open var accessibilityFrame: CGRect {
        get { accessibilityStorage.frame ?? defaultAccessibilityFrame }
        set { accessibilityStorage.frame = newValue }
    }
    /// Where activating the element taps, in screen coordinates; default: the frame's centre.
    open var accessibilityActivationPoint: CGPoint {
        get { accessibilityStorage.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { accessibilityStorage.activationPoint = newValue }
    }
    /// The elements inside this container, in reading order, as in UIKit (views
    /// or `UIAccessibilityElement`s). nil: the subviews, in order.
    open var accessibilityElements: [Any]? {
        get { accessibilityStorage.elements }
        set { accessibilityStorage.elements = newValue; accessibilityAttributesDidChange() }
    }
    /// Whether the elements inside this view are hidden from the screen reader, as in UIKit.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStorage.elementsHidden }
        set { accessibilityStorage.elementsHidden = newValue; accessibilityAttributesDidChange() }
    }
    /// Whether the screen reader ignores this view's siblings (and so everything
    /// behind it), as in UIKit. Presentations set it while they block what is behind.
    open var accessibilityViewIsModal: Bool {
        get { accessibilityStorage.viewIsModal ?? accessibilityDefaults.viewIsModal }
        set { accessibilityStorage.viewIsModal = newValue; accessibilityAttributesDidChange() }
    }

    /// The screen reader's escape gesture (VoiceOver's two-finger Z; the AT-SPI
    /// "dismiss" action here), as in UIKit: return true when handled. It is asked
    /// of the element, then along the responder chain. A presentation's
    /// container handles it under the user-dismissal rules (see `UIPresentationController`).
    open func accessibilityPerformEscape() -> Bool { false }
    /// Activates the element; return false to let the default happen (a control's
    /// action, else a tap at `accessibilityActivationPoint`), as in UIKit.
    open func accessibilityActivate() -> Bool { false }
    /// Adjustable elements: one step up, as in UIKit.
    open func accessibilityIncrement() {}
    /// Adjustable elements: one step down, as in UIKit.
    open func accessibilityDecrement() {}
}
