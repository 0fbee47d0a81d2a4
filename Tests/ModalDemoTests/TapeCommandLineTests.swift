import ExternalDecoders
import Foundation
import UIKit
import XCTest

/// Through the built `modal-demo`: tapes that drive the demo by identifiers
/// and visible texts, read back by independent decoders; the trace they produce;
/// bad tapes (FILE:LINE, exit 2, nothing written); a password never printed.
final class TapeCommandLineTests: XCTestCase {
    private let directory = TemporaryDirectory()

    private func run(_ arguments: [String]) throws -> DemoCommandLine.Result {
        try DemoCommandLine.run(arguments, in: directory.url)
    }

    private func tape(_ text: String, named name: String = "demo.tape") throws -> String {
        try text.write(to: directory.path(name), atomically: true, encoding: .utf8)
        return name
    }

    private func events(_ stdout: String) throws -> [[String: Any]] {
        try stdout.split(separator: "\n").map { try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
    }

    func testHelpListsTheTapeOptions() throws {
        let help = try run(["--help"]).stdout

        for option in ["--tape FILE.tape", "--check DIR", "--update", "--tolerance N", "--record-tape FILE.tape"] {
            XCTAssertTrue(help.contains(option), option)
        }
    }

    func testATapeOpensANoteByItsTextLocksItAndDiscardsThroughTheActionSheet() throws {
        let name = try tape("""
        Output flow.gif
        Output flow.mp4
        Set Size 320x568
        Set Framerate 10
        Click "Glisser pour rejeter"
        Wait presented
        Type " (edited)"
        Drag #navigation-title by 0 250 over 500ms
        Wait alert
        Click "Discard Changes"
        Wait dismissed
        """)

        let result = try run(["--tape", name, "--trace"])

        XCTAssertEqual(result.status, 0, result.stderr)
        let trace = try events(result.stdout)
        XCTAssertEqual(trace.map { $0["event"] as? String }, ["ready", "presented", "didAttemptToDismiss", "alert", "presented",
                                                             "alertAction", "dismissed", "willDismiss", "didDismiss", "dismissed"])
        XCTAssertEqual(trace[3]["actions"] as? [String], ["Discard Changes", "Keep Editing"])
        XCTAssertEqual(trace[9]["controller"] as? String, "NoteFormViewController")
        let gif = try ExternalDecoders.run("identify", ["-format", "%T %W %H\n", directory.path("flow.gif").path]).split(separator: "\n")
        let video = try ExternalDecoders.run("ffprobe", ["-v", "error", "-count_frames", "-show_entries", "stream=codec_name,width,height,nb_read_frames",
                                            "-show_entries", "format=duration", "-of", "csv=p=0", directory.path("flow.mp4").path])
            .split(separator: "\n").map(String.init)
        XCTAssertEqual(Set(gif), ["10 320 568"])
        XCTAssertEqual(video, ["h264,320,568,\(gif.count)", String(format: "%.6f", Double(gif.count) / 10)])
        XCTAssertEqual(directory.contents, ["demo.tape", "flow.gif", "flow.mp4"])
    }

    func testAStartStateAndTheWebModalsFieldsByIdentifierWithAPasswordThatIsNeverPrinted() throws {
        let name = try tape("""
        Set Size 320x568
        Set Present web
        Click #username
        Type "ada"
        Click #password
        Type "hunter2-secret"
        Screenshot web.png
        Click #login
        Wait dismissed
        Wait "Glisser pour rejeter"
        """)

        let result = try run(["--tape", name, "--trace"])

        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try events(result.stdout).compactMap { $0["event"] as? String }.last, "dismissed")
        XCTAssertFalse(result.stdout.contains("hunter2") || result.stderr.contains("hunter2"))
        let shot = try PNGDecoder(data: Data(contentsOf: directory.path("web.png"))).image()
        XCTAssertEqual([shot.width, shot.height], [320, 568])
    }

    func testABadTapeLineIsFileLineExit2AndNothingIsWritten() throws {
        let name = try tape("Output out.gif\nSleep 1s\nClick #close over there\n")

        let result = try run(["--tape", name])

        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "demo.tape:3: unexpected over at the end of the line\n")
        XCTAssertEqual(directory.contents, ["demo.tape"])
    }

    func testAnUnknownStartStateNamesTheDemosPresentations() throws {
        let result = try run(["--tape", try tape("Set Present nowhere\n")])

        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "demo.tape:1: unknown start state 'nowhere' for Set Present (known: sheet, edit, custom, web)\n")
    }

    func testATargetMissingWhilePlayingIsExit1WithTheLine() throws {
        let result = try run(["--tape", try tape("Output out.gif\nClick \"Web\"\nWait presented\nClick #save\n")])

        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix("demo.tape:4: #save is not on screen (identifiers on screen: "), result.stderr)
        XCTAssertEqual(directory.contents, ["demo.tape"])
    }

    func testTapeOptionsOutsideATapeAreUsageErrors() throws {
        let cases: [([String], String)] = [
            (["--check", "golden"], "modal-demo: --check needs --tape FILE.tape\n"),
            (["--tape", "x.tape", "--update"], "modal-demo: --update needs --check DIR\n"),
            (["--tape", "x.tape", "--screenshot", "x.png"], "modal-demo: --tape cannot be combined with --screenshot, --record, --filmstrip or the lists\n"),
            (["--tape", "x.tape", "--record-tape", "y.tape"], "modal-demo: --record-tape records a live window session; it cannot be combined with --tape\n"),
            (["--tape", "missing.tape"], "cannot read tape missing.tape: no such file\n"),
        ]
        for (arguments, message) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertEqual(result.stderr, message, arguments.joined(separator: " "))
        }
    }
}
