import XCTest
@testable import QuartzCore

final class RubberBandTests: XCTestCase {
    func testReferenceTableForDimension960() {
        // Given a 960 pt viewport and UIKit's constant 0.55
        let table: [(CGFloat, CGFloat)] = [(5, 2.74), (10, 5.47), (100, 52.02), (400, 178.98), (960, 340.65)]
        for (overshoot, displayed) in table {
            // When the overshoot is banded
            let banded = rubberBand(offset: overshoot, dimension: 960)

            // Then it matches physics.md to 2 decimals, mirrored for negative overshoots
            XCTAssertEqual((banded * 100).rounded() / 100, displayed, "\(overshoot)")
            XCTAssertEqual(rubberBand(offset: -overshoot, dimension: 960), -banded)
        }
    }

    func testZeroAndHugeOvershoots() {
        // Given no overshoot and an enormous one
        // When banded
        // Then zero stays zero and the result never reaches the dimension
        XCTAssertEqual(rubberBand(offset: 0, dimension: 960), 0)
        XCTAssertLessThan(rubberBand(offset: 1e9, dimension: 960), 960)
        XCTAssertGreaterThan(rubberBand(offset: 1e9, dimension: 960), 959.99)
    }

    func testInverseRoundTrips() {
        for overshoot: CGFloat in [-2000, -400, -5, 0, 0.5, 10, 100, 960, 5000] {
            // Given a banded overshoot
            let displayed = rubberBand(offset: overshoot, dimension: 960)

            // When inverted
            let raw = rubberBandInverse(displayed: displayed, dimension: 960)

            // Then the raw overshoot comes back
            XCTAssertEqual(raw, overshoot, accuracy: 1e-9 * max(1, abs(overshoot)))
        }
        // And the displayed 340.65 is the raw 960 (to the table's 2-decimal precision)
        XCTAssertEqual(rubberBandInverse(displayed: 340.65, dimension: 960), 960, accuracy: 0.05)
        XCTAssertEqual(rubberBandInverse(displayed: 52.02, dimension: 960), 100, accuracy: 0.01)
        XCTAssertEqual(rubberBandInverse(displayed: 960, dimension: 960), .infinity)
    }

    func testClampBandsOnlyBeyondTheRange() {
        // Given a content offset range [0, 1200] on a 960 pt viewport
        // When clamping values inside, below and above
        // Then inside is unchanged, and the overshoot past either edge is banded
        XCTAssertEqual(rubberBandClamp(500, minimum: 0, maximum: 1200, dimension: 960), 500)
        XCTAssertEqual(rubberBandClamp(-100, minimum: 0, maximum: 1200, dimension: 960), -52.0197, accuracy: 1e-4)
        XCTAssertEqual(rubberBandClamp(1300, minimum: 0, maximum: 1200, dimension: 960), 1252.0197, accuracy: 1e-4)
    }
}
