/// Why an animated PNG could not be built.
public enum APNGEncodingError: Error, Equatable, CustomStringConvertible {
    /// A frame had zero width or height.
    case emptyFrame
    /// A frame's size differs from the first frame's (all frames must match).
    case frameSizeMismatch(expectedWidth: Int, expectedHeight: Int, width: Int, height: Int)
    /// `finish()` was called before any frame was added.
    case noFrames
    /// The writer was already finished or cancelled.
    case finished

    /// A readable explanation.
    public var description: String {
        switch self {
        case .emptyFrame: return "APNG frames must be at least 1x1"
        case let .frameSizeMismatch(ew, eh, w, h):
            return "APNG frame is \(w)x\(h) but the animation is \(ew)x\(eh)"
        case .noFrames: return "an APNG needs at least one frame"
        case .finished: return "the APNG writer is already finished"
        }
    }
}

/// The frame logic shared by `APNGEncoder` and `APNGFileWriter`: turns full-size frames
/// into fcTL + IDAT/fdAT chunk bytes.
///
/// - The first frame is the default image (fcTL then IDAT) and covers the canvas.
/// - Each later frame is compared with the one before; only the bounding rectangle of
///   the changed pixels is written when it is smaller than the canvas
///   (`dispose_op` NONE, `blend_op` SOURCE, so the canvas becomes exactly the new frame).
/// - A frame identical to the one before is not written; its delay is added to the
///   previous frame's. To allow that, the newest frame is held back ("pending") until
///   a different frame arrives or `flush()` is called.
/// - Sequence numbers start at 0 and run across fcTL and fdAT chunks together.
///
/// Memory held: the previous full frame plus the pending frame's compressed data.
/// All frames use colour type 6 (RGBA8, straight alpha).
struct APNGFrameSequencer {
    private struct PendingFrame {
        var rect: PixelRect
        var delay: DelayFraction
        var imageData: [UInt8]
        var isFirst: Bool
    }

    let compressionLevel: Int
    /// Whether each row gets the best of the five filters (false: none, faster).
    let adaptiveFilters: Bool
    private(set) var width = 0
    private(set) var height = 0
    private var previous: PixelBuffer?
    private var pending: PendingFrame?
    private var nextSequenceNumber: UInt32 = 0
    private var writtenFrames = 0

    init(compressionLevel: Int, adaptiveFilters: Bool = true) {
        self.compressionLevel = compressionLevel
        self.adaptiveFilters = adaptiveFilters
    }

    /// Frames in the animation so far (written plus pending).
    var frameCount: Int { writtenFrames + (pending == nil ? 0 : 1) }

    /// Whether a first frame has been added (so `width` and `height` are known).
    var hasFrames: Bool { previous != nil }

    /// Adds a full-size frame; returns the chunk bytes of any frame this completes.
    mutating func add(_ buffer: PixelBuffer, delay: DelayFraction) throws -> [UInt8] {
        guard !buffer.isEmpty else { throw APNGEncodingError.emptyFrame }
        guard let previous else {
            width = buffer.width
            height = buffer.height
            pending = PendingFrame(rect: buffer.bounds, delay: delay, imageData: compress(buffer), isFirst: true)
            self.previous = buffer
            return []
        }
        guard buffer.width == width, buffer.height == height else {
            throw APNGEncodingError.frameSizeMismatch(expectedWidth: width, expectedHeight: height,
                                                      width: buffer.width, height: buffer.height)
        }
        guard let changed = buffer.diffBounds(from: previous) else {
            if let merged = pending?.delay { pending?.delay = merged + delay }
            return []
        }
        let output = flush()
        let rect = changed.area < buffer.bounds.area ? changed : buffer.bounds
        pending = PendingFrame(rect: rect, delay: delay, imageData: compress(buffer.cropped(to: rect)), isFirst: false)
        self.previous = buffer
        return output
    }

    /// Emits the pending frame's chunks (empty if there is none).
    mutating func flush() -> [UInt8] {
        guard let frame = pending else { return [] }
        pending = nil
        writtenFrames += 1
        var output = [UInt8]()
        output.reserveCapacity(frame.imageData.count + 64)
        let control = APNGFrameControl(sequenceNumber: takeSequenceNumber(), rect: frame.rect,
                                       delay: frame.delay.apngDelay, disposeOp: .none, blendOp: .source)
        PNGChunkWriter.appendChunk("fcTL", control.chunkData, to: &output)
        for part in PNGEncoder.split(frame.imageData) {
            if frame.isFirst {
                PNGChunkWriter.appendChunk("IDAT", Array(part), to: &output)
            } else {
                var data = [UInt8]()
                data.reserveCapacity(part.count + 4)
                PNGChunkWriter.appendUInt32(takeSequenceNumber(), to: &data)
                data.append(contentsOf: part)
                PNGChunkWriter.appendChunk("fdAT", data, to: &output)
            }
        }
        return output
    }

    /// Signature, IHDR (RGBA8) and acTL (looping forever) for a `width`×`height`
    /// animation of `frameCount` frames.
    static func header(width: Int, height: Int, frameCount: Int) -> [UInt8] {
        var output = PNGChunkWriter.signature
        PNGChunkWriter.appendChunk("IHDR", PNGChunkWriter.headerData(width: width, height: height, colorType: .rgba),
                                   to: &output)
        PNGChunkWriter.appendChunk("acTL", APNGAnimationControl(frameCount: frameCount, playCount: 0).chunkData,
                                   to: &output)
        return output
    }

    /// Byte offset of the acTL chunk within `header(...)`: signature (8) + IHDR (25).
    static let animationControlOffset = 33

    /// The IEND chunk.
    static let trailer = PNGChunkWriter.chunk("IEND", [])

    private func compress(_ buffer: PixelBuffer) -> [UInt8] {
        PNGEncoder.compressedImageData(buffer, colorType: .rgba, level: compressionLevel, adaptiveFilters: adaptiveFilters)
    }

    private mutating func takeSequenceNumber() -> UInt32 {
        defer { nextSequenceNumber += 1 }
        return nextSequenceNumber
    }
}
