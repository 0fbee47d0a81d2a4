import XCTest
@testable import QuartzCore

final class DecelerationTests: XCTestCase {
    func testTotalDistanceIsTheExactIntegral() {
        // Given flicks of 500, 1000 and 3000 px/s
        // When decelerating at UIKit's normal (0.998) and fast (0.99) rates
        // Then the distance is -v0 / (1000 ln d)
        let cases: [(Deceleration, CGFloat, CGFloat)] = [
            (.normal, 500, 249.7499), (.normal, 1000, 499.4998), (.normal, 3000, 1498.4995),
            (.fast, 500, 49.7496), (.fast, 1000, 99.4992), (.fast, 3000, 298.4975),
        ]
        for (deceleration, v0, distance) in cases {
            XCTAssertEqual(deceleration.totalDistance(initialVelocity: v0), distance, accuracy: 1e-4)
            XCTAssertEqual(deceleration.totalDistance(initialVelocity: -v0), -distance, accuracy: 1e-4)
        }
    }

    func testTotalDistanceRoundsToPhysicsReferenceValues() {
        // Given 1000 px/s
        // When the exact distance is rounded to 0.1 px
        // Then it is physics.md's 499.5 (normal) and 99.5 (fast)
        XCTAssertEqual((Deceleration.normal.totalDistance(initialVelocity: 1000) * 10).rounded() / 10, 499.5)
        XCTAssertEqual((Deceleration.fast.totalDistance(initialVelocity: 1000) * 10).rounded() / 10, 99.5)
    }

    func testProjectIsWWDC18Formula() {
        // Given 500, 1000 and 3000 px/s
        // When projected with (v / 1000)·d / (1 - d)
        // Then it is 249.5 / 499 / 1497 (normal) and 49.5 / 99 / 297 (fast): 0.1 % and 0.5 % short of the integral
        XCTAssertEqual(Deceleration.normal.project(velocity: 500), 249.5, accuracy: 1e-9)
        XCTAssertEqual(Deceleration.normal.project(velocity: 1000), 499.0, accuracy: 1e-9)
        XCTAssertEqual(Deceleration.normal.project(velocity: 3000), 1497.0, accuracy: 1e-9)
        XCTAssertEqual(Deceleration.fast.project(velocity: 500), 49.5, accuracy: 1e-9)
        XCTAssertEqual(Deceleration.fast.project(velocity: 1000), 99.0, accuracy: 1e-9)
        XCTAssertEqual(Deceleration.fast.project(velocity: -3000), -297.0, accuracy: 1e-9)
        XCTAssertEqual(Deceleration.normal.project(velocity: 1000) / Deceleration.normal.totalDistance(initialVelocity: 1000),
                       0.9990, accuracy: 1e-4)
        XCTAssertEqual(Deceleration.fast.project(velocity: 1000) / Deceleration.fast.totalDistance(initialVelocity: 1000),
                       0.9950, accuracy: 1e-4)
    }

    func testPositionAndVelocityOverTime() {
        // Given 1000 px/s from x = 100 at the normal rate
        let deceleration = Deceleration.normal

        // When read after 0, 0.5 and 30 seconds
        // Then v(t) = 1000·0.998^(1000t), x(t) follows the integral and ends at 100 + 499.4998
        XCTAssertEqual(deceleration.position(at: 0, from: 100, velocity: 1000), 100)
        XCTAssertEqual(deceleration.velocity(at: 0.5, initialVelocity: 1000), 1000 * pow(0.998, 500), accuracy: 1e-9)
        XCTAssertEqual(deceleration.velocity(at: 0.5, initialVelocity: 1000), 367.5113, accuracy: 1e-4)
        XCTAssertEqual(deceleration.position(at: 0.5, from: 100, velocity: 1000),
                       100 + 499.4998 * (1 - pow(0.998, 500)), accuracy: 1e-3)
        XCTAssertEqual(deceleration.position(at: 30, from: 100, velocity: 1000), 599.4998, accuracy: 1e-4)
    }

    func testDurationUntilSlowerThanThreshold() {
        // Given 1000 px/s at the normal rate
        // When asked how long until the speed falls below 1 px/s
        let duration = Deceleration.normal.duration(initialVelocity: -1000, threshold: 1)

        // Then it is ln(1/1000) / (1000 ln 0.998) = 3.4504 s, where the speed is 1 px/s
        XCTAssertEqual(duration, 3.4504, accuracy: 1e-4)
        XCTAssertEqual(Deceleration.normal.velocity(at: duration, initialVelocity: -1000), -1, accuracy: 1e-9)
        XCTAssertEqual(Deceleration.normal.duration(initialVelocity: 0.5, threshold: 1), 0)
    }

    func testEdgeCrossingGivesTimeAndVelocityAtTheEdge() {
        // Given a fling at 2000 px/s from 0 in content [0, 600] at the normal rate (it would travel 999 px)
        let deceleration = Deceleration.normal

        // When the crossing is computed
        let crossing = deceleration.edgeCrossing(from: 0, velocity: 2000, minimum: 0, maximum: 600)!

        // Then it reaches 600 when d^(1000t) = 1 + 600·1000·ln d / 2000, at t = 0.4584 s, with the speed left there
        XCTAssertEqual(crossing.edge, 600)
        XCTAssertEqual(crossing.position, 600)
        XCTAssertEqual(deceleration.position(at: crossing.time, from: 0, velocity: 2000), 600, accuracy: 1e-9)
        // v = v0 + distance·1000 ln d = 2000 - 600·2.002003 = 798.7984
        XCTAssertEqual(crossing.velocity, 2000 + 600 * 1000 * log(0.998), accuracy: 1e-9)
        XCTAssertEqual(crossing.velocity, 798.7984, accuracy: 1e-4)
        XCTAssertEqual(crossing.time, 0.4584, accuracy: 1e-4)
    }

    func testNoCrossingWhenItStopsInside() {
        // Given a 1000 px/s fling with 600 px to go (it travels 499.5 px)
        // When the crossing is computed
        // Then there is none; and upward motion looks at the minimum edge
        XCTAssertNil(Deceleration.normal.edgeCrossing(from: 100, velocity: 1000, minimum: 0, maximum: 700))
        let up = Deceleration.normal.edgeCrossing(from: 100, velocity: -1000, minimum: 0, maximum: 700)
        XCTAssertEqual(up?.edge, 0)
        XCTAssertEqual(up?.position, 0)
    }

    func testStartingOutsideHandsOverAtOnce() {
        // Given a position already 30 px past the maximum
        // When the crossing is computed
        let crossing = Deceleration.normal.edgeCrossing(from: 630, velocity: 500, minimum: 0, maximum: 600)

        // Then the spring takes over at t = 0 from where it is, towards the maximum
        XCTAssertEqual(crossing, Deceleration.EdgeCrossing(time: 0, position: 630, velocity: 500, edge: 600))
    }

    func testEdgeSpringIsFlutterBouncingScrollSpring() {
        // Given Flutter's BouncingScrollSimulation spring
        let spring = Deceleration.edgeSpring

        // When read
        // Then it is m 0.5, k 100, ζ 1.1 (c = 2·1.1·√50 = 15.556)
        XCTAssertEqual(spring.mass, 0.5)
        XCTAssertEqual(spring.stiffness, 100)
        XCTAssertEqual(spring.dampingRatio, 1.1, accuracy: 1e-12)
        XCTAssertEqual(spring.damping, 15.5563, accuracy: 1e-4)
    }
}
