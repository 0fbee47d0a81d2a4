import Foundation
import MediaEncoders
import UIKitImaging

/// The frames of a tape: captured every `PlaybackSpeed / Framerate` virtual seconds
/// while not hidden, each shown for `1 / Framerate` seconds in every output.
///
/// Each frame shows the state at the end of its interval, so a tape that runs one
/// second at 30 frames per second gives 30 frames (one second) whose last frame is
/// the state the tape ends in; a final, partial interval gets a frame too.
///
/// Frames go straight to the sinks (one per `Output`), except with a loop offset:
/// then they are kept (PNG-compressed) until the end, and handed over starting at
/// the offset and wrapping around. With no sinks (`--check`), frames are counted
/// but only the last one is drawn, when the recording pauses or ends: a check
/// costs a few renders, not one per frame.
final class TapeFilm {
    /// Virtual seconds between captures.
    let interval: TimeInterval
    /// Output seconds each frame lasts.
    let frameDuration: TimeInterval
    private let sinks: FrameFanOut?
    private let loopOffset: TapeLoopOffset
    private var spool: [Data] = []
    private var nextCapture: TimeInterval?
    /// Frames captured so far.
    private(set) var frameCount = 0
    /// The last frame captured (the state the recording ends in).
    private(set) var lastFrame: PixelBuffer?
    /// Without sinks: the last counted frame has not been drawn yet.
    private var lastFrameIsPending = false

    init(settings: TapeSettings, sinks: FrameFanOut?) {
        frameDuration = 1 / Double(settings.framerate)
        interval = settings.playbackSpeed / Double(settings.framerate)
        self.sinks = sinks
        loopOffset = settings.loopOffset
    }

    /// Whether frames are being captured (`Hide` stops, `Show` resumes).
    var isRolling: Bool { nextCapture != nil }

    /// When the last frame was captured (nil before the first, or after a pause).
    private var lastCapture: TimeInterval?

    /// Starts (or resumes) capturing: the first frame comes one interval later.
    func roll(at now: TimeInterval) {
        guard nextCapture == nil else { return }
        nextCapture = now + interval
        lastCapture = now
    }

    func pause(at now: TimeInterval, capture: () -> PixelBuffer) throws {
        try captureRemainder(at: now, capture: capture)
        drawPendingFrame(capture)
        nextCapture = nil
        lastCapture = nil
    }

    /// Ends the recording at `now`: a last frame for a partial interval, and one frame
    /// if nothing was recorded at all.
    func end(at now: TimeInterval, capture: () -> PixelBuffer) throws {
        try captureRemainder(at: now, capture: capture)
        if frameCount == 0 { try add(capture()) }
        drawPendingFrame(capture)
        nextCapture = nil
    }

    private func captureRemainder(at now: TimeInterval, capture: () -> PixelBuffer) throws {
        if let lastCapture, now > lastCapture + 1e-9 { try add(sinks == nil ? nil : capture()) }
    }

    /// Without sinks, the last frame is drawn only now (the state has not moved since).
    private func drawPendingFrame(_ capture: () -> PixelBuffer) {
        guard lastFrameIsPending else { return }
        lastFrame = capture()
        lastFrameIsPending = false
    }

    /// Called after every host frame: captures the frames due by `now`.
    func frameStepped(to now: TimeInterval, capture: () -> PixelBuffer) throws {
        guard var due = nextCapture, now + 1e-9 >= due else { return }
        let frame = sinks == nil ? nil : capture()
        while now + 1e-9 >= due {
            try add(frame)
            due += interval
        }
        nextCapture = due
        lastCapture = now
    }

    /// Seconds of output so far.
    var duration: TimeInterval { Double(frameCount) * frameDuration }

    /// Hands any kept frames to the sinks and finishes them (under temporary names).
    func finishEncoding() throws {
        guard let sinks else { return }
        if !spool.isEmpty {
            let first = loopOffset.firstFrame(of: spool.count)
            for index in Array(first..<spool.count) + Array(0..<first) {
                try sinks.append(try PNGDecoder(data: spool[index]).image(), duration: frameDuration)
            }
            spool = []
        }
        for sink in sinks.sinks { try sink.finishEncoding() }
    }

    /// Moves every finished output into place.
    func commit() throws {
        guard let sinks else { return }
        for sink in sinks.sinks { try sink.commit() }
    }

    func cancel() { sinks?.cancel() }

    /// Counts a frame; `frame` is nil when there are no sinks (drawn later if it is the last).
    private func add(_ frame: PixelBuffer?) throws {
        frameCount += 1
        guard let sinks, let frame else {
            lastFrameIsPending = true
            return
        }
        lastFrame = frame
        if loopOffset == .frames(0) {
            try sinks.append(frame, duration: frameDuration)
        } else {
            spool.append(PNGEncoder(compressionLevel: 1).encode(frame))
        }
    }
}
