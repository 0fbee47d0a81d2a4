import Foundation

/// Main-queue work on the wall clock under a virtual clock.
///
/// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.5)` (how SlideOverCard
/// dismisses, how PopupView finishes its animations and hides a toast) comes due in
/// real time, and a block a background queue hands to `DispatchQueue.main` arrives
/// when that thread gets to run; neither follows the host's virtual clock, which
/// otherwise runs as fast as frames are made. A paced advance lets real time keep
/// up with virtual time, so such work runs at the frame whose virtual time matches
/// the real time it arrived at.
extension HeadlessHost {
    /// Advances the virtual clock by `seconds` as `advance(by:)` does, but no faster
    /// than real time for the first `realTimeLimit` real seconds: before each frame
    /// the host waits until real time since the call has caught up with the frame's
    /// virtual time (at most `realTimeLimit`), waking early when a block arrives on
    /// the main queue; that frame runs it. Past the limit the rest runs at full speed.
    /// The wait is bounded: `min(seconds, realTimeLimit)` real seconds at most.
    public func advance(by seconds: TimeInterval, pacingRealTimeUpTo realTimeLimit: TimeInterval) {
        let start = realClock()
        let begin = now
        let end = now + max(0, seconds)
        let frame = 1 / framesPerSecond
        var pacing = realTimeLimit > 0
        while now < end - 1e-9 {
            let next = now + frame
            let target = next >= end - 1e-9 ? end : next
            let due = min(target - begin, realTimeLimit)
            while pacing {
                let waited = realClock() - start
                // Once the limit has been waited, the rest runs at full speed.
                if waited >= realTimeLimit { pacing = false; break }
                let remaining = due - waited
                if remaining <= 0 || waitForMainQueueWork(timeout: remaining) { break }
            }
            now = target
            step()
        }
        if seconds <= 0 { step() }
    }
}
