import Foundation
import UIKit
@testable import UIKitTapes
import XCTest

/// `--check`: one changed pixel fails, a change within the tolerance passes, the
/// diff image shows where, `--update` rewrites, a later match cleans up.
final class SnapshotCheckTests: XCTestCase {
    private let scratch = TapeScratch()

    private func image(_ fill: RGBA8 = .white) -> PixelBuffer { PixelBuffer(width: 8, height: 6, fill: fill) }

    func testOnePixelOffByMoreThanTheToleranceFails() {
        var changed = image()
        changed[3, 2] = RGBA8(r: 255, g: 252, b: 255)

        let strict = SnapshotComparison(changed, image(), tolerance: 2)
        let lenient = SnapshotComparison(changed, image(), tolerance: 3)

        XCTAssertFalse(strict.matches)
        XCTAssertEqual(strict.differingPixels, 1)
        XCTAssertEqual(strict.maximumDifference, 3)
        XCTAssertTrue(lenient.matches)
        XCTAssertEqual(lenient.maximumDifference, 3)
    }

    func testAlphaCountsAndSizesMustMatch() {
        XCTAssertFalse(SnapshotComparison(image(RGBA8(r: 255, g: 255, b: 255, a: 200)), image(), tolerance: 2).matches)
        let other = PixelBuffer(width: 8, height: 7, fill: .white)
        let comparison = SnapshotComparison(other, image(), tolerance: 255)
        XCTAssertFalse(comparison.matches)
        XCTAssertFalse(comparison.sizesMatch)
    }

    func testTheDiffImageIsTheGoldenFadedWithChangedPixelsRed() {
        var expected = image()
        expected[0, 0] = .black
        var actual = expected
        actual[5, 4] = RGBA8(r: 0, g: 0, b: 255)

        let diff = SnapshotComparison.diffImage(actual, expected, tolerance: 2)

        XCTAssertEqual(diff[5, 4], RGBA8(r: 255, g: 0, b: 0))
        XCTAssertEqual(diff[0, 0], RGBA8(r: 200, g: 200, b: 200), "black fades to the darkest grey")
        XCTAssertEqual(diff[1, 0], RGBA8(r: 255, g: 255, b: 255), "white stays white")
        XCTAssertEqual(SnapshotComparison.diffImage(PixelBuffer(width: 9, height: 6, fill: .white), expected, tolerance: 2)[8, 0],
                       RGBA8(r: 255, g: 0, b: 0), "outside the common area is red")
    }

    func testGoldensWriteDiffAndActualOnAMismatchAndRemoveThemOnAMatch() throws {
        let goldens = SnapshotGoldens(directory: scratch.url, tolerance: 2)
        try goldens.update(image(), named: "a.png")
        var changed = image()
        changed[1, 1] = .black

        let outcome = try goldens.check(changed, named: "a.png")

        XCTAssertEqual(outcome, .differs(SnapshotComparison(changed, image(), tolerance: 2),
                                         diff: scratch.url.appendingPathComponent("a.diff.png"),
                                         actual: scratch.url.appendingPathComponent("a.actual.png")))
        XCTAssertEqual(scratch.contents, ["a.actual.png", "a.diff.png", "a.png"])
        XCTAssertEqual(try PNGDecoder(data: Data(contentsOf: goldens.actualFile("a.png"))).image(), changed)
        XCTAssertEqual(try goldens.check(image(), named: "a.png"), .matched)
        XCTAssertEqual(scratch.contents, ["a.png"])
    }

    func testAMissingGoldenIsAMismatchWithTheActualImageWritten() throws {
        let goldens = SnapshotGoldens(directory: scratch.url, tolerance: 2)

        XCTAssertEqual(try goldens.check(image(), named: "new.png"), .missing(actual: scratch.url.appendingPathComponent("new.actual.png")))
    }

    func testOutputsAreCheckedByTheirNameWithPNG() {
        XCTAssertEqual(SnapshotGoldens.name(forOutput: "assets/flick.gif"), "flick.png")
        XCTAssertEqual(SnapshotGoldens.name(forOutput: "flick.mp4"), "flick.png")
        XCTAssertEqual(SnapshotGoldens.name(forOutput: "out/frames/"), "frames.png")
    }

    // MARK: Through --tape --check

    private func run(_ tape: String, update: Bool = false, tolerance: Int? = nil) -> (Int32, [String]) {
        var options = TapeOptions()
        options.tape = tape
        options.checkDirectory = scratch.path("golden")
        options.update = update
        options.tolerance = tolerance
        var lines: [String] = []
        let status = TapeMain.run(options, app: makeSampleApp(), program: "sample", standardError: { lines.append($0) }, wallClock: { 0 })
        return (status, lines)
    }

    func testUpdateThenCheckThenAOnePixelChangeFailsAndTheToleranceForgivesASmallOne() throws {
        try FileManager.default.createDirectory(atPath: scratch.path("golden"), withIntermediateDirectories: false)
        let tape = try scratch.tape("""
        Output \(scratch.path("out.gif"))
        Set Size 160x240
        Set Framerate 10
        Screenshot \(scratch.path("start.png"))
        Click "Open"
        Wait presented
        """)

        XCTAssertEqual(run(tape, update: true).0, 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path("golden")).sorted(), ["out.png", "start.png"])
        XCTAssertEqual(scratch.contents, ["golden", "test.tape"], "--check writes no outputs")
        XCTAssertEqual(run(tape).0, 0)

        let golden = URL(fileURLWithPath: scratch.path("golden/start.png"))
        var image = try PNGDecoder(data: Data(contentsOf: golden)).image()
        let original = image[80, 200]
        image[80, 200] = RGBA8(r: original.r, g: original.g &- 3, b: original.b)
        try PNGEncoder().write(image, to: golden)

        let (status, lines) = run(tape)
        XCTAssertEqual(status, 1)
        XCTAssertEqual(lines, ["sample: \(scratch.path("golden/start.png")): 1 pixels differ by more than 2 (largest difference 3); wrote \(scratch.path("golden/start.diff.png")) and \(scratch.path("golden/start.actual.png"))",
                               "sample: 1 of 2 snapshots differ from \(scratch.path("golden"))"])
        let diff = try PNGDecoder(data: Data(contentsOf: URL(fileURLWithPath: scratch.path("golden/start.diff.png")))).image()
        XCTAssertEqual(diff[80, 200], RGBA8(r: 255, g: 0, b: 0))
        XCTAssertEqual(run(tape, tolerance: 3).0, 0, "within --tolerance 3")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path("golden")).sorted(), ["out.png", "start.png"])
    }

    func testAMissingGoldenFailsTheCheckAndSaysHowToCreateIt() throws {
        try FileManager.default.createDirectory(atPath: scratch.path("golden"), withIntermediateDirectories: false)
        let tape = try scratch.tape("Set Size 160x240\nScreenshot \(scratch.path("s.png"))\n")

        let (status, lines) = run(tape)

        XCTAssertEqual(status, 1)
        XCTAssertEqual(lines.first, "sample: \(scratch.path("golden/s.png")): no such golden (run with --update to create it); wrote \(scratch.path("golden/s.actual.png"))")
    }

    func testACheckDirectoryThatDoesNotExistIsAUsageError() throws {
        let tape = try scratch.tape("Sleep 10ms\n")

        let (status, lines) = run(tape)

        XCTAssertEqual(status, 2)
        XCTAssertEqual(lines, ["sample: --check \(scratch.path("golden")) is not a directory"])
    }
}
