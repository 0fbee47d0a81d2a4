import XCTest
@testable import CoreGraphics

final class CGPathDashingTests: XCTestCase {
    private func line(to x: CGFloat) -> CGPath {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: x, y: 0))
        return path
    }

    /// The dashes as (start x, end x), to a billionth of a point.
    private func dashes(_ path: CGPath) -> [(CGFloat, CGFloat)] {
        var result: [(CGFloat, CGFloat)] = []
        for element in path.elements {
            switch element {
            case .move(let p): result.append((p.x, p.x))
            case .line(let p): result[result.count - 1].1 = p.x
            default: XCTFail("unexpected \(element)")
            }
        }
        return result.map { (($0.0 * 1e9).rounded() / 1e9, ($0.1 * 1e9).rounded() / 1e9) }
    }

    func testAPatternOfTenOnFiveOffCutsAHundredPointLineIntoSevenDashes() {
        // Given a 100-point line
        // When dashed 10 on, 5 off from the start
        let dashed = line(to: 100).copy(dashingWithPhase: 0, lengths: [10, 5])

        // Then seven dashes, the last one ending with the line
        let ends = dashes(dashed)
        XCTAssertEqual(ends.map(\.0), [0, 15, 30, 45, 60, 75, 90])
        XCTAssertEqual(ends.map(\.1), [10, 25, 40, 55, 70, 85, 100])
    }

    func testThePhaseStartsThePatternPartWayIn() {
        // When the same pattern starts 12 points in (in the first gap, 2 points of it gone)
        let dashed = line(to: 30).copy(dashingWithPhase: 12, lengths: [10, 5])

        // Then the line starts with 3 points of gap
        let ends = dashes(dashed)
        XCTAssertEqual(ends.map(\.0), [3, 18])
        XCTAssertEqual(ends.map(\.1), [13, 28])
    }

    func testTheTransformAppliesAndABadPatternLeavesThePathSolid() {
        // Given a 20-point line
        let path = line(to: 20)

        // When dashed with a scale, and with patterns Core Graphics draws solid
        let scaled = path.copy(dashingWithPhase: 0, lengths: [5, 5], transform: CGAffineTransform(scaleX: 2, y: 2))

        // Then the dashes are scaled; the bad patterns give the path back
        XCTAssertEqual(dashes(scaled).map(\.0), [0, 20])
        XCTAssertEqual(dashes(scaled).map(\.1), [10, 30])
        XCTAssertEqual(path.copy(dashingWithPhase: 0, lengths: []), path)
        XCTAssertEqual(path.copy(dashingWithPhase: 0, lengths: [0, 0]), path)
        XCTAssertEqual(path.copy(dashingWithPhase: 0, lengths: [4, -1]), path)
    }
}
