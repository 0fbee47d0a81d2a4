import Foundation
import XCTest
@testable import UIKitImaging

/// Shared fixtures and helpers for the imaging tests.
enum Fixtures {
    /// Straight colours of the 4×2 sample image, row by row: opaque, semi-transparent,
    /// nearly transparent and fully transparent pixels.
    static let sampleColors: [RGBA8] = [
        RGBA8(r: 255, g: 0, b: 0), RGBA8(r: 0, g: 255, b: 0, a: 128),
        RGBA8(r: 0, g: 0, b: 255, a: 64), RGBA8(r: 10, g: 20, b: 30, a: 0),
        RGBA8(r: 200, g: 100, b: 50, a: 1), RGBA8(r: 17, g: 34, b: 51, a: 200),
        RGBA8(r: 255, g: 255, b: 255, a: 255), RGBA8(r: 90, g: 180, b: 45, a: 77),
    ]

    /// A 4×2 image made of `sampleColors`.
    static func sampleImage() -> PixelBuffer {
        var image = PixelBuffer(width: 4, height: 2)
        for (index, color) in sampleColors.enumerated() {
            image[index % 4, index / 4] = color
        }
        return image
    }

    /// An opaque `width`×`height` gradient, different in every pixel.
    static func gradient(width: Int, height: Int, seed: Int = 0) -> PixelBuffer {
        var image = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image[x, y] = RGBA8(r: UInt8((x * 16 + seed) & 0xFF), g: UInt8((y * 16 + seed) & 0xFF),
                                    b: UInt8((x * y + seed) & 0xFF))
            }
        }
        return image
    }

    /// `image` with the rectangle `rect` filled with `color`.
    static func painting(_ image: PixelBuffer, _ rect: PixelRect, _ color: RGBA8) -> PixelBuffer {
        var result = image
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) { result[x, y] = color }
        }
        return result
    }

    /// A fresh empty directory under the system temporary directory.
    static func makeTemporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("UIKitImagingTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Recomputes every chunk's CRC so deliberately damaged data passes the CRC check.
    static func fixingCRCs(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(BigEndianReader(bytes).uint32(at: offset))
            guard length <= bytes.count - offset - 12 else { break }
            let crc = Zlib.crc32(bytes[(offset + 4)..<(offset + 8 + length)])
            var encoded = [UInt8]()
            PNGChunkWriter.appendUInt32(crc, to: &encoded)
            bytes.replaceSubrange((offset + 8 + length)..<(offset + 12 + length), with: encoded)
            offset += length + 12
        }
        return bytes
    }

    /// Sequence numbers of fcTL and fdAT chunks, in file order.
    static func sequenceNumbers(_ chunks: [PNGChunk]) -> [UInt32] {
        chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { BigEndianReader($0.data).uint32(at: 0) }
    }
}
