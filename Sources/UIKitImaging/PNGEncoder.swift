import Foundation

/// Encodes a `PixelBuffer` as a PNG file.
///
/// Output is deterministic: the same pixels and settings always give the same bytes
/// (fixed zlib parameters, per-row filter choice by the minimum-sum-of-absolute-
/// differences heuristic, no timestamp or text chunks). The file holds exactly
/// signature, IHDR, IDAT (split every 1 MiB), IEND.
///
/// Pixels are written as 8-bit straight (un-premultiplied) RGBA, colour type 6. When
/// `writesRGBForOpaqueImages` is true (the default) an image whose pixels are all fully
/// opaque is written as RGB, colour type 2, instead: the decoded pixels are identical.
public struct PNGEncoder: Sendable {
    /// The zlib level used unless another is chosen (6, zlib's own default).
    public static let defaultCompressionLevel = 6

    /// zlib compression level, 0 (store) ... 9 (smallest); values outside are clamped.
    public var compressionLevel: Int
    /// Whether fully opaque images are written as RGB (colour type 2) rather than RGBA.
    public var writesRGBForOpaqueImages: Bool

    /// Creates an encoder.
    public init(compressionLevel: Int = PNGEncoder.defaultCompressionLevel, writesRGBForOpaqueImages: Bool = true) {
        self.compressionLevel = compressionLevel
        self.writesRGBForOpaqueImages = writesRGBForOpaqueImages
    }

    /// The PNG file for `buffer`, which must be at least 1×1.
    public func encode(_ buffer: PixelBuffer) -> Data {
        Data(encodedBytes(buffer))
    }

    /// Writes the PNG for `buffer` to `url` atomically: a temporary file in the same
    /// directory is renamed into place, so readers never see a partial file and a
    /// failure leaves nothing behind.
    ///
    /// - Throws: `ImageWriteError` naming the path and the failing operation.
    public func write(_ buffer: PixelBuffer, to url: URL) throws {
        try AtomicFileWriter.write(encodedBytes(buffer), to: url)
    }

    func encodedBytes(_ buffer: PixelBuffer) -> [UInt8] {
        precondition(!buffer.isEmpty, "cannot encode an empty (\(buffer.width)x\(buffer.height)) image as PNG")
        let colorType: PNGColorType = writesRGBForOpaqueImages && buffer.isOpaque ? .rgb : .rgba
        var output = PNGChunkWriter.signature
        PNGChunkWriter.appendChunk("IHDR", PNGChunkWriter.headerData(width: buffer.width, height: buffer.height,
                                                                       colorType: colorType), to: &output)
        let stream = PNGEncoder.compressedImageData(buffer, colorType: colorType, level: compressionLevel)
        for part in PNGEncoder.split(stream) {
            PNGChunkWriter.appendChunk("IDAT", Array(part), to: &output)
        }
        PNGChunkWriter.appendChunk("IEND", [], to: &output)
        return output
    }

    /// The zlib stream of `buffer`'s filtered scanlines in `colorType` (`.rgb` or `.rgba`).
    ///
    /// `adaptiveFilters` false skips the filter search (every row unfiltered, type 0):
    /// several times faster, somewhat larger; for live recordings that must keep up.
    static func compressedImageData(_ buffer: PixelBuffer, colorType: PNGColorType, level: Int,
                                    adaptiveFilters: Bool = true) -> [UInt8] {
        let bpp = colorType.bytesPerPixel
        let raw = straightScanlines(buffer, bytesPerPixel: bpp)
        let rowBytes = buffer.width * bpp
        let filtered = adaptiveFilters
            ? PNGRowFilter.filter(raw, rowBytes: rowBytes, height: buffer.height, bytesPerPixel: bpp)
            : PNGRowFilter.unfiltered(raw, rowBytes: rowBytes, height: buffer.height)
        return Zlib.deflate(filtered, level: level)
    }

    /// Splits image data into pieces of at most `PNGChunkWriter.maxDataChunkSize` bytes
    /// (one empty piece for empty data).
    static func split(_ data: [UInt8]) -> [ArraySlice<UInt8>] {
        let size = PNGChunkWriter.maxDataChunkSize
        guard data.count > size else { return [data[...]] }
        return stride(from: 0, to: data.count, by: size).map { data[$0..<min($0 + size, data.count)] }
    }

    /// Rows of straight R, G, B (and A when `bytesPerPixel` is 4), top to bottom.
    ///
    /// Written as plain `while` loops over raw pointers with an opaque-pixel fast path
    /// (a byte swap), so that it stays fast in debug builds too: live recordings
    /// convert every frame with it.
    static func straightScanlines(_ buffer: PixelBuffer, bytesPerPixel bpp: Int) -> [UInt8] {
        precondition(bpp == 3 || bpp == 4)
        let count = buffer.width * buffer.height
        var raw = [UInt8](repeating: 0, count: count * bpp)
        buffer.pixels.withUnsafeBufferPointer { pixels in
            raw.withUnsafeMutableBytes { bytes in
                guard let source = pixels.baseAddress, let target = bytes.baseAddress, count > 0 else { return }
                var index = 0
                if bpp == 4 {
                    while index < count {
                        // memory: R, G, B, A
                        target.storeBytes(of: straight(source[index]).littleEndian, toByteOffset: index &* 4, as: UInt32.self)
                        index &+= 1
                    }
                } else {
                    let output = target.assumingMemoryBound(to: UInt8.self)
                    var offset = 0
                    while index < count {
                        let word = straight(source[index])
                        output[offset] = UInt8(truncatingIfNeeded: word)
                        output[offset &+ 1] = UInt8(truncatingIfNeeded: word >> 8)
                        output[offset &+ 2] = UInt8(truncatingIfNeeded: word >> 16)
                        offset &+= 3
                        index &+= 1
                    }
                }
            }
        }
        return raw
    }

    /// A premultiplied 0xAARRGGBB pixel as straight RGBA packed 0xAABBGGRR (R lowest).
    @inline(__always)
    private static func straight(_ value: UInt32) -> UInt32 {
        let a = value >> 24
        if a == 0xFF { return (value & 0xFF00_FF00) | ((value >> 16) & 0xFF) | ((value & 0xFF) << 16) }
        guard a != 0 else { return 0 }
        let r = UInt32(RGBA8.unpremultiply((value >> 16) & 0xFF, alpha: a))
        let g = UInt32(RGBA8.unpremultiply((value >> 8) & 0xFF, alpha: a))
        let b = UInt32(RGBA8.unpremultiply(value & 0xFF, alpha: a))
        return a << 24 | b << 16 | g << 8 | r
    }
}
