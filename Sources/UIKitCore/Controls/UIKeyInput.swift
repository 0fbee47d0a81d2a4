import Foundation

/// A responder that takes simple text input, as in UIKit: `UITextField` and
/// `UITextView` adopt it, so code (and tests) can type into them the way the
/// keyboard does. (UIKit's refines `UITextInputTraits`; ours does not.)
public protocol UIKeyInput: AnyObject {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

extension UITextField: UIKeyInput {}
extension UITextView: UIKeyInput {}
