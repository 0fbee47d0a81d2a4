import Foundation

/// The time type of the schedulers whose clock is the wall clock (`RunLoop` and
/// `OperationQueue`): a `Date`, with a stride in seconds. On Apple's platforms each
/// has its own nested type of this shape; here both name this one
/// (`RunLoop.SchedulerTimeType`, `OperationQueue.SchedulerTimeType`), so code
/// written against either spelling compiles unchanged.
public struct DateSchedulerTime: Strideable, Codable, Hashable, Sendable {
    /// The date represented by this type.
    public var date: Date

    /// Initializes a scheduler time with the given date.
    public init(_ date: Date) {
        self.date = date
    }

    public func distance(to other: DateSchedulerTime) -> Stride {
        Stride(other.date.timeIntervalSince(date))
    }

    public func advanced(by n: Stride) -> DateSchedulerTime {
        DateSchedulerTime(date.addingTimeInterval(n.magnitude))
    }

    /// The interval by which these times advance, in seconds (`magnitude`).
    public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable, Hashable,
                          SchedulerTimeIntervalConvertible, Sendable {
        public typealias FloatLiteralType = TimeInterval
        public typealias IntegerLiteralType = TimeInterval
        public typealias Magnitude = TimeInterval

        /// The value of this time interval in seconds.
        public var magnitude: TimeInterval

        /// The value of this time interval in seconds.
        public var timeInterval: TimeInterval { magnitude }

        public init(integerLiteral value: TimeInterval) { magnitude = value }
        public init(floatLiteral value: TimeInterval) { magnitude = value }
        public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
        public init?<T: BinaryInteger>(exactly source: T) {
            guard let value = TimeInterval(exactly: source) else { return nil }
            magnitude = value
        }

        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }

        public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
        public static func seconds(_ s: Double) -> Stride { Stride(s) }
        public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
        public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }
    }
}
