import ExternalDecoders
import Foundation
import MediaEncoders
import UIKit
@testable import UIKitTapes
import XCTest

/// `--tape` end to end through `TapeMain`: every output format written (and the same
/// bytes on a second run), nothing written when the tape fails, exit codes, stderr.
final class TapeMainTests: XCTestCase {
    private let scratch = TapeScratch()
    private var messages: [String] = []

    private func run(_ tapePath: String, check: String? = nil, update: Bool = false, tolerance: Int? = nil) -> Int32 {
        var options = TapeOptions()
        options.tape = tapePath
        options.checkDirectory = check
        options.update = update
        options.tolerance = tolerance
        messages = []
        return TapeMain.run(options, app: makeSampleApp(), program: "sample", standardError: { self.messages.append($0) }, wallClock: { 0 })
    }

    private let shortTape = """
    Set Size 160x240
    Set Framerate 10
    Click "Open"
    Wait presented
    Sleep 200ms
    """

    func testEveryFormatIsWrittenFromTheSameFramesAndIdenticallyTwice() throws {
        let outputs = ["a.gif", "a.mp4", "a.webm", "a.png", "frames/"]
        let tape = try scratch.tape(outputs.map { "Output \(scratch.path($0))\($0.hasSuffix("/") ? "/" : "")" }.joined(separator: "\n")
            + "\n" + shortTape + "\nScreenshot \(scratch.path("shot.png"))\n")

        XCTAssertEqual(run(tape), 0, messages.joined(separator: "\n"))
        let first = try outputs.filter { !$0.hasSuffix("/") }.map { try Data(contentsOf: URL(fileURLWithPath: scratch.path($0))) }
        let frames = try FileManager.default.contentsOfDirectory(atPath: scratch.path("frames")).sorted()
        XCTAssertEqual(run(tape), 0)
        let second = try outputs.filter { !$0.hasSuffix("/") }.map { try Data(contentsOf: URL(fileURLWithPath: scratch.path($0))) }

        XCTAssertEqual(first, second, "same tape, same bytes, every format")
        XCTAssertEqual(scratch.contents, ["a.gif", "a.mp4", "a.png", "a.webm", "frames", "shot.png", "test.tape"])
        let count = frames.count
        XCTAssertGreaterThan(count, 8)
        let apng = try PNGDecoder(data: first[3])
        XCTAssertEqual(apng.frameControls.map(\.delay.seconds).reduce(0, +), Double(count) / 10, accuracy: 1e-9,
                       "the APNG merges identical frames into longer ones")
        let lastFrame = try PNGDecoder(data: Data(contentsOf: URL(fileURLWithPath: scratch.path("frames/" + frames.last!)))).image()
        XCTAssertEqual(lastFrame, try PNGDecoder(data: Data(contentsOf: URL(fileURLWithPath: scratch.path("shot.png")))).image(),
                       "the Screenshot at the end is the last frame")
        XCTAssertEqual(messages.last, "sample: wrote \(outputs.map { scratch.path($0) + ($0.hasSuffix("/") ? "/" : "") }.joined(separator: ", ")), \(scratch.path("shot.png")) (\(count) frames, \(String(format: "%.2f", Double(count) / 10)) s)")
    }

    func testABadLineFailsWithFileLineOnStderrExit2AndWritesNothing() throws {
        let tape = try scratch.tape("Output \(scratch.path("x.gif"))\nScreenshot \(scratch.path("s.png"))\nSleep 1s\nClick nowhere\n")

        XCTAssertEqual(run(tape), 2)

        XCTAssertEqual(messages, ["\(tape):4: expected a target: #identifier, \"visible text\" or x,y in points, got nowhere"])
        XCTAssertEqual(scratch.contents, ["test.tape"])
    }

    func testAFailureWhilePlayingExits1WithItsLineAndLeavesNoFileNotEvenATemporaryOne() throws {
        let tape = try scratch.tape("Output \(scratch.path("x.gif"))\nOutput \(scratch.path("x.mp4"))\nOutput \(scratch.path("f"))/\n"
            + "Screenshot \(scratch.path("s.png"))\n" + shortTape + "\nClick #missing\n")

        XCTAssertEqual(run(tape), 1)

        XCTAssertEqual(messages, ["\(tape):10: #missing is not on screen (identifiers on screen: dimming, name, open, password, sheet, sheet-content)"])
        XCTAssertEqual(scratch.contents, ["test.tape"])
    }

    func testAnExistingOutputIsKeptWhenTheTapeFails() throws {
        try Data("old".utf8).write(to: URL(fileURLWithPath: scratch.path("keep.gif")))
        let tape = try scratch.tape("Output \(scratch.path("keep.gif"))\nSleep 100ms\nWait alert timeout 100ms\n")

        XCTAssertEqual(run(tape), 1)

        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: scratch.path("keep.gif"))), Data("old".utf8))
        XCTAssertEqual(scratch.contents, ["keep.gif", "test.tape"])
    }

    func testAnIndependentDecoderReadsWhatATapeWrote() throws {
        let tape = try scratch.tape("Output \(scratch.path("t.gif"))\nOutput \(scratch.path("t.mp4"))\nSet Size 160x240\nSet Framerate 20\nSleep 1s\n")

        XCTAssertEqual(run(tape), 0)

        let identify = try ExternalDecoders.run("identify", ["-format", "%T %W %H\n", scratch.path("t.gif")]).split(separator: "\n")
        XCTAssertEqual(identify.count, 20)
        XCTAssertEqual(Set(identify), ["5 160 240"])
        let probe = try ExternalDecoders.run("ffprobe", ["-v", "error", "-count_frames", "-show_entries", "stream=nb_read_frames,width,height",
                                            "-show_entries", "format=duration", "-of", "csv=p=0", scratch.path("t.mp4")])
        XCTAssertEqual(probe.split(separator: "\n").map(String.init), ["160,240,20", "1.000000"])
    }

    func testLoopOffsetStartsTheOutputsPartWayAndWrapsAround() throws {
        let plainTape = try scratch.tape("Output \(scratch.path("plain"))/\nSet Size 160x240\nSet Framerate 10\nClick \"Open\"\nSleep 400ms\n", named: "plain.tape")
        let loopTape = try scratch.tape("Output \(scratch.path("loop"))/\nSet Size 160x240\nSet Framerate 10\nSet LoopOffset 50%\nClick \"Open\"\nSleep 400ms\n", named: "loop.tape")

        XCTAssertEqual(run(plainTape), 0)
        XCTAssertEqual(run(loopTape), 0)

        func frame(_ directory: String, _ number: Int) throws -> Data {
            try Data(contentsOf: URL(fileURLWithPath: scratch.path(directory) + "/" + PNGSequenceSink.fileName(frame: number)))
        }
        let count = try FileManager.default.contentsOfDirectory(atPath: scratch.path("plain")).count
        XCTAssertEqual(count, 5)
        XCTAssertEqual(try (1...5).map { try frame("loop", $0) }, try [3, 4, 5, 1, 2].map { try frame("plain", $0) })
    }

    func testProgressIsReportedForLongRendersOnly() throws {
        var clock = 0.0
        var options = TapeOptions()
        options.tape = try scratch.tape("Set Size 160x240\nSet Framerate 10\nSleep 3s\n")
        var lines: [String] = []

        let status = TapeMain.run(options, app: makeSampleApp(), program: "sample", standardError: { lines.append($0) },
                                  wallClock: { clock += 0.4; return clock })

        XCTAssertEqual(status, 0)
        // The fake wall clock moves 0.4 s a call: the first report after a second of it.
        XCTAssertEqual(lines, ["sample: \(options.tape!):3: 3 s recorded, 30 frames",
                               "sample: played \(options.tape!) (30 frames, 3.00 s); it has no Output"])
    }
}
