import ExternalDecoders
import MediaEncoders
import UIKitImaging
import XCTest

final class VideoEncoderTests: XCTestCase {
    private let scratch = ScratchDirectory()

    private func encode(_ frames: [PixelBuffer], codec: VideoCodec, fps: Int = 30, duration: TimeInterval? = nil,
                        to name: String) throws -> String {
        let path = scratch.path(name)
        let encoder = VideoEncoder(url: URL(fileURLWithPath: path), codec: codec, framesPerSecond: fps)
        for frame in frames { try encoder.append(frame, duration: duration ?? 1 / Double(fps)) }
        try encoder.finish()
        return path
    }

    func testAnMP4IsH264Yuv420pWithEveryFrameAndTheExactDuration() throws {
        let path = try encode(movingSquare(frames: 30, width: 64, height: 48), codec: .h264, to: "out.mp4")

        let video = try ExternalDecoders.probeVideo(path)

        XCTAssertEqual(video, ExternalDecoders.Video(codec: "h264", width: 64, height: 48, pixelFormat: "yuv420p", frames: 30,
                                          frameRate: "30/1", duration: 1.0))
    }

    func testAWebMIsVP9Yuv420pWithEveryFrameAndTheExactDuration() throws {
        let path = try encode(movingSquare(frames: 15, width: 64, height: 48), codec: .vp9, to: "out.webm")

        let video = try ExternalDecoders.probeVideo(path)

        XCTAssertEqual(video, ExternalDecoders.Video(codec: "vp9", width: 64, height: 48, pixelFormat: "yuv420p", frames: 15,
                                          frameRate: "30/1", duration: 0.5))
    }

    func testOddSizesArePaddedToEvenOnes() throws {
        let mp4 = try encode(movingSquare(frames: 3, width: 41, height: 31), codec: .h264, to: "odd.mp4")
        let webm = try encode(movingSquare(frames: 3, width: 41, height: 31), codec: .vp9, to: "odd.webm")

        XCTAssertEqual([try ExternalDecoders.probeVideo(mp4).width, try ExternalDecoders.probeVideo(mp4).height], [42, 32])
        XCTAssertEqual([try ExternalDecoders.probeVideo(webm).width, try ExternalDecoders.probeVideo(webm).height], [42, 32])
    }

    func testLongFramesAreRepeatedOnTheFrameRateGrid() throws {
        let path = scratch.path("held.mp4")
        let encoder = VideoEncoder(url: URL(fileURLWithPath: path), codec: .h264, framesPerSecond: 10)
        let frames = movingSquare(frames: 3)
        try encoder.append(frames[0], duration: 0.3)
        try encoder.append(frames[1], duration: 0.01)
        try encoder.append(frames[2], duration: 0.2)
        try encoder.finish()

        let video = try ExternalDecoders.probeVideo(path)

        XCTAssertEqual(encoder.frameCount, 5)
        XCTAssertEqual(video.frames, 5)
        XCTAssertEqual(video.duration, 0.5, accuracy: 0.0001)
    }

    func testTheDecodedPictureKeepsItsColours() throws {
        var frame = PixelBuffer(width: 64, height: 48, fill: RGBA8(r: 255, g: 255, b: 255))
        for y in 0..<48 { for x in 32..<64 { frame[x, y] = RGBA8(r: 0, g: 122, b: 255) } }
        let path = try encode(Array(repeating: frame, count: 3), codec: .h264, to: "colours.mp4")

        _ = try ExternalDecoders.run("ffmpeg", ["-v", "error", "-i", path, "-frames:v", "1", "-pix_fmt", "rgba", scratch.path("first.png")])

        let decoded = try PNGDecoder(data: XCTUnwrap(bytes(scratch.path("first.png")))).image()
        for (point, expected) in [((8, 24), RGBA8(r: 255, g: 255, b: 255)), ((48, 24), RGBA8(r: 0, g: 122, b: 255))] {
            let pixel = decoded[point.0, point.1]
            for (got, want) in [(pixel.r, expected.r), (pixel.g, expected.g), (pixel.b, expected.b)] {
                XCTAssertLessThanOrEqual(abs(Int(got) - Int(want)), 4, "\(point): \(pixel) for \(expected)")
            }
        }
    }

    func testTheSameFramesGiveTheSameBytesInBothFormats() throws {
        let frames = movingSquare(frames: 8, width: 48, height: 32)

        for (codec, ext) in [(VideoCodec.h264, "mp4"), (.vp9, "webm")] {
            let first = try encode(frames, codec: codec, to: "a.\(ext)")
            let second = try encode(frames, codec: codec, to: "b.\(ext)")
            XCTAssertEqual(bytes(first), bytes(second), ext)
        }
    }

    func testCancellingLeavesNoFile() throws {
        let encoder = VideoEncoder(url: URL(fileURLWithPath: scratch.path("gone.mp4")), codec: .h264, framesPerSecond: 30)
        try encoder.append(movingSquare(frames: 1)[0], duration: 0.1)

        encoder.cancel()

        XCTAssertEqual(scratch.contents, [])
    }
}
