/// One chunk of a PNG file, as found in the data.
public struct PNGChunk: Equatable, Sendable {
    /// The four-letter type, e.g. `"IHDR"`.
    public let type: String
    /// The payload (without length, type or CRC).
    public let data: [UInt8]
    /// The CRC stored in the file.
    public let storedCRC: UInt32
    /// Whether `storedCRC` matches the CRC-32 of type and data.
    public let isCRCValid: Bool
    /// Byte offset of the chunk's length field in the file.
    public let offset: Int

    /// Splits PNG data into chunks, checking the signature and that every chunk is
    /// complete. CRCs are checked and reported in `isCRCValid` but do not throw here.
    /// Parsing stops after IEND; anything after it is ignored.
    ///
    /// - Throws: `PNGDecodingError.badSignature`, `.truncated` (also when IEND is
    ///   missing), `.invalidChunk` for an impossible length or type name.
    public static func parse(_ bytes: [UInt8]) throws -> [PNGChunk] {
        guard bytes.count >= 8 else {
            throw bytes.elementsEqual(PNGChunkWriter.signature.prefix(bytes.count)) && !bytes.isEmpty
                ? PNGDecodingError.truncated(offset: bytes.count, detail: "signature")
                : PNGDecodingError.badSignature
        }
        guard bytes[0..<8].elementsEqual(PNGChunkWriter.signature) else { throw PNGDecodingError.badSignature }
        let reader = BigEndianReader(bytes)
        var chunks = [PNGChunk]()
        var offset = 8
        while true {
            guard bytes.count - offset >= 8 else {
                let detail = chunks.last.map { "expected a chunk after \($0.type) (IEND missing)" } ?? "no chunks"
                throw PNGDecodingError.truncated(offset: offset, detail: detail)
            }
            let length = Int(reader.uint32(at: offset))
            let typeBytes = bytes[(offset + 4)..<(offset + 8)]
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                throw PNGDecodingError.invalidChunk(type: type, reason: "chunk type at byte \(offset) is not four letters")
            }
            guard length <= Int(Int32.max) else {
                throw PNGDecodingError.invalidChunk(type: type, reason: "length \(length) exceeds 2^31-1")
            }
            guard bytes.count - offset - 12 >= length else {
                throw PNGDecodingError.truncated(offset: offset, detail: "\(type) chunk needs \(length + 12) bytes, "
                                                 + "\(bytes.count - offset) left")
            }
            let data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            let stored = reader.uint32(at: offset + 8 + length)
            let computed = Zlib.crc32(data, continuing: Zlib.crc32(typeBytes))
            chunks.append(PNGChunk(type: type, data: data, storedCRC: stored, isCRCValid: stored == computed,
                                   offset: offset))
            offset += length + 12
            if type == "IEND" { return chunks }
        }
    }
}

/// The fields of an IHDR chunk.
public struct PNGHeader: Equatable, Sendable {
    /// Image width in pixels.
    public let width: Int
    /// Image height in pixels.
    public let height: Int
    /// Bits per sample (this decoder decodes only 8).
    public let bitDepth: Int
    /// Colour type.
    public let colorType: PNGColorType
    /// Compression method (always 0).
    public let compressionMethod: Int
    /// Filter method (always 0).
    public let filterMethod: Int
    /// Interlace method: 0 none, 1 Adam7 (not decoded).
    public let interlaceMethod: Int

    /// Parses and validates a 13-byte IHDR payload.
    init(chunkData data: [UInt8]) throws {
        guard data.count == 13 else {
            throw PNGDecodingError.invalidChunk(type: "IHDR", reason: "length \(data.count), expected 13")
        }
        let reader = BigEndianReader(data)
        width = Int(reader.uint32(at: 0))
        height = Int(reader.uint32(at: 4))
        bitDepth = Int(data[8])
        guard let colorType = PNGColorType(rawValue: data[9]) else {
            throw PNGDecodingError.invalidChunk(type: "IHDR", reason: "unknown colour type \(data[9])")
        }
        self.colorType = colorType
        compressionMethod = Int(data[10])
        filterMethod = Int(data[11])
        interlaceMethod = Int(data[12])
        let limit = Int(Int32.max)
        guard width > 0, height > 0, width <= limit, height <= limit else {
            throw PNGDecodingError.invalidChunk(type: "IHDR", reason: "size \(width)x\(height)")
        }
        guard [1, 2, 4, 8, 16].contains(bitDepth) else {
            throw PNGDecodingError.invalidChunk(type: "IHDR", reason: "bit depth \(bitDepth)")
        }
        guard compressionMethod == 0, filterMethod == 0, interlaceMethod <= 1 else {
            throw PNGDecodingError.invalidChunk(type: "IHDR", reason: "compression \(compressionMethod), "
                                                + "filter \(filterMethod), interlace \(interlaceMethod)")
        }
    }
}
