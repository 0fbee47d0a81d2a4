import Foundation

/// How long the frame loop may sleep in `poll()` before it has work to do.
///
/// - Something is dirty (`needsDisplay`) because of input: no sleep, unless a frame
///   was drawn less than `inputFrameSpacing` ago. X11 without a compositor has no
///   vsync to wait for, so a moved pointer is drawn at once (lowest latency); the
///   events that arrive while a frame is drawn are all dispatched and the next
///   frame shows the newest.
/// - Dirty while animating: frames are paced at `frameInterval` (the display rate).
/// - Animating: until the next frame, one `frameInterval` after the last one.
/// - A timer is scheduled: until its deadline.
/// - Otherwise: forever (`nil`), so an idle window costs no CPU.
///
/// The smallest of those that apply wins; a caller's limit caps it.
public struct FrameSchedule: Equatable, Sendable {
    /// Seconds between frames while animating (1/60 when the display rate is unknown).
    public var frameInterval: TimeInterval
    /// The least time between two frames drawn for input (4 ms: at most 250 per second).
    public var inputFrameSpacing: TimeInterval

    public init(frameInterval: TimeInterval = 1.0 / 60, inputFrameSpacing: TimeInterval = 0.004) {
        self.frameInterval = frameInterval
        self.inputFrameSpacing = min(inputFrameSpacing, frameInterval)
    }

    /// The least time between two frames: the display rate while animating, else the input spacing.
    public func spacing(animating: Bool) -> TimeInterval { animating ? frameInterval : inputFrameSpacing }

    /// Seconds to wait from `now`, or nil to wait until an event arrives.
    public func timeout(now: TimeInterval, needsDisplay: Bool, wantsAnimationFrames: Bool,
                        nextDeadline: TimeInterval?, lastFrame: TimeInterval?,
                        limit: TimeInterval? = nil) -> TimeInterval? {
        var wait: TimeInterval? = limit
        func consider(_ seconds: TimeInterval) {
            let clamped = max(0, seconds)
            wait = min(wait ?? clamped, clamped)
        }
        if needsDisplay { consider((lastFrame ?? now) + spacing(animating: wantsAnimationFrames) - now) }
        if wantsAnimationFrames { consider((lastFrame ?? now) + frameInterval - now) }
        if let deadline = nextDeadline { consider(deadline - now) }
        return wait.map { max(0, $0) }
    }
}
