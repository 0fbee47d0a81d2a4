import Foundation

/// Maps X server event times onto the host's clock.
///
/// X stamps every input event with the server's time in milliseconds, a 32-bit
/// number that wraps about every 49.7 days. Velocities must come from these
/// stamps (when the user moved), never from when we read the event (which
/// bunches events up behind a slow frame). The mapping is fixed at the first
/// stamp seen: `host = hostAtFirst + (server - serverAtFirst) / 1000`, so the
/// spacing of events is exactly the server's. The host calibrates it at start
/// with a round trip (a property change), so that first stamp is fresh.
public struct ServerTimeMapper: Sendable {
    private var lastRaw: UInt32?
    /// Milliseconds since the first stamp, unwrapped.
    private var unwrapped: Int64 = 0
    private var origin: TimeInterval = 0

    public init() {}

    /// Whether the mapping has been fixed by a first stamp.
    public var isCalibrated: Bool { lastRaw != nil }

    /// Fixes the mapping: server time `serverTime` happened at `hostTime` (seconds).
    /// Does nothing once calibrated.
    public mutating func calibrate(serverTime: UInt32, hostTime: TimeInterval) {
        guard lastRaw == nil else { return }
        lastRaw = serverTime
        unwrapped = 0
        origin = hostTime
    }

    /// The host time (seconds) of an event stamped `serverTime`. The first call
    /// calibrates with `hostNow` if `calibrate` was never called.
    ///
    /// Stamps may arrive slightly out of order (core and XInput events); a step
    /// backwards of less than half the 32-bit range is taken as "earlier", not as a wrap.
    public mutating func hostTime(forServerTime serverTime: UInt32, hostNow: TimeInterval) -> TimeInterval {
        guard let last = lastRaw else {
            calibrate(serverTime: serverTime, hostTime: hostNow)
            return hostNow
        }
        let step = Int64(Int32(bitPattern: serverTime &- last))
        unwrapped += step
        lastRaw = serverTime
        return origin + TimeInterval(unwrapped) / 1000
    }
}
