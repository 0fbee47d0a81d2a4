import XCTest
@testable import QuartzCore

final class VelocityTrackerTests: XCTestCase {
    /// Relative difference, as Flutter's `_withinTolerance` computes it.
    private func relativeError(_ actual: CGFloat, _ expected: Double) -> Double {
        abs((Double(actual) - expected) / expected)
    }

    func testFlutterGesture1GivesFlutterVelocityWithinOneTenthPercent() {
        // Given Flutter's recorded gesture 1, down and move events only
        var tracker = VelocityTracker()
        for event in FlutterGesture1.events where event.kind != .up {
            tracker.addSample(position: CGPoint(x: event.x, y: event.y), timestamp: event.timestamp)
        }
        let release = FlutterGesture1.events.last!

        // When the velocity is asked at the pointer-up event
        let velocity = tracker.velocity(at: release.timestamp)

        // Then it is Flutter's (219.5928, 1304.7017) px/s within 0.1 %
        XCTAssertEqual(release.kind, .up)
        XCTAssertLessThan(relativeError(velocity.x, FlutterGesture1.expectedVelocity.x), 0.001, "\(velocity)")
        XCTAssertLessThan(relativeError(velocity.y, FlutterGesture1.expectedVelocity.y), 0.001, "\(velocity)")
        // (and, the solver being a faithful port, to a millionth)
        XCTAssertLessThan(relativeError(velocity.x, FlutterGesture1.expectedVelocity.x), 1e-6, "\(velocity)")
        XCTAssertLessThan(relativeError(velocity.y, FlutterGesture1.expectedVelocity.y), 1e-6, "\(velocity)")
    }

    func testTheClockOriginNeverDecidesWhetherASampleExactly100MillisecondsOldCounts() {
        // Given the X11 drag of the pointer test: a press and 12 moves with server times in
        // whole ms, the first exactly 100 ms before the newest, fed once as raw server seconds
        // and once mapped onto host clocks with other origins (as X11Host maps them)
        let serverMilliseconds = [0, 9, 17, 26, 34, 42, 51, 59, 67, 76, 84, 92, 100].map { 2_977_416 + $0 }
        let origins: [TimeInterval] = [0, 0.123456789 - 3.2, 8_765.4321, -0.0005]
        var velocities: [CGPoint] = []
        for origin in origins {
            var tracker = VelocityTracker()
            for (step, ms) in serverMilliseconds.enumerated() {
                let time = origin + TimeInterval(ms - serverMilliseconds[0]) / 1000 + (origin == 0 ? 2_977.416 : 0)
                tracker.addSample(position: CGPoint(x: 60 + 6 * step, y: 60 + 2 * step), timestamp: time)
            }
            let release = origin + TimeInterval(108) / 1000 + (origin == 0 ? 2_977.416 : 0)
            velocities.append(tracker.velocity(at: release))
        }

        // Then every clock gives the same velocity, with the 100 ms old press counted (as
        // Flutter counts it: its horizon check is `age > 100 ms` on whole microseconds)
        for velocity in velocities.dropFirst() {
            XCTAssertEqual(velocity.x, velocities[0].x, accuracy: 1e-9)
            XCTAssertEqual(velocity.y, velocities[0].y, accuracy: 1e-9)
        }
        var withoutPress = VelocityTracker()
        for (step, ms) in serverMilliseconds.enumerated().dropFirst() {
            withoutPress.addSample(position: CGPoint(x: 60 + 6 * step, y: 60 + 2 * step), timestamp: TimeInterval(ms) / 1000)
        }
        XCTAssertEqual(VelocityTracker.microseconds(0.1), 100_000)
        XCTAssertNotEqual(velocities[0].x, withoutPress.velocity(at: 2_977.524).x, "the press is a sample of the fit")
    }

    func testConstantSpeedWithJitteredTimestampsGivesThatSpeed() {
        // Given a pointer moving at exactly (1000, -500) px/s, sampled every 8 ± 3 ms
        var tracker = VelocityTracker()
        let jitter: [TimeInterval] = [0, 0.003, -0.002, 0.001, -0.003, 0.002, 0, -0.001, 0.003, -0.002]
        var time: TimeInterval = 1234.5
        var last: TimeInterval = time
        for i in 0..<30 {
            let t = time + jitter[i % jitter.count]
            tracker.addSample(position: CGPoint(x: 100 + 1000 * (t - 1234.5), y: 400 - 500 * (t - 1234.5)),
                              timestamp: t)
            last = t
            time += 0.008
        }

        // When the velocity is asked 5 ms after the last sample
        let velocity = tracker.velocity(at: last + 0.005)

        // Then it is that velocity (a straight line fits exactly)
        XCTAssertEqual(velocity.x, 1000, accuracy: 1e-6)
        XCTAssertEqual(velocity.y, -500, accuracy: 1e-6)
    }

    func testConstantSpeedOnWholePixelsGivesThatSpeedWithinTwoPercent() {
        // Given X11-like whole-pixel positions of a 1300 px/s drag, 1 ms timestamps, 7-9 ms apart
        var tracker = VelocityTracker()
        let gaps = [8, 7, 9, 8, 8, 7, 9, 8]
        var ms = 5_000_000
        for i in 0..<25 {
            ms += gaps[i % gaps.count]
            let x = (Double(ms - 5_000_000) * 1.3).rounded()    // 1.3 px per ms
            tracker.addSample(position: CGPoint(x: x, y: 300), timestamp: TimeInterval(ms) / 1000)
        }

        // When the velocity is asked at release, 4 ms later
        let velocity = tracker.velocity(at: TimeInterval(ms + 4) / 1000)

        // Then it is 1300 px/s within 2 %, and nothing vertically
        XCTAssertEqual(velocity.x, 1300, accuracy: 26)
        XCTAssertEqual(velocity.y, 0, accuracy: 1e-6)
    }

    func testPauseOfSixtyMillisecondsBeforeReleaseGivesZero() {
        // Given a fast drag at 1000 px/s whose last sample is at t = 1.096 s
        var tracker = VelocityTracker()
        for i in 0..<13 {
            let t = 1.0 + Double(i) * 0.008
            tracker.addSample(position: CGPoint(x: 1000 * (t - 1.0), y: 0), timestamp: t)
        }
        let lastSample = tracker.lastSample!.timestamp

        // When the finger lifts 60 ms after the last move, or 30 ms after it
        let afterPause = tracker.velocity(at: lastSample + 0.060)
        let afterShortPause = tracker.velocity(at: lastSample + 0.030)

        // Then the pause gives zero and the short one keeps the speed
        XCTAssertEqual(afterPause, .zero)
        XCTAssertEqual(afterShortPause.x, 1000, accuracy: 1e-6)
    }

    func testGapLongerThanFortyMillisecondsEndsTheHistory() {
        // Given samples at 1000 px/s, a 50 ms gap, then four samples at 2000 px/s
        var tracker = VelocityTracker()
        for i in 0..<5 {
            tracker.addSample(position: CGPoint(x: Double(i) * 8, y: 0), timestamp: 2.0 + Double(i) * 0.008)
        }
        let resume = 2.032 + 0.050
        for i in 0..<4 {
            tracker.addSample(position: CGPoint(x: 100 + Double(i) * 16, y: 0), timestamp: resume + Double(i) * 0.008)
        }

        // When the velocity is asked at the last sample
        let velocity = tracker.velocity(at: resume + 0.024)

        // Then only the samples after the gap count: 2000 px/s, not a blend
        XCTAssertEqual(velocity.x, 2000, accuracy: 1e-6)
    }

    func testGapLeavingOnlyTwoSamplesGivesZero() {
        // Given a long drag, a 45 ms gap, then two samples
        var tracker = VelocityTracker()
        for i in 0..<6 {
            tracker.addSample(position: CGPoint(x: Double(i) * 10, y: 0), timestamp: 3.0 + Double(i) * 0.008)
        }
        tracker.addSample(position: CGPoint(x: 200, y: 0), timestamp: 3.040 + 0.045)
        tracker.addSample(position: CGPoint(x: 210, y: 0), timestamp: 3.040 + 0.053)

        // When the velocity is asked at the last sample
        let velocity = tracker.velocity(at: 3.093)

        // Then fewer than three usable samples give zero
        XCTAssertEqual(velocity, .zero)
    }

    func testSamplesOlderThanTheHorizonAreIgnored() {
        // Given 100 ms at 500 px/s then 100 ms at 3000 px/s, one sample every 10 ms
        var tracker = VelocityTracker()
        var x = 0.0
        var t = 4.0
        for i in 0..<21 {
            tracker.addSample(position: CGPoint(x: x, y: 0), timestamp: t)
            x += i < 10 ? 5 : 30
            t += 0.010
        }
        let last = tracker.lastSample!

        // When the velocity is asked at the last sample
        let velocity = tracker.velocity(at: last.timestamp)

        // Then only the last 100 ms (11 samples, all at 3000 px/s) count
        XCTAssertEqual(velocity.x, 3000, accuracy: 1e-6)
    }

    func testTwoSamplesGiveZeroAndNoSamplesGiveZero() {
        // Given an empty tracker and one with two samples
        var tracker = VelocityTracker()
        let empty = tracker.velocity(at: nil)
        tracker.addSample(position: CGPoint(x: 0, y: 0), timestamp: 1.000)
        tracker.addSample(position: CGPoint(x: 10, y: 0), timestamp: 1.008)

        // When the velocity is asked
        let two = tracker.velocity(at: 1.008)

        // Then both are zero
        XCTAssertEqual(empty, .zero)
        XCTAssertEqual(two, .zero)
    }

    func testResetForgetsPreviousSamples() {
        // Given a tracker that saw a fast drag, then was reset
        var tracker = VelocityTracker()
        for i in 0..<10 {
            tracker.addSample(position: CGPoint(x: Double(i) * 20, y: 0), timestamp: 5.0 + Double(i) * 0.008)
        }
        tracker.reset()
        tracker.addSample(position: CGPoint(x: 0, y: 0), timestamp: 5.1)

        // When the velocity is asked
        let velocity = tracker.velocity(at: 5.1)

        // Then nothing of the old drag remains
        XCTAssertEqual(tracker.lastSample?.timestamp, 5.1)
        XCTAssertEqual(velocity, .zero)
    }

    func testFlingVelocityGateAndClamp() {
        // Given release speeds below, just above and far above Flutter's fling limits
        // When gated
        // Then below 50 px/s is 0, inside is kept, beyond 8000 px/s is clamped with its sign
        XCTAssertEqual(VelocityTracker.flingVelocity(49), 0)
        XCTAssertEqual(VelocityTracker.flingVelocity(-50), 0)
        XCTAssertEqual(VelocityTracker.flingVelocity(51), 51)
        XCTAssertEqual(VelocityTracker.flingVelocity(12_000), 8000)
        XCTAssertEqual(VelocityTracker.flingVelocity(-9000), -8000)
    }
}
