import Foundation
import UIKit
import XCTest
@testable import UIKitCore

/// `--trace` reports menus: `menu` when one has appeared, `menuAction`, `menuDismissed`.
final class MenuTraceTests: XCTestCase {
    func testOpeningAndChoosingInAMenuIsTraced() throws {
        // Given a traced window with a menu button
        let scene = MenuScene(menu: UIMenu(title: "Note", children: [
            UIAction(title: "Pin", identifier: UIAction.Identifier("pin")) { _ in },
            UIAction(title: "Delete", attributes: .destructive) { _ in },
        ]))
        var lines: [String] = []
        let trace = AppTrace(enabled: true, clock: { 0 }, write: { lines.append($0) })
        PresentationTracer(trace: trace).attach(to: scene.host.window)

        // When the menu is opened and Pin chosen
        scene.openMenu()
        scene.click(row: "Pin")

        // Then the trace has the menu with its rows and frames, the choice, and the closing
        let events = try lines.map { try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        XCTAssertEqual(events.map { $0["event"] as? String }, ["menu", "menuAction", "menuDismissed"])
        XCTAssertEqual(events[0]["title"] as? String, "Note")
        XCTAssertEqual(events[0]["actions"] as? [String], ["Pin", "Delete"])
        XCTAssertEqual(events[0]["frame"] as? [Double], [20, 152, 250, 122])
        let elements = try XCTUnwrap(events[0]["elements"] as? [String: [Double]])
        XCTAssertEqual(elements["pin"], [20, 186, 250, 44])
        XCTAssertEqual(elements["Delete"], [20, 230, 250, 44])
        XCTAssertEqual(events[1]["title"] as? String, "Pin")
        XCTAssertEqual(events[2]["title"] as? String, "Note")
    }
}
