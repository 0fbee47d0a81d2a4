import XCTest
@testable import UIKitCore

/// `UIView.animateKeyframes` with `addKeyframe`: one overall curve, linear steps between keyframes.
final class AnimationKeyframeTests: XCTestCase {
    private let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    func testKeyframesChainFromWhereThePreviousOneLeftOff() {
        // Given a view at x = 0 (centre 5) in a window at t = 0
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = makeAnimationWindow(with: view)
        let completions = CompletionLog<Bool>()

        // When, over 1 s linearly, it moves 100 right in the first half, then 100 down in the
        // second, and fades out over the last quarter
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 105 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.y = 105 }
            UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { view.alpha = 0 }
        }, completion: completions.record)

        // Then the model is the end state at once
        XCTAssertEqual(view.center, CGPoint(x: 105, y: 105))
        XCTAssertEqual(view.alpha, 0)

        // And on screen each keyframe runs in its share of the time, from the previous one's end
        window.processFrame(at: 0.25)
        XCTAssertEqual(view.layer.presented.center, CGPoint(x: 55, y: 5))
        XCTAssertEqual(view.layer.presented.alpha, 1)
        window.processFrame(at: 0.5)
        XCTAssertEqual(view.layer.presented.center, CGPoint(x: 105, y: 5))
        window.processFrame(at: 0.75)
        XCTAssertEqual(view.layer.presented.center, CGPoint(x: 105, y: 55))
        XCTAssertEqual(view.layer.presented.alpha, 1)
        window.processFrame(at: 0.875)
        XCTAssertEqual(view.layer.presented.alpha, 0.5, accuracy: 1e-9)
        XCTAssertEqual(completions.calls, [])
        window.processFrame(at: 1)
        XCTAssertEqual(view.layer.presented.center, CGPoint(x: 105, y: 105))
        XCTAssertEqual(completions.calls, [true])
    }

    func testTwoKeyframesOfOnePropertyMakeOnePathThroughBothValues() {
        // Given a view at alpha 1
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = makeAnimationWindow(with: view)

        // When, over 2 s linearly, it dims to 0.2 over the first quarter, holds, then goes back
        // to 1 over the last quarter
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.alpha = 0.2 }
            UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { view.alpha = 1 }
        })

        // Then it goes 1 → 0.2, holds at 0.2, and comes back 0.2 → 1
        let samples: [(TimeInterval, CGFloat)] = [(0.25, 0.6), (0.5, 0.2), (1, 0.2), (1.5, 0.2), (1.75, 0.6), (2, 1)]
        for (time, alpha) in samples {
            window.processFrame(at: time)
            XCTAssertEqual(view.layer.presented.alpha, alpha, accuracy: 1e-9, "at \(time)")
        }
    }

    func testTheDefaultCurveIsEaseInOutOverTheWholeAnimation() {
        // Given a view at x = 0
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = makeAnimationWindow(with: view)

        // When one keyframe spans the whole second, with the default options
        UIView.animateKeyframes(withDuration: 1, delay: 0, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 105 }
        })

        // Then the position follows cubic-bezier(0.42, 0, 0.58, 1), as UIKit's default
        window.processFrame(at: 0.25)
        XCTAssertEqual(Double(view.layer.presented.center.x), 5 + 100 * referenceBezier(0.42, 0, 0.58, 1, at: 0.25),
                       accuracy: 1e-4)
    }

    func testDiscreteModeJumpsAtEachKeyframesStartAndOutsideChangesSpanTheWhole() {
        // Given a view at alpha 1 and x = 0
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = makeAnimationWindow(with: view)

        // When, discretely over 1 s, alpha steps to 0.5 at 0.4 s, while x changes outside any keyframe
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [linear, .calculationModeDiscrete], animations: {
            view.center.x = 105
            UIView.addKeyframe(withRelativeStartTime: 0.4, relativeDuration: 0.2) { view.alpha = 0.5 }
        })

        // Then alpha is 1 before 0.4 s and 0.5 from then; x (a keyframe over the whole) jumped at the start
        window.processFrame(at: 0.3)
        XCTAssertEqual(view.layer.presented.alpha, 1)
        window.processFrame(at: 0.4)
        XCTAssertEqual(view.layer.presented.alpha, 0.5)
        XCTAssertEqual(view.layer.presented.center.x, 105)
    }

    func testAKeyframeOutsideAKeyframeAnimationAppliesAtOnce() {
        // Given a view in a window
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = makeAnimationWindow(with: view)

        // When a keyframe is added with no keyframe animation around it
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.3 }

        // Then it is applied at once, nothing animates
        XCTAssertEqual(view.alpha, 0.3)
        XCTAssertFalse(window.animationEngine.isRunning)
    }
}
