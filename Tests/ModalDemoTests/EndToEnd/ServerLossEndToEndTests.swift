import CX11
import Foundation
import XCTest

/// The X server dies while the user drags: the demo exits at once with status 1
/// and one line, and what it saved before is intact.
final class ServerLossEndToEndTests: EndToEndTestCase {
    override class var usesSharedServer: Bool { false }

    func testServerKilledMidDragExitsOneAndLeavesTheSavedFileIntact() throws {
        ownServer = try EndToEndXServer()     // this test kills its server
        try launch(["--present", "edit"])
        let demo = try running()
        let presented = try expectPresented("NoteFormViewController", after: 0)
        try focusDemo()
        try type("Saved")
        var mark = demo.mark
        try click(center(try element("save", in: presented)))
        try expect("saved", after: mark)
        try expect("dismissed", after: mark) { $0.controller == "NoteFormViewController" }
        let bytes = try Data(contentsOf: notesFile)
        XCTAssertEqual(try savedNotes().first?["title"] as? String, "Glisser pour rejeterSaved")

        // Press on the list and drag, keeping the button down.
        mark = demo.mark
        let list = try element("list", in: ready)
        let start = CGPoint(x: list.midX, y: list.minY + 600)
        try drag(from: start, to: CGPoint(x: start.x, y: start.y - 100), steps: 10, interval: 16, release: false)
        try expect("scroll", after: mark) { $0.string("view") == "list" }

        try XCTUnwrap(ownServer).kill()

        XCTAssertEqual(demo.waitForExit(timeout: 1), 1, "the demo exits within 1 s with status 1")
        let stderr = demo.finalStderr()
        XCTAssertEqual(stderr, "modal-demo: lost the connection to the X server\n")
        XCTAssertEqual(try Data(contentsOf: notesFile), bytes, "the saved file is untouched")
        XCTAssertEqual(try savedNotes().first?["title"] as? String, "Glisser pour rejeterSaved")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dataDirectory.path).filter { $0 != "notes.json" }
        XCTAssertEqual(leftovers, [], "no temporary files left behind")
    }
}
