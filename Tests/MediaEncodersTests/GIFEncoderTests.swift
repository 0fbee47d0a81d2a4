import ExternalDecoders
import MediaEncoders
import UIKitImaging
import XCTest

final class GIFEncoderTests: XCTestCase {
    private let scratch = ScratchDirectory()

    private func encode(_ frames: [PixelBuffer], duration: TimeInterval = 1.0 / 30, to name: String = "out.gif") throws -> String {
        let path = scratch.path(name)
        let encoder = GIFEncoder(url: URL(fileURLWithPath: path))
        for frame in frames { try encoder.append(frame, duration: duration) }
        try encoder.finish()
        return path
    }

    func testAnIndependentReaderSeesEveryFrameWithCentisecondDelaysThatAddUpAndAForeverLoop() throws {
        let path = try encode(movingSquare(frames: 6))

        let gif = try ExternalDecoders.probeGIF(path)

        XCTAssertEqual(gif.width, 40)
        XCTAssertEqual(gif.height, 30)
        XCTAssertEqual(gif.frames.map(\.delay), [3, 4, 3, 3, 4, 3])
        XCTAssertEqual(gif.loops, 0)
    }

    func testFramesAfterTheFirstCarryOnlyTheChangedRectangle() throws {
        let path = try encode(movingSquare(frames: 3) + [movingSquare(frames: 3)[2]])

        let pages = try ExternalDecoders.probeGIF(path).frames.map(\.page)

        // The square moves 4 px: columns 0-3 turn white and 10-13 turn red (rows 10-19).
        // An identical frame is a single transparent pixel.
        XCTAssertEqual(pages, ["40x30+0+0", "14x10+0+10", "14x10+4+10", "1x1+0+0"])
    }

    func testTheFramesDecodeToTheSamePixels() throws {
        let frames = movingSquare(frames: 4)
        let path = try encode(frames)

        _ = try ExternalDecoders.run("convert", [path, "-coalesce", "PNG32:" + scratch.path("decoded-%d.png")])

        for (index, frame) in frames.enumerated() {
            let decoded = try PNGDecoder(data: XCTUnwrap(bytes(scratch.path("decoded-\(index).png")))).image()
            XCTAssertEqual(decoded, frame, "frame \(index)")
        }
    }

    func testFramesShorterThanTwoCentisecondsGiveTheirTimeToTheNextFrame() throws {
        let path = try encode(movingSquare(frames: 6), duration: 1.0 / 60)

        let delays = try ExternalDecoders.probeGIF(path).frames.map(\.delay)

        // 60 fps: 2, 1, 2, 2, 1, 2 cs; each 1 cs frame is dropped and its time added to the next.
        XCTAssertEqual(delays, [2, 3, 2, 3])
    }

    func testTheSameFramesGiveTheSameBytes() throws {
        var gradient = PixelBuffer(width: 64, height: 48)
        for y in 0..<48 { for x in 0..<64 { gradient[x, y] = RGBA8(r: UInt8(x * 4), g: UInt8(y * 5), b: UInt8((x * y) % 256)) } }
        let frames = [gradient] + movingSquare(frames: 3, width: 64, height: 48)

        let first = try encode(frames, to: "a.gif")
        let second = try encode(frames, to: "b.gif")

        XCTAssertEqual(bytes(first), bytes(second))
        XCTAssertGreaterThan(bytes(first)?.count ?? 0, 100)
    }

    func testNoFramesFailsAndLeavesNothing() throws {
        let encoder = GIFEncoder(url: URL(fileURLWithPath: scratch.path("none.gif")))

        XCTAssertThrowsError(try encoder.finish())

        XCTAssertEqual(scratch.contents, [])
    }

    func testCancellingRemovesTheTemporaryFileAndLeavesTheOldFile() throws {
        try Data("old".utf8).write(to: URL(fileURLWithPath: scratch.path("keep.gif")))
        let encoder = GIFEncoder(url: URL(fileURLWithPath: scratch.path("keep.gif")))
        try encoder.append(movingSquare(frames: 1)[0], duration: 0.1)
        XCTAssertEqual(scratch.contents.count, 2, "a hidden temporary file while encoding")

        encoder.cancel()

        XCTAssertEqual(scratch.contents, ["keep.gif"])
        XCTAssertEqual(bytes(scratch.path("keep.gif")), Data("old".utf8))
    }
}
