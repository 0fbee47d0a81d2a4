import XCTest
import UIKit
@testable import ModalDemoKit

/// Headless: the second seed's custom modal with the release velocity in
/// its decision and its finish. The window is 844 pt tall, so 15 % is 126.6 pt and
/// the projection of 1500 pt/s is 1.5 × 0.998 / 0.002 = 748.5 pt (88.7 %).
final class CustomFlickTests: XCTestCase {
    private let frame = 1.0 / 60
    private let height: CGFloat = 844
    private var demo: DemoHarness!
    private var modal: ModalViewController!

    override func setUp() {
        demo = DemoHarness()
        XCTAssertTrue(demo.app.present("custom", animated: true))
        demo.host.runUntilIdle()
        modal = demo.app.navigation.presentedViewController as? ModalViewController
        XCTAssertNotNil(modal)
    }

    override func tearDown() {
        demo = nil
        modal = nil
    }

    private var interactor: Interactor { modal.interactor }
    private var shownTop: CGFloat { modal.view.layer.presented.frame.minY }
    private var isPresented: Bool { demo.app.navigation.presentedViewController === modal }

    /// Where the seed's ease-in-out slide shows the modal at `progress` of its timeline.
    private func top(at progress: CGFloat) -> CGFloat {
        CubicBezierTimingCurve.easeInEaseOut.progress(at: progress) * height
    }

    /// The trace time of the first `name` event.
    private func traceTime(of name: String) -> Double? {
        (demo.events(named: name).first?["t"] as? NSNumber)?.doubleValue
    }

    /// Down at y 200, evenly timed moves (one a frame) over `distance` at `speed`
    /// points per second, released at once.
    private func flick(_ distance: CGFloat, speed: CGFloat) {
        demo.host.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 200 + distance),
                       duration: TimeInterval(abs(distance) / speed))
    }

    func testFifteenPercentFlickAtFifteenHundredPointsPerSecondFinishes() {
        // When: 126.6 pt in 5 moves over 84.4 ms (1500 pt/s), released at once
        flick(0.15 * height, speed: 1500)
        let releasedAt = demo.host.now

        // Then: 15 % is under the article's 30 %, but 15 % + 88.7 % projected is past it
        XCTAssertEqual(interactor.percentComplete, 0.15, accuracy: 1e-9)
        XCTAssertEqual(interactor.projectedPercentComplete(velocity: 1500, distance: height), 0.15 + 748.5 / 844, accuracy: 1e-9)
        XCTAssertTrue(interactor.shouldFinish)
        XCTAssertTrue(interactor.isRunning)

        // When
        demo.host.runUntilIdle()

        // Then: gone in 0.25 s, the shortest rest (a quarter of the time at the hand's
        // speed, 0.25 × 0.85 / (1500 / 844) = 0.1196 s, is shorter), in the frame after it
        XCTAssertFalse(isPresented)
        XCTAssertEqual(demo.events(named: "dismissCancelled").count, 0)
        let dismissed = try? XCTUnwrap(traceTime(of: "dismissed"))
        XCTAssertEqual(demo.events(named: "dismissed").first?["controller"] as? String, "ModalViewController")
        XCTAssertGreaterThanOrEqual((dismissed ?? 0) - releasedAt, 0.25 - 0.001)
        XCTAssertLessThanOrEqual((dismissed ?? 0) - releasedAt, 0.25 + frame + 0.001)
    }

    func testFifteenPercentSlowDragCancels() {
        // When: the same 126.6 pt over a second (126.6 pt/s: a drag, not a flick)
        flick(0.15 * height, speed: 126.6)

        // Then: the article's rule, 15 % ≤ 30 %
        XCTAssertEqual(interactor.percentComplete, 0.15, accuracy: 1e-9)
        XCTAssertEqual(interactor.projectedPercentComplete(velocity: 126.6, distance: height), 0.15, accuracy: 1e-9)
        XCTAssertFalse(interactor.shouldFinish)

        // When
        demo.host.runUntilIdle()

        // Then: back at the exact full-screen frame
        XCTAssertTrue(isPresented)
        XCTAssertEqual(demo.events(named: "dismissCancelled").map { $0["controller"] as? String }, ["ModalViewController"])
        XCTAssertEqual(demo.events(named: "dismissed").count, 0)
        XCTAssertEqual(modal.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(modal.view.layer.presented.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertFalse(interactor.hasStarted)
    }

    func testThirtyFivePercentDragReleasedUpwardsAtFifteenHundredCancels() {
        // Given: dragged slowly to 35 % + 200 pt (495.4 pt down)
        let start = CGPoint(x: 195, y: 150)
        let release = 0.35 * height
        demo.host.pointerDown(at: start)
        for step in 1...60 {
            demo.host.advance(by: frame)
            demo.host.pointerMove(to: CGPoint(x: 195, y: start.y + (release + 200) * CGFloat(step) / 60))
        }

        // When: 25 pt up a frame (1500 pt/s) for 8 frames, released at 35 %
        for step in 1...8 {
            demo.host.advance(by: frame)
            demo.host.pointerMove(to: CGPoint(x: 195, y: start.y + release + 200 - 25 * CGFloat(step)))
        }
        XCTAssertTrue(interactor.shouldFinish, "the article's rule alone would finish at 35 %")
        demo.host.pointerUp(at: CGPoint(x: 195, y: start.y + release))

        // Then: 35 % − 88.7 % projected is under 30 %
        XCTAssertEqual(interactor.percentComplete, 0.35, accuracy: 1e-9)
        XCTAssertFalse(interactor.shouldFinish)

        // When
        demo.host.runUntilIdle()

        // Then
        XCTAssertTrue(isPresented)
        XCTAssertEqual(demo.events(named: "dismissCancelled").count, 1)
        XCTAssertEqual(demo.events(named: "dismissed").count, 0)
        XCTAssertEqual(modal.view.layer.presented.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    func testSlowDragPastThirtyPercentStillFinishes() {
        // When: 35 % in a second (295.4 pt/s, under the 700 pt/s flick gate)
        flick(0.35 * height, speed: 295.4)
        demo.host.runUntilIdle()

        // Then: the article's rule
        XCTAssertFalse(isPresented)
        XCTAssertEqual(demo.events(named: "dismissed").count, 1)
    }

    func testTheFirstFrameAfterTheReleaseMovesAtTheReleaseSpeed() {
        // Given: the frame before the release, at 1500 pt/s
        flick(0.15 * height, speed: 1500)
        let atRelease = interactor.percentComplete
        let topAtRelease = shownTop

        // When: one frame later
        demo.host.advance(by: frame)
        let afterOneFrame = interactor.percentComplete

        // Then: the transition moved 1500 pt/s × 1/60 s = 25 pt of the drag (within 10 %),
        // as the minimum-jerk rest says: over 0.25 s, k = (1500 / 844) × 0.25 / 0.85 = 0.5227
        let speed = (afterOneFrame - atRelease) * height / CGFloat(frame)
        XCTAssertEqual(speed, 1500, accuracy: 150)
        let rest = VelocityCompletion(distance: 0.85, velocity: 1500 / 844, naturalDuration: 0.85 * 0.6)
        XCTAssertEqual(rest.duration, 0.25)
        XCTAssertEqual(rest.curve.initialSlope, 0.5227, accuracy: 0.0001)
        XCTAssertEqual(afterOneFrame, 0.15 + 0.85 * rest.curve.progress(at: CGFloat(frame / rest.duration)), accuracy: 1e-6)
        // and the modal shows the seed's ease-in-out slide at that point of its timeline,
        // continuing the speed it had (the slide's own curve, 0.62 × 1500 pt/s at 15 %)
        XCTAssertEqual(topAtRelease, top(at: 0.15), accuracy: 0.01)
        XCTAssertEqual(shownTop, top(at: afterOneFrame), accuracy: 0.01)
        XCTAssertEqual(CubicBezierTimingCurve.easeInEaseOut.slope(at: 0.15), 0.6185, accuracy: 0.0001)
    }

    func testAPressMidFinishHoldsTheModalAndLettingGoCarriesOn() {
        // Given: flicked, four frames into its finish
        flick(0.15 * height, speed: 1500)
        demo.host.advance(by: 4 * frame)
        let caught = interactor.percentComplete
        let caughtTop = shownTop
        XCTAssertGreaterThan(caught, 0.3)
        XCTAssertLessThan(caught, 0.5)

        // When: pressed on the modal and held for half a second
        demo.host.pointerDown(at: CGPoint(x: 195, y: caughtTop + 200))
        demo.host.advance(by: 0.5)

        // Then: it stays exactly where the press caught it
        XCTAssertEqual(shownTop, caughtTop)
        XCTAssertEqual(interactor.percentComplete, caught)
        XCTAssertFalse(interactor.isRunning)
        XCTAssertTrue(isPresented)
        XCTAssertEqual(demo.events(named: "dismissed").count, 0)

        // When: let go without dragging, past 30 %
        demo.host.pointerUp(at: CGPoint(x: 195, y: caughtTop + 200))
        demo.host.runUntilIdle()

        // Then: it finishes from there
        XCTAssertFalse(isPresented)
        XCTAssertEqual(demo.events(named: "dismissed").count, 1)
        XCTAssertEqual(demo.events(named: "dismissCancelled").count, 0)
    }

    func testACaughtModalDraggedBackUpReturns() {
        // Given: flicked, caught four frames into its finish
        flick(0.15 * height, speed: 1500)
        demo.host.advance(by: 4 * frame)
        let caught = interactor.percentComplete
        let grab = CGPoint(x: 195, y: shownTop + 200)
        demo.host.pointerDown(at: grab)
        demo.host.advance(by: frame)

        // When: dragged 168.8 pt (20 %) up, one move a frame, held still, released
        for step in 1...8 {
            demo.host.advance(by: frame)
            demo.host.pointerMove(to: CGPoint(x: 195, y: grab.y - 21.1 * CGFloat(step)))
        }
        let dragged = interactor.percentComplete
        demo.host.advance(by: 0.2)
        demo.host.pointerUp(at: CGPoint(x: 195, y: grab.y - 168.8))
        demo.host.runUntilIdle()

        // Then: it followed the pointer from where it was caught, and returned
        XCTAssertEqual(dragged, caught - 0.2, accuracy: 1e-9)
        XCTAssertTrue(isPresented)
        XCTAssertEqual(demo.events(named: "dismissCancelled").count, 1)
        XCTAssertEqual(demo.events(named: "dismissed").count, 0)
        XCTAssertEqual(modal.view.layer.presented.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    func testAPressMidCancelHoldsTheModal() {
        // Given: dragged slowly to 25 %, released (still moving down at 211 pt/s, so it
        // first carries on down, then turns), eight frames into its way back
        flick(0.25 * height, speed: 211)
        demo.host.advance(by: 8 * frame)
        let caught = interactor.percentComplete
        let caughtTop = shownTop
        XCTAssertGreaterThan(caught, 0.01)
        XCTAssertLessThan(caught, 0.25)

        // When
        demo.host.pointerDown(at: CGPoint(x: 195, y: caughtTop + 300))
        demo.host.advance(by: 0.3)

        // Then
        XCTAssertEqual(shownTop, caughtTop)
        XCTAssertEqual(demo.events(named: "dismissCancelled").count, 0)

        // When: let go under 30 %
        demo.host.pointerUp(at: CGPoint(x: 195, y: caughtTop + 300))
        demo.host.runUntilIdle()

        // Then
        XCTAssertTrue(isPresented)
        XCTAssertEqual(demo.events(named: "dismissCancelled").count, 1)
        XCTAssertEqual(modal.view.layer.presented.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    func testTheCustomFlickScenarioFlicksTheModalAway() {
        // Given the recorded scenario's own stage
        let stage = DemoStage(size: CGSize(width: 390, height: 844), scale: 1, rows: 20)
        var tops: [CGFloat] = []
        stage.host.onFrame = { _ in
            if let modal = stage.app.navigation.presentedViewController { tops.append(modal.view.layer.presented.frame.minY) }
        }

        // When
        DemoScenarios.named("custom-flick")!.play(stage)

        // Then: dragged to 127 pt, then gone within 0.25 s (15 frames) and never back up
        XCTAssertNil(stage.app.navigation.presentedViewController)
        let released = tops.lastIndex { $0 <= top(at: 127 / 844) + 0.01 }!
        XCTAssertLessThanOrEqual(tops.count - 1 - released, 16)
        XCTAssertEqual(Array(tops[released...]), tops[released...].sorted())
    }

    func testAPressOnTheModalAtRestDoesNothing() {
        // When
        demo.host.click(at: CGPoint(x: 195, y: 400))
        demo.host.runUntilIdle()

        // Then
        XCTAssertTrue(isPresented)
        XCTAssertEqual(demo.events(named: "dismissCancelled").count, 0)
        XCTAssertEqual(demo.events(named: "dismissed").count, 0)
        XCTAssertEqual(modal.view.layer.presented.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
    }
}
