import Foundation

extension UIView {
    /// Makes the first responder inside this view (the view itself included)
    /// resign, as UIKit's `endEditing(_:)`: a text field stops editing and
    /// sends its end-editing events. Without `force` the responder may refuse
    /// (a delegate's `textFieldShouldEndEditing` returning false); with it, it
    /// resigns anyway. Returns whether nothing in the view is first responder
    /// any more.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder else { return true }
        let inside = (responder as? UIView).map { $0 === self || $0.isDescendant(of: self) } ?? false
        guard inside else { return true }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        window.firstResponder = nil
        responder.didResignFirstResponder()
        return true
    }
}
