import XCTest
@testable import QuartzCore

final class TimingCurveTests: XCTestCase {
    /// y at x for a cubic Bézier by plain bisection on the Bernstein form
    /// (independent of the Newton solver under test).
    private func reference(_ curve: CubicBezierTimingCurve, _ fraction: Double) -> Double {
        let x1 = Double(curve.c1.x), y1 = Double(curve.c1.y), x2 = Double(curve.c2.x), y2 = Double(curve.c2.y)
        func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if bernstein(x1, x2, mid) < fraction { low = mid } else { high = mid }
        }
        return bernstein(y1, y2, (low + high) / 2)
    }

    func testEaseInEaseOutIsSymmetricAndHalfwayAtHalf() {
        // Given UIKit's ease-in-ease-out (0.42, 0, 0.58, 1)
        let curve = CubicBezierTimingCurve.easeInEaseOut

        // When sampled
        // Then 0.5 → 0.5, and the curve is point-symmetric: 0.25 → 0.129162, 0.75 → 0.870838
        XCTAssertEqual(curve.progress(at: 0.5), 0.5, accuracy: 1e-6)
        XCTAssertEqual(curve.progress(at: 0.25), 0.129162, accuracy: 1e-6)
        XCTAssertEqual(curve.progress(at: 0.75), 0.870838, accuracy: 1e-6)
    }

    func testCSSEaseKnownValues() {
        // Given CSS 'ease' (0.25, 0.1, 0.25, 1), UIKit's default curve
        let curve = CubicBezierTimingCurve.uikitDefault

        // When sampled at 0.25 and 0.5
        // Then it is 0.408511 and 0.802403 (bisection of the Bernstein form)
        XCTAssertEqual(curve.progress(at: 0.25), 0.408511, accuracy: 1e-6)
        XCTAssertEqual(curve.progress(at: 0.5), 0.802403, accuracy: 1e-6)
    }

    func testAllPresetsMatchBisectionToOneMillionth() {
        // Given every preset
        let presets: [CubicBezierTimingCurve] = [.easeInEaseOut, .easeIn, .easeOut, .linear, .uikitDefault]
        for curve in presets {
            for i in 0...100 {
                let fraction = Double(i) / 100

                // When sampled every 1 %
                // Then it matches the independent bisection within 1e-6
                XCTAssertEqual(Double(curve.progress(at: fraction)), reference(curve, fraction), accuracy: 1e-6,
                               "\(curve) at \(fraction)")
            }
        }
    }

    func testEndPointsAndClamping() {
        // Given ease-in
        let curve = CubicBezierTimingCurve.easeIn

        // When sampled at and beyond the ends
        // Then it is 0 at 0, 1 at 1, and clamps outside
        XCTAssertEqual(curve.progress(at: 0), 0)
        XCTAssertEqual(curve.progress(at: 1), 1)
        XCTAssertEqual(curve.progress(at: -0.5), 0)
        XCTAssertEqual(curve.progress(at: 1.5), 1)
        XCTAssertEqual(curve.progress(at: 0.5), 0.315357, accuracy: 1e-6)
    }

    func testSlopeMatchesFiniteDifference() {
        for curve in [CubicBezierTimingCurve.easeInEaseOut, .uikitDefault, .easeOut, .easeIn] {
            for fraction in [0.1, 0.3, 0.5, 0.7, 0.9] {
                // Given a central difference of the reference curve
                let h = 1e-5
                let expected = (reference(curve, fraction + h) - reference(curve, fraction - h)) / (2 * h)

                // When the slope is asked
                let slope = curve.slope(at: fraction)

                // Then they agree
                XCTAssertEqual(Double(slope), expected, accuracy: 1e-4, "\(curve) at \(fraction)")
            }
        }
    }

    func testSlopeAtEnds() {
        // Given the presets' tangents at the ends
        // When the slope is asked at 0 and 1
        // Then linear is 1; ease-in-out starts and ends flat; CSS ease starts at 0.1/0.25 = 0.4;
        //      ease-in ends where y'/x' = 0/0, so y''/x'' = 6(1 - 2·1 + 0) / 6(1 - 2·1 + 0.42) = 1/0.58
        XCTAssertEqual(CubicBezierTimingCurve.linear.slope(at: 0.5), 1, accuracy: 1e-12)
        XCTAssertEqual(CubicBezierTimingCurve.easeInEaseOut.slope(at: 0), 0, accuracy: 1e-12)
        XCTAssertEqual(CubicBezierTimingCurve.easeInEaseOut.slope(at: 1), 0, accuracy: 1e-12)
        XCTAssertEqual(CubicBezierTimingCurve.uikitDefault.slope(at: 0), 0.4, accuracy: 1e-12)
        XCTAssertEqual(CubicBezierTimingCurve.easeIn.slope(at: 1), 1 / 0.58, accuracy: 1e-9)
        XCTAssertEqual(CubicBezierTimingCurve.easeOut.slope(at: 0), 1 / 0.58, accuracy: 1e-9)
    }
}
