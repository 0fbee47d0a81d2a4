import XCTest
@testable import UIKitCore

/// Rows "A"…"J" that can be deleted (commit) and moved; records the delegate calls in order.
final class EditableTable: UITableViewDataSource, UITableViewDelegate {
    var items = (0..<10).map { String(UnicodeScalar(65 + $0)!) }
    var events: [String] = []
    var trailing: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var leading: ((IndexPath) -> UISwipeActionsConfiguration?)?

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        events.append("commit \(editingStyle == .delete ? "delete" : "other") \(indexPath.row)")
        guard editingStyle == .delete else { return }
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        if sourceIndexPath != destinationIndexPath { events.append("move \(sourceIndexPath.row)->\(destinationIndexPath.row)") }
        let item = items.remove(at: sourceIndexPath.row)
        items.insert(item, at: destinationIndexPath.row)
    }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { events.append("willBeginEditing \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        events.append("didEndEditing \(indexPath.map { String($0.row) } ?? "nil")")
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { events.append("select \(indexPath.row)") }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailing?(indexPath)
    }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        leading?(indexPath)
    }
}

final class UITableViewSwipeTests: XCTestCase {
    private var source = EditableTable()

    private func deleteButton(_ table: UITableView) -> UIView? {
        table.swipe?.buttons.buttonViews.first
    }

    func testLeftDragRevealsARedDeleteThatStaysOpen() {
        // Given a table whose data source commits deletions
        let driver = ScrollTestDriver()
        let table = driver.makeTable(source)

        // When row 2 (y 88..132) is dragged 100 points left and released slowly
        driver.drag(from: CGPoint(x: 300, y: 110), to: CGPoint(x: 200, y: 110), duration: 0.3, pause: 0.1)
        driver.runUntilIdle()

        // Then the row rests 80 points left, over a red Delete button 80 wide (15 + "Delete" + 15); nothing was selected
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))
        XCTAssertEqual(cell?.frame, CGRect(x: -80, y: 88, width: 390, height: 44))
        XCTAssertEqual(table.swipe?.buttons.frame, CGRect(x: 310, y: 88, width: 80, height: 44))
        XCTAssertEqual(deleteButton(table)?.backgroundColor, .systemRed)
        XCTAssertEqual(deleteButton(table)?.accessibilityLabel, "Delete")
        XCTAssertEqual(table.contentOffset.y, 0)
        XCTAssertEqual(source.events, ["willBeginEditing 2"])
    }

    func testClickOnDeleteCommitsTheDeletion() {
        // Given row 2's Delete open
        let driver = ScrollTestDriver()
        let table = driver.makeTable(source)
        driver.drag(from: CGPoint(x: 300, y: 110), to: CGPoint(x: 200, y: 110), duration: 0.3, pause: 0.1)
        driver.runUntilIdle()

        // When Delete is clicked
        driver.click(CGPoint(x: 350, y: 110))
        driver.runUntilIdle()

        // Then the data source commits, the row is gone, the next row takes its place
        XCTAssertEqual(source.events, ["willBeginEditing 2", "commit delete 2", "didEndEditing 2"])
        XCTAssertEqual(table.numberOfRows(inSection: 0), 9)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text, "D")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minX, 0)
        XCTAssertNil(table.swipe)
    }

    func testClickElsewhereClosesWithoutSelecting() {
        // Given row 2's Delete open
        let driver = ScrollTestDriver()
        let table = driver.makeTable(source)
        driver.drag(from: CGPoint(x: 300, y: 110), to: CGPoint(x: 200, y: 110), duration: 0.3, pause: 0.1)
        driver.runUntilIdle()

        // When another row is clicked
        driver.click(CGPoint(x: 100, y: 250))
        driver.runUntilIdle()

        // Then the actions close, and the click selects nothing
        XCTAssertEqual(source.events, ["willBeginEditing 2", "didEndEditing 2"])
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minX, 0)
        XCTAssertNil(table.indexPathForSelectedRow)
    }

    func testFullSwipeDeletesAtOnce() {
        // Given the table
        let driver = ScrollTestDriver()
        let table = driver.makeTable(source)

        // When row 0 is dragged 300 points left (past 60 % of 390)
        driver.drag(from: CGPoint(x: 370, y: 20), to: CGPoint(x: 70, y: 20), duration: 0.3, pause: 0.1)
        driver.runUntilIdle()

        // Then it is deleted without a click
        XCTAssertEqual(source.events, ["willBeginEditing 0", "commit delete 0", "didEndEditing 0"])
        XCTAssertEqual(source.items.first, "B")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "B")
    }

    func testShortDragSnapsBackClosed() {
        // Given the table
        let driver = ScrollTestDriver()
        let table = driver.makeTable(source)

        // When row 1 is dragged 30 points left (under half the button) and released
        driver.drag(from: CGPoint(x: 300, y: 60), to: CGPoint(x: 270, y: 60), duration: 0.3, pause: 0.1)
        driver.runUntilIdle()

        // Then it closes again
        XCTAssertEqual(source.events, ["willBeginEditing 1", "didEndEditing 1"])
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX, 0)
    }

    func testCustomTrailingActionsShareTheWidthAndRunTheirHandler() {
        // Given two trailing actions: a grey "Flag" and a red "Remove", full swipe off
        let driver = ScrollTestDriver()
        var handled: [String] = []
        source.trailing = { _ in
            let remove = UIContextualAction(style: .destructive, title: "Remove") { action, view, completion in
                handled.append(action.title ?? "")
                completion(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { action, _, completion in
                handled.append(action.title ?? "")
                completion(false)
            }
            flag.backgroundColor = .systemOrange
            let configuration = UISwipeActionsConfiguration(actions: [remove, flag])
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }
        let table = driver.makeTable(source)

        // When row 0 is swiped far left (no full swipe) and released
        driver.drag(from: CGPoint(x: 380, y: 20), to: CGPoint(x: 40, y: 20), duration: 0.3, pause: 0.1)
        driver.runUntilIdle()

        // Then it rests open at the buttons' width: Remove (first) rightmost, Flag left of it
        let buttons = table.swipe?.buttons
        let widths = buttons?.naturalWidths ?? []
        XCTAssertEqual(widths.count, 2)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minX, -(widths[0] + widths[1]))
        XCTAssertEqual(buttons?.buttonViews[0].frame.maxX, widths[0] + widths[1])
        XCTAssertEqual(buttons?.buttonViews[1].frame.minX, 0)
        XCTAssertEqual(buttons?.buttonViews[1].backgroundColor, .systemOrange)
        XCTAssertEqual(buttons?.buttonViews[0].backgroundColor, .systemRed)

        // When Flag is clicked
        driver.click(CGPoint(x: 390 - widths[0] - widths[1] / 2, y: 20))
        driver.runUntilIdle()

        // Then its handler ran, and its completion closed the row; nothing was deleted
        XCTAssertEqual(handled, ["Flag"])
        XCTAssertNil(table.swipe)
        XCTAssertEqual(source.events, ["willBeginEditing 0", "didEndEditing 0"])
        XCTAssertEqual(source.items.count, 10)
    }

    func testRightDragRevealsLeadingActions() {
        // Given a leading "Pin" action
        let driver = ScrollTestDriver()
        source.leading = { _ in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }])
        }
        let table = driver.makeTable(source)

        // When row 0 is dragged 100 points right
        driver.drag(from: CGPoint(x: 50, y: 20), to: CGPoint(x: 150, y: 20), duration: 0.3, pause: 0.1)
        driver.runUntilIdle()

        // Then the row rests 74 points right over the grey Pin button at the left edge
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minX, 74)
        XCTAssertEqual(table.swipe?.buttons.frame, CGRect(x: 0, y: 0, width: 74, height: 44))
        XCTAssertEqual(table.swipe?.buttons.buttonViews[0].backgroundColor, .systemGray)
    }

    func testVerticalDragStillScrolls() {
        // Given the editable table (swipe recognizer present)
        let driver = ScrollTestDriver()
        let table = driver.makeTable(source)
        source.items = (0..<40).map { "\($0)" }
        table.reloadData()
        driver.frame()

        // When dragged up 150 points
        driver.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 250), duration: 0.3, pause: 0.1)
        driver.runUntilIdle()

        // Then the table scrolled and no row swiped
        XCTAssertGreaterThan(table.contentOffset.y, 100)
        XCTAssertEqual(source.events, [])
    }
}
