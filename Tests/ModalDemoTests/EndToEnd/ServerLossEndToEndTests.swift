import CX11
import UIKitImaging
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

/// The X server dies while the demo records: the recording is finished with every
/// frame drawn up to then, and no temporary file stays.
final class ServerLossWhileRecordingEndToEndTests: EndToEndTestCase {
    override class var usesSharedServer: Bool { false }

    func testServerKilledWhileRecordingFinishesTheRecording() throws {
        ownServer = try EndToEndXServer()     // this test kills its server
        let recordings = FileManager.default.temporaryDirectory
            .appendingPathComponent("e2e-server-loss-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: recordings, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: recordings) }
        let recording = recordings.appendingPathComponent("live.png")
        try launch(["--record-live", recording.path])
        let demo = try running()
        let list = try element("list", in: ready)
        let mark = demo.mark
        let start = CGPoint(x: list.midX, y: list.minY + 600)
        try drag(from: start, to: CGPoint(x: start.x, y: start.y - 100), steps: 10, interval: 16, release: false)
        let scroll = try expect("scroll", after: mark) { $0.string("view") == "list" }
        try expect("frame", after: scroll.index)

        try XCTUnwrap(ownServer).kill()

        // Finishing writes what is still queued (at most a few frames): a bounded wait.
        XCTAssertEqual(demo.waitForExit(timeout: 30), 1)
        XCTAssertEqual(demo.finalStderr(), "modal-demo: lost the connection to the X server\n")
        let decoder = try PNGDecoder(data: Data(contentsOf: recording))
        XCTAssertTrue(decoder.chunks.allSatisfy(\.isCRCValid))
        XCTAssertEqual(decoder.animationControl?.frameCount, decoder.frameControls.count)
        XCTAssertGreaterThanOrEqual(decoder.frameControls.count, 2, "the first frame and the dragged list")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: recordings.path), ["live.png"])
    }
}
