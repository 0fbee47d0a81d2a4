import CX11
import Foundation
import XCTest

/// Under Xvfb: the first seed's form in the edit sheet with a real
/// keyboard and mouse: edits lock the sheet, the action sheet asks, Keep Editing
/// keeps the text, Discard throws it away, Save writes it to disk.
final class FormsEndToEndTests: EndToEndTestCase {
    static let firstTitle = "Glisser pour rejeter"   // the first sample note

    /// Clicks the first note's row; returns the sheet's `presented` event.
    private func openFirstNote() throws -> EndToEndTraceEvent {
        let demo = try running()
        let list = try element("list", in: ready)
        let mark = demo.mark
        try click(CGPoint(x: list.midX, y: list.minY + 30))
        return try expectPresented("NoteFormViewController", after: mark)
    }

    /// Types `text` and then "é" (a keysym mapped onto a spare keycode, as a layout
    /// with that key would have it) into the focused title field.
    private func typeIntoTitle(_ text: String) throws {
        let server = try xserver()
        try focusDemo()
        try type(text)
        let keycode = try XCTUnwrap(server.remapSpareKeys(to: [0xE9]).first, "no spare keycode for é")   // XK_eacute
        try settle()   // the demo's Xlib has reloaded its keymap on the MappingNotify
        server.key(code: keycode, down: true)
        server.key(code: keycode, down: false)
        server.sync()
    }

    /// Drags the sheet by its navigation bar: a quick 60 px pull.
    private func pullSheet(_ presented: EndToEndTraceEvent) throws {
        let card = try XCTUnwrap(presented.rect("frame"))
        let cancel = try element("cancel", in: presented)
        let grab = CGPoint(x: card.midX, y: cancel.midY)
        try drag(from: grab, to: CGPoint(x: grab.x, y: grab.y + 60), steps: 6, interval: 8, pause: 0)
    }

    /// Pulls the locked sheet: the attempt is reported and the action sheet comes up.
    private func pullAndExpectAlert(_ presented: EndToEndTraceEvent) throws -> EndToEndTraceEvent {
        let demo = try running()
        let mark = demo.mark
        try pullSheet(presented)
        let attempt = try expect("didAttemptToDismiss", after: mark) { $0.controller == "NoteFormViewController" }
        XCTAssertEqual(attempt.string("source"), "drag")
        let alert = try expect("alert", after: mark)
        XCTAssertEqual(alert.string("style"), "actionSheet")
        XCTAssertEqual(Set(alert.actions), ["Discard Changes", "Keep Editing"])
        return alert
    }

    private func choose(_ action: String, in alert: EndToEndTraceEvent) throws {
        let demo = try running()
        let mark = demo.mark
        try click(center(try element(action, in: alert)))
        try expect("alertAction", after: mark) { $0.string("title") == action }
        try expect("dismissed", after: mark) { $0.controller == "UIAlertController" }
    }

    private func save(_ presented: EndToEndTraceEvent) throws -> EndToEndTraceEvent {
        let demo = try running()
        let mark = demo.mark
        try click(center(try element("save", in: presented)))
        let saved = try expect("saved", after: mark)
        try expect("dismissed", after: mark) { $0.controller == "NoteFormViewController" }
        return saved
    }

    func testKeepEditingKeepsTheTypedTextAndSaveWritesItToDisk() throws {
        try launch()
        let demo = try running()
        let presented = try openFirstNote()
        try typeIntoTitle("Zz")

        let alert = try pullAndExpectAlert(presented)
        let mark = demo.mark
        try choose("Keep Editing", in: alert)
        try settle()
        XCTAssertEqual(demo.events("didDismiss", after: mark).map(\.line), [], "Keep Editing keeps the sheet")

        let saved = try save(presented)
        XCTAssertEqual(saved.string("path"), notesFile.path)
        let notes = try savedNotes()
        XCTAssertEqual(notes.first?["title"] as? String, Self.firstTitle + "Zzé", "the typed text survived the attempt")
        XCTAssertEqual(notes.count, 240)
    }

    func testDiscardChangesDismissesAndTheNextEditSaves() throws {
        try launch()
        let demo = try running()
        var presented = try openFirstNote()
        try typeIntoTitle("Lost")

        try choose("Keep Editing", in: try pullAndExpectAlert(presented))
        let alert = try pullAndExpectAlert(presented)    // drag again
        var mark = demo.mark
        try choose("Discard Changes", in: alert)
        // The user confirmed the dismissal: it finishes as the user's own, with didDismiss.
        try expect("didDismiss", after: mark) { $0.controller == "NoteFormViewController" }
        try expect("dismissed", after: mark) { $0.controller == "NoteFormViewController" }
        XCTAssertFalse(FileManager.default.fileExists(atPath: notesFile.path), "discarding saves nothing")

        try settle()
        mark = demo.mark
        presented = try openFirstNote()
        try typeIntoTitle("Kept")
        let saved = try save(presented)
        XCTAssertEqual(saved.string("path"), notesFile.path)
        XCTAssertEqual(try savedNotes().first?["title"] as? String, Self.firstTitle + "Kept" + "é",
                       "the discarded edit is gone, the new one is saved")
        XCTAssertEqual(demo.events("didAttemptToDismiss", after: mark).map(\.line), [])
    }
}
