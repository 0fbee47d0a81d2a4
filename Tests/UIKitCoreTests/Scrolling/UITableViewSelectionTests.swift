import XCTest
@testable import UIKitCore

final class UITableViewSelectionTests: XCTestCase {
    func testClickSelectsTheRowUnderThePointer() {
        // Given a table of 100 rows
        let driver = ScrollTestDriver()
        let source = NumbersTable(rows: 100)
        let table = driver.makeTable(source)

        // When row 3 (y 132..176) is clicked
        driver.click(CGPoint(x: 100, y: 150))

        // Then the delegate hears row 3 and the row stays selected, not highlighted
        XCTAssertEqual(source.selections, [IndexPath(row: 3, section: 0)])
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 3, section: 0))
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected, true)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isHighlighted, false)
    }

    func testPressHighlightsAfterTheDelayAndReleaseSelects() {
        // Given a table
        let driver = ScrollTestDriver()
        let source = NumbersTable(rows: 100)
        let table = driver.makeTable(source)
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))

        // When row 2 is pressed and held
        driver.down(CGPoint(x: 100, y: 100))
        driver.advance(by: 0.05)
        let early = cell?.isHighlighted
        driver.advance(by: 0.1)
        let later = cell?.isHighlighted
        driver.up(CGPoint(x: 100, y: 100))

        // Then it highlights only after 0.1 s, and selects on release
        XCTAssertEqual(early, false)
        XCTAssertEqual(later, true)
        XCTAssertEqual(source.selections, [IndexPath(row: 2, section: 0)])
    }

    func testDragDoesNotSelectAndCancelsTheHighlight() {
        // Given a table with row 3 pressed long enough to highlight
        let driver = ScrollTestDriver()
        let source = NumbersTable(rows: 100)
        let table = driver.makeTable(source)
        let cell = table.cellForRow(at: IndexPath(row: 3, section: 0))
        driver.down(CGPoint(x: 100, y: 150))
        driver.advance(by: 0.2)
        XCTAssertEqual(cell?.isHighlighted, true)

        // When the pointer drags 100 points up and releases
        for step in 1...10 {
            driver.advance(by: driver.frameDuration)
            driver.move(CGPoint(x: 100, y: 150 - CGFloat(step) * 10))
        }
        driver.up(CGPoint(x: 100, y: 50))
        driver.runUntilIdle()

        // Then nothing was selected, the highlight is gone, the table scrolled
        XCTAssertEqual(source.selections, [])
        XCTAssertEqual(cell?.isHighlighted, false)
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertGreaterThan(table.contentOffset.y, 100)
    }

    func testSmallMovementUnderTheThresholdStillSelects() {
        // Given a table
        let driver = ScrollTestDriver()
        let source = NumbersTable(rows: 100)
        let table = driver.makeTable(source)

        // When the pointer wobbles 6 points during the click
        driver.down(CGPoint(x: 100, y: 150))
        driver.advance(by: 0.03)
        driver.move(CGPoint(x: 104, y: 154))
        driver.advance(by: 0.03)
        driver.up(CGPoint(x: 104, y: 154))

        // Then it is still a click on row 3, and nothing scrolled
        XCTAssertEqual(source.selections, [IndexPath(row: 3, section: 0)])
        XCTAssertEqual(table.contentOffset.y, 0)
    }

    func testPressDuringDecelerationStopsItAndSelectsNothing() {
        // Given a fling in progress
        let driver = ScrollTestDriver()
        let source = NumbersTable(rows: 1000)
        let table = driver.makeTable(source)
        driver.drag(from: CGPoint(x: 100, y: 550), to: CGPoint(x: 100, y: 250), duration: 0.1)
        driver.advance(by: 0.3)
        XCTAssertTrue(table.isDecelerating)
        let stoppedAt = table.contentOffset

        // When the user clicks a row
        driver.click(CGPoint(x: 100, y: 300))
        driver.runUntilIdle()

        // Then the fling stopped there and no row was highlighted or selected
        XCTAssertEqual(table.contentOffset, stoppedAt)
        XCTAssertEqual(source.selections, [])
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertTrue(table.visibleCells.allSatisfy { !$0.isHighlighted })

        // and the next click selects again
        driver.advance(by: 0.5)
        driver.click(CGPoint(x: 100, y: 300))
        XCTAssertEqual(source.selections.count, 1)
    }

    func testSelectingAnotherRowDeselectsTheFirst() {
        // Given row 1 selected
        let driver = ScrollTestDriver()
        let source = NumbersTable(rows: 100)
        let table = driver.makeTable(source)
        driver.click(CGPoint(x: 100, y: 60))
        driver.advance(by: 1)

        // When row 5 is clicked
        driver.click(CGPoint(x: 100, y: 5 * 44 + 10))

        // Then only row 5 is selected
        XCTAssertEqual(source.selections, [IndexPath(row: 1, section: 0), IndexPath(row: 5, section: 0)])
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected, false)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 5, section: 0))?.isSelected, true)
    }

    func testDeselectAnimatedFadesTheGreyOut() {
        // Given a selected row
        let driver = ScrollTestDriver()
        let source = NumbersTable(rows: 100)
        let table = driver.makeTable(source)
        driver.click(CGPoint(x: 100, y: 60))
        let background = table.cellForRow(at: IndexPath(row: 1, section: 0))?.selectedBackgroundView

        // When it is deselected with animation
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: true)
        driver.advance(by: 0.15)
        let midway = background?.alpha ?? -1
        driver.runUntilIdle()

        // Then the grey fades out and ends hidden
        XCTAssertGreaterThan(midway, 0.2)
        XCTAssertLessThan(midway, 0.8)
        XCTAssertEqual(background?.isHidden, true)
        XCTAssertNil(table.indexPathForSelectedRow)
    }
}
