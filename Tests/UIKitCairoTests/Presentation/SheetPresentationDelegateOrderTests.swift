import XCTest
import UIKit

/// UIAdaptivePresentationControllerDelegate orders, exactly as in
/// shared/reference/presentation.md, for drags, dimming clicks, Escape and code.
final class SheetPresentationDelegateOrderTests: XCTestCase {
    func testCompletedSwipeCallsShouldWillThenDidAfterTheAnimation() {
        // Given
        let fixture = SheetFixture()

        // When
        fixture.flick60()
        let atRelease = fixture.recorder.calls
        fixture.host.runUntilIdle()

        // Then
        XCTAssertEqual(atRelease, ["shouldDismiss", "willDismiss"])
        XCTAssertEqual(fixture.recorder.calls, ["shouldDismiss", "willDismiss", "didDismiss"])
        XCTAssertEqual(fixture.events, ["shouldDismiss", "willDismiss", "didDismiss", "dismissed"])
        XCTAssertFalse(fixture.isPresented)
    }

    func testShortSlowSwipeCallsShouldAndWillOnlyAndReportsTheCancel() {
        // Given
        let fixture = SheetFixture()

        // When
        fixture.slow60()
        fixture.host.runUntilIdle()

        // Then
        XCTAssertEqual(fixture.recorder.calls, ["shouldDismiss", "willDismiss"])
        XCTAssertEqual(fixture.events, ["shouldDismiss", "willDismiss", "dismissCancelled"])
        XCTAssertTrue(fixture.isPresented)
        XCTAssertEqual(fixture.cardFrame, fixture.restingFrame)
    }

    func testLockedSheetCallsDidAttemptOnlyOncePerAttemptAndReturnsToItsExactFrame() {
        // Given
        let fixture = SheetFixture { $0.isModalInPresentation = true }
        let resting = fixture.restingFrame
        XCTAssertEqual(resting, CGRect(x: 0, y: 40, width: 390, height: 804))

        // When
        fixture.host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 450), duration: 0.5)
        let pulledTop = fixture.cardTop
        fixture.host.runUntilIdle()

        // Then
        XCTAssertEqual(fixture.recorder.calls, ["didAttemptToDismiss"])
        XCTAssertEqual(fixture.events, ["didAttemptToDismiss"])
        XCTAssertGreaterThan(pulledTop, 41, "the locked sheet follows the drag, with resistance")
        XCTAssertLessThan(pulledTop, 40 + 150)
        XCTAssertEqual(fixture.cardFrame, resting)
        XCTAssertTrue(fixture.isPresented)

        // When: a second attempt
        fixture.host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 380), duration: 0.05)
        fixture.host.runUntilIdle()

        // Then
        XCTAssertEqual(fixture.recorder.calls, ["didAttemptToDismiss", "didAttemptToDismiss"])
        XCTAssertEqual(fixture.cardFrame, resting)
    }

    func testShouldDismissReturningFalseCallsShouldThenDidAttempt() {
        // Given
        let fixture = SheetFixture()
        fixture.recorder.allowsDismissal = false

        // When
        fixture.flick60()
        fixture.host.runUntilIdle()

        // Then
        XCTAssertEqual(fixture.recorder.calls, ["shouldDismiss", "didAttemptToDismiss"])
        XCTAssertEqual(fixture.events, ["shouldDismiss", "didAttemptToDismiss"])
        XCTAssertTrue(fixture.isPresented)
        XCTAssertEqual(fixture.cardFrame, fixture.restingFrame)
    }

    func testProgrammaticDismissCallsNoDelegateMethodButReportsDismissed() {
        // Given
        let fixture = SheetFixture()

        // When
        var completed = 0
        fixture.root.dismiss(animated: true) { completed += 1 }
        fixture.host.runUntilIdle()

        // Then
        XCTAssertEqual(fixture.recorder.calls, [])
        XCTAssertEqual(fixture.events, ["dismissed"])
        XCTAssertEqual(completed, 1)
        XCTAssertFalse(fixture.isPresented)
    }

    func testDimmingClickDismissesAnUnlockedSheet() {
        // Given
        let fixture = SheetFixture()

        // When
        fixture.host.click(at: CGPoint(x: 195, y: 20))
        fixture.host.runUntilIdle()

        // Then
        XCTAssertEqual(fixture.recorder.calls, ["shouldDismiss", "willDismiss", "didDismiss"])
        XCTAssertEqual(fixture.events, ["shouldDismiss", "willDismiss", "didDismiss", "dismissed"])
        XCTAssertEqual(fixture.recorder.attempts.map(\.0.source), [.dimmingClick])
        XCTAssertFalse(fixture.isPresented)
    }

    func testDimmingClickOnALockedSheetIsAnAttemptFromTheDimming() {
        // Given
        let fixture = SheetFixture { $0.isModalInPresentation = true }

        // When
        fixture.host.click(at: CGPoint(x: 195, y: 20))
        fixture.host.runUntilIdle()

        // Then
        XCTAssertEqual(fixture.recorder.calls, ["didAttemptToDismiss"])
        XCTAssertEqual(fixture.presentationController.lastDismissalAttempt, UIDismissalAttempt(source: .dimmingClick))
        XCTAssertTrue(fixture.isPresented)
        XCTAssertEqual(fixture.cardFrame, fixture.restingFrame)
    }

    func testEscapeDismissesAnUnlockedSheet() {
        // Given
        let fixture = SheetFixture()

        // When
        fixture.host.key(.escape)
        fixture.host.runUntilIdle()

        // Then
        XCTAssertEqual(fixture.recorder.calls, ["shouldDismiss", "willDismiss", "didDismiss"])
        XCTAssertEqual(fixture.recorder.attempts.map(\.0.source), [.escapeKey])
        XCTAssertEqual(fixture.events.last, "dismissed")
        XCTAssertFalse(fixture.isPresented)
    }

    func testEscapeOnALockedSheetIsAnAttemptFromTheKey() {
        // Given
        let fixture = SheetFixture { $0.isModalInPresentation = true }

        // When
        fixture.host.key(.escape)
        fixture.host.runUntilIdle()

        // Then
        XCTAssertEqual(fixture.recorder.calls, ["didAttemptToDismiss"])
        XCTAssertEqual(fixture.events, ["didAttemptToDismiss"])
        XCTAssertEqual(fixture.presentationController.lastDismissalAttempt?.source, .escapeKey)
        XCTAssertTrue(fixture.isPresented)
    }

    func testALockedDragAttemptSaysHowFarAndHowFast() {
        // Given
        let fixture = SheetFixture { $0.isModalInPresentation = true }

        // When: 100 pt down at a steady 500 pt/s
        fixture.host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 400), duration: 0.2)
        fixture.host.runUntilIdle()

        // Then
        let attempt = fixture.presentationController.lastDismissalAttempt
        XCTAssertEqual(attempt?.source, .drag)
        XCTAssertEqual(attempt?.distance ?? 0, 100, accuracy: 0.001)
        XCTAssertEqual(attempt?.velocity ?? 0, 500, accuracy: 1)
        XCTAssertEqual(fixture.recorder.attempts.count, 1)
        XCTAssertEqual(fixture.recorder.attempts.first?.1, false)
    }
}
