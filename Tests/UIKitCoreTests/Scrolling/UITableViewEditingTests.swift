import XCTest
@testable import UIKitCore

final class UITableViewEditingTests: XCTestCase {
    private var source = EditableTable()

    func testEditingShowsMinusAndReorderControlsAndIndentsTheContent() {
        // Given a table whose data source deletes and moves rows
        let driver = ScrollTestDriver()
        let table = driver.makeTable(source)

        // When it enters editing mode
        table.setEditing(true, animated: false)
        driver.frame()

        // Then every cell shows the red minus and the handle; the content moves 38 points right
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        XCTAssertTrue(table.isEditing)
        XCTAssertTrue(cell.isEditing)
        XCTAssertEqual(cell.editingStyle, .delete)
        XCTAssertTrue(cell.showsReorderControl)
        XCTAssertFalse(cell.editingControl.isHidden)
        XCTAssertFalse(cell.reorderControl.isHidden)
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 38, y: 0, width: 390 - 38 - 44, height: 44))
        XCTAssertEqual(source.events, [], "the probe of moveRowAt moves nothing")

        // When it leaves editing mode
        table.setEditing(false, animated: false)
        driver.frame()

        // Then the controls go and the content is back
        XCTAssertFalse(cell.isEditing)
        XCTAssertTrue(cell.editingControl.isHidden)
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 390, height: 44))
    }

    func testClickOnMinusRevealsDeleteAndASecondClickDeletes() {
        // Given the table editing
        let driver = ScrollTestDriver()
        let table = driver.makeTable(source)
        table.setEditing(true, animated: false)
        driver.frame()

        // When row 1's minus is clicked
        driver.click(CGPoint(x: 20, y: 66))
        driver.runUntilIdle()

        // Then Delete slides in; no selection while editing
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX, -80)
        XCTAssertNil(table.indexPathForSelectedRow)

        // When Delete is clicked
        driver.click(CGPoint(x: 360, y: 66))
        driver.runUntilIdle()

        // Then the row is deleted through the data source
        XCTAssertEqual(source.events, ["willBeginEditing 1", "commit delete 1", "didEndEditing 1"])
        XCTAssertEqual(source.items.prefix(3), ["A", "C", "D"])
    }

    func testDraggingTheHandleMovesTheRow() {
        // Given the table editing
        let driver = ScrollTestDriver()
        let table = driver.makeTable(source)
        table.setEditing(true, animated: false)
        driver.frame()

        // When row 0's handle is dragged down 100 points (past rows 1 and 2)
        driver.down(CGPoint(x: 370, y: 22))
        for step in 1...10 {
            driver.advance(by: driver.frameDuration)
            driver.move(CGPoint(x: 370, y: 22 + CGFloat(step) * 10))
        }
        let rowOne = table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY
        driver.up(CGPoint(x: 370, y: 122))
        driver.runUntilIdle()

        // Then the rows it passed moved up to make room, and the data source moved A to row 2
        XCTAssertEqual(rowOne, 0)
        XCTAssertEqual(source.events, ["move 0->2"])
        XCTAssertEqual(source.items.prefix(4), ["B", "C", "A", "D"])
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text, "A")
        XCTAssertEqual(table.contentOffset.y, 0, "the handle drag does not scroll")
    }

    func testEditButtonItemTogglesTheControllersEditingMode() {
        // Given a table view controller
        let controller = UITableViewController(style: .plain)
        let item = controller.editButtonItem
        XCTAssertEqual(item.title, "Edit")

        // When its edit button is triggered
        item.primaryAction?.handler(item.primaryAction!)

        // Then the controller and its table edit, and the button reads Done
        XCTAssertTrue(controller.isEditing)
        XCTAssertTrue(controller.tableView.isEditing)
        XCTAssertEqual(item.title, "Done")
        XCTAssertEqual(item.style, .done)
        XCTAssertTrue(controller.editButtonItem === item)
    }

    func testDeleteRowsKeepsTheSelectionOnItsRow() {
        // Given row 5 selected
        let driver = ScrollTestDriver()
        let table = driver.makeTable(source)
        table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)

        // When rows 1 and 2 are deleted in a batch
        table.performBatchUpdates({
            self.source.items.removeSubrange(1...2)
            table.deleteRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)], with: .fade)
        })

        // Then the selection follows "F" to row 3
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 3, section: 0))
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text, "F")
    }
}
