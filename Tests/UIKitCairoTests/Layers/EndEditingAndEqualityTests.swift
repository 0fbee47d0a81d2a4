import Foundation
import UIKit
import XCTest

/// `endEditing(_:)`, identity equality of the objects modal code compares.
final class EndEditingAndEqualityTests: XCTestCase {
    private final class RefusingDelegate: UITextFieldDelegate {
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
    }

    func testEndEditingResignsTheFieldInsideAndForceOverridesARefusal() {
        // Given a form with an editing field whose delegate refuses to end editing
        let host = makeRenderingHost()
        let form = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 150, height: 30))
        form.addSubview(field)
        host.window.addSubview(form)
        let elsewhere = UIView()
        host.window.addSubview(elsewhere)
        var ended = 0
        field.addAction(UIAction { _ in ended += 1 }, for: .editingDidEnd)
        XCTAssertTrue(field.becomeFirstResponder())
        let refusing = RefusingDelegate()
        field.delegate = refusing

        // When a view outside asks, nothing happens; when the form asks politely, the field refuses
        XCTAssertTrue(elsewhere.endEditing(false))
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertFalse(form.endEditing(false))
        XCTAssertTrue(field.isFirstResponder)

        // When the form forces it
        XCTAssertTrue(form.endEditing(true))

        // Then the field stops editing once, sending its end event
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertFalse(field.isEditing)
        XCTAssertEqual(ended, 1)
        XCTAssertTrue(host.window.endEditing(false))
    }

    func testViewsRecognizersControllersLayersAndAnimationsCompareByIdentity() {
        let pan = UIPanGestureRecognizer { _ in }, other = UIPanGestureRecognizer { _ in }
        XCTAssertTrue(pan.isEqual(pan))
        XCTAssertFalse(pan.isEqual(other))
        XCTAssertTrue(pan == pan)
        XCTAssertFalse(pan == other)
        let view = UIView()
        XCTAssertTrue(view.isEqual(view))
        XCTAssertEqual(Set([view, view]).count, 1)
        let controller = UIViewController()
        XCTAssertTrue(controller == controller)
        let layer = CALayer(), sublayer = CALayer()
        layer.addSublayer(sublayer)
        XCTAssertEqual(layer.sublayers?.contains(sublayer), true)
        XCTAssertTrue(layer.isEqual(layer))
        let animation = CABasicAnimation(keyPath: "opacity")
        XCTAssertTrue(animation == animation)
        XCTAssertFalse(animation == CABasicAnimation(keyPath: "opacity"))
    }
}
