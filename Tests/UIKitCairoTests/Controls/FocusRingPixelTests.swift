import Foundation
import UIKit
import XCTest

/// Every control that has the keyboard shows a 2-point ring in the tint colour; a text field shows its caret only.
final class FocusRingPixelTests: XCTestCase {
    static let tint = RGBA8(r: 0, g: 0x7A, b: 0xFF)
    static let white = RGBA8(r: 255, g: 255, b: 255)

    func testAFocusedTextFieldShowsItsCaretAndNoRingAsOnIOS() {
        // Given a rounded-rect field at (20, 20, 200, 34)
        let host = formsHost()
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        field.borderStyle = .roundedRect
        host.window.addSubview(field)
        let before = host.snapshot()

        // When it takes the keyboard
        field.becomeFirstResponder()
        let after = host.snapshot()

        // Then its edges look as before (the grey border, no tint ring)
        for (x, y) in [(20, 37), (21, 37), (120, 20), (120, 21), (219, 37), (120, 53)] {
            XCTAssertEqual(after.pixel(x: x, y: y), before.pixel(x: x, y: y), "(\(x), \(y))")
            XCTAssertNotEqual(after.pixel(x: x, y: y), Self.tint, "(\(x), \(y))")
        }
        // and the caret, 2 points of tint at the text's start, is the only change
        let caret = field.convert(field.blinkingCaretRect!, to: nil)
        XCTAssertEqual(after.pixel(x: Int(caret.midX), y: Int(caret.midY)), Self.tint)
        var changed = 0
        for y in 0..<80 { for x in 0..<260 where after.pixel(x: x, y: y) != before.pixel(x: x, y: y) { changed += 1 } }
        XCTAssertEqual(changed, Int(caret.width * caret.height))
        // Accessibility still reports the field focused
        XCTAssertTrue(field.accessibleStates.contains(.focused))
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
