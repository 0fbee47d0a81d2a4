import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The host's frame clock: `CLOCK_MONOTONIC`, which never jumps when the wall
/// clock is set. Hosts take a clock closure so tests can drive time themselves.
public enum MonotonicClock {
    /// Seconds on `CLOCK_MONOTONIC` (arbitrary origin; only differences matter).
    public static func seconds() -> TimeInterval {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return TimeInterval(spec.tv_sec) + TimeInterval(spec.tv_nsec) / 1_000_000_000
    }

    /// CPU seconds the calling thread has used (`CLOCK_THREAD_CPUTIME_ID`): what a frame
    /// cost this process, whatever else the machine runs.
    public static func threadCPUSeconds() -> TimeInterval {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return TimeInterval(spec.tv_sec) + TimeInterval(spec.tv_nsec) / 1_000_000_000
    }
}
