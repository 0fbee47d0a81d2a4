import CoreGraphics
import XCTest

final class GraphicsPathMeasureTests: XCTestCase {
    func testLengthCountsTheClosingLine() {
        XCTAssertEqual(GraphicsPath(rect: CGRect(x: 0, y: 0, width: 30, height: 10)).length, 80, accuracy: 1e-9)
        // a circle of radius 10: 2π·10 within the cubic approximation's error
        XCTAssertEqual(GraphicsPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).length, 20 * .pi, accuracy: 0.01)
    }

    func testTrimmingTakesFractionsOfTheLength() {
        // Given the outline of a 30x10 rectangle (length 80)
        let rect = GraphicsPath(rect: CGRect(x: 0, y: 0, width: 30, height: 10))

        // When trimmed to 0.25...0.5 (lengths 20 to 40)
        let piece = CGPath(graphicsPath: rect.trimmed(from: 0.25, to: 0.5))

        // Then it runs from (20, 0) round the corner down to (30, 10), and 0.25...0.625 goes on 10 along the bottom
        XCTAssertEqual(elementStrings(piece), ["M 20 0", "L 30 0", "L 30 10"])
        XCTAssertEqual(elementStrings(CGPath(graphicsPath: rect.trimmed(from: 0.625, to: 0.25))),
                       ["M 20 0", "L 30 0", "L 30 10", "L 20 10"])
        XCTAssertEqual(rect.trimmed(from: 0, to: 1), rect)
        XCTAssertTrue(rect.trimmed(from: 0.5, to: 0.5).isEmpty)
    }

    func testTrimmingACurveSplitsItWhereTheLengthIsReached() {
        // Given a quarter circle's curve
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: .pi / 2, clockwise: false)

        // When half of it is kept
        let half = path.graphicsPath.trimmed(from: 0, to: 0.5)

        // Then it ends at 45° on the circle (within the approximation)
        guard case .curve(_, _, let end)? = half.elements.last else { return XCTFail("no curve") }
        XCTAssertEqual(end.x, 100 * cos(.pi / 4), accuracy: 0.05)
        XCTAssertEqual(end.y, 100 * sin(.pi / 4), accuracy: 0.05)
    }
}
