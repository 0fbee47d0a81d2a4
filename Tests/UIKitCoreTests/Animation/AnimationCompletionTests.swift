import XCTest
@testable import UIKitCore

final class AnimationCompletionTests: XCTestCase {
    func testCompletionRunsOnceWithTrueAfterTheTickThatEnds() {
        // Given a 1 s animation whose completion notes what the engine looked like
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = makeAnimationWindow(with: view)
        let log = CompletionLog<Bool>()
        var stateWhenCalled: (running: Bool, presentation: LayerState?)?
        UIView.animate(withDuration: 1, animations: { view.center.x = 105 }, completion: { finished in
            stateWhenCalled = (window.animationEngine.isRunning, view.layer.presentationState)
            log.record(finished)
        })

        // When the frames up to its end are processed
        window.processFrame(at: 0.5)
        XCTAssertEqual(log.calls, [])
        window.processFrame(at: 1.0)

        // Then it ran once with true, from the run loop after the tick (not inside it)
        XCTAssertEqual(log.calls, [true])
        XCTAssertEqual(stateWhenCalled?.running, false)
        XCTAssertNil(stateWhenCalled?.presentation)

        // And never again
        window.processFrame(at: 1.016)
        window.processFrame(at: 2)
        XCTAssertEqual(log.calls, [true])
    }

    func testInterruptingAnimationContinuesFromTheScreenAndOldOneGetsFalse() {
        // Given a linear 1 s move from x = 5 to 105, half way at t = 0.5
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = makeAnimationWindow(with: view)
        let first = CompletionLog<Bool>()
        let second = CompletionLog<Bool>()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { view.center.x = 105 }, completion: first.record)
        window.processFrame(at: 0.5)
        XCTAssertEqual(view.layer.presented.center.x, 55, accuracy: 1e-9)

        // When a new linear 1 s animation sends it back to x = 5
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { view.center.x = 5 }, completion: second.record)

        // Then it starts from where it was on screen, with no jump
        XCTAssertEqual(view.layer.presented.center.x, 55, accuracy: 1e-9)
        window.processFrame(at: 1.0)
        XCTAssertEqual(view.layer.presented.center.x, 30, accuracy: 1e-9)

        // And the first completion ran once with false, the second once with true
        XCTAssertEqual(first.calls, [false])
        XCTAssertEqual(second.calls, [])
        window.processFrame(at: 1.5)
        window.processFrame(at: 1.6)
        XCTAssertEqual(first.calls, [false])
        XCTAssertEqual(second.calls, [true])
        XCTAssertEqual(view.layer.presented.center.x, 5)
    }

    func testAnimatingAnotherPropertyDoesNotInterrupt() {
        // Given a linear centre animation with a completion
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = makeAnimationWindow(with: view)
        let first = CompletionLog<Bool>()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                       animations: { view.center.x = 105 }, completion: first.record)
        window.processFrame(at: 0.25)

        // When alpha is animated separately
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        window.processFrame(at: 0.5)

        // Then both run: the centre is half way, alpha a quarter of the way
        XCTAssertEqual(view.layer.presented.center.x, 55, accuracy: 1e-9)
        XCTAssertEqual(view.layer.presented.alpha, 0.75, accuracy: 1e-9)
        window.processFrame(at: 1.0)
        window.processFrame(at: 1.01)
        XCTAssertEqual(first.calls, [true])
    }

    func testPartlyReplacedAnimationKeepsRunningItsOtherProperties() {
        // Given one block animating centre and alpha
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = makeAnimationWindow(with: view)
        let first = CompletionLog<Bool>()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.center.x = 105
            view.alpha = 0
        }, completion: first.record)
        window.processFrame(at: 0.5)

        // When only the centre is taken over by a new animation
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 5 })
        window.processFrame(at: 1.0)

        // Then the first still ends normally, with its alpha done
        window.processFrame(at: 1.01)
        XCTAssertEqual(first.calls, [true])
        XCTAssertEqual(view.layer.presented.alpha, 0)
    }
}
