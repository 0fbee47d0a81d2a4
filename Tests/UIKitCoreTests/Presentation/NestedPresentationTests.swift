import XCTest
@testable import UIKitCore

/// A sheet presenting a sheet, dismissing from below, and presenting twice.
final class NestedPresentationTests: XCTestCase {
    private var driver: VirtualWindowDriver!
    private var log: PresentationLog!
    private var root: LoggingViewController!

    override func setUp() {
        driver = VirtualWindowDriver()
        log = PresentationLog()
        root = LoggingViewController("A", log: log)
        driver.window.rootViewController = root
        driver.runUntilIdle()
    }

    private var containerCount: Int { driver.window.subviews.filter { $0 is PresentationContainerView }.count }

    private func presentTwoSheets() -> (LoggingViewController, LoggingViewController) {
        let first = LoggingViewController("B", log: log)
        let second = LoggingViewController("C", log: log)
        root.present(first, animated: true)
        driver.runUntilIdle()
        first.present(second, animated: true)
        driver.runUntilIdle()
        return (first, second)
    }

    func testASheetPresentsASheetOverItself() {
        // Given / When
        let (first, second) = presentTwoSheets()

        // Then
        XCTAssertTrue(root.presentedViewController === first)
        XCTAssertTrue(first.presentedViewController === second)
        XCTAssertTrue(second.presentingViewController === first)
        XCTAssertTrue(first.presentingViewController === root)
        XCTAssertEqual(containerCount, 2)
    }

    func testDismissingTheLowerPresentationDismissesBoth() {
        // Given
        let (first, second) = presentTwoSheets()
        driver.presentationEvents.removeAll()
        var completions = 0

        // When
        root.dismiss(animated: true) { completions += 1 }
        driver.runUntilIdle()

        // Then
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(first.presentedViewController)
        XCTAssertNil(first.presentingViewController)
        XCTAssertNil(second.presentingViewController)
        XCTAssertEqual(containerCount, 0)
        XCTAssertEqual(completions, 1)
        XCTAssertEqual(driver.presentationEvents, ["dismissed", "dismissed"])
    }

    func testDismissOnTheMiddleControllerDismissesOnlyWhatItPresents() {
        // Given
        let (first, second) = presentTwoSheets()

        // When: UIKit: dismiss is sent to the presenter of the top controller
        first.dismiss(animated: true)
        driver.runUntilIdle()

        // Then
        XCTAssertTrue(root.presentedViewController === first)
        XCTAssertNil(first.presentedViewController)
        XCTAssertNil(second.presentingViewController)
        XCTAssertEqual(containerCount, 1)
    }

    func testPresentingFromAControllerThatAlreadyPresentsIsIgnored() {
        // Given
        let first = LoggingViewController("B", log: log)
        root.present(first, animated: true)
        driver.runUntilIdle()
        let other = LoggingViewController("D", log: log)
        var completed = false
        var warnings: [UIKitWarning] = []
        driver.window.application?.warningHandler = { warnings.append($0) }
        log.clear()

        // When
        root.present(other, animated: true) { completed = true }
        driver.runUntilIdle()

        // Then
        XCTAssertTrue(root.presentedViewController === first)
        XCTAssertNil(other.presentingViewController)
        XCTAssertFalse(completed)
        XCTAssertEqual(log.entries, [])
        XCTAssertEqual(containerCount, 1)
        XCTAssertEqual(warnings, [UIKitWarning(message: "Attempt to present LoggingViewController on LoggingViewController "
                                                   + "which is already presenting LoggingViewController")])
    }
}
