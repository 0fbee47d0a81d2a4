import Foundation

/// Records an animated PNG from a producer that must never wait on compression: a
/// live window's frame loop hands over each drawn frame with the time it went on
/// screen, and a thread of the recorder's own encodes and writes it (`APNGFileWriter`:
/// changed rectangles, identical frames merged, a hidden temporary file renamed into
/// place by `finish()`). It favours speed over size: zlib level 1 by default and
/// unfiltered rows, so the encoder keeps up with the screen.
///
/// Every frame given is kept. Frames wait in a queue while the encoder catches up;
/// when `maximumQueuedFrames` are waiting, `addFrame` waits for room instead of
/// dropping anything: memory stays bounded, the producer slows down to the encoder's
/// pace, and `finish()` never has more than that many frames left to encode (a window
/// closing while recording still ends promptly).
///
/// Timing: a frame's delay is the time until the next frame, on whole milliseconds
/// counted from the first frame (so the delays add up exactly to the recording's
/// length, with no rounding drift); the last frame is shown for `lastFrameDelay`.
///
/// The canvas is the first frame's size. A later frame of another size (the window
/// was resized) is drawn at the canvas's top-left corner, cropped or padded with
/// opaque black.
public final class APNGRecorder {
    /// The destination file.
    public let url: URL
    /// How many frames may wait for the encoder before `addFrame` blocks.
    public let maximumQueuedFrames: Int
    private let pipeline: Pipeline

    /// Starts a recording into `url`; the temporary file is created at once, so an
    /// unwritable directory is reported here.
    ///
    /// - Throws: `ImageWriteError`.
    public init(url: URL, compressionLevel: Int = 1, maximumQueuedFrames: Int = 8) throws {
        self.url = url
        self.maximumQueuedFrames = max(1, maximumQueuedFrames)
        let writer = try APNGFileWriter(url: url, compressionLevel: compressionLevel, adaptiveFilters: false)
        pipeline = Pipeline(writer: writer, maximumQueuedFrames: self.maximumQueuedFrames)
        let pipeline = self.pipeline
        let thread = Thread { pipeline.work() }   // the thread holds the pipeline, never the recorder
        thread.name = "APNGRecorder"
        thread.start()
    }

    /// Dropping an unfinished recorder cancels it (no file, no temporary file).
    deinit { pipeline.cancel() }

    /// Frames given to `addFrame` so far.
    public var framesAdded: Int { pipeline.framesAdded }

    /// Queues a frame that went on screen at `time` (seconds on any steady clock).
    /// Never drops it: waits for room when the encoder is `maximumQueuedFrames` behind.
    /// After `finish()`, `cancel()` or a write error, frames are ignored.
    public func addFrame(_ pixels: PixelBuffer, shownAt time: TimeInterval) {
        pipeline.add(pixels, time: time)
    }

    /// Encodes every queued frame, shows the last one for `lastFrameDelay` seconds,
    /// completes the file and renames it onto `url`. Returns the number of frames
    /// given (identical neighbours are merged in the file).
    ///
    /// - Throws: `APNGEncodingError.noFrames` when no frame was given (nothing is
    ///   written, the temporary file is removed), or the write error that stopped
    ///   the recording (the temporary file is removed).
    @discardableResult
    public func finish(lastFrameDelay: TimeInterval = 0.1) throws -> Int {
        try pipeline.finish(lastFrameDelay: lastFrameDelay)
    }

    /// Abandons the recording: the queue is dropped, the temporary file removed,
    /// `url` untouched.
    public func cancel() { pipeline.cancel() }

    /// `pixels` on a `width` × `height` canvas: itself when the size matches, else
    /// placed at the top-left corner over opaque black.
    static func fit(_ pixels: PixelBuffer, width: Int, height: Int) -> PixelBuffer {
        guard pixels.width != width || pixels.height != height else { return pixels }
        var canvas = PixelBuffer(width: width, height: height, fill: RGBA8(r: 0, g: 0, b: 0))
        canvas.replace(with: pixels, atX: 0, y: 0)
        return canvas
    }
}

/// The queue between the producer and the encoding thread, and the encoder's state.
private final class Pipeline: @unchecked Sendable {
    private let condition = NSCondition()
    private let writer: APNGFileWriter
    private let maximumQueuedFrames: Int
    // Shared, under `condition`.
    private var queue: [(pixels: PixelBuffer, time: TimeInterval)] = []
    private var isClosing = false
    private var isWorkerDone = false
    private var failure: Error?
    private var added = 0
    private var lastFrameDelay: TimeInterval = 0.1
    // The encoding thread's own.
    private var pending: (pixels: PixelBuffer, milliseconds: Int64)?
    private var firstTime: TimeInterval?
    private var canvas: (width: Int, height: Int)?

    init(writer: APNGFileWriter, maximumQueuedFrames: Int) {
        self.writer = writer
        self.maximumQueuedFrames = maximumQueuedFrames
    }

    var framesAdded: Int {
        condition.lock(); defer { condition.unlock() }
        return added
    }

    func add(_ pixels: PixelBuffer, time: TimeInterval) {
        guard !pixels.isEmpty else { return }
        condition.lock()
        defer { condition.unlock() }
        while queue.count >= maximumQueuedFrames && !isClosing && failure == nil {
            condition.wait()
        }
        guard !isClosing, failure == nil else { return }
        queue.append((pixels, time))
        added += 1
        condition.broadcast()
    }

    func finish(lastFrameDelay: TimeInterval) throws -> Int {
        let frames = try close(delay: lastFrameDelay)
        try writer.finish()
        return frames
    }

    func cancel() {
        condition.lock()
        queue.removeAll()
        condition.unlock()
        _ = try? close(delay: 0)
        writer.cancel()
    }

    /// Stops the worker once the queue is empty; returns the frame count.
    private func close(delay: TimeInterval) throws -> Int {
        condition.lock()
        defer { condition.unlock() }
        if !isClosing {
            lastFrameDelay = delay
            isClosing = true
            condition.broadcast()
        }
        while !isWorkerDone { condition.wait() }
        if let failure {
            writer.cancel()
            throw failure
        }
        return added
    }

    // MARK: The encoding thread

    func work() {
        while let frame = nextFrame() {
            do { try encode(frame.pixels, time: frame.time) } catch { fail(error) }
        }
        condition.lock()
        let delay = lastFrameDelay, failed = failure != nil
        condition.unlock()
        if let last = pending, !failed {
            do { try writer.addFrame(last.pixels, delay: delay) } catch { fail(error) }
        }
        pending = nil
        condition.lock()
        isWorkerDone = true
        condition.broadcast()
        condition.unlock()
    }

    /// The next queued frame, or nil once closing with nothing left (or after a failure).
    private func nextFrame() -> (pixels: PixelBuffer, time: TimeInterval)? {
        condition.lock()
        defer { condition.unlock() }
        while queue.isEmpty && !isClosing && failure == nil { condition.wait() }
        guard failure == nil, !queue.isEmpty else { return nil }
        let frame = queue.removeFirst()
        condition.broadcast()
        return frame
    }

    private func fail(_ error: Error) {
        condition.lock()
        if failure == nil { failure = error }
        queue.removeAll()
        condition.broadcast()
        condition.unlock()
    }

    /// Writes the previous frame, now that its delay is known, and holds this one.
    private func encode(_ pixels: PixelBuffer, time: TimeInterval) throws {
        let start = firstTime ?? time
        firstTime = start
        let size = canvas ?? (pixels.width, pixels.height)
        canvas = size
        let fitted = APNGRecorder.fit(pixels, width: size.width, height: size.height)
        let milliseconds = max(pending.map { $0.milliseconds + 1 } ?? 0, Int64(((time - start) * 1000).rounded()))
        if let previous = pending {
            try writer.addFrame(previous.pixels, delay: TimeInterval(milliseconds - previous.milliseconds) / 1000)
        }
        pending = (fitted, milliseconds)
    }
}
