import ExternalDecoders
import MediaEncoders
import UIKitImaging
import XCTest

final class MediaFormatTests: XCTestCase {
    private let scratch = ScratchDirectory()

    func testTheFormatComesFromTheFileName() {
        XCTAssertEqual(MediaFormat(path: "a/b.gif"), .gif)
        XCTAssertEqual(MediaFormat(path: "b.MP4"), .mp4)
        XCTAssertEqual(MediaFormat(path: "b.webm"), .webm)
        XCTAssertEqual(MediaFormat(path: "b.png"), .apng)
        XCTAssertEqual(MediaFormat(path: "frames/"), .pngSequence)
        XCTAssertNil(MediaFormat(path: "b.avi"))
        XCTAssertNil(MediaFormat(path: "frames"))
    }

    func testAPNGSequenceIsOneFilePerFrameOnTheFrameRateGridAndReplacesTheOldDirectory() throws {
        let directory = scratch.path("frames")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        try Data("stale".utf8).write(to: URL(fileURLWithPath: directory + "/old.txt"))
        let frames = movingSquare(frames: 2)
        let sink = try MediaFormat.pngSequence.makeSink(path: directory + "/", framesPerSecond: 10)

        try sink.append(frames[0], duration: 0.1)
        try sink.append(frames[1], duration: 0.2)
        try sink.finish()

        let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        XCTAssertEqual(names, ["frame-00001.png", "frame-00002.png", "frame-00003.png"])
        let third = try PNGDecoder(data: XCTUnwrap(bytes(directory + "/frame-00003.png"))).image()
        XCTAssertEqual(third, frames[1])
        XCTAssertEqual(scratch.contents, ["frames"])
    }

    func testAFanOutWritesEveryFormatFromTheSameFramesAndLeavesNoTemporaryFile() throws {
        let frames = movingSquare(frames: 6, width: 48, height: 32)
        let paths = ["all.gif", "all.mp4", "all.webm", "all.png", "all/"].map { scratch.path($0) + ($0.hasSuffix("/") ? "/" : "") }
        let fanOut = FrameFanOut(try paths.map { try MediaFormat(path: $0)!.makeSink(path: $0, framesPerSecond: 30) })

        for frame in frames { try fanOut.append(frame, duration: 1.0 / 30) }
        try fanOut.finish()

        XCTAssertEqual(scratch.contents, ["all", "all.gif", "all.mp4", "all.png", "all.webm"])
        XCTAssertEqual(try ExternalDecoders.probeGIF(scratch.path("all.gif")).frames.count, 6)
        XCTAssertEqual(try ExternalDecoders.probeVideo(scratch.path("all.mp4")).frames, 6)
        XCTAssertEqual(try ExternalDecoders.probeVideo(scratch.path("all.webm")).frames, 6)
        XCTAssertEqual(try PNGDecoder(data: XCTUnwrap(bytes(scratch.path("all.png")))).frames().count, 6)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path("all")).count, 6)
    }

    func testACancelledFanOutLeavesNothing() throws {
        let paths = ["c.gif", "c.mp4", "c.png", "c/"].map { scratch.path($0) + ($0.hasSuffix("/") ? "/" : "") }
        let fanOut = FrameFanOut(try paths.map { try MediaFormat(path: $0)!.makeSink(path: $0, framesPerSecond: 30) })
        try fanOut.append(movingSquare(frames: 1)[0], duration: 0.1)

        fanOut.cancel()

        XCTAssertEqual(scratch.contents, [])
    }
}
