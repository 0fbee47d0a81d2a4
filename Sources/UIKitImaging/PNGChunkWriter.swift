/// Building blocks for writing PNG files: the signature, chunks with CRCs,
/// big-endian integers and the IHDR payload.
enum PNGChunkWriter {
    /// The eight-byte PNG signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Largest payload written into one IDAT/fdAT chunk; bigger image data is split
    /// across consecutive chunks (a fixed size, so output stays deterministic).
    static let maxDataChunkSize = 1 << 20

    /// Appends one chunk (length, type, data, CRC over type + data) to `output`.
    static func appendChunk(_ type: String, _ data: [UInt8], to output: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        precondition(typeBytes.count == 4, "chunk type must be four ASCII letters")
        precondition(data.count <= Int(Int32.max), "chunk too large")
        appendUInt32(UInt32(data.count), to: &output)
        output.append(contentsOf: typeBytes)
        output.append(contentsOf: data)
        appendUInt32(Zlib.crc32(data, continuing: Zlib.crc32(typeBytes)), to: &output)
    }

    /// One chunk as bytes.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        var output = [UInt8]()
        output.reserveCapacity(data.count + 12)
        appendChunk(type, data, to: &output)
        return output
    }

    /// Appends `value` as four big-endian bytes.
    static func appendUInt32(_ value: UInt32, to output: inout [UInt8]) {
        output.append(UInt8(truncatingIfNeeded: value >> 24))
        output.append(UInt8(truncatingIfNeeded: value >> 16))
        output.append(UInt8(truncatingIfNeeded: value >> 8))
        output.append(UInt8(truncatingIfNeeded: value))
    }

    /// Appends `value` as two big-endian bytes.
    static func appendUInt16(_ value: UInt16, to output: inout [UInt8]) {
        output.append(UInt8(truncatingIfNeeded: value >> 8))
        output.append(UInt8(truncatingIfNeeded: value))
    }

    /// The 13-byte IHDR payload for an 8-bit, non-interlaced image.
    static func headerData(width: Int, height: Int, colorType: PNGColorType) -> [UInt8] {
        precondition(width > 0 && height > 0, "PNG images must be at least 1x1")
        precondition(width <= Int(Int32.max) && height <= Int(Int32.max), "PNG images are limited to 2^31-1 pixels a side")
        var data = [UInt8]()
        appendUInt32(UInt32(width), to: &data)
        appendUInt32(UInt32(height), to: &data)
        data.append(8)                      // bit depth
        data.append(colorType.rawValue)     // colour type
        data.append(0)                      // compression: deflate
        data.append(0)                      // filter method: adaptive
        data.append(0)                      // interlace: none
        return data
    }
}

/// PNG colour types (bit depth 8 throughout this module).
public enum PNGColorType: UInt8, Sendable {
    /// Grey, one byte per pixel (decoded only).
    case grayscale = 0
    /// Red, green, blue: three bytes per pixel.
    case rgb = 2
    /// Palette indices (not supported).
    case indexed = 3
    /// Grey and alpha, two bytes per pixel (decoded only).
    case grayscaleAlpha = 4
    /// Red, green, blue, straight alpha: four bytes per pixel.
    case rgba = 6

    /// Bytes per pixel at bit depth 8.
    public var bytesPerPixel: Int {
        switch self {
        case .grayscale, .indexed: return 1
        case .grayscaleAlpha: return 2
        case .rgb: return 3
        case .rgba: return 4
        }
    }
}
