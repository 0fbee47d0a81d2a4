import XCTest
@testable import UIKitCore

final class AnimationPropertyAnimatorTests: XCTestCase {
    /// cubic-bezier(0.42, 0, 0.58, 1) at 0.3, 0.6 and 0.8.
    private let ease03 = referenceBezier(0.42, 0, 0.58, 1, at: 0.3)
    private let ease06 = referenceBezier(0.42, 0, 0.58, 1, at: 0.6)
    private let ease08 = referenceBezier(0.42, 0, 0.58, 1, at: 0.8)

    /// A view centred at x = 0 and a 1 s ease-in-out animator moving it to 100,
    /// started at t = 0 and paused at t = 0.3.
    private func makePausedAnimator() -> (UIWindow, UIView, UIViewPropertyAnimator, CompletionLog<UIViewAnimatingPosition>) {
        let view = UIView(frame: CGRect(x: -5, y: 0, width: 10, height: 10))
        let window = makeAnimationWindow(with: view)
        let log = CompletionLog<UIViewAnimatingPosition>()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 100 }
        animator.addCompletion(log.record)
        animator.startAnimation()
        window.processFrame(at: 0.3)
        animator.pauseAnimation()
        return (window, view, animator, log)
    }

    func testPauseScrubAndContinueToTheEnd() {
        // Given an animator paused at 0.3
        let (window, view, animator, log) = makePausedAnimator()
        XCTAssertEqual(Double(view.layer.presented.center.x), 100 * ease03, accuracy: 1e-4)
        XCTAssertEqual(animator.fractionComplete, 0.3, accuracy: 1e-12)
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)

        // When time passes while paused, nothing moves
        window.processFrame(at: 0.5)
        XCTAssertEqual(Double(view.layer.presented.center.x), 100 * ease03, accuracy: 1e-4)
        XCTAssertFalse(window.animationEngine.isRunning)

        // When fractionComplete is set to 0.6, the view shows 60 % (linear scrub)
        animator.fractionComplete = 0.6
        XCTAssertEqual(view.layer.presented.center.x, 60, accuracy: 1e-9)

        // When it continues, the rest of the curve is stretched from 60 to 100 over 0.4 s
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        XCTAssertTrue(animator.isRunning)
        window.processFrame(at: 0.7)
        XCTAssertEqual(animator.fractionComplete, 0.8, accuracy: 1e-12)
        let expected = 60 + 40 * (ease08 - ease06) / (1 - ease06)
        XCTAssertEqual(Double(view.layer.presented.center.x), expected, accuracy: 1e-4)

        // Then it ends at 0.9 s on the target with position .end, once
        window.processFrame(at: 0.9)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertNil(view.layer.presentationState)
        XCTAssertEqual(view.center.x, 100)
        window.processFrame(at: 1.0)
        window.processFrame(at: 1.1)
        XCTAssertEqual(log.calls, [.end])
    }

    func testReversedAfterScrubGoesBackToTheStart() {
        // Given an animator paused at 0.3 and scrubbed to 0.6
        let (window, view, animator, log) = makePausedAnimator()
        animator.fractionComplete = 0.6

        // When reversed and continued at t = 0.5
        animator.isReversed = true
        window.processFrame(at: 0.5)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)

        // Then half way back (f = 0.3, after 0.3 s) it shows 60 × ease(0.3) / ease(0.6)
        window.processFrame(at: 0.8)
        XCTAssertEqual(animator.fractionComplete, 0.3, accuracy: 1e-12)
        XCTAssertEqual(Double(view.layer.presented.center.x), 60 * ease03 / ease06, accuracy: 1e-4)

        // And after 0.6 s it is back at the start: model values too, position .start
        window.processFrame(at: 1.1)
        XCTAssertEqual(view.center.x, 0)
        XCTAssertNil(view.layer.presentationState)
        XCTAssertEqual(animator.state, .inactive)
        window.runLoop.runDueWork()
        XCTAssertEqual(log.calls, [.start])
    }

    func testScrubbingAlongTheCurveWhenNotLinear() {
        // Given a paused animator that does not scrub linearly
        let (window, view, animator, _) = makePausedAnimator()
        animator.scrubsLinearly = false

        // When scrubbed to 0.6
        animator.fractionComplete = 0.6

        // Then the view shows the curve's value at 0.6
        XCTAssertEqual(Double(view.layer.presented.center.x), 100 * ease06, accuracy: 1e-4)
        XCTAssertTrue(window.animationEngine.isAnimating(view, .center))
    }

    func testStopWithoutFinishingLeavesTheViewWhereItIsAndCallsNothing() {
        // Given an animator paused at 0.3
        let (window, view, animator, log) = makePausedAnimator()
        let shown = view.layer.presented.center.x

        // When stopped without finishing
        animator.stopAnimation(true)

        // Then the model is the value on screen, no animation is left, no completion runs
        XCTAssertEqual(view.center.x, shown)
        XCTAssertNil(view.layer.presentationState)
        XCTAssertEqual(animator.state, .inactive)
        window.processFrame(at: 2)
        window.processFrame(at: 3)
        XCTAssertEqual(log.calls, [])
    }

    func testStopThenFinishAtEachPosition() {
        for (position, expected) in [(UIViewAnimatingPosition.end, 100.0), (.start, 0.0)] {
            // Given an animator paused at 0.3
            let (window, view, animator, log) = makePausedAnimator()

            // When stopped, then finished at `position`
            animator.stopAnimation(false)
            XCTAssertEqual(animator.state, .stopped)
            XCTAssertEqual(Double(view.center.x), 100 * ease03, accuracy: 1e-4)
            animator.finishAnimation(at: position)

            // Then the model is that end's value and the completion gets the position
            XCTAssertEqual(Double(view.center.x), expected)
            XCTAssertEqual(animator.state, .inactive)
            window.runLoop.runDueWork()
            XCTAssertEqual(log.calls, [position])
        }
    }

    func testPausesOnCompletionStaysActiveAtTheEnd() {
        // Given a linear 1 s animator that pauses on completion
        let view = UIView(frame: CGRect(x: -5, y: 0, width: 10, height: 10))
        let window = makeAnimationWindow(with: view)
        let log = CompletionLog<UIViewAnimatingPosition>()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
        animator.pausesOnCompletion = true
        animator.addCompletion(log.record)

        // When it runs past its end
        animator.startAnimation()
        window.processFrame(at: 1.0)
        window.processFrame(at: 1.5)

        // Then it is paused at fraction 1, showing the end, without completing
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(animator.fractionComplete, 1)
        XCTAssertEqual(view.layer.presented.center.x, 100)
        XCTAssertEqual(log.calls, [])
        XCTAssertFalse(window.animationEngine.isRunning)
    }

    func testRunningAnimatorWithDelayAndNewTimingParameters() {
        // Given a running property animator with a 0.5 s delay, linear, 1 s
        let view = UIView(frame: CGRect(x: -5, y: 0, width: 10, height: 10))
        let window = makeAnimationWindow(with: view)
        let log = CompletionLog<UIViewAnimatingPosition>()
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.5, options: .curveLinear,
            animations: { view.center.x = 100 }, completion: log.record)

        // When the delay passes, it moves linearly
        window.processFrame(at: 0.5)
        XCTAssertEqual(view.layer.presented.center.x, 0)
        window.processFrame(at: 1.0)
        XCTAssertEqual(view.layer.presented.center.x, 50, accuracy: 1e-9)

        // When paused and continued with a linear curve over 2 × 1 s
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear),
                                   durationFactor: 2)

        // Then the remaining 50 pt take 2 s
        window.processFrame(at: 2.0)
        XCTAssertEqual(view.layer.presented.center.x, 75, accuracy: 1e-9)
        window.processFrame(at: 3.0)
        window.runLoop.runDueWork()
        XCTAssertEqual(log.calls, [.end])
        XCTAssertEqual(view.center.x, 100)
    }

    func testSpringTimingParametersSettleOnTarget() {
        // Given a physical spring animator (mass 1, stiffness 157.9, damping 17.6)
        let view = UIView(frame: CGRect(x: -5, y: 0, width: 10, height: 10))
        let window = makeAnimationWindow(with: view)
        let parameters = UISpringTimingParameters(mass: 1, stiffness: 157.9, damping: 17.6,
                                                  initialVelocity: CGVector(dx: 0, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 10, timingParameters: parameters)
        animator.addAnimations { view.center.x = 100 }
        animator.startAnimation()

        // When sampled, it follows the closed form, and the spring (not the 10 s) decides the end
        let solution = SpringSolution(spring: Spring(mass: 1, stiffness: 157.9, damping: 17.6), from: 0, to: 100)
        window.processFrame(at: 0.2)
        XCTAssertEqual(view.layer.presented.center.x, solution.exactValue(at: 0.2), accuracy: 1e-9)
        window.processFrame(at: solution.settleTime + 0.001)

        // Then it sits exactly on the target
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(view.layer.presented.center.x, 100)
    }
    func testReversingWhileRunningTurnsRoundWhereItIs() {
        // Given a linear 1 s animator from x = 0 to 100, at x = 40 after 0.4 s
        let view = UIView(frame: CGRect(x: -5, y: 0, width: 10, height: 10))
        let window = makeAnimationWindow(with: view)
        let log = CompletionLog<UIViewAnimatingPosition>()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
        animator.addCompletion(log.record)
        animator.startAnimation()
        window.processFrame(at: 0.4)

        // When reversed while running
        animator.isReversed = true

        // Then it heads back from 40 at the same speed and ends at the start
        XCTAssertTrue(animator.isRunning)
        window.processFrame(at: 0.6)
        XCTAssertEqual(view.layer.presented.center.x, 20, accuracy: 1e-9)
        window.processFrame(at: 0.8)
        XCTAssertEqual(view.center.x, 0)
        XCTAssertEqual(log.calls, [.start])
    }

    func testSpringInitialVelocityIsNormalisedPerAxis() {
        // Given a view centred at (0, 0)
        let view = UIView(frame: CGRect(x: -5, y: -5, width: 10, height: 10))
        let window = makeAnimationWindow(with: view)

        // When a critically damped spring moves it to (100, 100) with velocity (0, 3)
        let parameters = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 3))
        let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: parameters)
        animator.addAnimations { view.center = CGPoint(x: 100, y: 100) }
        animator.startAnimation()
        let h = 1e-7
        window.processFrame(at: h)

        // Then x starts at rest and y at 3 × 100 = 300 pt/s
        XCTAssertEqual(Double(view.layer.presented.center.x) / h, 0, accuracy: 0.01)
        XCTAssertEqual(Double(view.layer.presented.center.y) / h, 300, accuracy: 0.01)
    }
}
