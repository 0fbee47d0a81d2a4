import MediaEncoders
import XCTest

final class FrameClockTests: XCTestCase {
    func testThirtyFramesPerSecondInCentisecondsAddUpWithoutDrift() {
        var clock = FrameClock(ticksPerSecond: 100)

        let ticks = (0..<30).map { _ in clock.advance(by: 1.0 / 30) }

        // 3.33 → 3, 6.67 → 7, 10 → 10 ...
        XCTAssertEqual(Array(ticks.prefix(6)), [3, 4, 3, 3, 4, 3])
        XCTAssertEqual(ticks.reduce(0, +), 100)
        XCTAssertEqual(clock.elapsedTicks, 100)
    }

    func testAFrameLongerThanAStepCoversSeveralFramesOfTheGrid() {
        var clock = FrameClock(ticksPerSecond: 30)

        let ticks = [0.1, 0.01, 0.02, 1.0 / 30].map { clock.advance(by: $0) }

        // 0.1 s = 3 frames; 0.11 s rounds to 3 (no new frame); 0.13 s rounds to 4; 0.1633 s to 5.
        XCTAssertEqual(ticks, [3, 0, 1, 1])
    }

    func testNegativeAndNonFiniteDurationsCountAsZero() {
        var clock = FrameClock(ticksPerSecond: 100)

        XCTAssertEqual([-1, .nan, .infinity].map { clock.advance(by: $0) }, [0, 0, 0])
        XCTAssertEqual(clock.elapsed, 0)
    }
}
