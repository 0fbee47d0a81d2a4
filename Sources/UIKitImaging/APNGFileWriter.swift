import Foundation

/// Writes an animated PNG straight to a file, for long live recordings.
///
/// Memory stays bounded: only the previous frame and the newest frame's compressed
/// data are kept; everything else is on disk. Frames follow the same rules as
/// `APNGEncoder` (changed-rectangle frames, identical frames merged by extending the
/// previous delay, RGBA8, loop forever), and the output is byte-identical to what
/// `APNGEncoder` produces for the same frames.
///
/// How the frame count gets into acTL, which precedes the frames: the file is written
/// to a hidden temporary file next to `url` with acTL reserved (frame count 0); `finish()`
/// appends IEND, seeks back to patch acTL's frame count and CRC, flushes, and renames
/// the file onto `url`. Readers therefore never see a partial file, and on any error
/// (or `cancel()`, or dropping an unfinished writer) the temporary file is deleted.
public final class APNGFileWriter {
    /// The destination file.
    public let url: URL
    private var sequencer: APNGFrameSequencer
    private var file: TemporaryFile?

    /// Starts a recording into `url`. The temporary file is created immediately, so an
    /// unwritable directory is reported here.
    ///
    /// - Throws: `ImageWriteError`.
    ///
    /// `adaptiveFilters` false writes every row unfiltered: several times faster to
    /// encode, a somewhat larger file (live recordings that must keep up with the screen).
    public init(url: URL, compressionLevel: Int = PNGEncoder.defaultCompressionLevel, adaptiveFilters: Bool = true) throws {
        self.url = url
        sequencer = APNGFrameSequencer(compressionLevel: compressionLevel, adaptiveFilters: adaptiveFilters)
        file = try TemporaryFile(destination: url)
    }

    /// Frames recorded so far, after merging identical consecutive frames.
    public var frameCount: Int { sequencer.frameCount }

    /// Whether `finish()` or `cancel()` has run (or a write failed).
    public var isFinished: Bool { file == nil }

    /// Appends a frame shown for `delay` seconds (see `APNGDelay(seconds:)`).
    ///
    /// - Throws: `APNGEncodingError` for bad frames or after finishing,
    ///   `ImageWriteError` when the disk write fails (the recording is then abandoned).
    public func addFrame(_ buffer: PixelBuffer, delay: TimeInterval) throws {
        try addFrame(buffer, delay: DelayFraction(seconds: delay))
    }

    /// Appends a frame shown for an exact fractional `delay`.
    public func addFrame(_ buffer: PixelBuffer, delay: APNGDelay) throws {
        try addFrame(buffer, delay: DelayFraction(delay))
    }

    /// Completes the file and moves it to `url`.
    ///
    /// - Throws: `APNGEncodingError.noFrames` (the temporary file is removed),
    ///   `.finished`, or `ImageWriteError`.
    public func finish() throws {
        let file = try openFile()
        self.file = nil
        guard sequencer.hasFrames else {
            file.discard()
            throw APNGEncodingError.noFrames
        }
        try file.write(sequencer.flush() + APNGFrameSequencer.trailer)
        let control = APNGAnimationControl(frameCount: sequencer.frameCount, playCount: 0)
        try file.write(PNGChunkWriter.chunk("acTL", control.chunkData),
                       atOffset: APNGFrameSequencer.animationControlOffset)
        try file.commit()
    }

    /// Abandons the recording and deletes the temporary file; `url` is not touched.
    public func cancel() {
        file?.discard()
        file = nil
    }

    private func addFrame(_ buffer: PixelBuffer, delay: DelayFraction) throws {
        let file = try openFile()
        do {
            let isFirst = !sequencer.hasFrames
            let chunks = try sequencer.add(buffer, delay: delay)
            if isFirst {
                try file.write(APNGFrameSequencer.header(width: sequencer.width, height: sequencer.height,
                                                         frameCount: 0))
            }
            try file.write(chunks)
        } catch let error as ImageWriteError {
            self.file = nil
            throw error
        }
    }

    private func openFile() throws -> TemporaryFile {
        guard let file else { throw APNGEncodingError.finished }
        return file
    }
}
