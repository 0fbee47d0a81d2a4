import Foundation

/// Builds an animated PNG in memory.
///
/// ```swift
/// var encoder = APNGEncoder()
/// try encoder.addFrame(first, delay: APNGDelay(fps: 30))
/// try encoder.addFrame(second, delay: 1.0 / 30)
/// let data = try encoder.finish()
/// ```
///
/// Every frame must have the first frame's size. Later frames are stored as the
/// rectangle that changed since the frame before (when smaller than the canvas), and a
/// frame identical to the one before is merged into it: the earlier frame's delay is
/// extended by the new delay, so `frameCount` does not grow. The file loops forever
/// (`num_plays` 0), uses RGBA8, and is deterministic (same frames → same bytes).
/// For long recordings use `APNGFileWriter`, which keeps memory bounded.
public struct APNGEncoder {
    private var sequencer: APNGFrameSequencer
    private var body: [UInt8] = []

    /// Creates an empty animation; `compressionLevel` is zlib's 0...9.
    public init(compressionLevel: Int = PNGEncoder.defaultCompressionLevel) {
        sequencer = APNGFrameSequencer(compressionLevel: compressionLevel)
    }

    /// Frames in the animation so far, after merging identical consecutive frames.
    public var frameCount: Int { sequencer.frameCount }

    /// Appends a frame shown for `delay` seconds (see `APNGDelay(seconds:)` for how it
    /// becomes a fraction).
    ///
    /// - Throws: `APNGEncodingError.emptyFrame` or `.frameSizeMismatch`.
    public mutating func addFrame(_ buffer: PixelBuffer, delay: TimeInterval) throws {
        try addFrame(buffer, delay: DelayFraction(seconds: delay))
    }

    /// Appends a frame shown for an exact fractional `delay`.
    public mutating func addFrame(_ buffer: PixelBuffer, delay: APNGDelay) throws {
        try addFrame(buffer, delay: DelayFraction(delay))
    }

    /// The finished APNG file. The encoder is unchanged, so more frames may be added
    /// and `finish()` called again.
    ///
    /// - Throws: `APNGEncodingError.noFrames` when no frame was added.
    public func finish() throws -> Data {
        guard sequencer.hasFrames else { throw APNGEncodingError.noFrames }
        var sequencer = self.sequencer
        let last = sequencer.flush()
        var output = APNGFrameSequencer.header(width: sequencer.width, height: sequencer.height,
                                               frameCount: sequencer.frameCount)
        output.reserveCapacity(output.count + body.count + last.count + 12)
        output += body
        output += last
        output += APNGFrameSequencer.trailer
        return Data(output)
    }

    private mutating func addFrame(_ buffer: PixelBuffer, delay: DelayFraction) throws {
        body += try sequencer.add(buffer, delay: delay)
    }
}
