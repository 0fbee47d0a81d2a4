import XCTest
@testable import UIKitImaging

final class APNGEncoderTests: XCTestCase {
    /// Three 16×12 frames: a gradient, the same with a 2×2 square at (5, 4), and a
    /// completely different gradient.
    private func threeFrames() -> [PixelBuffer] {
        let first = Fixtures.gradient(width: 16, height: 12)
        let second = Fixtures.painting(first, PixelRect(x: 5, y: 4, width: 2, height: 2),
                                       RGBA8(r: 255, g: 0, b: 0, a: 128))
        return [first, second, Fixtures.gradient(width: 16, height: 12, seed: 99)]
    }

    private func encode(_ frames: [PixelBuffer], delay: APNGDelay = APNGDelay(fps: 30)) throws -> Data {
        var encoder = APNGEncoder()
        for frame in frames { try encoder.addFrame(frame, delay: delay) }
        return try encoder.finish()
    }

    func testThreeFrameAnimationHasTheAPNGStructure() throws {
        // Given three frames at 30 fps
        let frames = threeFrames()

        // When they are encoded
        let data = try encode(frames)
        let decoder = try PNGDecoder(data: data)

        // Then the file is signature, IHDR, acTL, fcTL+IDAT, (fcTL+fdAT)×2, IEND
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertEqual(decoder.chunks.map(\.type),
                       ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        XCTAssertTrue(decoder.chunks.allSatisfy(\.isCRCValid))
        XCTAssertEqual(decoder.header.width, 16)
        XCTAssertEqual(decoder.header.height, 12)
        XCTAssertEqual(decoder.header.colorType, .rgba)
        XCTAssertEqual(decoder.animationControl, APNGAnimationControl(frameCount: 3, playCount: 0))
        XCTAssertEqual(Fixtures.sequenceNumbers(decoder.chunks), [0, 1, 2, 3, 4])
    }

    func testFrameControlsCarryDelaysRectanglesAndOps() throws {
        // Given / When three frames at 30 fps are encoded
        let controls = try PNGDecoder(data: encode(threeFrames())).frameControls

        // Then every delay is 1/30, the small change is a 2×2 sub-rectangle at (5, 4),
        // and the full change covers the canvas
        XCTAssertEqual(controls.map(\.delay), Array(repeating: APNGDelay(numerator: 1, denominator: 30), count: 3))
        XCTAssertEqual(controls.map(\.rect), [PixelRect(x: 0, y: 0, width: 16, height: 12),
                                              PixelRect(x: 5, y: 4, width: 2, height: 2),
                                              PixelRect(x: 0, y: 0, width: 16, height: 12)])
        XCTAssertEqual(controls.map(\.sequenceNumber), [0, 1, 3])
        XCTAssertTrue(controls.allSatisfy { $0.disposeOp == .none && $0.blendOp == .source })
        XCTAssertEqual(controls[0].delay.seconds, 1.0 / 30, accuracy: 1e-12)
    }

    func testDecodedFramesEqualTheInputFrames() throws {
        // Given three frames, one of them semi-transparent in part
        let frames = threeFrames()

        // When they are encoded and decoded
        let decoded = try PNGDecoder(data: encode(frames)).frames()

        // Then every composited frame, the last included, equals its input exactly
        XCTAssertEqual(decoded.count, 3)
        XCTAssertEqual(decoded, frames)
        XCTAssertEqual(decoded.last, frames.last)
        XCTAssertEqual(try PNGDecoder(data: encode(frames)).image(), frames[0])
    }

    func testIdenticalConsecutiveFramesAreMergedByExtendingTheDelay() throws {
        // Given A, A, A, B at 1/30 s each
        let a = Fixtures.gradient(width: 8, height: 8), b = Fixtures.gradient(width: 8, height: 8, seed: 3)
        var encoder = APNGEncoder()
        for frame in [a, a, a, b] { try encoder.addFrame(frame, delay: APNGDelay(fps: 30)) }

        // When the animation is finished
        let decoder = try PNGDecoder(data: encoder.finish())

        // Then there are two frames and the first lasts 3/30 = 1/10 s
        XCTAssertEqual(encoder.frameCount, 2)
        XCTAssertEqual(decoder.animationControl?.frameCount, 2)
        XCTAssertEqual(decoder.frameControls.map(\.delay),
                       [APNGDelay(numerator: 1, denominator: 10), APNGDelay(numerator: 1, denominator: 30)])
        XCTAssertEqual(try decoder.frames(), [a, b])
    }

    func testMergingDifferentDelaysAddsThemExactly() throws {
        // Given a frame shown for 1/30 s, then again for 40 ms, then a different frame
        let a = Fixtures.gradient(width: 4, height: 4), b = Fixtures.gradient(width: 4, height: 4, seed: 1)
        var encoder = APNGEncoder()
        try encoder.addFrame(a, delay: 1.0 / 30)
        try encoder.addFrame(a, delay: 0.040)
        try encoder.addFrame(b, delay: 0.040)

        // When finished
        let controls = try PNGDecoder(data: encoder.finish()).frameControls

        // Then the first delay is 1/30 + 1/25 = 11/150 and the second 1/25
        XCTAssertEqual(controls.map(\.delay), [APNGDelay(numerator: 11, denominator: 150),
                                               APNGDelay(numerator: 1, denominator: 25)])
    }

    func testTimeIntervalsBecomeExactFractions() {
        XCTAssertEqual(APNGDelay(seconds: 1.0 / 30), APNGDelay(numerator: 1, denominator: 30))
        XCTAssertEqual(APNGDelay(seconds: 0.25), APNGDelay(numerator: 1, denominator: 4))
        XCTAssertEqual(APNGDelay(seconds: 0.033), APNGDelay(numerator: 33, denominator: 1000))
        XCTAssertEqual(APNGDelay(seconds: 2), APNGDelay(numerator: 2, denominator: 1))
        XCTAssertEqual(APNGDelay(seconds: 0.0123456), APNGDelay(numerator: 3, denominator: 250)) // 12 ms, reduced
        XCTAssertEqual(APNGDelay(seconds: 123.4567), APNGDelay(numerator: 12346, denominator: 100))
        XCTAssertEqual(APNGDelay(seconds: 100_000), APNGDelay(numerator: 65535, denominator: 1))
        XCTAssertEqual(APNGDelay(seconds: -1), APNGDelay(numerator: 0, denominator: 1))
        XCTAssertEqual(APNGDelay(fps: 60).seconds, 1.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(APNGDelay(numerator: 7, denominator: 0).seconds, 0.07, accuracy: 1e-12)
    }

    func testEncodingIsDeterministic() throws {
        // Given / When the same frames are encoded twice, and finish() is called twice
        var encoder = APNGEncoder()
        for frame in threeFrames() { try encoder.addFrame(frame, delay: 0.05) }
        let first = try encoder.finish(), second = try encoder.finish()

        // Then all outputs are byte-identical
        XCTAssertEqual(first, second)
        XCTAssertEqual(first, try encode(threeFrames(), delay: APNGDelay(numerator: 1, denominator: 20)))
    }

    func testSingleFrameAnimationIsValid() throws {
        var encoder = APNGEncoder()
        try encoder.addFrame(Fixtures.sampleImage(), delay: 1)
        let decoder = try PNGDecoder(data: encoder.finish())
        XCTAssertEqual(decoder.animationControl?.frameCount, 1)
        XCTAssertEqual(try decoder.frames(), [Fixtures.sampleImage()])
    }

    func testBadFramesAndEmptyAnimationsThrow() throws {
        // Given an encoder with one 4×4 frame
        var encoder = APNGEncoder()
        XCTAssertThrowsError(try encoder.finish()) { XCTAssertEqual($0 as? APNGEncodingError, .noFrames) }
        try encoder.addFrame(PixelBuffer(width: 4, height: 4), delay: 0.1)

        // When frames of another size or no size are added, Then they are rejected
        XCTAssertThrowsError(try encoder.addFrame(PixelBuffer(width: 5, height: 4), delay: 0.1)) {
            XCTAssertEqual($0 as? APNGEncodingError,
                           .frameSizeMismatch(expectedWidth: 4, expectedHeight: 4, width: 5, height: 4))
        }
        XCTAssertThrowsError(try encoder.addFrame(PixelBuffer(width: 0, height: 0), delay: 0.1)) {
            XCTAssertEqual($0 as? APNGEncodingError, .emptyFrame)
        }
        XCTAssertEqual(encoder.frameCount, 1)
    }
}
