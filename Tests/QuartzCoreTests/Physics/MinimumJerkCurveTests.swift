import XCTest
@testable import QuartzCore

/// The minimum-jerk rest: x(s) = k·s + (10 − 6k)·s³ + (8k − 15)·s⁴ + (6 − 3k)·s⁵
/// (Flash and Hogan 1985, with x'(0) = k, x''(0) = 0 and rest at 1), and the
/// duration rule of a velocity-aware completion.
final class MinimumJerkCurveTests: XCTestCase {
    func testFromRestItIsTheClassicSymmetricMinimumJerkCurve() {
        // Given k = 0
        let curve = MinimumJerkCurve(initialSlope: 0)

        // Then: 10s³ − 15s⁴ + 6s⁵, half way at half time, peak speed 1.875 × the average
        XCTAssertEqual(curve.progress(at: 0), 0)
        XCTAssertEqual(curve.progress(at: 0.5), 0.5, accuracy: 1e-12)
        XCTAssertEqual(curve.progress(at: 0.25), 0.103515625, accuracy: 1e-12)
        XCTAssertEqual(curve.progress(at: 1), 1, accuracy: 1e-12)
        XCTAssertEqual(curve.slope(at: 0.5), 1.875, accuracy: 1e-12)
        XCTAssertEqual(curve.slope(at: 0), 0)
    }

    func testItStartsAtItsSlopeWithNoAccelerationAndEndsAtRest() {
        // Given k = 1 (starts at the average speed)
        let curve = MinimumJerkCurve(initialSlope: 1)

        // Then: x(0.5) = 0.5 + 4/8 − 7/16 + 3/32, x'(0.5) = 0.25 × (1 + 1 + 3.75)
        XCTAssertEqual(curve.progress(at: 0.5), 0.65625, accuracy: 1e-12)
        XCTAssertEqual(curve.slope(at: 0.5), 1.4375, accuracy: 1e-12)
        XCTAssertEqual(curve.slope(at: 0), 1)
        XCTAssertEqual(curve.slope(at: 1), 0)
        XCTAssertEqual(curve.progress(at: 1), 1, accuracy: 1e-12)
        // x''(0) = 0: the slope a thousandth in has moved by less than 1e-4
        XCTAssertEqual(curve.slope(at: 0.001), 1, accuracy: 1e-4)
        // and x''(1) = 0 too: near the end the slope is (1 − s)² × (1 + 2s + 15s²)
        XCTAssertEqual(curve.slope(at: 0.999), 0.000017968, accuracy: 1e-9)
    }

    func testItNeverPassesTheEndUpToSlopeTwoAndAHalf() {
        // Given
        let samples = (0...1000).map { CGFloat($0) / 1000 }

        // Then: monotonic at k = 2.5, past the end (then back) at k = 2.6
        let steep = MinimumJerkCurve(initialSlope: MinimumJerkCurve.largestMonotonicSlope)
        XCTAssertTrue(samples.allSatisfy { steep.slope(at: $0) >= 0 })
        XCTAssertLessThanOrEqual(samples.map { steep.progress(at: $0) }.max()!, 1 + 1e-12)
        let tooSteep = MinimumJerkCurve(initialSlope: 2.6)
        XCTAssertLessThan(tooSteep.slope(at: 0.99), 0)
        XCTAssertGreaterThan(samples.map { tooSteep.progress(at: $0) }.max()!, 1)
    }

    func testANegativeSlopeCarriesOnBackwardsThenTurns() {
        // Given k = −3: x'(s) = (1 − s)²(−3 − 6s + 75s²) is 0 at s = (6 + √936) / 150
        let curve = MinimumJerkCurve(initialSlope: -3)
        let turn = (6 + CGFloat(936).squareRoot()) / 150

        // Then
        XCTAssertEqual(turn, 0.243961, accuracy: 1e-6)
        XCTAssertEqual(curve.slope(at: turn), 0, accuracy: 1e-12)
        XCTAssertEqual(curve.progress(at: turn), -0.450514, accuracy: 1e-6)
        XCTAssertEqual(curve.progress(at: 1), 1, accuracy: 1e-12)
    }

    // MARK: VelocityCompletion

    func testAFastHandGetsAQuarterOfItsOwnTimeButNoLessThanAQuarterSecond() {
        // Given 85 % left of an 844 pt drag, UIKit's 0.6 s slide leaving 0.51 s
        // When flicked at 700 pt/s: 0.25 × 0.85 / (700 / 844) = 0.25621 s
        let medium = VelocityCompletion(distance: 0.85, velocity: 700.0 / 844, naturalDuration: 0.51)
        // and at 1500 pt/s: 0.1196 s, under the shortest rest
        let fast = VelocityCompletion(distance: 0.85, velocity: 1500.0 / 844, naturalDuration: 0.51)

        // Then
        XCTAssertEqual(medium.duration, 0.25621, accuracy: 1e-5)
        XCTAssertEqual(medium.curve.initialSlope, 0.25, accuracy: 1e-12)
        XCTAssertEqual(fast.duration, 0.25)
        XCTAssertEqual(fast.curve.initialSlope, 0.522721, accuracy: 1e-6)
    }

    func testASlowHandGetsUIKitsTimeAndAVeryShortRestIsLengthened() {
        // Given
        let slow = VelocityCompletion(distance: 0.65, velocity: 0.1, naturalDuration: 0.39)
        let short = VelocityCompletion(distance: 0.05, velocity: 0, naturalDuration: 0.03)

        // Then: 0.25 × 0.65 / 0.1 = 1.625 s is longer than UIKit's 0.39 s
        XCTAssertEqual(slow.duration, 0.39)
        XCTAssertEqual(slow.curve.initialSlope, 0.06, accuracy: 1e-12)
        XCTAssertEqual(short.duration, 0.25)
        XCTAssertEqual(short.curve.initialSlope, 0)
    }

    func testAFastHandNearTheEndStopsThereWithoutOvershooting() {
        // Given 2 % left at 5 progress per second: 0.25 s would need slope 62.5
        let rest = VelocityCompletion(distance: 0.02, velocity: 5, naturalDuration: 0.012)

        // Then: the time of slope 2.5, 2.5 × 0.02 / 5
        XCTAssertEqual(rest.duration, 0.01, accuracy: 1e-12)
        XCTAssertEqual(rest.curve.initialSlope, 2.5, accuracy: 1e-9)
    }

    func testAHandMovingAwayGetsANegativeSlopeAndNothingLeftGetsNoTime() {
        // Given
        let away = VelocityCompletion(distance: 0.2, velocity: -300.0 / 844, naturalDuration: 0.1)
        let none = VelocityCompletion(distance: 0, velocity: 2, naturalDuration: 0.3)

        // Then: k = −(300 / 844) × 0.25 / 0.2
        XCTAssertEqual(away.duration, 0.25)
        XCTAssertEqual(away.curve.initialSlope, -0.444313, accuracy: 1e-6)
        XCTAssertEqual(none.duration, 0)
    }
}
