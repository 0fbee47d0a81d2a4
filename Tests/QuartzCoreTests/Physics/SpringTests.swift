import XCTest
@testable import QuartzCore

final class SpringTests: XCTestCase {
    /// x'' = -(k·(x - to) + c·x') / m, integrated with classical RK4 — an
    /// independent check of the closed forms.
    private func integrate(_ spring: Spring, from: Double, to: Double, velocity: Double,
                           until end: Double, step h: Double = 1e-4) -> (x: Double, v: Double) {
        let m = Double(spring.mass), k = Double(spring.stiffness), c = Double(spring.damping)
        func acceleration(_ x: Double, _ v: Double) -> Double { -(k * (x - to) + c * v) / m }
        var x = from, v = velocity
        let steps = Int((end / h).rounded())
        for _ in 0..<steps {
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return (x, v)
    }

    private func assertMatchesIntegration(_ spring: Spring, regime: SpringSolution.Regime,
                                          file: StaticString = #filePath, line: UInt = #line) {
        // Given a spring pulling 0 → 300 with an initial push of -1200 units/s
        let solution = SpringSolution(spring: spring, from: 0, to: 300, initialVelocity: -1200)
        XCTAssertEqual(solution.regime, regime, file: file, line: line)

        // When evaluated at several times
        for t in [0.016, 0.05, 0.1, 0.2, 0.35, 0.6] {
            let reference = integrate(spring, from: 0, to: 300, velocity: -1200, until: t)

            // Then position and velocity agree with RK4 to 1e-6
            XCTAssertEqual(Double(solution.exactValue(at: t)), reference.x, accuracy: 1e-6,
                           "x at \(t)", file: file, line: line)
            XCTAssertEqual(Double(solution.exactVelocity(at: t)), reference.v, accuracy: 1e-6,
                           "v at \(t)", file: file, line: line)
        }
    }

    func testUnderDampedClosedFormMatchesNumericIntegration() {
        assertMatchesIntegration(Spring(mass: 1, stiffness: 300, damping: 10), regime: .underDamped)
    }

    func testCriticallyDampedClosedFormMatchesNumericIntegration() {
        // c = 2·√(k·m) = 2·√(400·1) = 40
        assertMatchesIntegration(Spring(mass: 1, stiffness: 400, damping: 40), regime: .criticallyDamped)
    }

    func testOverDampedClosedFormMatchesNumericIntegration() {
        // Flutter's scroll bounce-back spring: m 0.5, k 100, ζ 1.1
        assertMatchesIntegration(Spring(mass: 0.5, stiffness: 100, dampingRatio: 1.1), regime: .overDamped)
    }

    func testInitialValueAndVelocityAreTheGivenOnes() {
        // Given the same start in all three regimes
        let springs = [Spring(stiffness: 300, damping: 10), Spring(stiffness: 400, damping: 40),
                       Spring(stiffness: 100, damping: 40)]
        for spring in springs {
            // When evaluated at t = 0
            let solution = SpringSolution(spring: spring, from: 50, to: -20, initialVelocity: 777)

            // Then x(0) = from and v(0) = v0 exactly, and the closed form agrees just after
            XCTAssertEqual(solution.value(at: 0), 50)
            XCTAssertEqual(solution.velocity(at: 0), 777)
            XCTAssertEqual(solution.exactValue(at: 1e-12), 50, accuracy: 1e-8)
            XCTAssertEqual(solution.exactVelocity(at: 1e-12), 777, accuracy: 1e-6)
        }
    }

    func testCriticallyDampedDerivativeIsNotLibadwaitasBug() {
        // Given a critically damped spring (β = 20) starting at rest 100 above its target
        let solution = SpringSolution(spring: Spring(stiffness: 400, damping: 40), from: 100, to: 0)

        // When the velocity is read at t = 0.05
        let v = solution.velocity(at: 0.05)

        // Then it is e^(-βt)·(v0 - β(βx0 + v0)t) = e^(-1)·(0 - 20·2000·0.05) = -735.76
        XCTAssertEqual(v, -2000 * exp(-1.0), accuracy: 1e-9)
        XCTAssertEqual(v, -735.76, accuracy: 0.01)
    }

    func testSettlesExactlyOnTargetAfterSettlingTime() {
        for spring in [Spring(stiffness: 300, damping: 10), Spring(stiffness: 400, damping: 40),
                       Spring(mass: 0.5, stiffness: 100, dampingRatio: 1.1)] {
            // Given a motion 0 → 700 settling to within 0.5 px
            let solution = SpringSolution(spring: spring, from: 0, to: 700, initialVelocity: 2000, epsilon: 0.5)
            let settle = solution.settleTime

            // When read at and after the settling time, and just before it
            // Then it is exactly on target and at rest from then on, and within epsilon just before
            XCTAssertGreaterThan(settle, 0)
            XCTAssertFalse(solution.isSettled(at: settle - 0.001))
            XCTAssertTrue(solution.isSettled(at: settle))
            XCTAssertEqual(solution.value(at: settle), 700)
            XCTAssertEqual(solution.velocity(at: settle + 1), 0)
            for i in 0...400 {
                let t = settle + Double(i) * 0.005
                XCTAssertLessThanOrEqual(abs(solution.exactValue(at: t) - 700), 0.5 + 1e-9, "\(spring) at \(t)")
            }
        }
    }

    func testUnderDampedSettlingTimeIsLibadwaitaFormulaForUnitAmplitude() {
        // Given β = 5, starting 1 from the target with v0 = -β·x0 (so A = 1)
        let solution = SpringSolution(spring: Spring(stiffness: 300, damping: 10), from: 1, to: 0,
                                      initialVelocity: -5)

        // When the settling duration for ε = 0.001 is computed
        let duration = solution.settlingDuration(epsilon: 0.001)

        // Then it is -ln(0.001) / β = 1.3816
        XCTAssertEqual(duration, -log(0.001) / 5, accuracy: 1e-12)
        XCTAssertEqual(duration, 1.3816, accuracy: 1e-4)
    }

    func testAppleDurationBounceMapping() {
        // Given Apple's Spring(duration: 0.5, bounce: 0.3)
        let spring = Spring(duration: 0.5, bounce: 0.3)

        // When its parameters are read
        // Then it is mass 1, stiffness 157.9, damping 17.6 (ζ = 0.7)
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual((spring.stiffness * 10).rounded() / 10, 157.9)
        XCTAssertEqual((spring.damping * 10).rounded() / 10, 17.6)
        XCTAssertEqual(spring.dampingRatio, 0.7, accuracy: 1e-12)
    }

    func testNegativeBounceIsOverDamped() {
        // Given Spring(duration: 0.5, bounce: -0.5)
        let spring = Spring(duration: 0.5, bounce: -0.5)

        // When its damping is read
        // Then c = 4π / (0.5·0.5) = 50.27 and ζ = 1 / (1 - 0.5) = 2
        XCTAssertEqual(spring.damping, 4 * .pi / 0.25, accuracy: 1e-9)
        XCTAssertEqual(spring.dampingRatio, 2, accuracy: 1e-12)
    }

    func testSwiftUIResponseMapping() {
        // Given SwiftUI's spring(response: 0.55, dampingFraction: 0.825)
        let spring = Spring(dampingRatio: 0.825, response: 0.55)

        // When its parameters are read
        // Then k = (2π / 0.55)² = 130.5072, c = 4π·0.825 / 0.55 = 18.85, response round-trips
        XCTAssertEqual(spring.stiffness, 130.5072, accuracy: 1e-4)
        XCTAssertEqual(spring.damping, 18.8496, accuracy: 1e-4)
        XCTAssertEqual(spring.dampingRatio, 0.825, accuracy: 1e-12)
        XCTAssertEqual(spring.response, 0.55, accuracy: 1e-12)
    }

    func testUIViewSpringAnimationEnvelopeReachesOneFifteenHundredthAtDuration() {
        // Given UIView.animate(withDuration: 0.5, usingSpringWithDamping: 0.7, ...)
        let spring = Spring.uiViewAnimation(duration: 0.5, dampingRatio: 0.7)

        // When its decay rate β = c / 2m is read
        let beta = Double(spring.damping) / (2 * Double(spring.mass))

        // Then e^(-β·0.5) = 1/1500, mass is 1 and ζ is kept: k = (ln 1500 / 0.35)² = 436.60
        XCTAssertEqual(exp(-beta * 0.5), 1.0 / 1500, accuracy: 1e-12)
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual(spring.dampingRatio, 0.7, accuracy: 1e-12)
        XCTAssertEqual(spring.stiffness, 436.60, accuracy: 0.01)
    }

    func testUIViewSpringDampingRatioIsClippedToOne() {
        // Given a damping ratio above 1
        let spring = Spring.uiViewAnimation(duration: 0.4, dampingRatio: 3)

        // When its ratio is read
        // Then it was clipped to critical damping
        XCTAssertEqual(spring.dampingRatio, 1, accuracy: 1e-12)
    }

    func testUIKitInitialSpringVelocityIsNormalisedToDistance() {
        // Given 200 px left to travel
        // When converting between px/s and UIKit's normalised velocity
        // Then 100 px/s is 0.5, and 0.5 is 100 px/s (UIKit documentation example)
        XCTAssertEqual(Spring.normalizedInitialVelocity(100, distance: 200), 0.5)
        XCTAssertEqual(Spring.initialVelocity(normalized: 0.5, distance: 200), 100)
        XCTAssertEqual(Spring.normalizedInitialVelocity(100, distance: 0), 0)
    }
}
