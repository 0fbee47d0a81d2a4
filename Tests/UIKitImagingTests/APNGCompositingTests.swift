import XCTest
@testable import UIKitImaging

/// Decoding APNGs that use features the encoder never writes: blend OVER, dispose
/// BACKGROUND/PREVIOUS, and a default image that is not part of the animation.
final class APNGCompositingTests: XCTestCase {
    private struct Frame {
        var rect: PixelRect
        var dispose: APNGDisposeOp
        var blend: APNGBlendOp
        var image: PixelBuffer
    }

    /// Builds an APNG by hand; frame 0 is the default image unless `separateDefault` is given.
    private func makeAPNG(width: Int, height: Int, frames: [Frame], separateDefault: PixelBuffer? = nil) -> [UInt8] {
        var bytes = PNGChunkWriter.signature
        PNGChunkWriter.appendChunk("IHDR", PNGChunkWriter.headerData(width: width, height: height, colorType: .rgba),
                                   to: &bytes)
        PNGChunkWriter.appendChunk("acTL", APNGAnimationControl(frameCount: frames.count, playCount: 0).chunkData,
                                   to: &bytes)
        if let separateDefault {
            PNGChunkWriter.appendChunk("IDAT", PNGEncoder.compressedImageData(separateDefault, colorType: .rgba, level: 6),
                                       to: &bytes)
        }
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            let control = APNGFrameControl(sequenceNumber: sequence, rect: frame.rect, delay: APNGDelay(fps: 10),
                                           disposeOp: frame.dispose, blendOp: frame.blend)
            sequence += 1
            PNGChunkWriter.appendChunk("fcTL", control.chunkData, to: &bytes)
            let data = PNGEncoder.compressedImageData(frame.image, colorType: .rgba, level: 6)
            if index == 0 && separateDefault == nil {
                PNGChunkWriter.appendChunk("IDAT", data, to: &bytes)
            } else {
                var payload = [UInt8]()
                PNGChunkWriter.appendUInt32(sequence, to: &payload)
                sequence += 1
                PNGChunkWriter.appendChunk("fdAT", payload + data, to: &bytes)
            }
        }
        PNGChunkWriter.appendChunk("IEND", [], to: &bytes)
        return bytes
    }

    func testDisposeAndBlendOpsAreApplied() throws {
        // Given red (dispose PREVIOUS on frame 0, i.e. BACKGROUND), a half-blue square
        // blended OVER and disposed PREVIOUS, full green, then the half-blue square OVER green
        let full = PixelRect(x: 0, y: 0, width: 4, height: 4)
        let halfBlue = PixelBuffer(width: 2, height: 2, fill: RGBA8(r: 0, g: 0, b: 255, a: 128))
        let bytes = makeAPNG(width: 4, height: 4, frames: [
            Frame(rect: full, dispose: .previous, blend: .source, image: PixelBuffer(width: 4, height: 4, fill: RGBA8(r: 255, g: 0, b: 0))),
            Frame(rect: PixelRect(x: 1, y: 1, width: 2, height: 2), dispose: .previous, blend: .over, image: halfBlue),
            Frame(rect: full, dispose: .none, blend: .source, image: PixelBuffer(width: 4, height: 4, fill: RGBA8(r: 0, g: 255, b: 0))),
            Frame(rect: PixelRect(x: 0, y: 0, width: 2, height: 2), dispose: .background, blend: .over, image: halfBlue),
        ])

        // When the frames are composited
        let frames = try PNGDecoder(bytes: bytes).frames()

        // Then each canvas matches the APNG rules exactly
        XCTAssertEqual(frames.count, 4)
        XCTAssertEqual(frames[0], PixelBuffer(width: 4, height: 4, fill: RGBA8(r: 255, g: 0, b: 0)))
        var expected1 = PixelBuffer(width: 4, height: 4)
        expected1.replace(with: halfBlue, atX: 1, y: 1)
        XCTAssertEqual(frames[1], expected1, "frame 0 was cleared, not restored to red")
        XCTAssertEqual(frames[1].premultipliedARGB(x: 1, y: 1), 0x8000_0080)
        XCTAssertEqual(frames[2], PixelBuffer(width: 4, height: 4, fill: RGBA8(r: 0, g: 255, b: 0)))
        XCTAssertEqual(frames[3].premultipliedARGB(x: 0, y: 0), 0xFF00_7F80, "128 blue over green: G = 255 × 127/255")
        XCTAssertEqual(frames[3].premultipliedARGB(x: 2, y: 2), 0xFF00_FF00)
        XCTAssertEqual(frames[3].diffBounds(from: frames[2]), PixelRect(x: 0, y: 0, width: 2, height: 2))
    }

    func testDefaultImageOutsideTheAnimationIsNotAFrame() throws {
        // Given an APNG whose IDAT image precedes the first fcTL
        let still = PixelBuffer(width: 3, height: 3, fill: .white)
        let only = PixelBuffer(width: 3, height: 3, fill: RGBA8(r: 1, g: 2, b: 3, a: 4))
        let bytes = makeAPNG(width: 3, height: 3, frames: [
            Frame(rect: PixelRect(x: 0, y: 0, width: 3, height: 3), dispose: .none, blend: .source, image: only),
        ], separateDefault: still)

        // When decoded
        let decoder = try PNGDecoder(bytes: bytes)

        // Then image() is the still and frames() holds only the fdAT frame
        XCTAssertEqual(try decoder.image(), still)
        XCTAssertEqual(try decoder.frames(), [only])
        XCTAssertEqual(Fixtures.sequenceNumbers(decoder.chunks), [0, 1])
    }

    func testFrameOutsideTheCanvasIsRejected() {
        let bytes = makeAPNG(width: 4, height: 4, frames: [
            Frame(rect: PixelRect(x: 0, y: 0, width: 4, height: 4), dispose: .none, blend: .source,
                  image: PixelBuffer(width: 4, height: 4)),
            Frame(rect: PixelRect(x: 3, y: 3, width: 2, height: 2), dispose: .none, blend: .source,
                  image: PixelBuffer(width: 2, height: 2)),
        ])
        XCTAssertThrowsError(try PNGDecoder(bytes: bytes).frames()) { error in
            guard case .invalidAnimation? = error as? PNGDecodingError else { return XCTFail("\(error)") }
        }
    }
}
