import Foundation
import XCTest
import UIKit
@testable import ModalDemoKit

/// Through the built `modal-demo` binary: listings, screenshots, and bad
/// command lines (exit 2, one line naming the problem, no file left behind).
final class RecordingCommandLineTests: XCTestCase {
    private let directory = TemporaryDirectory()

    private func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let result = try DemoCommandLine.run(arguments, in: directory.url)
        return (result.status, result.stdout, result.stderr)
    }

    func testListScenesGivesEveryNameWithADescription() throws {
        let result = try run(["--list-scenes"])

        XCTAssertEqual(result.status, 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, DemoScenes.all.count)
        for (line, scene) in zip(lines, DemoScenes.all) {
            XCTAssertEqual(line, "\(scene.name)  \(scene.summary)")
            XCTAssertGreaterThan(line.split(separator: " ").count, 4, line)
        }
        XCTAssertEqual(lines.first, "list  the notes list, the parent screen")
    }

    func testListScenariosGivesEveryNameWithADescription() throws {
        let result = try run(["--list-scenarios"])

        XCTAssertEqual(result.status, 0)
        let names = result.stdout.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" }
        XCTAssertEqual(names, ["slow-drag-snaps-back", "flick-dismisses", "locked-drag-action-sheet", "custom-transition",
                               "custom-flick", "web-modal", "list-fling"])
    }

    func testAScreenshotAtScale2WritesAPNGOfTheRightSize() throws {
        let result = try run(["--screenshot", "web.png", "--scene", "web", "--scale", "2", "--size", "320x568"])

        XCTAssertEqual(result.status, 0, result.stderr)
        let decoder = try PNGDecoder(data: Data(contentsOf: directory.path("web.png")))
        XCTAssertEqual(decoder.header.width, 640)
        XCTAssertEqual(decoder.header.height, 1136)
        XCTAssertFalse(decoder.isAnimated)
        let image = try decoder.image()
        XCTAssertColor(image.color(at: CGPoint(x: 3, y: 500), scale: 2), RGBA8(r: 153, g: 153, b: 153), tolerance: 1)
        XCTAssertEqual(directory.contents, ["web.png"])
    }

    func testBadCommandLinesExitWith2NameTheProblemAndLeaveNoFile() throws {
        try Data("x".utf8).write(to: directory.path("file"))
        let cases: [([String], String)] = [
            (["--screenshot", "out.png", "--scene", "nope"], "modal-demo: unknown scene 'nope'; --list-scenes lists them"),
            (["--record", "out.png", "--scenario", "nope"], "modal-demo: unknown scenario 'nope'; --list-scenarios lists them"),
            (["--record", "out.png"], "modal-demo: --record and --filmstrip need --scenario NAME (see --list-scenarios)"),
            (["--screenshot", "out.png", "--scale", "0"], "modal-demo: --scale must be a number from 1 to 4 (1, 1.25, 1.5, 2, ...), got '0'"),
            (["--screenshot", "out.png", "--size", "abc"],
             "modal-demo: --size must be WIDTHxHEIGHT in points, each from 100 to 8192, got 'abc'"),
            (["--screenshot", "missing/out.png"],
             "modal-demo: cannot write missing/out.png: the directory \(directory.url.path)/missing does not exist"),
            (["--record", "file/out.png", "--scenario", "web-modal"],
             "modal-demo: cannot write file/out.png: the directory \(directory.url.path)/file does not exist"),
            (["--bogus"], "modal-demo: unknown option '--bogus' (see --help)"),
        ]
        for (arguments, message) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertEqual(result.stderr, message + "\n", arguments.joined(separator: " "))
            XCTAssertEqual(result.stdout, "")
            XCTAssertEqual(directory.contents, ["file"], arguments.joined(separator: " "))
        }
    }

    func testARecordingWritesAnAPNGAndNothingElse() throws {
        let result = try run(["--record", "flick.png", "--scenario", "flick-dismisses", "--fps", "10", "--size", "240x400"])

        XCTAssertEqual(result.status, 0, result.stderr)
        let decoder = try PNGDecoder(data: Data(contentsOf: directory.path("flick.png")))
        XCTAssertTrue(decoder.isAnimated)
        XCTAssertEqual(decoder.frameControls.first?.delay, APNGDelay(fps: 10))
        XCTAssertEqual(directory.contents, ["flick.png"])
        XCTAssertTrue(result.stderr.contains("flick.png"), "a recording longer than a second says where it went: \(result.stderr)")
    }
}
