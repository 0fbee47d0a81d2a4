import XCTest
@testable import UIKitImaging

final class PNGEncoderTests: XCTestCase {
    func testRoundTripKeepsKnownPixelsIncludingSemiTransparentOnes() throws {
        // Given a 4×2 image with opaque, semi-transparent and transparent pixels
        let image = Fixtures.sampleImage()

        // When it is encoded and decoded
        let decoded = try PNGDecoder(data: PNGEncoder().encode(image)).image()

        // Then the premultiplied pixels are identical (so within ±1), and straight colours
        // are within ±1 wherever alpha leaves enough precision (≥ 64)
        XCTAssertEqual(decoded, image)
        for (index, expected) in Fixtures.sampleColors.enumerated() {
            let actual = decoded[index % 4, index / 4]
            let original = image.premultipliedARGB(x: index % 4, y: index / 4)
            let roundTripped = decoded.premultipliedARGB(x: index % 4, y: index / 4)
            for shift: UInt32 in [0, 8, 16, 24] {
                XCTAssertLessThanOrEqual(abs(Int((original >> shift) & 0xFF) - Int((roundTripped >> shift) & 0xFF)), 1)
            }
            XCTAssertEqual(actual.a, expected.a)
            guard expected.a >= 64 else { continue }
            for (a, b) in [(actual.r, expected.r), (actual.g, expected.g), (actual.b, expected.b)] {
                XCTAssertLessThanOrEqual(abs(Int(a) - Int(b)), 1, "pixel \(index): \(actual) vs \(expected)")
            }
        }
        XCTAssertEqual(decoded[3, 0], .clear)
        XCTAssertEqual(decoded[1, 0], RGBA8(r: 0, g: 255, b: 0, a: 128))
        XCTAssertEqual(decoded[0, 0], RGBA8(r: 255, g: 0, b: 0))
    }

    func testFileHasSignatureHeaderDataEndAndValidCRCs() throws {
        // Given / When the sample image is encoded
        let data = PNGEncoder().encode(Fixtures.sampleImage())
        let chunks = try PNGChunk.parse([UInt8](data))
        let header = try PNGDecoder(data: data).header

        // Then it is a plain RGBA8 PNG with nothing but IHDR, IDAT, IEND
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertEqual(chunks.map(\.type), ["IHDR", "IDAT", "IEND"])
        XCTAssertTrue(chunks.allSatisfy(\.isCRCValid))
        XCTAssertEqual(header.width, 4)
        XCTAssertEqual(header.height, 2)
        XCTAssertEqual(header.bitDepth, 8)
        XCTAssertEqual(header.colorType, .rgba)
        XCTAssertEqual(header.interlaceMethod, 0)
        XCTAssertEqual(chunks.last?.storedCRC, 0xAE42_6082) // the well-known CRC of an empty IEND
    }

    func testOpaqueImagesAreWrittenAsRGBUnlessDisabled() throws {
        // Given an opaque gradient
        let image = Fixtures.gradient(width: 10, height: 7)

        // When it is encoded with and without the RGB shortcut
        let rgb = try PNGDecoder(data: PNGEncoder().encode(image))
        let rgba = try PNGDecoder(data: PNGEncoder(writesRGBForOpaqueImages: false).encode(image))

        // Then the colour types differ but the pixels do not
        XCTAssertEqual(rgb.header.colorType, .rgb)
        XCTAssertEqual(rgba.header.colorType, .rgba)
        XCTAssertEqual(try rgb.image(), image)
        XCTAssertEqual(try rgba.image(), image)
    }

    func testEncodingIsDeterministic() {
        // Given one image
        let image = Fixtures.gradient(width: 33, height: 17, seed: 5)

        // When it is encoded twice, by two encoders
        let first = PNGEncoder().encode(image), second = PNGEncoder().encode(image)

        // Then the bytes are identical
        XCTAssertEqual(first, second)
    }

    func testCompressionLevelIsConfigurable() throws {
        // Given a compressible image
        let image = PixelBuffer(width: 64, height: 64, fill: RGBA8(r: 1, g: 2, b: 3, a: 200))

        // When it is stored (level 0) and compressed hard (level 9)
        let stored = PNGEncoder(compressionLevel: 0).encode(image)
        let small = PNGEncoder(compressionLevel: 9).encode(image)

        // Then both decode to the image and level 0 is much larger
        XCTAssertGreaterThan(stored.count, 64 * 64 * 4)
        XCTAssertLessThan(small.count, 200)
        XCTAssertEqual(try PNGDecoder(data: stored).image(), image)
        XCTAssertEqual(try PNGDecoder(data: small).image(), image)
    }

    func testEachFilterTypeIsChosenForSomeRowOfARealImage() throws {
        // Given a 40×40 image with smooth and noisy regions
        var image = Fixtures.gradient(width: 40, height: 40)
        for y in 0..<40 where y % 3 == 0 {
            for x in 0..<40 { image[x, y] = RGBA8(r: UInt8((x * 37 + y * 11) % 256), g: 0, b: UInt8(x * 6), a: 255) }
        }

        // When it is encoded
        let decoder = try PNGDecoder(data: PNGEncoder(writesRGBForOpaqueImages: false).encode(image))
        let filtered = try Zlib.inflate(decoder.chunks.filter { $0.type == "IDAT" }.flatMap(\.data),
                                        expectedSize: 40 * (40 * 4 + 1))
        let used = Set((0..<40).map { filtered[$0 * (40 * 4 + 1)] })

        // Then more than one filter is in use and it still decodes exactly
        XCTAssertGreaterThan(used.count, 1)
        XCTAssertEqual(try decoder.image(), image)
    }

    func testWriteCreatesTheFileAtomicallyWithNoLeftovers() throws {
        // Given a directory and an image
        let directory = try Fixtures.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("shot.png")
        let image = Fixtures.sampleImage()

        // When it is written twice (the second replaces the first)
        try PNGEncoder().write(PixelBuffer(width: 1, height: 1), to: url)
        try PNGEncoder().write(image, to: url)

        // Then the file holds the encoding and no temporary file remains
        XCTAssertEqual(try Data(contentsOf: url), PNGEncoder().encode(image))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["shot.png"])
    }

    func testWriteIntoMissingDirectoryThrowsWithThePathAndLeavesNoFile() throws {
        // Given a destination whose directory does not exist
        let directory = try Fixtures.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("missing/shot.png")

        // When writing, Then an ImageWriteError names the destination
        XCTAssertThrowsError(try PNGEncoder().write(Fixtures.sampleImage(), to: url)) { error in
            guard let error = error as? ImageWriteError else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(error.path, url.path)
            XCTAssertEqual(error.code, ENOENT)
            XCTAssertTrue(error.description.contains(url.path))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }

    func testFailedRenameRemovesTheTemporaryFile() throws {
        // Given a destination that is an existing directory (so the final rename fails)
        let directory = try Fixtures.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("taken")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)

        // When writing
        XCTAssertThrowsError(try PNGEncoder().write(Fixtures.sampleImage(), to: url)) { error in
            // Then the rename is reported and only the directory is left
            XCTAssertEqual((error as? ImageWriteError)?.operation, "rename")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["taken"])
    }
}
