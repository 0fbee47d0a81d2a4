import CX11
import Foundation
import UIKitImaging
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Every way the demo can end (the contract's Endings): SIGINT, SIGTERM and
/// SIGHUP finish the recording and leave no temporary file (exit 130, 143, 129); a
/// window destroyed by another client ends it within a second (exit 1, one line); a
/// save is never half-written.
final class EndingsEndToEndTests: EndToEndTestCase {
    /// A directory of its own for the recording, so leftovers are easy to see.
    private func recordingDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("e2e-endings-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory
    }

    /// Starts the demo recording, presses on the list and drags it (the button stays
    /// down), waiting until the frame showing the drag is drawn.
    private func launchRecordingMidDrag(into file: URL) throws -> EndToEndDemoProcess {
        try launch(["--record-live", file.path])
        let demo = try running()
        let list = try element("list", in: ready)
        let mark = demo.mark
        let start = CGPoint(x: list.midX, y: list.minY + 600)
        try drag(from: start, to: CGPoint(x: start.x, y: start.y - 60), steps: 4, interval: 10, release: false)
        let scroll = try expect("scroll", after: mark) { $0.string("view") == "list" && $0.offset?.y == 60 }
        try expect("frame", after: scroll.index)
        return demo
    }

    /// The recording is a complete, valid APNG of the window, and nothing else is left
    /// in its directory. (Decoding every frame is slow in a debug build: the chunks say
    /// enough; the live-recording test checks the pixels.)
    private func assertFinishedRecording(_ file: URL, _ path: StaticString = #filePath, _ line: UInt = #line) throws {
        let decoder = try PNGDecoder(data: Data(contentsOf: file))
        XCTAssertTrue(decoder.isAnimated, file: path, line: line)
        XCTAssertTrue(decoder.chunks.allSatisfy(\.isCRCValid), file: path, line: line)
        XCTAssertEqual(CGFloat(decoder.header.width), windowSize.width * scale, file: path, line: line)
        XCTAssertEqual(decoder.animationControl?.frameCount, decoder.frameControls.count, file: path, line: line)
        XCTAssertGreaterThanOrEqual(decoder.frameControls.count, 2, "the first frame and the dragged list",
                                    file: path, line: line)
        let left = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        XCTAssertEqual(left, [file.lastPathComponent], "no temporary file left", file: path, line: line)
    }

    func testSIGINTSIGTERMAndSIGHUPMidDragFinishTheRecordingAndExitWithTheShellsStatus() throws {
        for (signal, status) in [(SIGINT, Int32(130)), (SIGTERM, 143), (SIGHUP, 129)] {
            // Given the demo recording, the list held mid-drag
            let file = try recordingDirectory().appendingPathComponent("live.png")
            let demo = try launchRecordingMidDrag(into: file)

            // When the signal comes (Ctrl-C, kill, the terminal closing)
            kill(demo.pid, signal)

            // Then the demo finishes the recording and exits with 128 + the signal, silently
            XCTAssertEqual(demo.waitForExit(timeout: 30), status, "signal \(signal)")
            XCTAssertEqual(demo.finalStderr(), "", "signal \(signal)")
            try assertFinishedRecording(file)
            try xserver().button(1, down: false)
            try xserver().sync()
        }
    }

    func testTheWindowDestroyedByAnotherClientEndsTheDemoWithinASecond() throws {
        // Given the demo with the list held mid-drag
        try launch()
        let demo = try running()
        let list = try element("list", in: ready)
        let mark = demo.mark
        let start = CGPoint(x: list.midX, y: list.minY + 600)
        try drag(from: start, to: CGPoint(x: start.x, y: start.y - 60), steps: 4, interval: 10, release: false)
        try expect("scroll", after: mark) { $0.string("view") == "list" && $0.offset?.y == 60 }

        // When another client destroys the window (`xdotool windowclose`)
        let server = try xserver()
        let started = Date()
        XDestroyWindow(server.control, window)
        server.sync()

        // Then the demo exits 1 within a second with one line
        XCTAssertEqual(demo.waitForExit(timeout: 1), 1, "exited within 1 s with status 1")
        print("exited \(Int(Date().timeIntervalSince(started) * 1000)) ms after the window was destroyed")
        XCTAssertEqual(demo.finalStderr(), "modal-demo: the window was destroyed by another client\n")
        server.button(1, down: false)
        server.sync()
    }

    func testTheWindowDestroyedWhileRecordingFinishesTheRecording() throws {
        // Given the demo recording, the list held mid-drag
        let file = try recordingDirectory().appendingPathComponent("live.png")
        let demo = try launchRecordingMidDrag(into: file)

        // When another client destroys the window
        let server = try xserver()
        XDestroyWindow(server.control, window)
        server.sync()

        // Then the demo exits 1 once the recording is complete (a bounded wait: finishing
        // writes what is still queued, at most a few frames)
        XCTAssertEqual(demo.waitForExit(timeout: 30), 1)
        XCTAssertEqual(demo.finalStderr(), "modal-demo: the window was destroyed by another client\n")
        try assertFinishedRecording(file)
        server.button(1, down: false)
        server.sync()
    }

    func testASignalRightAfterSaveLeavesTheSavedFileWholeAndNoTemporaryFile() throws {
        // Given an edited note, Save clicked, and SIGTERM sent at once (before the demo
        // could report anything)
        try launch(["--present", "edit"])
        let demo = try running()
        let presented = try expectPresented("NoteFormViewController", after: 0)
        try focusDemo()
        try type("Kept")
        try click(center(try element("save", in: presented)))
        kill(demo.pid, SIGTERM)

        // Then the demo exits 143, and the save happened whole (the click came before the
        // signal: the loop handles the click, then the signal) with nothing else left
        XCTAssertEqual(demo.waitForExit(timeout: 10), 143)
        XCTAssertEqual(try savedNotes().first?["title"] as? String, "Glisser pour rejeterKept")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dataDirectory.path), ["notes.json"])
    }
}
