import XCTest
@testable import UIKitCore

final class TableRowLayoutTests: XCTestCase {
    func testFixedHeightsAreArithmetic() {
        // Given 3 sections of 2, 0 and 1,000,000 rows, 44 tall
        let layout = TableRowLayout()
        layout.reset(sectionRowCounts: [2, 0, 1_000_000], heights: .fixed(44))

        // Then positions and index paths come from arithmetic, with no per-row storage
        XCTAssertEqual(layout.rowCount, 1_000_002)
        XCTAssertEqual(layout.top(ofRow: 500_000), 22_000_000)
        XCTAssertEqual(layout.row(atY: 22_000_043.9), 500_000)
        XCTAssertEqual(layout.rows(from: 88, to: 200), 2...4)
        XCTAssertEqual(layout.indexPath(ofRow: 1), IndexPath(row: 1, section: 0))
        XCTAssertEqual(layout.indexPath(ofRow: 2), IndexPath(row: 0, section: 2))
        XCTAssertEqual(layout.globalIndex(of: IndexPath(row: 7, section: 2)), 9)
        XCTAssertNil(layout.globalIndex(of: IndexPath(row: 0, section: 1)))
        XCTAssertNil(layout.row(atY: 44 * 1_000_002))
        XCTAssertEqual(layout.tops.count, 1)
    }

    func testVariableHeightsAreSummedLazily() {
        // Given 1000 rows 10, 20, 30, 10, … with an estimate of 15
        let layout = TableRowLayout()
        var asked = 0
        layout.reset(sectionRowCounts: [1000], heights: .variable(estimate: 15) { row in
            asked += 1
            return CGFloat(10 * (row % 3 + 1))
        })

        // When a position near the top is looked up
        let row = layout.row(atY: 65)

        // Then only the rows above it were measured; the rest count as estimated
        XCTAssertEqual(row, 3) // tops 0, 10, 30, 60, 70
        XCTAssertEqual(asked, 4)
        XCTAssertEqual(layout.totalHeight, 70 + 996 * 15)

        // and invalidating from row 2 forgets rows 2 and later
        layout.invalidateHeights(from: 2)
        XCTAssertEqual(layout.tops, [0, 10, 30])
        XCTAssertEqual(layout.height(ofRow: 2), 30)
    }
}
