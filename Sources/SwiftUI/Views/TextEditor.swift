import Foundation

/// Multi-line editable text, as SwiftUI's `TextEditor`: a `UITextView` bound to the
/// text, updated in place (focus and caret kept), taking the space offered.
public struct TextEditor: View, PrimitiveView {
    public typealias Body = Never
    let text: Binding<String>

    public init(text: Binding<String>) { self.text = text }

    func update(node: ViewNode) {
        let element = node.element(FlexibleElement.self) { FlexibleElement(view: UITextView()) }
        let textView = element.view as! UITextView
        let link = node.stored("editor") { TextViewLink() }
        link.binding = text
        if textView.delegate !== link { textView.delegate = link }
        let value = text.wrappedValue
        if textView.text != value { textView.text = value }
        let font = (node.environment.font ?? .body).uiFont
        if textView.font != font { textView.font = font }
        textView.backgroundColor = .clear
    }
}

/// The text view's delegate: each edit writes the binding.
final class TextViewLink: UITextViewDelegate {
    var binding: Binding<String>?
    func textViewDidChange(_ textView: UITextView) { binding?.wrappedValue = textView.text ?? "" }
}
