/// What happens to a frame's area before the next frame is drawn (fcTL `dispose_op`).
public enum APNGDisposeOp: UInt8, Sendable {
    /// Leave the canvas as it is.
    case none = 0
    /// Clear the frame's area to transparent black.
    case background = 1
    /// Restore the frame's area to what it was before this frame.
    case previous = 2
}

/// How a frame is drawn onto the canvas (fcTL `blend_op`).
public enum APNGBlendOp: UInt8, Sendable {
    /// Replace the area, alpha included.
    case source = 0
    /// Composite over the existing pixels.
    case over = 1
}

/// The animation control chunk (acTL): frame count and how often to play.
public struct APNGAnimationControl: Equatable, Sendable {
    /// `num_frames`.
    public var frameCount: Int
    /// `num_plays`; 0 loops forever.
    public var playCount: Int

    /// Creates an acTL description.
    public init(frameCount: Int, playCount: Int) {
        self.frameCount = frameCount
        self.playCount = playCount
    }

    var chunkData: [UInt8] {
        var data = [UInt8]()
        PNGChunkWriter.appendUInt32(UInt32(frameCount), to: &data)
        PNGChunkWriter.appendUInt32(UInt32(playCount), to: &data)
        return data
    }
}

/// A frame control chunk (fcTL): where a frame goes, how long it shows and how it is
/// disposed of and blended.
public struct APNGFrameControl: Equatable, Sendable {
    /// `sequence_number`, shared with fdAT chunks and starting at 0.
    public var sequenceNumber: UInt32
    /// The frame's rectangle on the canvas (`x_offset`, `y_offset`, `width`, `height`).
    public var rect: PixelRect
    /// `delay_num` / `delay_den`.
    public var delay: APNGDelay
    /// `dispose_op`.
    public var disposeOp: APNGDisposeOp
    /// `blend_op`.
    public var blendOp: APNGBlendOp

    /// Creates a frame control.
    public init(sequenceNumber: UInt32, rect: PixelRect, delay: APNGDelay,
                disposeOp: APNGDisposeOp = .none, blendOp: APNGBlendOp = .source) {
        self.sequenceNumber = sequenceNumber
        self.rect = rect
        self.delay = delay
        self.disposeOp = disposeOp
        self.blendOp = blendOp
    }

    /// The 26-byte fcTL payload.
    var chunkData: [UInt8] {
        var data = [UInt8]()
        data.reserveCapacity(26)
        for value in [sequenceNumber, UInt32(rect.width), UInt32(rect.height), UInt32(rect.x), UInt32(rect.y)] {
            PNGChunkWriter.appendUInt32(value, to: &data)
        }
        PNGChunkWriter.appendUInt16(delay.numerator, to: &data)
        PNGChunkWriter.appendUInt16(delay.denominator, to: &data)
        data.append(disposeOp.rawValue)
        data.append(blendOp.rawValue)
        return data
    }

    /// Parses a 26-byte fcTL payload.
    init(chunkData data: [UInt8]) throws {
        guard data.count == 26 else {
            throw PNGDecodingError.invalidChunk(type: "fcTL", reason: "length \(data.count), expected 26")
        }
        let reader = BigEndianReader(data)
        guard let dispose = APNGDisposeOp(rawValue: data[24]) else {
            throw PNGDecodingError.invalidChunk(type: "fcTL", reason: "unknown dispose_op \(data[24])")
        }
        guard let blend = APNGBlendOp(rawValue: data[25]) else {
            throw PNGDecodingError.invalidChunk(type: "fcTL", reason: "unknown blend_op \(data[25])")
        }
        self.init(sequenceNumber: reader.uint32(at: 0),
                  rect: PixelRect(x: Int(reader.uint32(at: 12)), y: Int(reader.uint32(at: 16)),
                                  width: Int(reader.uint32(at: 4)), height: Int(reader.uint32(at: 8))),
                  delay: APNGDelay(numerator: reader.uint16(at: 20), denominator: reader.uint16(at: 22)),
                  disposeOp: dispose, blendOp: blend)
    }
}

/// Reads big-endian integers from a byte array (callers check lengths first).
struct BigEndianReader {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func uint32(at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
            | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    func uint16(at offset: Int) -> UInt16 {
        UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }
}
