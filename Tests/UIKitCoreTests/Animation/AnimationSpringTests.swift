import XCTest
@testable import UIKitCore

final class AnimationSpringTests: XCTestCase {
    /// physics.md §4 under-damped closed form, in points.
    private func closedForm(_ spring: Spring, from: Double, to: Double, velocity v0: Double, at t: Double) -> Double {
        let m = Double(spring.mass), k = Double(spring.stiffness), c = Double(spring.damping)
        let beta = c / (2 * m), omega0 = (k / m).squareRoot()
        let omega1 = (omega0 * omega0 - beta * beta).squareRoot()
        let x0 = from - to
        return to + exp(-beta * t) * (x0 * cos(omega1 * t) + ((beta * x0 + v0) / omega1) * sin(omega1 * t))
    }

    func testUnderdampedSpringFollowsClosedFormOvershootsAndSettlesExactly() {
        // Given a view centred at x = 0
        let view = UIView(frame: CGRect(x: -5, y: 0, width: 10, height: 10))
        let window = makeAnimationWindow(with: view)
        let log = CompletionLog<Bool>()

        // When it springs to x = 100 with damping 0.5 over 1 s
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                       options: [], animations: { view.center.x = 100 }, completion: log.record)

        // Then every sample is the closed form of UIKit's spring for (1 s, 0.5)
        let spring = Spring.uiViewAnimation(duration: 1, dampingRatio: 0.5)
        XCTAssertEqual(Double(spring.dampingRatio), 0.5, accuracy: 1e-12)
        var highest = 0.0
        for t in stride(from: 0.05, through: 0.95, by: 0.05) {
            window.processFrame(at: t)
            let expected = closedForm(spring, from: 0, to: 100, velocity: 0, at: t)
            XCTAssertEqual(Double(view.layer.presented.center.x), expected, accuracy: 1e-9, "at \(t)")
            highest = max(highest, Double(view.layer.presented.center.x))
        }
        // And it overshoots the target (first peak ≈ 100 + 100·e^(-π·ζ/√(1-ζ²)) before the envelope)
        XCTAssertGreaterThan(highest, 101)
        XCTAssertTrue(window.animationEngine.isRunning)

        // And at its duration it sits exactly on the target, and stops
        window.processFrame(at: 1.0)
        XCTAssertNil(view.layer.presentationState)
        XCTAssertEqual(view.layer.presented.center.x, 100)
        XCTAssertFalse(window.animationEngine.isRunning)
        window.runLoop.runDueWork()
        XCTAssertEqual(log.calls, [true])
    }

    func testInitialSpringVelocityIsNormalisedToTheDistance() {
        // Given a view centred at x = 0
        let view = UIView(frame: CGRect(x: -5, y: 0, width: 10, height: 10))
        let window = makeAnimationWindow(with: view)

        // When it springs 100 pt with initialSpringVelocity 2 (critically damped)
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 2,
                       options: [], animations: { view.center.x = 100 })

        // Then it starts at 2 × 100 = 200 pt/s
        let h = 1e-7
        window.processFrame(at: h)
        XCTAssertEqual(Double(view.layer.presented.center.x) / h, 200, accuracy: 0.01)

        // And follows the critically damped closed form with v0 = 200
        let spring = Spring.uiViewAnimation(duration: 0.5, dampingRatio: 1)
        let beta = Double(spring.damping) / 2
        for t in [0.05, 0.1, 0.2, 0.3] {
            window.processFrame(at: t)
            let expected = 100 + exp(-beta * t) * (-100 + (beta * -100 + 200) * t)
            XCTAssertEqual(Double(view.layer.presented.center.x), expected, accuracy: 1e-9, "at \(t)")
        }
    }

    func testLargeInitialVelocityRunsUntilTheSpringHasSettled() {
        // Given a spring flung hard (velocity 200 × distance, damping 0.3: 10 pt to go at 2000 pt/s)
        let view = UIView(frame: CGRect(x: -5, y: 0, width: 10, height: 10))
        let window = makeAnimationWindow(with: view)
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 200,
                       options: [], animations: { view.center.x = 10 })
        let solution = SpringSolution(spring: .uiViewAnimation(duration: 0.5, dampingRatio: 0.3),
                                      from: 0, to: 1, initialVelocity: 200)
        XCTAssertGreaterThan(solution.settleTime, 0.5)

        // When time passes the nominal duration but not the settle time
        window.processFrame(at: 0.5)

        // Then it is still running, and stops exactly on target once settled
        XCTAssertTrue(window.animationEngine.isRunning)
        window.processFrame(at: solution.settleTime)
        XCTAssertFalse(window.animationEngine.isRunning)
        XCTAssertEqual(view.layer.presented.center.x, 10)
    }
}
