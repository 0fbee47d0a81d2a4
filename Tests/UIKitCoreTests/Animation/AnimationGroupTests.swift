import XCTest
@testable import UIKitCore

final class AnimationGroupTests: XCTestCase {
    private struct Fixture {
        let window: UIWindow
        let mover: UIView
        let fader: UIView
        let group: AnimationGroup
        let moverLog: CompletionLog<Bool>
        let faderLog: CompletionLog<Bool>
        let groupLog = CompletionLog<UIViewAnimatingPosition>()
    }

    /// Captures a linear 1 s move (x 5 → 105) and a linear 0.5 s fade that
    /// starts after 0.5 s, as `animateTransition(using:)` would make them.
    private func makeCapturedGroup() -> Fixture {
        let mover = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let fader = UIView(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
        let window = makeAnimationWindow(with: mover)
        window.addSubview(fader)
        let moverLog = CompletionLog<Bool>(), faderLog = CompletionLog<Bool>()
        let group = window.animationEngine.captureAnimations {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                           animations: { mover.center.x = 105 }, completion: moverLog.record)
            UIView.animate(withDuration: 0.5, delay: 0.5, options: .curveLinear,
                           animations: { fader.alpha = 0 }, completion: faderLog.record)
        }
        return Fixture(window: window, mover: mover, fader: fader, group: group,
                       moverLog: moverLog, faderLog: faderLog)
    }

    func testCapturedAnimationsWaitPausedAtZero() {
        // Given two captured animations
        let f = makeCapturedGroup()

        // When frames pass
        f.window.processFrame(at: 1)

        // Then nothing moves: the group is paused at 0 and asks for no frames
        XCTAssertEqual(f.group.duration, 1)
        XCTAssertEqual(f.group.fractionComplete, 0)
        XCTAssertEqual(f.mover.layer.presented.center.x, 5)
        XCTAssertEqual(f.mover.center.x, 105)
        XCTAssertFalse(f.group.isRunning)
        XCTAssertFalse(f.window.animationEngine.isRunning)
    }

    func testScrubbingMapsTheFractionToTimeRespectingDelays() {
        // Given two captured animations
        let f = makeCapturedGroup()

        // When scrubbed to 0.5, then 0.75
        f.group.fractionComplete = 0.5
        XCTAssertEqual(f.mover.layer.presented.center.x, 55, accuracy: 1e-9)
        XCTAssertEqual(f.fader.layer.presented.alpha, 1)
        f.group.fractionComplete = 0.75

        // Then each shows its own timeline at 0.75 s
        XCTAssertEqual(f.mover.layer.presented.center.x, 80, accuracy: 1e-9)
        XCTAssertEqual(f.fader.layer.presented.alpha, 0.5, accuracy: 1e-9)
    }

    func testFinishPlaysTheRestWithCurveAndSpeedThenCompletesWithTrue() {
        // Given a group scrubbed to 0.5 at t = 0
        let f = makeCapturedGroup()
        f.group.completion = f.groupLog.record
        f.group.fractionComplete = 0.5

        // When finished at speed 2 with ease-in-out: the rest takes 0.5 × 1 / 2 = 0.25 s
        f.group.finish(speed: 2, curve: .easeInOut)
        XCTAssertTrue(f.window.animationEngine.isRunning)

        // Then half way through that time the curve is half way: timeline at 0.75 s
        f.window.processFrame(at: 0.125)
        XCTAssertEqual(f.mover.layer.presented.center.x, 80, accuracy: 1e-9)
        XCTAssertEqual(f.fader.layer.presented.alpha, 0.5, accuracy: 1e-9)

        // And at 0.25 s it is done: model values kept, completions true then .end
        f.window.processFrame(at: 0.25)
        XCTAssertTrue(f.group.isFinished)
        XCTAssertNil(f.mover.layer.presentationState)
        XCTAssertEqual(f.mover.center.x, 105)
        XCTAssertEqual(f.fader.alpha, 0)
        f.window.runLoop.runDueWork()
        XCTAssertEqual(f.moverLog.calls, [true])
        XCTAssertEqual(f.faderLog.calls, [true])
        XCTAssertEqual(f.groupLog.calls, [.end])
    }

    func testCancelPlaysBackRestoresStartValuesAndCompletesWithFalse() {
        // Given a group scrubbed to 0.75 at t = 0
        let f = makeCapturedGroup()
        f.group.completion = f.groupLog.record
        f.group.fractionComplete = 0.75

        // When cancelled linearly at normal speed: 0.75 s back to the start
        f.group.cancel(speed: 1, curve: .linear)
        f.window.processFrame(at: 0.25)

        // Then after 0.25 s the timeline is at 0.5 s
        XCTAssertEqual(f.group.fractionComplete, 0.5, accuracy: 1e-9)
        XCTAssertEqual(f.mover.layer.presented.center.x, 55, accuracy: 1e-9)
        XCTAssertEqual(f.fader.layer.presented.alpha, 1)

        // And at 0.75 s the model values are back at the start, completions false then .start
        f.window.processFrame(at: 0.75)
        XCTAssertEqual(f.mover.center.x, 5)
        XCTAssertEqual(f.fader.alpha, 1)
        XCTAssertNil(f.mover.layer.presentationState)
        XCTAssertNil(f.fader.layer.presentationState)
        f.window.runLoop.runDueWork()
        f.window.processFrame(at: 2)
        XCTAssertEqual(f.moverLog.calls, [false])
        XCTAssertEqual(f.faderLog.calls, [false])
        XCTAssertEqual(f.groupLog.calls, [.start])
    }

    func testCaptureOnlyTakesAnimationsMadeInsideTheBody() {
        // Given a group captured earlier
        let f = makeCapturedGroup()

        // When an animation is made after the capture
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { f.fader.center.x = 205 })
        f.window.processFrame(at: 0.5)

        // Then it runs on its own, while the group stays paused
        XCTAssertEqual(f.fader.layer.presented.center.x, 105, accuracy: 1e-9)
        XCTAssertEqual(f.mover.layer.presented.center.x, 5)
    }
}
