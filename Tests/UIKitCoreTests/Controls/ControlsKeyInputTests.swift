import XCTest
@testable import UIKitCore

/// `UIKeyInput` on text fields and text views: code types as the keyboard does.
final class ControlsKeyInputTests: XCTestCase {
    func testInsertTextTypesIntoAFieldAndSendsEditingChanged() {
        // Given a field that is not first responder, with an editing-changed action
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        var changes: [String] = []
        field.addAction(UIAction { _ in changes.append(field.text ?? "") }, for: .editingChanged)
        XCTAssertFalse(field.hasText)

        // When text is inserted twice (a line break in it), then one character deleted
        let input: UIKeyInput = field
        input.insertText("Gro")
        input.insertText("ce\nries")
        input.deleteBackward()

        // Then each edit sent .editingChanged with the text so far (the break became a space)
        XCTAssertEqual(changes, ["Gro", "Groce ries", "Groce rie"])
        XCTAssertTrue(field.hasText)
    }

    func testTheDelegateCanRefuseInsertedText() {
        // Given a field whose delegate refuses digits
        final class NoDigits: UITextFieldDelegate {
            func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                !string.contains { $0.isNumber }
            }
        }
        let field = UITextField()
        let delegate = NoDigits()
        field.delegate = delegate

        // When letters then digits are inserted
        field.insertText("ab")
        field.insertText("12")

        // Then only the letters are there
        XCTAssertEqual(field.text, "ab")
    }

    func testATextViewKeepsLineBreaksAndDeletesBackward() {
        // Given an empty text view
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))

        // When two lines are inserted with a Windows line break, and the last character deleted
        textView.insertText("one\r\ntwo")
        textView.deleteBackward()

        // Then the break is a newline and the "o" is gone
        XCTAssertEqual(textView.text, "one\ntw")

        // When the view is not editable, inserting does nothing
        textView.isEditable = false
        textView.insertText("x")
        XCTAssertEqual(textView.text, "one\ntw")
    }
}
