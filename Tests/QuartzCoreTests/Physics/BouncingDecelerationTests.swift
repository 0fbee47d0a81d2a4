import XCTest
@testable import QuartzCore

final class BouncingDecelerationTests: XCTestCase {
    func testFlingPastTheEdgeHandsOverContinuouslyAndComesBack() {
        // Given a 2000 px/s fling from 0 in content [0, 600] (the crossing is at 0.4584 s, 798.8 px/s)
        let motion = BouncingDeceleration(start: 0, velocity: 2000, minimum: 0, maximum: 600)
        let handOver = motion.crossing!.time

        // When read just before and after the hand-over, and much later
        let before = motion.position(at: handOver - 1e-9)
        let after = motion.position(at: handOver + 1e-9)

        // Then position and velocity are continuous, it overshoots, then rests exactly on 600
        XCTAssertEqual(handOver, 0.4584, accuracy: 1e-4)
        XCTAssertEqual(before, 600, accuracy: 1e-5)
        XCTAssertEqual(after, 600, accuracy: 1e-5)
        XCTAssertEqual(motion.velocity(at: handOver - 1e-9), motion.velocity(at: handOver + 1e-9), accuracy: 1e-3)
        XCTAssertGreaterThan(motion.position(at: handOver + 0.1), 600)
        XCTAssertFalse(motion.isDone(at: handOver + 0.1))
        XCTAssertEqual(motion.position(at: 10), 600)
        XCTAssertEqual(motion.velocity(at: 10), 0)
        XCTAssertTrue(motion.isDone(at: 10))
    }

    func testFlingThatStopsInsideIsPureDeceleration() {
        // Given a 1000 px/s fling from 0 in content [0, 2000]
        let motion = BouncingDeceleration(start: 0, velocity: 1000, minimum: 0, maximum: 2000)

        // When read after it has run out
        // Then there is no spring and it ends at the projected 499.4998 px
        XCTAssertNil(motion.crossing)
        XCTAssertEqual(motion.position(at: 30), 499.4998, accuracy: 1e-4)
        XCTAssertTrue(motion.isDone(at: 3.46))
        XCTAssertFalse(motion.isDone(at: 3.44))
    }

    func testReleaseWhileRubberBandedSpringsBackAtOnce() {
        // Given content released 80 px above its minimum with no velocity
        let motion = BouncingDeceleration(start: -80, velocity: 0, minimum: 0, maximum: 600)

        // When read over time
        // Then the over-damped spring brings it back to 0 without crossing it
        XCTAssertEqual(motion.crossing?.time, 0)
        XCTAssertEqual(motion.position(at: 0), -80)
        for i in 1...200 {
            XCTAssertLessThanOrEqual(motion.position(at: Double(i) * 0.01), 0)
        }
        XCTAssertEqual(motion.position(at: 5), 0)
    }
}
