import Foundation

/// Why a PNG or APNG could not be read. The decoder never traps on bad input; every
/// problem surfaces as one of these.
public enum PNGDecodingError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// The data does not start with the PNG signature.
    case badSignature
    /// The data ends in the middle of something (`offset` is where it was expected).
    case truncated(offset: Int, detail: String)
    /// A chunk's stored CRC does not match its type and data.
    case badCRC(chunkType: String, offset: Int)
    /// A chunk is malformed (wrong length, bad type name, bad field value).
    case invalidChunk(type: String, reason: String)
    /// A required chunk is absent.
    case missingChunk(String)
    /// Valid PNG this decoder does not handle (palette, interlacing, bit depth ≠ 8).
    case unsupported(String)
    /// The compressed image data is damaged or too short.
    case corruptImageData(String)
    /// The APNG chunks are inconsistent (sequence numbers, frame counts, frame bounds).
    case invalidAnimation(String)
    /// The image is larger than this decoder is willing to allocate.
    case imageTooLarge(width: Int, height: Int)

    /// A readable explanation.
    public var description: String {
        switch self {
        case .badSignature: return "not a PNG file (bad signature)"
        case let .truncated(offset, detail): return "PNG data is truncated at byte \(offset): \(detail)"
        case let .badCRC(type, offset): return "CRC mismatch in \(type) chunk at byte \(offset)"
        case let .invalidChunk(type, reason): return "invalid \(type) chunk: \(reason)"
        case let .missingChunk(type): return "PNG has no \(type) chunk"
        case let .unsupported(what): return "unsupported PNG: \(what)"
        case let .corruptImageData(detail): return "corrupt PNG image data: \(detail)"
        case let .invalidAnimation(detail): return "invalid APNG: \(detail)"
        case let .imageTooLarge(width, height): return "PNG image \(width)x\(height) is too large to decode"
        }
    }

    /// Same as `description`.
    public var errorDescription: String? { description }
}
