import XCTest
@testable import UIKitImaging

final class PNGDecoderTests: XCTestCase {
    private let png = [UInt8](PNGEncoder().encode(Fixtures.sampleImage()))

    private func animation() throws -> [UInt8] {
        var encoder = APNGEncoder()
        let first = Fixtures.gradient(width: 8, height: 6)
        try encoder.addFrame(first, delay: 0.1)
        try encoder.addFrame(Fixtures.painting(first, PixelRect(x: 1, y: 1, width: 2, height: 2), .white), delay: 0.1)
        try encoder.addFrame(Fixtures.gradient(width: 8, height: 6, seed: 7), delay: 0.1)
        return [UInt8](try encoder.finish())
    }

    /// A 5×5 RGBA PNG whose row `y` is filtered with filter type `y`.
    private func pngUsingEveryFilter() -> (bytes: [UInt8], expected: PixelBuffer) {
        var image = PixelBuffer(width: 5, height: 5)
        for y in 0..<5 {
            for x in 0..<5 {
                image[x, y] = RGBA8(r: UInt8(x * 50), g: UInt8(y * 60), b: UInt8((x * y * 37) % 256), a: UInt8(255 - x * 20))
            }
        }
        let raw = PNGEncoder.straightScanlines(image, bytesPerPixel: 4)
        var filtered = [UInt8]()
        var row = [UInt8](repeating: 0, count: 20)
        let zero = [UInt8](repeating: 0, count: 20)
        for y in 0..<5 {
            let kind = PNGRowFilter.Kind(rawValue: UInt8(y))!
            raw.withUnsafeBufferPointer { raw in
                zero.withUnsafeBufferPointer { zero in
                    let current = UnsafeBufferPointer(rebasing: raw[(y * 20)..<(y * 20 + 20)])
                    let above = y == 0 ? zero : UnsafeBufferPointer(rebasing: raw[(y * 20 - 20)..<(y * 20)])
                    _ = row.withUnsafeMutableBufferPointer {
                        PNGRowFilter.filterRow(kind, row: current, above: above, bpp: 4, into: $0)
                    }
                }
            }
            filtered += [UInt8(y)] + row
        }
        var bytes = PNGChunkWriter.signature
        PNGChunkWriter.appendChunk("IHDR", PNGChunkWriter.headerData(width: 5, height: 5, colorType: .rgba), to: &bytes)
        PNGChunkWriter.appendChunk("IDAT", Zlib.deflate(filtered, level: 6), to: &bytes)
        PNGChunkWriter.appendChunk("IEND", [], to: &bytes)
        return (bytes, image)
    }

    private func replacingChunkData(_ type: String, in bytes: [UInt8], with data: [UInt8]) throws -> [UInt8] {
        var output = PNGChunkWriter.signature
        for chunk in try PNGChunk.parse(bytes) {
            PNGChunkWriter.appendChunk(chunk.type, chunk.type == type ? data : chunk.data, to: &output)
        }
        return output
    }

    private func assertThrows(_ expected: PNGDecodingError, _ body: () throws -> Void,
                              file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            XCTAssertEqual(error as? PNGDecodingError, expected, file: file, line: line)
        }
    }

    func testAllFiveFilterTypesAreUndone() throws {
        // Given a PNG whose rows use filters None, Sub, Up, Average and Paeth
        let (bytes, expected) = pngUsingEveryFilter()

        // When it is decoded, Then every pixel is exact
        XCTAssertEqual(try PNGDecoder(bytes: bytes).image(), expected)
    }

    func testBadSignatureIsRejected() {
        var bytes = png
        bytes[1] = 0x51
        assertThrows(.badSignature) { _ = try PNGDecoder(bytes: bytes) }
        assertThrows(.badSignature) { _ = try PNGDecoder(bytes: []) }
        assertThrows(.badSignature) { _ = try PNGDecoder(data: Data("GIF89a".utf8)) }
    }

    func testTruncatedFilesAreRejected() {
        // Given the sample PNG cut in the middle of IDAT, and without IEND
        let cut = Array(png.prefix(png.count / 2))
        let noEnd = Array(png.dropLast(12))

        // When / Then both report truncation
        XCTAssertThrowsError(try PNGDecoder(bytes: cut)) { error in
            guard case .truncated(let offset, _)? = error as? PNGDecodingError else { return XCTFail("\(error)") }
            XCTAssertEqual(offset, 33, "the IDAT chunk starts after signature and IHDR")
        }
        assertThrows(.truncated(offset: png.count - 12, detail: "expected a chunk after IDAT (IEND missing)")) {
            _ = try PNGDecoder(bytes: noEnd)
        }
        assertThrows(.truncated(offset: 4, detail: "signature")) { _ = try PNGDecoder(bytes: Array(png.prefix(4))) }
    }

    func testBadCRCIsRejectedButReportedByTheChunkParser() throws {
        // Given a flipped bit inside the IDAT data
        var bytes = png
        bytes[33 + 8] ^= 0x01

        // When / Then the strict decoder throws and the lenient parser flags the chunk
        assertThrows(.badCRC(chunkType: "IDAT", offset: 33)) { _ = try PNGDecoder(bytes: bytes) }
        XCTAssertEqual(try PNGChunk.parse(bytes).map(\.isCRCValid), [true, false, true])
    }

    func testDamagedImageDataIsRejected() throws {
        // Given IDAT chunks with valid CRCs but garbage, too little, or bad-filter data
        let garbage = try replacingChunkData("IDAT", in: png, with: [0x78, 0x9C, 0xFF, 0xFF, 0xFF, 0x00])
        let short = try replacingChunkData("IDAT", in: png, with: Zlib.deflate([0, 1, 2], level: 6))
        let badFilter = try replacingChunkData("IDAT", in: png, with: Zlib.deflate([UInt8](repeating: 9, count: 34), level: 6))

        // When / Then decoding reports corrupt image data
        for bytes in [garbage, short, badFilter] {
            XCTAssertThrowsError(try PNGDecoder(bytes: bytes).image()) { error in
                guard case .corruptImageData? = error as? PNGDecodingError else { return XCTFail("\(error)") }
            }
        }
        assertThrows(.corruptImageData("row 0 has unknown filter type 9")) { _ = try PNGDecoder(bytes: badFilter).image() }
    }

    func testUnsupportedFormatsAreReportedNotMisread() throws {
        var header = PNGChunkWriter.headerData(width: 4, height: 2, colorType: .rgba)
        header[8] = 16
        assertThrows(.unsupported("bit depth 16")) {
            _ = try PNGDecoder(bytes: replacingChunkData("IHDR", in: png, with: header)).image()
        }
        header[8] = 8
        header[9] = 3
        assertThrows(.unsupported("palette (indexed) images")) {
            _ = try PNGDecoder(bytes: replacingChunkData("IHDR", in: png, with: header)).image()
        }
        header[9] = 5
        assertThrows(.invalidChunk(type: "IHDR", reason: "unknown colour type 5")) {
            _ = try PNGDecoder(bytes: replacingChunkData("IHDR", in: png, with: header))
        }
    }

    func testWrongSequenceNumberIsRejected() throws {
        // Given an APNG whose second fcTL claims sequence number 7
        let bytes = try animation()
        var chunks = try PNGChunk.parse(bytes)
        let index = chunks.indices.filter { chunks[$0].type == "fcTL" }[1]
        var data = chunks[index].data
        data[3] = 7
        chunks[index] = PNGChunk(type: "fcTL", data: data, storedCRC: 0, isCRCValid: true, offset: 0)
        var output = PNGChunkWriter.signature
        for chunk in chunks { PNGChunkWriter.appendChunk(chunk.type, chunk.data, to: &output) }

        // When / Then frames() refuses it
        assertThrows(.invalidAnimation("fcTL has sequence number 7, expected 1")) {
            _ = try PNGDecoder(bytes: output).frames()
        }
    }

    func testDamagedFilesNeverCrashTheDecoder() throws {
        // Given a valid APNG
        let bytes = try animation()
        XCTAssertEqual(try PNGDecoder(bytes: bytes).frames().count, 3)

        // When every prefix, and every single-byte change (with CRCs repaired), is decoded
        var failures = 0
        for length in 0..<bytes.count {
            if (try? PNGDecoder(bytes: Array(bytes.prefix(length))).frames()) == nil { failures += 1 }
        }
        for offset in 8..<bytes.count {
            var damaged = bytes
            damaged[offset] ^= 0x5A
            _ = try? PNGDecoder(bytes: Fixtures.fixingCRCs(damaged)).frames()
        }

        // Then each prefix fails with an error and nothing traps
        XCTAssertEqual(failures, bytes.count)
    }
}
