import Foundation
import XCTest
@testable import UIKitCore

private final class Delegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { simultaneous }
}

final class FoundationGestureArenaTests: XCTestCase {
    private var window: UIWindow!
    private var view: FoundationTouchRecordingView!
    private var log: [String] = []

    override func setUp() {
        super.setUp()
        window = makeFoundationWindow()
        view = FoundationTouchRecordingView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        window.addSubview(view)
        log = []
    }

    private func pan(_ name: String) -> UIPanGestureRecognizer {
        UIPanGestureRecognizer { [unowned self] recognizer in
            self.log.append("\(name) \(recognizer.state) \(recognizer.translation(in: nil).x)")
        }
    }

    private func tap(_ name: String) -> UITapGestureRecognizer {
        UITapGestureRecognizer { [unowned self] recognizer in self.log.append("\(name) \(recognizer.state)") }
    }

    /// Down at x = 150, moves to each x (one every 10 ms), up at the last.
    private func drag(through xs: [CGFloat], y: CGFloat = 150) {
        var time = 1.0
        window.pointerDown(at: CGPoint(x: 150, y: y), timestamp: time)
        for x in xs {
            time += 0.01
            window.pointerMoved(to: CGPoint(x: x, y: y), timestamp: time)
        }
        window.pointerUp(at: CGPoint(x: xs.last ?? 150, y: y), timestamp: time + 0.01)
    }

    private func click(at point: CGPoint = CGPoint(x: 150, y: 150), time: TimeInterval = 1) {
        window.pointerDown(at: point, timestamp: time)
        window.pointerUp(at: point, timestamp: time + 0.05)
    }

    // MARK: Pan

    func testAPanBeginsOnlyPastTheThresholdAndCancelsTheViewsTouch() {
        // Given a pan (threshold 10 points) on the view
        let recognizer = pan("pan")
        view.addGestureRecognizer(recognizer)

        // When the pointer moves 5, 11 and 20 points, then is released
        drag(through: [155, 161, 170])

        // Then it began at 11 and reported the full translation; the view's touch was cancelled then
        XCTAssertEqual(log, ["pan began 11.0", "pan changed 20.0", "pan ended 20.0"])
        XCTAssertEqual(view.callbacks, ["began", "moved", "cancelled"])
        XCTAssertEqual(view.records[2].location, CGPoint(x: 61, y: 50))
        XCTAssertEqual(recognizer.state, .possible, "reset for the next touch")
    }

    func testAPanThatDoesNotCancelTouchesLetsTheViewSeeEverything() {
        // Given a pan with cancelsTouchesInView false
        let recognizer = pan("pan")
        recognizer.cancelsTouchesInView = false
        view.addGestureRecognizer(recognizer)

        // When dragged 20 points
        drag(through: [155, 161, 170])

        // Then both the pan and the view see the whole drag
        XCTAssertEqual(log, ["pan began 11.0", "pan changed 20.0", "pan ended 20.0"])
        XCTAssertEqual(view.callbacks, ["began", "moved", "moved", "moved", "ended"])
    }

    func testAPanThatNeverPassesTheThresholdFails() {
        // Given a pan on the view
        view.addGestureRecognizer(pan("pan"))

        // When the pointer moves 9 points and is released
        drag(through: [155, 159])

        // Then the pan never fires and the view's touch ends normally
        XCTAssertEqual(log, [])
        XCTAssertEqual(view.callbacks, ["began", "moved", "moved", "ended"])
    }

    func testAPanWhoseDelegateRefusesFailsAndLeavesTheTouchAlone() {
        // Given a pan whose delegate says it should not begin
        let delegate = Delegate()
        delegate.shouldBegin = false
        let recognizer = pan("pan")
        recognizer.delegate = delegate
        view.addGestureRecognizer(recognizer)
        var states: [UIGestureRecognizer.State] = []

        // When dragged 20 points, recording the pan's state after the threshold
        window.pointerDown(at: CGPoint(x: 150, y: 150), timestamp: 1)
        window.pointerMoved(to: CGPoint(x: 170, y: 150), timestamp: 1.01)
        states.append(recognizer.state)
        window.pointerUp(at: CGPoint(x: 170, y: 150), timestamp: 1.02)

        // Then it failed without firing, and the view saw the whole touch
        XCTAssertEqual(states, [.failed])
        XCTAssertEqual(log, [])
        XCTAssertEqual(view.callbacks, ["began", "moved", "ended"])
    }

    // MARK: Tap

    func testATapRecognizesAClickAndCancelsTheViewsTouch() {
        // Given a tap on the view
        view.addGestureRecognizer(tap("tap"))

        // When clicked
        click()

        // Then it fires once, and the view's touch is cancelled (UIKit: touchesCancelled, not Ended)
        XCTAssertEqual(log, ["tap ended"])
        XCTAssertEqual(view.callbacks, ["began", "cancelled"])
    }

    func testATapFailsWhenThePointerMovesTooFar() {
        // Given a tap on the view (allowable movement 10)
        view.addGestureRecognizer(tap("tap"))

        // When the pointer moves 20 points before release
        drag(through: [170])

        // Then no tap, and the view's touch ends normally
        XCTAssertEqual(log, [])
        XCTAssertEqual(view.callbacks, ["began", "moved", "ended"])
    }

    func testATapOnASuperviewRecognizesClicksOnASubview() {
        // Given a tap on the window's content and a plain subview inside it
        let content = UIView(frame: window.bounds)
        window.addSubview(content)
        let plain = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        content.addSubview(plain)
        content.addGestureRecognizer(tap("content tap"))

        // When the subview is clicked
        click(at: CGPoint(x: 20, y: 20))

        // Then the superview's tap fires
        XCTAssertEqual(log, ["content tap ended"])
    }

    func testADisabledTapDoesNotFire() {
        // Given a disabled tap
        let recognizer = tap("tap")
        recognizer.isEnabled = false
        view.addGestureRecognizer(recognizer)

        // When clicked
        click()

        // Then nothing fires and the view's touch ends
        XCTAssertEqual(log, [])
        XCTAssertEqual(view.callbacks, ["began", "ended"])
    }

    // MARK: require(toFail:)

    func testATapThatRequiresAPanToFailWaitsForThePanToFail() {
        // Given a tap that requires a pan to fail, the tap added first (so it decides first)
        let tapRecognizer = tap("tap")
        let panRecognizer = pan("pan")
        tapRecognizer.require(toFail: panRecognizer)
        view.addGestureRecognizer(tapRecognizer)
        view.addGestureRecognizer(panRecognizer)
        var panStateWhenTapFired: UIGestureRecognizer.State?
        tapRecognizer.addTarget { _ in panStateWhenTapFired = panRecognizer.state }

        // When clicked
        click()

        // Then the tap fires once, only after the pan failed
        XCTAssertEqual(log, ["tap ended"])
        XCTAssertEqual(panStateWhenTapFired, .failed)
    }

    func testATapThatRequiresAPanToFailNeverFiresWhenThePanRecognizes() {
        // Given the same pair, the tap tolerating 50 points of movement (so it is still possible when the pan begins)
        let tapRecognizer = tap("tap")
        tapRecognizer.allowableMovement = 50
        let panRecognizer = pan("pan")
        tapRecognizer.require(toFail: panRecognizer)
        view.addGestureRecognizer(tapRecognizer)
        view.addGestureRecognizer(panRecognizer)

        // When dragged 11 points and back, then released where it started
        drag(through: [161, 150])

        // Then only the pan fires, and the tap has failed
        XCTAssertEqual(log, ["pan began 11.0", "pan changed 0.0", "pan ended 0.0"])
    }

    func testASingleTapThatRequiresADoubleTapToFailFiresOnASingleClick() {
        // Given a single tap that requires a double tap to fail
        let single = tap("single")
        let double = tap("double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        // When clicked once and the double-click interval passes
        click()
        window.processFrame(at: 2)

        // Then the single tap fires
        XCTAssertEqual(log, ["single ended"])
    }

    func testADoubleClickFiresOnlyTheDoubleTapWhenTheSingleTapRequiresItToFail() {
        // Given a single tap that requires a double tap to fail
        let single = tap("single")
        let double = tap("double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        // When double-clicked (second press 0.2 s after the first)
        click(time: 1)
        click(time: 1.2)

        // Then only the double tap fires, as in UIKit (the single tap waits for the double tap to fail)
        XCTAssertEqual(log, ["double ended"])
    }

    func testASingleTapWaitingForADoubleTapFiresOnceTheIntervalHasPassed() {
        // Given a single tap that requires a double tap to fail
        let single = tap("single")
        let double = tap("double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        // When clicked once, then time passes beyond the double-click interval
        click(time: 1)
        let firedAtRelease = log
        window.processFrame(at: 1.5)

        // Then the single tap fires only after the interval
        XCTAssertEqual(firedAtRelease, [])
        XCTAssertEqual(log, ["single ended"])
    }

    // MARK: Exclusivity

    func testOfTwoNestedPansOnlyTheInnerOneRecognizes() {
        // Given a pan on the view and another on a subview of it
        let inner = FoundationTouchRecordingView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        view.addSubview(inner)
        view.addGestureRecognizer(pan("outer"))
        inner.addGestureRecognizer(pan("inner"))

        // When the subview is dragged 20 points
        drag(through: [161, 170])

        // Then only the inner pan fires
        XCTAssertEqual(log, ["inner began 11.0", "inner changed 20.0", "inner ended 20.0"])
    }

    func testNestedPansRecognizeTogetherWhenTheDelegateAllows() {
        // Given nested pans, the outer one's delegate allowing simultaneous recognition
        let inner = FoundationTouchRecordingView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        view.addSubview(inner)
        let delegate = Delegate()
        delegate.simultaneous = true
        let outer = pan("outer")
        outer.delegate = delegate
        view.addGestureRecognizer(outer)
        inner.addGestureRecognizer(pan("inner"))

        // When the subview is dragged 20 points
        drag(through: [161, 170])

        // Then both fire, the inner one first at each step
        XCTAssertEqual(log, ["inner began 11.0", "outer began 11.0", "inner changed 20.0", "outer changed 20.0",
                             "inner ended 20.0", "outer ended 20.0"])
    }

    func testAnOuterPanRecognizesWhenTheInnerOneIsRefused() {
        // Given nested pans, the inner one refused by its delegate
        let inner = FoundationTouchRecordingView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        view.addSubview(inner)
        let delegate = Delegate()
        delegate.shouldBegin = false
        let innerPan = pan("inner")
        innerPan.delegate = delegate
        view.addGestureRecognizer(pan("outer"))
        inner.addGestureRecognizer(innerPan)

        // When the subview is dragged 20 points
        drag(through: [161, 170])

        // Then the outer pan takes over
        XCTAssertEqual(log, ["outer began 11.0", "outer changed 20.0", "outer ended 20.0"])
        XCTAssertEqual(inner.callbacks, ["began", "cancelled"])
    }

    func testNoGestureIsLeftActiveAfterTheTouchEnds() {
        // Given a pan that has begun
        view.addGestureRecognizer(pan("pan"))
        window.pointerDown(at: CGPoint(x: 150, y: 150), timestamp: 1)
        window.pointerMoved(to: CGPoint(x: 170, y: 150), timestamp: 1.01)
        XCTAssertTrue(window.gestureArena.hasActiveGestures)

        // When the touch is cancelled by the host
        window.pointerCancelled(timestamp: 1.02)

        // Then the pan is cancelled and nothing stays active
        XCTAssertEqual(log, ["pan began 20.0", "pan cancelled 20.0"])
        XCTAssertFalse(window.gestureArena.hasActiveGestures)
    }
}
