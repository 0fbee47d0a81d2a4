import XCTest
@testable import UIKitCore

/// Appearance callbacks in UIKit's order (logged on iOS 13+; see the report for sources):
/// a sheet leaves the presenter on screen so only the presented controller is told;
/// full screen tells the presenter too, and a transition's "did" callbacks come
/// in the order appearing-then-disappearing.
final class PresentationAppearanceOrderTests: XCTestCase {
    private var driver: VirtualWindowDriver!
    private var log: PresentationLog!
    private var root: LoggingViewController!

    override func setUp() {
        driver = VirtualWindowDriver()
        log = PresentationLog()
        root = LoggingViewController("A", log: log)
        driver.window.rootViewController = root
        driver.runUntilIdle()
        log.clear()
    }

    func testPageSheetPresentAndDismissCallOnlyThePresentedController() {
        // Given
        let sheet = LoggingViewController("B", log: log)
        sheet.modalPresentationStyle = .pageSheet

        // When
        root.present(sheet, animated: true)
        let beforeAnimation = log.entries
        driver.runUntilIdle()

        // Then
        XCTAssertEqual(beforeAnimation, ["B.willAppear"])
        XCTAssertEqual(log.entries, ["B.willAppear", "B.didAppear"])

        // When
        log.clear()
        root.dismiss(animated: true)
        let beforeDismissAnimation = log.entries
        driver.runUntilIdle()

        // Then
        XCTAssertEqual(beforeDismissAnimation, ["B.willDisappear"])
        XCTAssertEqual(log.entries, ["B.willDisappear", "B.didDisappear"])
    }

    func testFullScreenPresentTellsPresenterFirstAndPresentedDidAppearBeforePresenterDidDisappear() {
        // Given
        let cover = LoggingViewController("B", log: log)
        cover.modalPresentationStyle = .fullScreen

        // When
        root.present(cover, animated: true)
        let beforeAnimation = log.entries
        driver.runUntilIdle()

        // Then
        XCTAssertEqual(beforeAnimation, ["A.willDisappear", "B.willAppear"])
        XCTAssertEqual(log.entries, ["A.willDisappear", "B.willAppear", "B.didAppear", "A.didDisappear"])
        XCTAssertTrue(root.view.isHidden, "full screen takes the presenter's view off screen")
    }

    func testFullScreenDismissTellsPresentedFirstAndPresenterDidAppearBeforePresentedDidDisappear() {
        // Given
        let cover = LoggingViewController("B", log: log)
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: true)
        driver.runUntilIdle()
        log.clear()

        // When
        cover.dismiss(animated: true)
        let beforeAnimation = log.entries
        driver.runUntilIdle()

        // Then
        XCTAssertEqual(beforeAnimation, ["B.willDisappear", "A.willAppear"])
        XCTAssertEqual(log.entries, ["B.willDisappear", "A.willAppear", "A.didAppear", "B.didDisappear"])
        XCTAssertFalse(root.view.isHidden)
    }

    func testUnanimatedFullScreenPresentUsesTheSameOrder() {
        // Given
        let cover = LoggingViewController("B", log: log)
        cover.modalPresentationStyle = .fullScreen

        // When
        root.present(cover, animated: false)
        driver.runUntilIdle()

        // Then
        XCTAssertEqual(log.entries, ["A.willDisappear", "B.willAppear", "B.didAppear", "A.didDisappear"])
    }

    func testCancelledInteractiveSheetDismissalSaysWillDisappearThenAppearsAgain() {
        // Given
        let sheet = LoggingViewController("B", log: log)
        root.present(sheet, animated: true)
        driver.runUntilIdle()
        log.clear()
        driver.presentationEvents.removeAll()

        // When: a slow 60 pt drag that snaps back
        driver.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 360), duration: 0.6)
        driver.runUntilIdle()

        // Then
        XCTAssertEqual(log.entries, ["B.willDisappear", "B.willAppear", "B.didAppear"])
        XCTAssertTrue(root.presentedViewController === sheet)
        XCTAssertEqual(driver.presentationEvents, ["shouldDismiss", "willDismiss", "dismissCancelled"])
    }

    func testCompletedInteractiveSheetDismissalSaysWillThenDidDisappear() {
        // Given
        let sheet = LoggingViewController("B", log: log)
        root.present(sheet, animated: true)
        driver.runUntilIdle()
        log.clear()

        // When: a quick 60 pt flick
        driver.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 360), duration: 0.05)
        driver.runUntilIdle()

        // Then
        XCTAssertEqual(log.entries, ["B.willDisappear", "B.didDisappear"])
        XCTAssertNil(root.presentedViewController)
    }
}
