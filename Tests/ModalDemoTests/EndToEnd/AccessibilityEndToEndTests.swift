import Foundation
import XCTest

/// Under Xvfb with a real AT-SPI client: a private session bus, the
/// accessibility bus it starts, modal-demo's bridge, and pyatspi walking,
/// reading, editing and pressing as a screen reader does.
final class AccessibilityEndToEndTests: EndToEndTestCase {
    static let bullet = "\u{2022}"

    func testAScreenReaderWalksTheSheetItsLockAndTheLoginModal() throws {
        // Given the demo on a private session bus, and a pyatspi client on the same bus.
        let bus = try PrivateSessionBus()
        defer { bus.stop() }
        let demo = try launch([], environment: bus.environment)
        let client = try ATSPIClientProcess(script: ATSPIClientScript.source, environment: bus.environment,
                                            display: try xserver().displayName)
        let width = Int(390 * scale), height = Int(844 * scale)

        // The registry lists the application under its name, with the window as its frame.
        let app = try client.step("app")
        XCTAssertEqual(app["name"] as? String, "modal-demo")
        XCTAssertEqual(app["role"] as? String, "application")
        XCTAssertEqual(app["children"] as? Int, 1)
        let frame = try XCTUnwrap(app["frame"] as? [Any])
        XCTAssertEqual(frame[0] as? String, "frame")
        XCTAssertEqual(frame[1] as? String, "Modal Demo")
        XCTAssertEqual(frame[2] as? [String], ["active", "enabled", "resizable", "sensitive", "showing", "visible"])
        XCTAssertEqual(frame[3] as? [Int], [origin.x, origin.y, width, height])

        // The notes are list items of a list; the bar's buttons and title sit beside it.
        let list = try client.step("list")
        XCTAssertEqual(list["role"] as? String, "list")
        XCTAssertEqual(list["first_role"] as? String, "list item")
        XCTAssertTrue((list["first"] as? String ?? "").hasPrefix(FormsEndToEndTests.firstTitle + ", "), "\(list)")
        XCTAssertEqual(list["first_actions"] as? [String], ["click"])
        XCTAssertEqual(list["first_states"] as? [String], ["enabled", "focusable", "selectable", "sensitive", "showing", "visible"])
        XCTAssertEqual((list["frame_roles"] as? [String])?.last, "list")

        // When the client clicks the first note, the sheet comes up as a modal dialog named after its title.
        _ = try client.step("sync-sheet")
        let presented = try expect("presented", after: 0) { $0.controller == "NoteFormViewController" }
        client.resume()
        let sheet = try client.step("sheet")
        XCTAssertEqual(sheet["name"] as? String, "Edit Note")
        XCTAssertEqual(sheet["role"] as? String, "dialog")
        XCTAssertEqual(sheet["states"] as? [String], ["active", "enabled", "modal", "sensitive", "showing", "visible"])
        XCTAssertEqual(sheet["actions"] as? [String], ["dismiss"])
        // Then nothing behind it is reachable, and the list item it still holds is not showing.
        XCTAssertEqual(sheet["frame_roles"] as? [String], ["dialog"])
        XCTAssertEqual(sheet["behind_states"] as? [String], ["enabled", "focusable", "selectable", "sensitive", "visible"])
        let children = (sheet["children"] as? [[String]]) ?? []
        XCTAssertEqual(children, [["push button", "Cancel"], ["heading", "Edit Note"], ["push button", "Save"],
                                  ["entry", "Title"], ["text", "Note"]])
        let card = try XCTUnwrap(presented.rect("frame"))
        XCTAssertEqual(sheet["extents"] as? [Int], [origin.x + Int(card.minX * scale), origin.y + Int(card.minY * scale),
                                                    Int(card.width * scale), Int(card.height * scale)])

        // The title field reads and changes through Text and EditableText, as a user's edit.
        let field = try client.step("field")
        XCTAssertEqual(field["before"] as? String, FormsEndToEndTests.firstTitle)
        XCTAssertEqual(field["after"] as? String, "Changed by AT")
        XCTAssertEqual(field["count"] as? Int, 13)
        XCTAssertEqual(field["value_text_events"] as? [String], [FormsEndToEndTests.firstTitle, "Changed by AT"])

        // Cancel on the edited (locked) sheet brings the action sheet: an alert with its two buttons.
        let alert = try client.step("alert")
        XCTAssertEqual(alert["role"] as? String, "alert")
        XCTAssertEqual(alert["name"] as? String, "Discard changes?")
        XCTAssertEqual(Set(alert["buttons"] as? [String] ?? []), ["Discard Changes", "Keep Editing"])
        XCTAssertEqual((alert["buttons"] as? [String])?.count, 2)
        XCTAssertEqual(alert["frame_roles"] as? [String], ["alert"])
        XCTAssertFalse((alert["dialog_states"] as? [String] ?? ["showing"]).contains("showing"))

        // Keep Editing keeps the edit; the screen reader's escape asks again under the lock.
        let kept = try client.step("kept")
        XCTAssertEqual(kept["frame_roles"] as? [String], ["dialog"])
        XCTAssertEqual(kept["title"] as? String, "Changed by AT")
        let closed = try client.step("closed")
        XCTAssertTrue((closed["frame_roles"] as? [String] ?? []).contains("list"))
        XCTAssertEqual(closed["first_states"] as? [String], ["enabled", "focusable", "selectable", "sensitive", "showing", "visible"])
        let escape = try XCTUnwrap(demo.events("didAttemptToDismiss").first { $0.string("source") == "accessibilityEscape" },
                                   "the escape action did not reach the dismissal rules")
        XCTAssertEqual(escape.controller, "NoteFormViewController")
        XCTAssertNotNil(demo.events("dismissed").first { $0.controller == "NoteFormViewController" })

        // The login modal's password field is password text: bullets only, on every channel.
        _ = try client.step("sync-login")
        try expect("presented", after: 0) { $0.controller == "WebLoginModalViewController" }
        client.resume()
        let secure = try client.step("secure")
        XCTAssertEqual(secure["role"] as? String, "password text")
        XCTAssertEqual(secure["name"] as? String, "Password")
        XCTAssertEqual(secure["text"] as? String, String(repeating: Self.bullet, count: 14))
        XCTAssertEqual(secure["interfaces"] as? [String], ["Accessible", "Action", "Component", "EditableText", "Text"])
        XCTAssertEqual(secure["leaked"] as? Int, 0)
        XCTAssertFalse(demo.allEvents.contains { $0.line.contains("hunter2") })
        XCTAssertFalse(demo.stderrText.contains("hunter2"))
        // And the switch turned off through Value.
        XCTAssertEqual(secure["switch_value"] as? Double, 0)
        XCTAssertEqual(secure["switch_max"] as? Double, 1)
        XCTAssertFalse((secure["switch_states"] as? [String] ?? ["checked"]).contains("checked"))

        let events = try client.step("events")
        XCTAssertEqual(events["types"] as? [String], ["focus:", "object:children-changed:add", "object:children-changed:remove",
                                                      "object:property-change:accessible-value", "object:state-changed:checked",
                                                      "object:state-changed:focused", "object:text-changed:delete",
                                                      "object:text-changed:insert", "window:activate"])
    }
}
