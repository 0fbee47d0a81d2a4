import Foundation

/// Turns frame durations into whole ticks (GIF centiseconds, video frames) without
/// drift: each frame ends at the rounded tick of its exact end time, so rounding
/// errors never add up (at 30 fps a GIF gets 3, 3, 4, 3, 3, 4 ... centiseconds and
/// every second is exactly 100).
public struct FrameClock: Equatable {
    /// Ticks per second (100 for GIF delays, the frame rate for video).
    public let ticksPerSecond: Double
    /// The exact time at which the frames so far end, in seconds.
    public private(set) var elapsed: TimeInterval = 0
    /// The tick at which the frames so far end.
    public private(set) var elapsedTicks = 0

    public init(ticksPerSecond: Double) {
        precondition(ticksPerSecond > 0)
        self.ticksPerSecond = ticksPerSecond
    }

    /// Adds a frame lasting `duration` seconds and returns how many ticks it covers
    /// (possibly 0 for a frame shorter than half a tick).
    public mutating func advance(by duration: TimeInterval) -> Int {
        elapsed += max(0, duration.isFinite ? duration : 0)
        let end = Int((elapsed * ticksPerSecond).rounded())
        let ticks = max(0, end - elapsedTicks)
        elapsedTicks += ticks
        return ticks
    }
}
