import Foundation

/// How long an APNG frame stays on screen: `numerator / denominator` seconds, the
/// `delay_num` / `delay_den` fields of an fcTL chunk. A zero denominator means 1/100 s
/// units, as the APNG specification says.
public struct APNGDelay: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// `delay_num`.
    public var numerator: UInt16
    /// `delay_den` (0 is read as 100).
    public var denominator: UInt16

    /// Creates a delay of `numerator / denominator` seconds.
    public init(numerator: UInt16, denominator: UInt16) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// One frame at `fps` frames per second: `1 / fps` exactly (fps 30 → 1/30).
    public init(fps: Int) {
        precondition(fps > 0 && fps <= Int(UInt16.max), "fps must be in 1...65535")
        self.init(numerator: 1, denominator: UInt16(fps))
    }

    /// Converts a time interval to a fraction.
    ///
    /// The result is exact when `seconds` is `n / d` for some denominator `d` ≤ 1000
    /// (the smallest such `d` is used: 1.0/30 → 1/30, 0.25 → 1/4, 0.033 → 33/1000);
    /// otherwise it is rounded to whole milliseconds (`n / 1000`, reduced: 12 ms → 3/250). Delays too long for
    /// 16 bits fall back to coarser units (1/100, 1/10, 1 s), capped at 65535 s.
    /// Negative, NaN or infinite values count as zero.
    public init(seconds: TimeInterval) {
        self = DelayFraction(seconds: seconds).apngDelay
    }

    /// The delay in seconds.
    public var seconds: TimeInterval {
        Double(numerator) / Double(denominator == 0 ? 100 : denominator)
    }

    /// `"num/den s"`.
    public var description: String { "\(numerator)/\(denominator) s" }
}

/// An exact, reduced fraction of seconds used to add up delays of merged frames
/// before they are squeezed into `APNGDelay`'s 16-bit fields.
struct DelayFraction: Equatable {
    private(set) var numerator: Int64
    private(set) var denominator: Int64

    init(numerator: Int64, denominator: Int64) {
        precondition(denominator > 0)
        let divisor = DelayFraction.gcd(numerator, denominator)
        self.numerator = numerator / divisor
        self.denominator = denominator / divisor
    }

    init(_ delay: APNGDelay) {
        self.init(numerator: Int64(delay.numerator), denominator: Int64(delay.denominator == 0 ? 100 : delay.denominator))
    }

    init(seconds: TimeInterval) {
        guard seconds.isFinite, seconds > 0 else {
            self.init(numerator: 0, denominator: 1)
            return
        }
        let capped = min(seconds, 1e9)
        for denominator in 1...1000 {
            let scaled = capped * Double(denominator)
            let whole = scaled.rounded()
            if abs(scaled - whole) <= 1e-9 * max(1, whole) {
                self.init(numerator: Int64(whole), denominator: Int64(denominator))
                return
            }
        }
        self.init(numerator: Int64((capped * 1000).rounded()), denominator: 1000)
    }

    /// The sum of two delays, exact unless the arithmetic would overflow (then in microseconds).
    static func + (lhs: DelayFraction, rhs: DelayFraction) -> DelayFraction {
        let (a, o1) = lhs.numerator.multipliedReportingOverflow(by: rhs.denominator)
        let (b, o2) = rhs.numerator.multipliedReportingOverflow(by: lhs.denominator)
        let (sum, o3) = a.addingReportingOverflow(b)
        let (denominator, o4) = lhs.denominator.multipliedReportingOverflow(by: rhs.denominator)
        if !(o1 || o2 || o3 || o4) { return DelayFraction(numerator: sum, denominator: denominator) }
        let micros = (lhs.seconds + rhs.seconds) * 1_000_000
        return DelayFraction(numerator: Int64(min(micros, 1e15).rounded()), denominator: 1_000_000)
    }

    var seconds: Double { Double(numerator) / Double(denominator) }

    /// The fraction in 16-bit fields: exact when both parts fit, otherwise rounded to
    /// the finest of 1/1000, 1/100, 1/10, 1 s whose numerator fits, capped at 65535 s.
    var apngDelay: APNGDelay {
        let limit = Int64(UInt16.max)
        if numerator <= limit && denominator <= limit {
            return APNGDelay(numerator: UInt16(numerator), denominator: UInt16(denominator))
        }
        for unit: Int64 in [1000, 100, 10, 1] {
            let scaled = (Double(numerator) * Double(unit) / Double(denominator)).rounded()
            if scaled <= Double(limit) {
                return APNGDelay(numerator: UInt16(scaled), denominator: UInt16(unit))
            }
        }
        return APNGDelay(numerator: UInt16.max, denominator: 1)
    }

    private static func gcd(_ a: Int64, _ b: Int64) -> Int64 {
        var (x, y) = (abs(a), abs(b))
        while y != 0 { (x, y) = (y, x % y) }
        return max(x, 1)
    }
}
