import Foundation
import XCTest
@testable import UIKitCore

final class AlertTextFieldTests: XCTestCase {
    private func present(_ alert: UIAlertController, in driver: ControlsDriver) {
        let root = UIViewController()
        driver.window.rootViewController = root
        root.present(alert, animated: false)
        driver.runUntilIdle()
    }

    /// "Sign in" with a name field and a secure password field, Cancel and a preferred "Sign In".
    private func makeSignIn(log: @escaping (String) -> Void) -> UIAlertController {
        let alert = UIAlertController(title: "Sign in", message: "Enter your account", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log("cancel") })
        let signIn = UIAlertAction(title: "Sign In", style: .default) { [unowned alert] _ in
            log("sign in \(alert.textFields?[0].text ?? "")")
        }
        alert.addAction(signIn)
        alert.preferredAction = signIn
        return alert
    }

    func testTheConfigurationHandlerRunsAtOnceAndTextFieldsListsThem() {
        // Given
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        XCTAssertNil(alert.textFields)
        var configured: [String] = []

        // When
        alert.addTextField { field in
            field.placeholder = "Name"
            configured.append("name")
        }
        alert.addTextField()

        // Then
        XCTAssertEqual(configured, ["name"])
        XCTAssertEqual(alert.textFields?.count, 2)
        XCTAssertEqual(alert.textFields?[0].placeholder, "Name")
        XCTAssertEqual(alert.textFields?[1].font, .systemFont(ofSize: 13))
    }

    func testAnActionSheetRefusesTextFields() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)

        sheet.addTextField { _ in XCTFail("the handler must not run") }

        XCTAssertNil(sheet.textFields)
    }

    func testTheFieldsSitInABoxUnderTheMessage() {
        // Given
        let driver = ControlsDriver()
        let alert = makeSignIn { _ in }

        // When
        present(alert, in: driver)
        let content = alert.contentView!
        let box = content.textFieldBox!

        // Then a 238 x 60 box, 16 in from the card's sides, 16 under the message, the rows 16 under it
        XCTAssertEqual(box.frame.minX, 16)
        XCTAssertEqual(box.frame.width, 238)
        XCTAssertEqual(box.frame.height, 60)
        XCTAssertEqual(box.frame.minY, content.messageLabel.frame.maxY + 16)
        XCTAssertEqual(content.actionRows[0].frame.minY, box.frame.maxY + 16)
        XCTAssertEqual(alert.textFields!.map(\.frame), [CGRect(x: 7, y: 0, width: 224, height: 30), CGRect(x: 7, y: 30, width: 224, height: 30)])
        XCTAssertEqual(box.layer.cornerRadius, 7)
    }

    func testTheFirstFieldTakesTheKeyboardAndReturnChoosesThePreferredAction() {
        // Given
        let driver = ControlsDriver()
        var log: [String] = []
        let alert = makeSignIn { log.append($0) }
        present(alert, in: driver)

        // When
        XCTAssertTrue(alert.textFields![0].isFirstResponder)
        driver.type("ann")
        driver.key(.keyboardReturnOrEnter)
        driver.runUntilIdle()

        // Then the alert is gone and its handler read the field
        XCTAssertEqual(log, ["sign in ann"])
        XCTAssertNil(alert.presentingViewController)
    }

    func testEscapeInAFieldChoosesCancel() {
        // Given
        let driver = ControlsDriver()
        var log: [String] = []
        let alert = makeSignIn { log.append($0) }
        present(alert, in: driver)

        // When
        driver.type("x")
        driver.key(.keyboardEscape)
        driver.runUntilIdle()

        // Then
        XCTAssertEqual(log, ["cancel"])
    }

    func testTheSecureFieldNeverShowsItsText() {
        // Given
        let driver = ControlsDriver()
        let alert = makeSignIn { _ in }
        present(alert, in: driver)
        let password = alert.textFields![1]

        // When typed into
        XCTAssertTrue(password.becomeFirstResponder())
        driver.type("hunter2")

        // Then the drawing, the accessibility text and the value show bullets only
        let drawn = driver.render().strings.joined(separator: "|")
        XCTAssertFalse(drawn.contains("hunter2"))
        XCTAssertTrue(drawn.contains("•••••••"))
        XCTAssertEqual(password.accessibleText?.string, "•••••••")
        XCTAssertFalse((password.accessibilityValue ?? "").contains("hunter2"))
        XCTAssertEqual(password.text, "hunter2")
    }

    func testTheFieldsAreInTheAccessibilityTree() {
        // Given
        let driver = ControlsDriver()
        let alert = makeSignIn { _ in }

        // When
        present(alert, in: driver)

        // Then
        XCTAssertEqual(alert.textFields!.map(\.accessibleRole), [.entry, .passwordText])
        XCTAssertNotNil(driver.window.view(withAccessibilityIdentifier: "alert-text-field-1"))
    }

    func testTabMovesBetweenTheFields() {
        // Given an alert over a screen with a text field of its own
        let driver = ControlsDriver()
        let root = UIViewController()
        let behind = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        root.view.addSubview(behind)
        driver.window.rootViewController = root
        let alert = makeSignIn { _ in }
        root.present(alert, animated: false)
        driver.runUntilIdle()

        // When Tab is pressed twice
        driver.key(.keyboardTab)
        let second = alert.textFields![1].isFirstResponder
        driver.key(.keyboardTab)

        // Then the focus went to the second field, then back to the first, never behind the alert
        XCTAssertTrue(second)
        XCTAssertTrue(alert.textFields![0].isFirstResponder)
        XCTAssertFalse(behind.isFirstResponder)
    }
}
