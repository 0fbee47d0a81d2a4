import XCTest
@testable import UIKitCore

/// Presentations as screen readers see them: a modal dialog named after its
/// title that hides everything behind it; the escape gesture under the same
/// rules as the drag; focus returning where it was; the grabber and the
/// keyboard moving between detents.
final class AccessibilityModalTests: XCTestCase {
    private var driver: VirtualWindowDriver!
    private var root: UIViewController!
    private var behind: UIButton!

    override func setUp() {
        driver = VirtualWindowDriver()
        root = UIViewController()
        driver.window.rootViewController = root
        behind = UIButton(type: .system)
        behind.setTitle("Info", for: .normal)
        behind.frame = CGRect(x: 20, y: 60, width: 100, height: 40)
        root.view.addSubview(behind)
        driver.runUntilIdle()
    }

    private func presentSheet(title: String = "Edit Note", locked: Bool = false,
                              detents: [UISheetPresentationController.Detent] = [.large()]) -> (UIViewController, RecordingPresentationDelegate) {
        let sheet = UIViewController()
        sheet.title = title
        sheet.isModalInPresentation = locked
        let field = UITextField(frame: CGRect(x: 16, y: 60, width: 300, height: 40))
        field.placeholder = "Title"
        sheet.view.addSubview(field)
        let delegate = RecordingPresentationDelegate()
        sheet.presentationController?.delegate = delegate
        sheet.sheetPresentationController?.detents = detents
        sheet.sheetPresentationController?.prefersGrabberVisible = true
        root.present(sheet, animated: true)
        driver.runUntilIdle()
        return (sheet, delegate)
    }

    private var dialog: AccessibleNode? { driver.window.accessibleChildren.first { $0.accessibleRole == .dialog } }

    func testASheetIsAModalDialogNamedAfterItsTitleThatHidesWhatIsBehind() throws {
        // Given
        XCTAssertEqual(driver.window.accessibleChildren.map(\.accessibleName), ["Info"])

        // When
        _ = presentSheet()

        // Then
        let dialog = try XCTUnwrap(self.dialog)
        XCTAssertEqual(driver.window.accessibleChildren.count, 1)
        XCTAssertEqual(dialog.accessibleName, "Edit Note")
        XCTAssertTrue(dialog.accessibleStates.isSuperset(of: [.modal, .showing, .visible, .active]))
        XCTAssertEqual(dialog.accessibleChildren.map(\.accessibleRole), [.slider, .entry])
        XCTAssertEqual(dialog.accessibleActions.map(\.name), ["dismiss"])
        // The button behind is neither reachable nor showing.
        XCTAssertTrue(behind.isBehindModalView)
        XCTAssertFalse(behind.accessibleStates.contains(.showing))
        XCTAssertTrue(behind.accessibleStates.contains(.visible))
        // The dialog's frame is the card's.
        let card = try XCTUnwrap(driver.window.view(withAccessibilityIdentifier: "sheet"))
        XCTAssertEqual(dialog.accessibleFrame, card.convert(card.bounds, to: nil))
    }

    func testEscapeDismissesAnUnlockedSheet() throws {
        // Given
        let (sheet, delegate) = presentSheet()

        // When
        XCTAssertTrue(try XCTUnwrap(dialog).performAccessibleAction(named: "dismiss"))
        driver.runUntilIdle()

        // Then
        XCTAssertNil(sheet.presentingViewController)
        XCTAssertEqual(delegate.calls, ["shouldDismiss", "willDismiss", "didDismiss"])
        XCTAssertEqual(driver.window.accessibleChildren.map(\.accessibleName), ["Info"])
    }

    func testEscapeOnALockedSheetOnlyReportsTheAttempt() throws {
        // Given
        let (sheet, delegate) = presentSheet(locked: true)
        var attempts: [UIDismissalAttempt.Source] = []
        driver.window.onPresentationEvent = { event in
            if case .didAttemptToDismiss(_, let attempt) = event { attempts.append(attempt.source) }
        }

        // When: the escape reaches the container from a view inside the sheet
        let field = try XCTUnwrap(sheet.view.subviews.first)
        XCTAssertTrue(field.performAccessibilityEscapeAlongChain())
        driver.runUntilIdle()

        // Then
        XCTAssertNotNil(sheet.presentingViewController)
        XCTAssertEqual(delegate.calls, ["didAttemptToDismiss"])
        XCTAssertEqual(attempts, [.accessibilityEscape])
    }

    func testAControllerThatHandlesEscapeComesFirst() throws {
        // Given
        final class EscapingController: UIViewController {
            var escapes = 0
            override func accessibilityPerformEscape() -> Bool { escapes += 1; return true }
        }
        let sheet = EscapingController()
        root.present(sheet, animated: false)
        driver.runUntilIdle()

        // When
        XCTAssertTrue(try XCTUnwrap(dialog).performAccessibleAction(named: "dismiss"))

        // Then
        XCTAssertEqual(sheet.escapes, 1)
        XCTAssertNotNil(sheet.presentingViewController)
    }

    func testAnAlertIsAnAlertAndEscapeChoosesItsCancelAction() throws {
        // Given
        let alert = UIAlertController(title: "Discard changes?", message: "Your edits will be lost.", preferredStyle: .actionSheet)
        var chosen: [String] = []
        alert.addAction(UIAlertAction(title: "Discard Changes", style: .destructive) { chosen.append($0.title ?? "") })
        alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel) { chosen.append($0.title ?? "") })
        root.present(alert, animated: true)
        driver.runUntilIdle()

        // Then
        let node = try XCTUnwrap(driver.window.accessibleChildren.last)
        XCTAssertEqual(node.accessibleRole, .alert)
        XCTAssertEqual(node.accessibleName, "Discard changes?")
        XCTAssertEqual(node.accessibleDescription, "Your edits will be lost.")
        let buttons = node.accessibleChildren.filter { $0.accessibleRole == .pushButton }
        XCTAssertEqual(buttons.map(\.accessibleName), ["Discard Changes", "Keep Editing"])

        // When a screen reader focuses the first button, the keyboard highlight follows
        XCTAssertTrue(buttons[0].grabAccessibleFocus())
        XCTAssertTrue(buttons[0].accessibleStates.contains(.focused))

        // When it escapes
        XCTAssertTrue(node.performAccessibleAction(named: "dismiss"))
        driver.runUntilIdle()

        // Then
        XCTAssertEqual(chosen, ["Keep Editing"])
    }

    func testClosingASheetReturnsFocusWhereItWas() {
        // Given the button behind has the keyboard
        XCTAssertTrue(behind.becomeFirstResponder())
        let (sheet, _) = presentSheet()
        XCTAssertFalse(behind.isFirstResponder)
        let observer = PostedNotifications()
        driver.window.accessibility.observer = observer

        // When
        sheet.dismiss(animated: true)
        driver.runUntilIdle()

        // Then
        XCTAssertTrue(behind.isFirstResponder)
        XCTAssertEqual(observer.posted.map(\.0), [.screenChanged])
        XCTAssertTrue(observer.posted.first?.1 as AnyObject? === behind)
    }

    func testTheGrabberIsAnAdjustableElementOverTheDetents() throws {
        // Given a sheet at its medium detent
        let (sheet, delegate) = presentSheet(detents: [.medium(), .large()])
        let controller = try XCTUnwrap(sheet.sheetPresentationController)
        let grabber = controller.grabber
        XCTAssertEqual(grabber.accessibilityLabel, "Sheet Grabber")
        XCTAssertEqual(grabber.accessibilityValue, "medium")
        XCTAssertEqual(grabber.accessibleValue, AccessibleValue(current: 1, minimum: 0, maximum: 2, step: 1, text: "medium"))
        XCTAssertEqual(grabber.accessibleActions.map(\.name), ["increment", "decrement", "dismiss"])

        // When
        XCTAssertTrue(grabber.performAccessibleAction(named: "increment"))
        driver.runUntilIdle()

        // Then
        XCTAssertEqual(controller.selectedDetentIdentifier, .large)
        XCTAssertEqual(grabber.accessibilityValue, "large")
        XCTAssertEqual(delegate.calls, ["didChangeDetent"])

        // When set to 0 through Value: a dismissal attempt
        XCTAssertTrue(grabber.setAccessibleValue(0))
        driver.runUntilIdle()

        // Then
        XCTAssertNil(sheet.presentingViewController)
    }

    func testAltArrowsMoveTheSheetAndAskBeforeDismissingALockedOne() throws {
        // Given a locked sheet at its medium detent, its field focused
        let (sheet, delegate) = presentSheet(locked: true, detents: [.medium(), .large()])
        let controller = try XCTUnwrap(sheet.sheetPresentationController)
        _ = sheet.view.subviews.first?.becomeFirstResponder()

        // When
        driver.window.key(UIKey(keyCode: .keyboardUpArrow, modifierFlags: .alternate), isDown: true, timestamp: driver.now)
        driver.runUntilIdle()

        // Then
        XCTAssertEqual(controller.selectedDetentIdentifier, .large)

        // When down twice: medium, then an attempt to dismiss
        for _ in 0..<2 {
            driver.window.key(UIKey(keyCode: .keyboardDownArrow, modifierFlags: .alternate), isDown: true, timestamp: driver.now)
            driver.runUntilIdle()
        }

        // Then the lock holds
        XCTAssertEqual(controller.selectedDetentIdentifier, .medium)
        XCTAssertNotNil(sheet.presentingViewController)
        XCTAssertEqual(delegate.calls, ["didChangeDetent", "didChangeDetent", "didAttemptToDismiss"])
    }
}

/// Records what is posted to a window's screen reader.
final class PostedNotifications: WindowAccessibilityObserver {
    var posted: [(UIAccessibility.Notification, Any?)] = []
    func windowAccessibility(_ accessibility: WindowAccessibility, didPost notification: UIAccessibility.Notification, argument: Any?) {
        posted.append((notification, argument))
    }
}
