import XCTest
@testable import UIKitCore

final class AnimationUIViewAnimateTests: XCTestCase {
    func testDefaultCurveIsEaseInOutBezierAtQuarterPoints() {
        // Given a view centred at x = 5 in a window at t = 0
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = makeAnimationWindow(with: view)

        // When its centre moves 100 pt right over 1 s with the default options
        UIView.animate(withDuration: 1) { view.center.x = 105 }

        // Then the presented x follows cubic-bezier(0.42, 0, 0.58, 1)
        XCTAssertEqual(referenceBezier(0.42, 0, 0.58, 1, at: 0.25), 0.1291619310, accuracy: 1e-9)
        for t in [0.25, 0.5, 0.75] {
            window.processFrame(at: t)
            let expected = 5 + 100 * referenceBezier(0.42, 0, 0.58, 1, at: t)
            XCTAssertEqual(Double(view.layer.presented.center.x), expected, accuracy: 1e-4, "at \(t)")
            if t == 0.5 { XCTAssertEqual(view.layer.presented.center.x, 55, accuracy: 1e-9) }
        }
    }

    func testLinearCurveAndModelValueSetAtOnce() {
        // Given a view at frame x = 0
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = makeAnimationWindow(with: view)

        // When its frame moves to x = 100 linearly over 2 s
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
            view.frame = CGRect(x: 100, y: 0, width: 10, height: 10)
        })

        // Then the model is the target at once, the screen still the start
        XCTAssertEqual(view.frame.minX, 100)
        XCTAssertEqual(view.layer.presented.frame.minX, 0)
        XCTAssertTrue(window.animationEngine.isAnimating(view, .center))
        XCTAssertTrue(window.animationEngine.isRunning)

        // And the presented frame moves linearly
        window.processFrame(at: 0.5)
        XCTAssertEqual(view.layer.presented.frame.minX, 25, accuracy: 1e-9)
        window.processFrame(at: 1.5)
        XCTAssertEqual(view.layer.presented.frame.minX, 75, accuracy: 1e-9)

        // And at the end the presentation state is gone
        window.processFrame(at: 2)
        XCTAssertNil(view.layer.presentationState)
        XCTAssertEqual(view.layer.presented.frame.minX, 100)
        XCTAssertFalse(window.animationEngine.isRunning)
    }

    func testDelayShowsTheStartValueThenAnimates() {
        // Given a view at alpha 1
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = makeAnimationWindow(with: view)

        // When it fades to 0 over 1 s after 0.5 s
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 })

        // Then it stays at 1 during the delay and is half way 0.5 s later
        window.processFrame(at: 0.4)
        XCTAssertEqual(view.layer.presented.alpha, 1)
        window.processFrame(at: 1.0)
        XCTAssertEqual(view.layer.presented.alpha, 0.5, accuracy: 1e-9)
        window.processFrame(at: 1.5)
        XCTAssertNil(view.layer.presentationState)
        XCTAssertEqual(view.alpha, 0)
    }

    func testBoundsTransformColourAndCornerRadiusInterpolate() {
        // Given a view with a red background
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let window = makeAnimationWindow(with: view)

        // When several properties animate linearly over 1 s
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.bounds = CGRect(x: 0, y: 0, width: 200, height: 150)
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
            view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            view.layer.cornerRadius = 20
        })
        window.processFrame(at: 0.5)

        // Then half way each is half way (the rotation by angle, not by matrix entries)
        let presented = view.layer.presented
        XCTAssertEqual(presented.bounds.size, CGSize(width: 150, height: 100))
        XCTAssertEqual(presented.transform.a, cos(.pi / 4), accuracy: 1e-12)
        XCTAssertEqual(presented.transform.b, sin(.pi / 4), accuracy: 1e-12)
        XCTAssertEqual(presented.backgroundColor, UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1).cgColor)
        XCTAssertEqual(presented.cornerRadius, 10, accuracy: 1e-12)
    }

    func testScaleAndTranslationInterpolateByParts() {
        // Given a view
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = makeAnimationWindow(with: view)

        // When it scales by 3 and moves by (100, -40) linearly
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.transform = CGAffineTransform(scaleX: 3, y: 3).translatedBy(x: 0, y: 0)
                .concatenating(CGAffineTransform(translationX: 100, y: -40))
        })
        window.processFrame(at: 0.25)

        // Then a quarter of the way the scale is 1.5 and the translation (25, -10)
        XCTAssertEqual(view.layer.presented.transform, CGAffineTransform(a: 1.5, b: 0, c: 0, d: 1.5, tx: 25, ty: -10))
    }

    func testZeroDurationAppliesAtOnceAndCompletesOnTheRunLoop() {
        // Given a view in a window
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = makeAnimationWindow(with: view)
        let log = CompletionLog<Bool>()

        // When animated with duration 0
        UIView.animate(withDuration: 0, animations: { view.center.x = 50 }, completion: log.record)

        // Then nothing animates and the completion waits for the run loop
        XCTAssertNil(view.layer.presentationState)
        XCTAssertEqual(view.layer.presented.center.x, 50)
        XCTAssertEqual(log.calls, [])
        window.runLoop.runDueWork()
        XCTAssertEqual(log.calls, [true])
    }

    func testViewWithoutWindowChangesAtOnceAndCompletesSynchronously() {
        // Given a view in no window
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let log = CompletionLog<Bool>()

        // When animated
        UIView.animate(withDuration: 1, animations: { view.center.x = 50 }, completion: log.record)

        // Then the value is set and the completion already ran with true
        XCTAssertEqual(view.layer.presented.center.x, 50)
        XCTAssertEqual(log.calls, [true])
    }

    func testPerformWithoutAnimationInsideABlockIsNotAnimated() {
        // Given a view
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = makeAnimationWindow(with: view)

        // When an animations block sets alpha inside performWithoutAnimation and moves the centre
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            UIView.performWithoutAnimation { view.alpha = 0.2 }
            view.center.x = 105
        })
        window.processFrame(at: 0.5)

        // Then alpha shows at once while the centre animates
        XCTAssertFalse(window.animationEngine.isAnimating(view, .alpha))
        XCTAssertEqual(view.layer.presented.alpha, 0.2)
        XCTAssertEqual(view.layer.presented.center.x, 55, accuracy: 1e-9)
        XCTAssertTrue(UIView.areAnimationsEnabled)
        XCTAssertNil(AnimationRecording.current)
    }
}
