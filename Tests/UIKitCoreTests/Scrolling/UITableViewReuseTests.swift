import XCTest
@testable import UIKitCore

final class UITableViewReuseTests: XCTestCase {
    /// 600 / 44 = 13.6: at most 15 rows intersect the bounds.
    let mostVisibleRows = 15

    func testOnlyVisibleRowsHaveCells() {
        // Given a table of 10,000 rows 44 tall in a 600-point view
        let driver = ScrollTestDriver()
        let source = NumbersTable(rows: 10_000)
        let table = driver.makeTable(source)

        // Then the rows 0...13 have cells, nothing else
        XCTAssertEqual(table.indexPathsForVisibleRows, (0...13).map { IndexPath(row: $0, section: 0) })
        XCTAssertEqual(table.liveCellCount, 14)
        XCTAssertEqual(table.contentSize, CGSize(width: 390, height: 440_000))
        XCTAssertEqual(table.visibleCells.first?.textLabel?.text, "Row 0")
    }

    func testScrollingThroughTenThousandRowsRecyclesCells() {
        // Given a table of 10,000 rows
        let driver = ScrollTestDriver()
        let source = NumbersTable(rows: 10_000)
        let table = driver.makeTable(source)

        // When it scrolls through all of them, 37 points per frame
        var mostLive = 0
        var offset: CGFloat = 0
        while offset < table.maximumContentOffset.y {
            offset += 37
            table.contentOffset = CGPoint(x: 0, y: min(offset, table.maximumContentOffset.y))
            driver.frame()
            mostLive = max(mostLive, table.liveCellCount)
        }

        // Then the live cells stay within what fits, and few cells were ever made
        XCTAssertLessThanOrEqual(mostLive, mostVisibleRows)
        XCTAssertLessThanOrEqual(table.createdCellCount, mostVisibleRows + 1)
        XCTAssertEqual(source.cellsSeen.count, table.createdCellCount)
        XCTAssertEqual(table.indexPathsForVisibleRows?.last, IndexPath(row: 9_999, section: 0))
        XCTAssertEqual(source.cellRequests, 10_000, "each row asked for once on the way down")
    }

    func testAMillionRowsCostTheSameAsAHundred() {
        // Given tables of 100 and 1,000,000 rows, scrolled the same 3000 points
        func cells(forRows rows: Int) -> (created: Int, requests: Int, table: UITableView) {
            let driver = ScrollTestDriver()
            let source = NumbersTable(rows: rows)
            let table = driver.makeTable(source)
            for step in 1...100 {
                table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 30)
                driver.frame()
            }
            return (table.createdCellCount, source.cellRequests, table)
        }
        let small = cells(forRows: 100)
        let huge = cells(forRows: 1_000_000)

        // Then they made and asked for exactly as many cells, and kept no per-row storage
        XCTAssertEqual(huge.created, small.created)
        XCTAssertEqual(huge.requests, small.requests)
        XCTAssertEqual(huge.table.rowLayout.tops.count, 1)
        XCTAssertEqual(huge.table.contentSize.height, 44_000_000)
    }

    func testJumpingToTheLastOfAMillionRows() {
        // Given a million rows
        let driver = ScrollTestDriver()
        let source = NumbersTable(rows: 1_000_000)
        let table = driver.makeTable(source)

        // When scrolled to the last row
        table.scrollToRow(at: IndexPath(row: 999_999, section: 0), at: .bottom, animated: false)
        driver.frame()

        // Then the last rows show, with as many cells as at the top
        XCTAssertEqual(table.contentOffset.y, 44_000_000 - 600)
        XCTAssertEqual(table.indexPathsForVisibleRows?.last, IndexPath(row: 999_999, section: 0))
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 999_999, section: 0))?.textLabel?.text, "Row 999999")
        XCTAssertLessThanOrEqual(table.createdCellCount, mostVisibleRows + 1)
    }

    func testFlingsRecycleCellsToo() {
        // Given a table of 10,000 rows
        let driver = ScrollTestDriver()
        let source = NumbersTable(rows: 10_000)
        let table = driver.makeTable(source)

        // When the user flings it three times at 3000 points/s
        var mostLive = 0
        for _ in 0..<3 {
            driver.drag(from: CGPoint(x: 195, y: 550), to: CGPoint(x: 195, y: 250), duration: 0.1)
            for _ in 0..<600 where table.isDecelerating {
                driver.advance(by: driver.frameDuration)
                mostLive = max(mostLive, table.liveCellCount)
            }
        }

        // Then it travelled thousands of points with a screenful of cells
        XCTAssertGreaterThan(table.contentOffset.y, 3 * 1500)
        XCTAssertLessThanOrEqual(mostLive, mostVisibleRows)
        XCTAssertLessThanOrEqual(table.createdCellCount, mostVisibleRows + 1)
    }

    func testVariableHeightsAreMeasuredOnlyAsFarAsNeeded() {
        // Given 100,000 rows of 44, 64 and 84 points from heightForRowAt
        let driver = ScrollTestDriver()
        let source = VaryingHeightsTable(rows: 100_000)
        let table = driver.makeTable(source)

        // Then the visible rows sit at the sums of the heights above them
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 4, section: 0)), CGRect(x: 0, y: 236, width: 390, height: 64))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 235)), IndexPath(row: 3, section: 0))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 236)), IndexPath(row: 4, section: 0))
        XCTAssertEqual(table.indexPathsForVisibleRows?.count, 10) // 9 rows fill 576, the 10th starts at 576
        // and only those rows (plus the probe) were measured, the rest estimated at 44
        XCTAssertLessThan(source.heightRequests, 20)
        XCTAssertEqual(table.contentSize.height, table.rowLayout.tops.last! + CGFloat(100_000 - table.rowLayout.tops.count + 1) * 44)
    }

    func testReloadDataWithFewerRowsClampsTheOffset() {
        // Given a table scrolled far down
        let driver = ScrollTestDriver()
        let source = NumbersTable(rows: 1000)
        let table = driver.makeTable(source)
        table.contentOffset = CGPoint(x: 0, y: 20_000)
        driver.frame()

        // When the data shrinks to 20 rows (880 points)
        source.rows = 20
        table.reloadData()
        driver.frame()

        // Then the offset is the new bottom and the last rows show
        XCTAssertEqual(table.contentOffset.y, 280)
        XCTAssertEqual(table.indexPathsForVisibleRows?.last, IndexPath(row: 19, section: 0))
    }
}
