import CX11
import UIKitCore
import UIKitCairo
import UIKitX11
import UIKitTestSupport
import XCTest

/// Swipe to delete with the real mouse: a left drag through the X server reveals
/// the row's Delete button, a click on it commits the deletion.
final class X11TableSwipeTests: XvfbTestCase {
    var host: X11Host?

    override func tearDown() {
        if let server = Self.server {
            server.button(1, down: false)
            server.move(toX: 1000, y: 750)
        }
        host?.close()
        host = nil
        super.tearDown()
    }

    private final class Rows: UITableViewDataSource, UITableViewDelegate {
        var items = ["A", "B", "C", "D", "E"]
        var events: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            events.append("commit \(indexPath.row)")
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
        func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { events.append("willBegin \(indexPath.row)") }
        func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) { events.append("didEnd \(indexPath?.row ?? -1)") }
    }

    func testALeftDragRevealsDeleteAndAClickDeletesTheRow() throws {
        // Given a table of five rows in a real window
        let server = try xvfb()
        server.move(toX: 1000, y: 750)
        let host = try X11Host(size: CGSize(width: 390, height: 300), scale: 1, displayName: server.displayName)
        self.host = host
        var ready = false
        host.onFirstFrame = { ready = true }
        XCTAssertTrue(host.run(until: { ready }, timeout: 5))
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.delegate = rows
        host.window.addSubview(table)
        try barrier(host)
        let origin = server.rootOrigin(of: host.xWindow)

        // When row 1 (y 44..88) is dragged 120 px left with the mouse and released after a pause
        server.move(toX: origin.x + 300, y: origin.y + 66)
        server.button(1, down: true)
        for step in 1...12 { server.move(toX: origin.x + 300 - 10 * step, y: origin.y + 66, delay: 16) }
        server.button(1, down: false, delay: 150)
        let cell = { table.cellForRow(at: IndexPath(row: 1, section: 0)) }
        XCTAssertTrue(host.run(until: { cell()?.frame.minX == -80 }, timeout: 5), "the row rests open over Delete")
        XCTAssertEqual(rows.events, ["willBegin 1"])

        // When Delete (x 310..390) is clicked
        server.move(toX: origin.x + 350, y: origin.y + 66)
        server.button(1, down: true)
        server.button(1, down: false)
        XCTAssertTrue(host.run(until: { rows.events.count == 3 }, timeout: 5))

        // Then the data source deleted B and the next row took its place
        XCTAssertEqual(rows.events, ["willBegin 1", "commit 1", "didEnd 1"])
        XCTAssertEqual(rows.items, ["A", "C", "D", "E"])
        XCTAssertTrue(host.run(until: { cell()?.textLabel?.text == "C" }, timeout: 2))
    }
}
