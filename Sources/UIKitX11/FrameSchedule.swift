import Foundation

/// How long the frame loop may sleep in `poll()` before it has work to do.
///
/// - Something is dirty (`needsDisplay`): no sleep, unless a frame was drawn less
///   than `frameInterval` ago (frames are paced at the display rate; the events
///   that arrive meanwhile are all dispatched and the next frame shows the newest).
/// - Animating: until the next frame, one `frameInterval` after the last one.
/// - A timer is scheduled: until its deadline.
/// - Otherwise: forever (`nil`), so an idle window costs no CPU.
///
/// The smallest of those that apply wins; a caller's limit caps it.
public struct FrameSchedule: Equatable, Sendable {
    /// Seconds between frames while animating (1/60 when the display rate is unknown).
    public var frameInterval: TimeInterval

    public init(frameInterval: TimeInterval = 1.0 / 60) {
        self.frameInterval = frameInterval
    }

    /// Seconds to wait from `now`, or nil to wait until an event arrives.
    public func timeout(now: TimeInterval, needsDisplay: Bool, wantsAnimationFrames: Bool,
                        nextDeadline: TimeInterval?, lastFrame: TimeInterval?,
                        limit: TimeInterval? = nil) -> TimeInterval? {
        var wait: TimeInterval? = limit
        func consider(_ seconds: TimeInterval) {
            let clamped = max(0, seconds)
            wait = min(wait ?? clamped, clamped)
        }
        if needsDisplay { consider((lastFrame ?? now) + frameInterval - now) }
        if wantsAnimationFrames { consider((lastFrame ?? now) + frameInterval - now) }
        if let deadline = nextDeadline { consider(deadline - now) }
        return wait.map { max(0, $0) }
    }
}
