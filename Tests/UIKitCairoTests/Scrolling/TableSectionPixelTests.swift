import Foundation
import UIKit
import XCTest

/// Sections, swipe actions and editing controls as the renderer draws them.
final class TableSectionPixelTests: XCTestCase {
    static let groupedBackground = RGBA8(r: 0xF2, g: 0xF2, b: 0xF7)
    static let white = RGBA8(r: 255, g: 255, b: 255)
    static let red = RGBA8(r: 0xFF, g: 0x3B, b: 0x30)
    static let plainHeader = RGBA8(r: 0xF7, g: 0xF7, b: 0xF7)

    private final class Source: UITableViewDataSource, UITableViewDelegate {
        var items = (0..<30).map { "Item \($0)" }
        func numberOfSections(in tableView: UITableView) -> Int { 3 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = items[indexPath.section * 10 + indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    }

    private var source = Source()

    private func makeHost(style: UITableView.Style) -> (HeadlessHost, UITableView) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 600))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        host.window.addSubview(table)
        host.runUntilIdle()
        return (host, table)
    }

    func testInsetGroupedRowsAreWhiteCardsOnTheGroupedGrey() {
        // Given an inset-grouped table (header 45 points: "SECTION 0" above the first card)
        let (host, table) = makeHost(style: .insetGrouped)
        let top = table.rectForRow(at: IndexPath(row: 0, section: 0)).minY
        let image = host.snapshot()

        // Then the margins and the header band are grouped grey, the card white, its corner rounded
        XCTAssertEqual(top, 45)
        XCTAssertEqual(image.pixel(x: 10, y: 67), Self.groupedBackground)
        XCTAssertEqual(image.pixel(x: 380, y: 67), Self.groupedBackground)
        XCTAssertEqual(image.pixel(x: 300, y: 67), Self.white)
        XCTAssertEqual(image.pixel(x: 300, y: 10), Self.groupedBackground)
        XCTAssertEqual(image.pixel(x: 20, y: 45), Self.groupedBackground, "the card's top-left corner is rounded")
        XCTAssertEqual(image.pixel(x: 30, y: 55), Self.white)
    }

    func testPlainHeaderStaysPinnedOverTheScrolledRows() {
        // Given a plain table scrolled 100 points
        let (host, table) = makeHost(style: .plain)
        table.contentOffset = CGPoint(x: 0, y: 100)
        host.runUntilIdle()
        let image = host.snapshot()

        // Then the top 28 points show the header bar, the rows below it are white
        XCTAssertEqual(image.pixel(x: 380, y: 2), Self.plainHeader)
        XCTAssertEqual(image.pixel(x: 380, y: 26), Self.plainHeader)
        XCTAssertEqual(image.pixel(x: 380, y: 40), Self.white)
    }

    func testSwipedRowShowsTheRedDeleteButton() {
        // Given a plain table
        let (host, _) = makeHost(style: .plain)

        // When row 0 of section 0 (y 28..72) is dragged 100 points left
        host.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 200, y: 50), duration: 0.3, pauseBeforeRelease: 0.1)
        host.runUntilIdle()
        let image = host.snapshot()

        // Then the right 80 points of the row are red, the rest of the row white
        XCTAssertEqual(image.pixel(x: 312, y: 30), Self.red)
        XCTAssertEqual(image.pixel(x: 388, y: 70), Self.red)
        XCTAssertEqual(image.pixel(x: 300, y: 30), Self.white)
        XCTAssertEqual(image.pixel(x: 312, y: 80), Self.white, "the next row did not move")
    }

    func testEditingRowsShowTheRedMinus() {
        // Given a plain table in editing mode
        let (host, table) = makeHost(style: .plain)
        table.setEditing(true, animated: false)
        host.runUntilIdle()
        let image = host.snapshot()

        // Then each row has a red circle 22 points wide ending 4 points before x 38, with a white bar
        XCTAssertEqual(image.pixel(x: 23, y: 28 + 15), Self.red)
        XCTAssertEqual(image.pixel(x: 23, y: 28 + 22), Self.white)
        XCTAssertEqual(image.pixel(x: 3, y: 28 + 22), Self.white)
    }
}

/// The large title as the renderer draws it.
final class LargeTitlePixelTests: XCTestCase {
    private final class Rows: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    private func dark(_ pixel: RGBA8) -> Bool { Int(pixel.r) + Int(pixel.g) + Int(pixel.b) < 150 }

    func testTheLargeTitleIsDrawnBelowABarWithoutBackgroundUntilItCollapses() {
        // Given a large-title navigation controller over a plain table
        let host = HeadlessHost(size: CGSize(width: 390, height: 600))
        let rows = Rows(style: .plain)
        rows.title = "Inbox"
        let navigation = UINavigationController(rootViewController: rows)
        navigation.navigationBar.prefersLargeTitles = true
        host.window.rootViewController = navigation
        host.runUntilIdle()
        let expanded = host.snapshot()

        // Then the bar area is white (no grey bar, no hairline) and the large title's
        // dark strokes are in the area below it, none in the 44-point bar
        XCTAssertEqual(expanded.pixel(x: 380, y: 20), TableSectionPixelTests.white)
        XCTAssertEqual(expanded.pixel(x: 380, y: 43), TableSectionPixelTests.white)
        let titleInk = (16..<120).flatMap { x in (50..<92).map { y in expanded.pixel(x: x, y: y) } }.filter(dark).count
        let barInk = (16..<380).flatMap { x in (0..<44).map { y in expanded.pixel(x: x, y: y) } }.filter(dark).count
        XCTAssertGreaterThan(titleInk, 150)
        XCTAssertEqual(barInk, 0)

        // When the table scrolls 200 points up
        rows.tableView.contentOffset = CGPoint(x: 0, y: 148)
        host.runUntilIdle()
        let collapsed = host.snapshot()

        // Then the 44-point bar has its grey background and the inline title in its middle
        XCTAssertEqual(collapsed.pixel(x: 380, y: 20), RGBA8(r: 0xF9, g: 0xF9, b: 0xF9))
        let inlineInk = (150..<240).flatMap { x in (10..<34).map { y in collapsed.pixel(x: x, y: y) } }.filter(dark).count
        XCTAssertGreaterThan(inlineInk, 30)
    }
}
