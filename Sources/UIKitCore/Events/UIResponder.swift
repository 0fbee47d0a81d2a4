import Foundation

/// An object in the responder chain, as in UIKit: touches, presses and
/// first-responder status travel along `next`.
///
/// It is an `NSObject`, as in UIKit, so views and controllers are `Hashable` and
/// `Equatable` by identity and answer `isKind(of:)` and `isMember(of:)`.
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// UIKit decodes responders from nib and storyboard archives here; there are
    /// none on Linux, so this initialises as `init()` does. It is required, as
    /// `UIView`'s and `UIViewController`'s are in UIKit, so iOS subclasses'
    /// `required init?(coder:)` (and `super.init(coder:)`) compile unchanged, and so
    /// the application entry can make the app delegate from its class.
    public required init?(coder: NSCoder) {}

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

    /// Wheel or touchpad scrolling over this responder (our extension; UIKit
    /// turns it into pan gestures). Returns whether it was consumed.
    @discardableResult
    open func scrollWheel(_ event: UIScrollWheelEvent) -> Bool { next?.scrollWheel(event) ?? false }
}
