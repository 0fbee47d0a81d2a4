import XCTest
@testable import UIKitCore

/// `UIPercentDrivenInteractiveTransition` as UIKit documents it: `update` scrubs
/// linearly, `finish`/`cancel` take (1 − p) × duration / `completionSpeed` (p × … back)
/// along `completionCurve`, `duration` is the animator's, `percentComplete` resets,
/// `wantsInteractiveStart` false plays until `pause()`, `timingCurve` drives only an
/// interruptible animator. The fixture's slide is linear over 0.5 s on an 844 pt window.
final class PercentDrivenTransitionTests: XCTestCase {
    private let frame = 1.0 / 60

    func testUpdateScrubsAndFinishTakesTheRestOverTheCompletionSpeed() {
        // Given
        let fixture = PercentDrivenFixture()
        fixture.interactor.completionSpeed = 2
        fixture.interactor.completionCurve = .linear
        XCTAssertEqual(fixture.interactor.duration, 0, "no transition yet")

        // When
        fixture.beginDismissal()
        fixture.interactor.update(0.4)

        // Then
        XCTAssertEqual(fixture.interactor.duration, 0.5)
        XCTAssertEqual(fixture.interactor.percentComplete, 0.4)
        XCTAssertEqual(fixture.top, 337.6, accuracy: 0.001)
        XCTAssertFalse(fixture.interactor.isRunning)

        // When: finished; 0.6 × 0.5 s / 2 = 0.15 s left
        fixture.interactor.finish()
        XCTAssertTrue(fixture.interactor.isRunning)
        fixture.driver.advance(by: 0.1)

        // Then: 0.4 + 0.1 / 0.15 × 0.6 = 0.8
        XCTAssertEqual(fixture.top, 0.8 * 844, accuracy: 0.01)
        XCTAssertEqual(fixture.interactor.percentComplete, 0.8, accuracy: 1e-6)

        // When
        fixture.driver.advance(by: 0.05 + frame)
        fixture.driver.runUntilIdle()

        // Then
        XCTAssertFalse(fixture.isPresented)
        XCTAssertEqual(fixture.events, ["dismissed"])
        XCTAssertEqual(fixture.interactor.percentComplete, 0, "reset for the next transition")
    }

    func testCancelPlaysBackAlongTheCompletionCurve() {
        // Given
        let fixture = PercentDrivenFixture()
        fixture.interactor.completionCurve = .easeOut
        fixture.beginDismissal()
        fixture.interactor.update(0.3)

        // When: 0.3 × 0.5 s = 0.15 s back, ease-out
        fixture.interactor.cancel()
        fixture.driver.advance(by: 0.05)

        // Then
        let eased = CubicBezierTimingCurve.easeOut.progress(at: 1.0 / 3)
        XCTAssertEqual(fixture.top, (0.3 - 0.3 * eased) * 844, accuracy: 0.01)

        // When
        fixture.driver.runUntilIdle()

        // Then
        XCTAssertTrue(fixture.isPresented)
        XCTAssertEqual(fixture.events, ["dismissCancelled"])
        XCTAssertEqual(fixture.modal.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    func testTimingCurveIsIgnoredWithoutAnInterruptibleAnimator() {
        // Given: UIKit uses timingCurve only to continue an interruptible animator
        let fixture = PercentDrivenFixture()
        fixture.interactor.completionCurve = .linear
        fixture.interactor.timingCurve = UICubicTimingParameters(animationCurve: .easeIn)
        fixture.beginDismissal()
        fixture.interactor.update(0.5)

        // When: 0.25 s left, a tenth of a second in
        fixture.interactor.finish()
        fixture.driver.advance(by: 0.1)

        // Then: linear, the completion curve
        XCTAssertEqual(fixture.top, (0.5 + 0.5 * 0.4) * 844, accuracy: 0.01)
    }

    func testWithoutAnInteractiveStartItPlaysUntilPaused() {
        // Given
        let fixture = PercentDrivenFixture()
        fixture.interactor.wantsInteractiveStart = false
        var interactionChanges: [Bool] = []

        // When: the dismissal starts playing by itself
        fixture.beginDismissal()
        let coordinator = fixture.modal.transitionCoordinator
        coordinator?.notifyWhenInteractionChanges { interactionChanges.append($0.isInteractive) }
        XCTAssertEqual(coordinator?.isInteractive, false)
        XCTAssertEqual(coordinator?.initiallyInteractive, false)
        XCTAssertTrue(fixture.interactor.isRunning)
        fixture.driver.advance(by: 0.2)

        // Then: 0.2 / 0.5 s of the linear slide
        XCTAssertEqual(fixture.top, 0.4 * 844, accuracy: 0.01)

        // When: paused, then time goes by
        fixture.interactor.pause()
        fixture.driver.advance(by: 0.2)

        // Then: it holds and is interactive now
        XCTAssertEqual(fixture.top, 0.4 * 844, accuracy: 0.01)
        XCTAssertEqual(fixture.interactor.percentComplete, 0.4, accuracy: 1e-9)
        XCTAssertEqual(coordinator?.isInteractive, true)
        XCTAssertEqual(interactionChanges, [true])

        // When: scrubbed and finished
        fixture.interactor.update(0.6)
        XCTAssertEqual(fixture.top, 0.6 * 844, accuracy: 0.01)
        fixture.interactor.finish()
        fixture.driver.runUntilIdle()

        // Then
        XCTAssertEqual(interactionChanges, [true, false])
        XCTAssertFalse(fixture.isPresented)
        XCTAssertEqual(fixture.events, ["dismissed"])
    }

    func testUpdateDuringTheCompletionStopsItThere() {
        // Given: finishing from 0.5
        let fixture = PercentDrivenFixture()
        fixture.beginDismissal()
        fixture.interactor.update(0.5)
        fixture.interactor.finish()
        fixture.driver.advance(by: 0.05)

        // When
        fixture.interactor.update(0.2)
        fixture.driver.advance(by: 0.3)

        // Then
        XCTAssertFalse(fixture.interactor.isRunning)
        XCTAssertEqual(fixture.top, 0.2 * 844, accuracy: 0.01)
        XCTAssertEqual(fixture.modal.transitionCoordinator?.isInteractive, true)

        // When
        fixture.interactor.cancel()
        fixture.driver.runUntilIdle()

        // Then
        XCTAssertEqual(fixture.events, ["dismissCancelled"])
    }

    // MARK: Interruptible animators

    func testAnInterruptibleAnimatorIsScrubbedAndContinuedWithTheTimingCurve() {
        // Given
        let animator = InterruptibleSlideDownAnimator()
        let fixture = PercentDrivenFixture(animator: animator)
        fixture.interactor.timingCurve = UICubicTimingParameters(animationCurve: .easeIn)

        // When
        fixture.beginDismissal()
        fixture.interactor.update(0.25)

        // Then: UIKit drives the animator, not animateTransition(using:)
        XCTAssertEqual(animator.animateTransitionCalls, 0)
        let propertyAnimator = animator.interruptibleAnimator(using: fixture.modal.transitionCoordinator as! UIViewControllerContextTransitioning)
        XCTAssertEqual(propertyAnimator.fractionComplete, 0.25, accuracy: 1e-9)
        XCTAssertEqual(propertyAnimator.state, .active)
        XCTAssertEqual(fixture.top, 211, accuracy: 0.001)

        // When: finished: 0.75 × 0.5 s = 0.375 s with the ease-in timing curve
        fixture.interactor.finish()
        fixture.driver.advance(by: 0.125)

        // Then
        let eased = CubicBezierTimingCurve.easeIn.progress(at: 1.0 / 3)
        XCTAssertEqual(fixture.top, (0.25 + 0.75 * eased) * 844, accuracy: 0.05)

        // When
        fixture.driver.runUntilIdle()

        // Then
        XCTAssertEqual(animator.positions, [.end])
        XCTAssertFalse(fixture.isPresented)
        XCTAssertEqual(fixture.events, ["dismissed"])
        XCTAssertEqual(fixture.interactor.percentComplete, 0)
    }

    func testCancellingAnInterruptibleAnimatorReversesIt() {
        // Given
        let animator = InterruptibleSlideDownAnimator()
        let fixture = PercentDrivenFixture(animator: animator)
        fixture.interactor.completionSpeed = 0.5
        fixture.beginDismissal()
        fixture.interactor.update(0.2)

        // When: 0.2 × 0.5 s / 0.5 = 0.2 s back, the animator's own linear timing
        fixture.interactor.cancel()
        fixture.driver.advance(by: 0.1)

        // Then
        XCTAssertEqual(fixture.top, 0.1 * 844, accuracy: 0.05)

        // When
        fixture.driver.runUntilIdle()

        // Then
        XCTAssertEqual(animator.positions, [.start])
        XCTAssertTrue(fixture.isPresented)
        XCTAssertEqual(fixture.events, ["dismissCancelled"])
        XCTAssertEqual(fixture.modal.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
    }
}
