import XCTest
@testable import UIKitImaging

final class PixelBufferTests: XCTestCase {
    func testBlankBufferIsFilledWithThePremultipliedColour() {
        // Given / When a 3×2 buffer filled with half-transparent orange
        let buffer = PixelBuffer(width: 3, height: 2, fill: RGBA8(r: 255, g: 128, b: 0, a: 128))

        // Then every stored value is premultiplied and reads back straight
        XCTAssertEqual(buffer.stride, 12)
        XCTAssertEqual(buffer.pixels, Array(repeating: 0x8080_4000, count: 6))
        XCTAssertEqual(buffer.pixel(x: 2, y: 1), RGBA8(r: 255, g: 128, b: 0, a: 128))
    }

    func testInitFromBytesCopiesRowsAndDropsStridePadding() {
        // Given 2×2 ARGB32 memory with 4 bytes of padding per row (stride 12)
        let values: [UInt32] = [0xFF11_2233, 0x8040_2010, 0xDEAD_BEEF, // last is padding
                                0x0000_0000, 0xFFFF_FFFF, 0xDEAD_BEEF]
        var memory = values.withUnsafeBytes { Array($0) }

        // When a buffer is made from it and the memory is changed afterwards
        let buffer = memory.withUnsafeBytes { PixelBuffer(width: 2, height: 2, bytes: $0, stride: 12) }
        memory[0] = 0

        // Then the buffer holds its own tightly packed copy
        XCTAssertEqual(buffer.pixels, [0xFF11_2233, 0x8040_2010, 0x0000_0000, 0xFFFF_FFFF])
        XCTAssertEqual(buffer.pixel(x: 1, y: 0), RGBA8(r: 128, g: 64, b: 32, a: 128))
        XCTAssertEqual(buffer.premultipliedARGB(x: 1, y: 1), 0xFFFF_FFFF)
    }

    func testNativeByteOrderMatchesCairoARGB32() {
        // Given a pixel with alpha 0x80, red 0x40, green 0x20, blue 0x10
        let buffer = PixelBuffer(width: 1, height: 1, premultipliedARGB: [0x8040_2010])

        // When its memory is inspected
        let bytes = buffer.withUnsafeBytes { Array($0) }

        // Then it is the native-endian UInt32 (B, G, R, A on little-endian)
        XCTAssertEqual(bytes, 1.littleEndian == 1 ? [0x10, 0x20, 0x40, 0x80] : [0x80, 0x40, 0x20, 0x10])
    }

    func testIdenticalBuffersHaveNoDiff() {
        // Given two equal gradients
        let a = Fixtures.gradient(width: 8, height: 6), b = Fixtures.gradient(width: 8, height: 6)

        // When / Then they are equal and have no changed area
        XCTAssertEqual(a, b)
        XCTAssertNil(a.diffBounds(from: b))
    }

    func testDiffBoundsIsTheBoundingBoxOfChangedPixels() {
        // Given a gradient with pixels (3, 2) and (5, 4) changed
        let before = Fixtures.gradient(width: 8, height: 6)
        var after = before
        after[3, 2] = .white
        after[5, 4] = .black

        // When the diff is computed
        let diff = after.diffBounds(from: before)

        // Then it spans x 3...5, y 2...4
        XCTAssertNotEqual(after, before)
        XCTAssertEqual(diff, PixelRect(x: 3, y: 2, width: 3, height: 3))
    }

    func testDiffBoundsOfDifferentSizesIsTheWholeImage() {
        let small = PixelBuffer(width: 2, height: 2), large = PixelBuffer(width: 3, height: 2)
        XCTAssertEqual(large.diffBounds(from: small), PixelRect(x: 0, y: 0, width: 3, height: 2))
    }

    func testCroppedCopiesTheRegionAndClipsToBounds() {
        // Given an 8×6 gradient
        let image = Fixtures.gradient(width: 8, height: 6)

        // When a 3×2 region and an overhanging region are cropped
        let region = image.cropped(to: PixelRect(x: 2, y: 1, width: 3, height: 2))
        let clipped = image.cropped(to: PixelRect(x: 6, y: 4, width: 10, height: 10))

        // Then they hold exactly the pixels underneath
        XCTAssertEqual(region.width, 3)
        XCTAssertEqual(region.height, 2)
        XCTAssertEqual(region[0, 0], image[2, 1])
        XCTAssertEqual(region[2, 1], image[4, 2])
        XCTAssertEqual(clipped.width, 2)
        XCTAssertEqual(clipped.height, 2)
        XCTAssertEqual(clipped[1, 1], image[7, 5])
        XCTAssertTrue(image.cropped(to: PixelRect(x: 20, y: 20, width: 2, height: 2)).isEmpty)
    }

    func testReplacePastesAnImage() {
        // Given a clear canvas and a 2×2 white patch
        var canvas = PixelBuffer(width: 4, height: 4)
        let patch = PixelBuffer(width: 2, height: 2, fill: .white)

        // When the patch is pasted at (1, 2)
        canvas.replace(with: patch, atX: 1, y: 2)

        // Then exactly that area changed
        XCTAssertEqual(canvas.diffBounds(from: PixelBuffer(width: 4, height: 4)), PixelRect(x: 1, y: 2, width: 2, height: 2))
        XCTAssertEqual(canvas[2, 3], .white)
    }
}
