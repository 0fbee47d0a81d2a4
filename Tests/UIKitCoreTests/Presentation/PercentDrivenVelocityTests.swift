import XCTest
@testable import UIKitCore

/// Our extension of `UIPercentDrivenInteractiveTransition`: `finish(velocity:)` and
/// `cancel(velocity:)` start the rest at the hand's speed and ease to rest; a press
/// can catch the views meanwhile. The fixture's slide is linear, so the modal's top
/// is the progress × 844 and its speed is the transition's.
final class PercentDrivenVelocityTests: XCTestCase {
    private let frame = 1.0 / 60

    func testAFlickLeavesAtTheReleaseSpeedAndEasesOut() {
        // Given: the modal dragged 126.6 pt (15 %) at 1500 pt/s through a pan
        let fixture = PercentDrivenFixture()
        fixture.installVelocityPan()

        // When: released
        fixture.driver.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 426.6), duration: 126.6 / 1500)
        let released = fixture.top
        fixture.driver.advance(by: frame)
        let firstFrame = fixture.top

        // Then: the first frame moves at 1500 pt/s (within 10 %), exactly as the
        // minimum-jerk rest over 0.25 s (the shortest rest) says
        XCTAssertEqual(released, 126.6, accuracy: 0.001)
        XCTAssertEqual((firstFrame - released) / CGFloat(frame), 1500, accuracy: 150)
        let rest = VelocityCompletion(distance: 0.85, velocity: 1500 / 844, naturalDuration: 0.85 * 0.5)
        XCTAssertEqual(rest.duration, 0.25)
        XCTAssertEqual(firstFrame, 126.6 + 717.4 * rest.curve.progress(at: CGFloat(frame / rest.duration)), accuracy: 0.01)

        // When
        fixture.driver.advance(by: 0.25 - 2 * frame)
        let nearlyOut = fixture.top
        fixture.driver.runUntilIdle()

        // Then: at rest at the bottom when it leaves
        XCTAssertEqual(nearlyOut, 126.6 + 717.4 * rest.curve.progress(at: CGFloat((0.25 - frame) / 0.25)), accuracy: 0.01)
        XCTAssertGreaterThan(nearlyOut, 840)
        XCTAssertFalse(fixture.isPresented)
        XCTAssertEqual(fixture.events, ["dismissed"])
    }

    func testAFlickBackUpReturnsAtTheReleaseSpeed() {
        // Given: at 35 %
        let fixture = PercentDrivenFixture()
        fixture.beginDismissal()
        fixture.interactor.update(0.35)

        // When: cancelled with the hand going up at 1500 pt/s
        fixture.interactor.cancel(velocity: -1500, distance: 844)
        fixture.driver.advance(by: frame)

        // Then: up at 1500 pt/s in the first frame; back in 0.25 s (a quarter of the time
        // at the hand's speed, 0.0492 s, would be too abrupt)
        XCTAssertEqual((295.4 - fixture.top) / CGFloat(frame), 1500, accuracy: 150)
        fixture.driver.advance(by: 0.25 - frame)
        XCTAssertEqual(fixture.top, 0, accuracy: 0.001)
        fixture.driver.runUntilIdle()
        XCTAssertEqual(fixture.events, ["dismissCancelled"])
        XCTAssertEqual(fixture.modal.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    func testASlowDragThatCancelsFirstCarriesOnItsWayThenReturns() {
        // Given: at 20 %, the hand still going down at 300 pt/s
        let fixture = PercentDrivenFixture()
        fixture.beginDismissal()
        fixture.interactor.update(0.2)

        // When: cancelled (over the shortest rest, 0.25 s, starting downwards)
        fixture.interactor.cancel(velocity: 300, distance: 844)
        fixture.driver.advance(by: frame)

        // Then: it moved on down first, at 300 pt/s less the turn that has begun
        // (k = −(300 / 844) × 0.25 / 0.2 = −0.444: 265.6 pt/s over the frame)
        let rest = VelocityCompletion(distance: 0.2, velocity: -300.0 / 844, naturalDuration: 0.1)
        XCTAssertEqual(rest.duration, 0.25)
        XCTAssertEqual(fixture.top, 168.8 - 168.8 * rest.curve.progress(at: CGFloat(frame / 0.25)), accuracy: 0.001)
        XCTAssertEqual((fixture.top - 168.8) / CGFloat(frame), 300, accuracy: 45)
        fixture.driver.runUntilIdle()
        XCTAssertTrue(fixture.isPresented)
        XCTAssertEqual(fixture.top, 0)
    }

    func testAnInterruptibleAnimatorContinuesAtTheReleaseSpeed() {
        // Given
        let animator = InterruptibleSlideDownAnimator()
        let fixture = PercentDrivenFixture(animator: animator)
        fixture.beginDismissal()
        fixture.interactor.update(0.15)

        // When
        fixture.interactor.finish(velocity: 1500, distance: 844)
        fixture.driver.advance(by: frame)

        // Then
        XCTAssertEqual((fixture.top - 126.6) / CGFloat(frame), 1500, accuracy: 150)
        fixture.driver.runUntilIdle()
        XCTAssertEqual(animator.positions, [.end])
        XCTAssertEqual(fixture.events, ["dismissed"])
    }

    func testAPressCanCatchAVelocityFinishButNotAPlainOne() {
        // Given: finishing with velocity from 15 %
        let fixture = PercentDrivenFixture()
        fixture.beginDismissal()
        fixture.interactor.update(0.15)
        fixture.interactor.finish(velocity: 1500, distance: 844)
        fixture.driver.advance(by: 3 * frame)
        let caught = fixture.top

        // Then: the moving view takes touches where it is drawn
        XCTAssertTrue(fixture.driver.window.hitTest(CGPoint(x: 195, y: caught + 100), with: nil) === fixture.modal.view)

        // When: paused (what a press does)
        fixture.interactor.pause()
        fixture.driver.advance(by: 0.5)

        // Then: held there, interactive again
        XCTAssertEqual(fixture.top, caught)
        XCTAssertFalse(fixture.interactor.isRunning)
        XCTAssertEqual(fixture.interactor.percentComplete, caught / 844, accuracy: 1e-9)
        XCTAssertEqual(fixture.modal.transitionCoordinator?.isInteractive, true)

        // When: the plain finish(), as in UIKit
        fixture.interactor.finish()
        fixture.driver.advance(by: frame)

        // Then: no touches until the transition ends
        XCTAssertFalse(fixture.driver.window.hitTest(CGPoint(x: 195, y: fixture.top + 100), with: nil) === fixture.modal.view)
        fixture.driver.runUntilIdle()
        XCTAssertEqual(fixture.events, ["dismissed"])
    }

    func testProjectedPercentCompleteIgnoresDragsAndProjectsFlicks() {
        // Given
        let fixture = PercentDrivenFixture()
        fixture.beginDismissal()
        fixture.interactor.update(0.15)

        // Then: under 700 pt/s a drag, from 700 on a flick projected by 0.998 per ms
        XCTAssertEqual(fixture.interactor.projectedPercentComplete(velocity: 699, distance: 844), 0.15)
        XCTAssertEqual(fixture.interactor.projectedPercentComplete(velocity: 700, distance: 844), 0.15 + 349.3 / 844, accuracy: 1e-9)
        XCTAssertEqual(fixture.interactor.projectedPercentComplete(velocity: -1500, distance: 844), 0.15 - 748.5 / 844, accuracy: 1e-9)
        XCTAssertEqual(fixture.interactor.projectedPercentComplete(velocity: 20000, distance: 844), 0.15 + 3992 / 844, accuracy: 1e-9)
    }
}
