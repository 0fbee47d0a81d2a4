import XCTest
@testable import UIKitCore

/// The tree's changes as events, and posting through the window.
final class AccessibilitySnapshotTests: XCTestCase {
    private var driver: VirtualWindowDriver!

    override func setUp() {
        driver = VirtualWindowDriver()
    }

    func testTextChangesAreTheSmallestDeleteAndInsert() {
        XCTAssertEqual(AccessibilitySnapshot.textChanges(7, from: "Glisser", to: "Glissez"),
                       [.textRemoved(7, offset: 6, text: "r"), .textInserted(7, offset: 6, text: "z")])
        XCTAssertEqual(AccessibilitySnapshot.textChanges(7, from: "abc", to: "abXc"), [.textInserted(7, offset: 2, text: "X")])
        XCTAssertEqual(AccessibilitySnapshot.textChanges(7, from: "é!", to: "!"), [.textRemoved(7, offset: 0, text: "é")])
    }

    func testAddingTypingAndFocusingBecomeEventsInOrder() {
        // Given
        let before = AccessibilitySnapshot(root: driver.window)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        field.placeholder = "Title"
        driver.window.addSubview(field)
        driver.runUntilIdle()
        let added = AccessibilitySnapshot(root: driver.window)

        // Then
        let window = driver.window.accessibleID
        XCTAssertEqual(before.changes(to: added), [.childAdded(parent: window, index: 0, child: field.accessibleID)])

        // When
        XCTAssertTrue(field.becomeFirstResponder())
        field.insertTypedText("Hi")
        let typed = AccessibilitySnapshot(root: driver.window)

        // Then
        XCTAssertEqual(added.changes(to: typed), [.textInserted(field.accessibleID, offset: 0, text: "Hi"), .focused(field.accessibleID)])

        // When
        let id = field.accessibleID
        field.removeFromSuperview()

        // Then
        XCTAssertEqual(typed.changes(to: AccessibilitySnapshot(root: driver.window)),
                       [.childRemoved(parent: window, index: 0, child: id)])
    }

    func testPostingGoesToTheWindowOfTheArgumentOrOfTheMainScreen() {
        // Given
        let observer = PostedNotifications()
        driver.window.accessibility.observer = observer
        let label = UILabel()
        driver.window.addSubview(label)

        // When
        UIAccessibility.post(notification: .layoutChanged, argument: label)
        UIScreen.makeCurrent(driver.window.screen)
        UIAccessibility.post(notification: .announcement, argument: "Saved")

        // Then
        XCTAssertEqual(observer.posted.map(\.0), [.layoutChanged, .announcement])
        XCTAssertEqual(observer.posted.last?.1 as? String, "Saved")
    }

    func testVoiceOverRunsWhenTheWindowsScreenReaderDoes() {
        // Given
        UIScreen.makeCurrent(driver.window.screen)
        XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
        let changed = expectation(forNotification: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)

        // When
        driver.window.accessibility.isScreenReaderRunning = true

        // Then
        XCTAssertTrue(UIAccessibility.isVoiceOverRunning)
        wait(for: [changed], timeout: 0)
    }
}
