import XCTest
@testable import CoreGraphics

final class CGPathStrokingTests: XCTestCase {
    private func polyline(_ points: [CGPoint]) -> CGPath {
        let path = CGMutablePath()
        path.move(to: points[0])
        for p in points.dropFirst() { path.addLine(to: p) }
        return path
    }

    func testAButtStrokeCoversHalfTheWidthEitherSideAndStopsAtTheEnds() {
        // Given a 100-point line stroked 10 wide with butt caps
        let outline = polyline([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)])
            .copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)

        // Then 5 points either side are inside, beyond and past the ends outside
        XCTAssertTrue(outline.contains(CGPoint(x: 50, y: 4.9)))
        XCTAssertTrue(outline.contains(CGPoint(x: 50, y: -4.9)))
        XCTAssertFalse(outline.contains(CGPoint(x: 50, y: 5.1)))
        XCTAssertFalse(outline.contains(CGPoint(x: -0.1, y: 0)))
        XCTAssertFalse(outline.contains(CGPoint(x: 100.1, y: 0)))
    }

    func testSquareCapsExtendByHalfTheWidthAndRoundCapsAreRound() {
        // Given the same line with square and with round caps
        let line = polyline([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)])
        let square = line.copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        let round = line.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)

        // Then the square cap covers the corner 5 points out, the round one only its disc
        XCTAssertTrue(square.contains(CGPoint(x: -4.9, y: 4.9)))
        XCTAssertFalse(square.contains(CGPoint(x: -5.1, y: 0)))
        XCTAssertTrue(round.contains(CGPoint(x: -4.8, y: 0)))
        XCTAssertFalse(round.contains(CGPoint(x: -4, y: 4)))
    }

    func testARightAngleHasAMiterTipWithinTheLimitAndABevelBeyondIt() {
        // Given an L: right along y = 0, then down at x = 100
        let corner = polyline([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
        let miter = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        let limited = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 1.4)
        let bevel = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)

        // Then the outer corner (105, -5) is inside the miter (ratio √2 under 10), not the bevel
        // or the miter over its limit (√2 > 1.4); the bevel's diagonal is
        XCTAssertTrue(miter.contains(CGPoint(x: 104.5, y: -4.5)))
        XCTAssertFalse(limited.contains(CGPoint(x: 104.5, y: -4.5)))
        XCTAssertFalse(bevel.contains(CGPoint(x: 104.5, y: -4.5)))
        XCTAssertTrue(bevel.contains(CGPoint(x: 102, y: -2)))
        XCTAssertTrue(miter.contains(CGPoint(x: 95, y: 50)))
    }
}
