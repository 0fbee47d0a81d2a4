import Foundation
import UIKit
import XCTest

/// Every control that has the keyboard shows a 2-point ring in the tint colour.
final class FocusRingPixelTests: XCTestCase {
    static let tint = RGBA8(r: 0, g: 0x7A, b: 0xFF)
    static let white = RGBA8(r: 255, g: 255, b: 255)

    func testAFocusedTextFieldHasATintRingInsideItsBounds() {
        // Given a rounded-rect field at (20, 20, 200, 34)
        let host = formsHost()
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        field.borderStyle = .roundedRect
        host.window.addSubview(field)
        let before = host.snapshot()

        // When it takes the keyboard
        field.becomeFirstResponder()
        let after = host.snapshot()

        // Then its middle row's first two columns, and the top two rows mid-way, turn tint
        XCTAssertNotEqual(before.pixel(x: 20, y: 37), Self.tint)
        XCTAssertEqual(after.pixel(x: 20, y: 37), Self.tint)
        XCTAssertEqual(after.pixel(x: 21, y: 37), Self.tint)
        XCTAssertEqual(after.pixel(x: 120, y: 20), Self.tint)
        XCTAssertEqual(after.pixel(x: 219, y: 37), Self.tint)
        XCTAssertEqual(after.pixel(x: 22, y: 45), Self.white)
    }

    func testAFocusedTableRowHasARingAndNoneOnceItLeaves() throws {
        // Given a table of three rows
        let host = formsHost()
        let source = ThreeRows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), style: .plain)
        table.dataSource = source
        table.delegate = source
        host.window.addSubview(table)
        host.runUntilIdle()
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))

        // When Tab focuses the first row, then ↓ the second
        host.key(.tab)
        host.key(.down)
        let focused = host.snapshot()

        // Then the second row (y 44...88) has the ring at its left edge; the first has none
        XCTAssertTrue(cell.isFirstResponder)
        XCTAssertEqual(focused.pixel(x: 0, y: 66), Self.tint)
        XCTAssertNotEqual(focused.pixel(x: 0, y: 22), Self.tint)

        // When Space opens it, as a click would
        host.key(.space)

        // Then
        XCTAssertEqual(source.selected, [IndexPath(row: 1, section: 0)])
        withExtendedLifetime(source) {}
    }
}

private final class ThreeRows: UITableViewDataSource, UITableViewDelegate {
    var selected: [IndexPath] = []
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
