import Foundation

/// Actions sent along the responder chain, as `sendAction(_:to:from:for:)` does in UIKit.
///
/// Linux has no Objective-C selectors, so the action is an unapplied method
/// reference: where iOS writes
/// `sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)`,
/// write `sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil)`.
/// With a nil target the action goes to the key window's first responder and up
/// its chain, to the first responder of the method's class; it returns whether
/// some responder performed it.
extension UIApplication {
    @discardableResult
    public func sendAction<Target: AnyObject, Result>(_ action: @escaping (Target) -> () -> Result, to target: Any?,
                                                      from sender: Any?, for event: UIEvent?) -> Bool {
        guard let receiver: Target = actionTarget(target) else { return false }
        _ = action(receiver)()
        return true
    }

    /// The same, for an action that takes the sender (`copy(_:)`-style).
    @discardableResult
    public func sendAction<Target: AnyObject, Result>(_ action: @escaping (Target) -> (Any?) -> Result, to target: Any?,
                                                      from sender: Any?, for event: UIEvent?) -> Bool {
        guard let receiver: Target = actionTarget(target) else { return false }
        _ = action(receiver)(sender)
        return true
    }

    /// `target` when it is one, else the nearest responder of that class from the
    /// key window's first responder up (the window itself, then the app and its delegate).
    private func actionTarget<Target: AnyObject>(_ target: Any?) -> Target? {
        if let target { return target as? Target }
        var responder: UIResponder? = keyWindow?.firstResponder ?? keyWindow
        while let current = responder {
            if let match = current as? Target { return match }
            responder = current.next ?? (current is UIWindow ? self : nil)
        }
        return nil
    }
}

extension UIView {
    /// Makes the first responder inside this view resign, as in UIKit (the usual
    /// way a form hides its keyboard). With `force` false a responder that refuses
    /// keeps the keyboard. Returns whether nothing inside holds it any more.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder as? UIView, responder.isDescendant(of: self) else { return true }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        window.firstResponder = nil
        responder.didResignFirstResponder()
        return true
    }
}
