extension Subscribers {
    /// A requested number of items, sent to a publisher from a subscriber through its subscription.
    ///
    /// As in Apple's Combine: `.unlimited`, `.none` (zero) or `.max(n)` with `n >= 0`;
    /// adding to `.unlimited` stays unlimited, subtracting from `.unlimited` stays unlimited,
    /// and subtraction from a finite demand stops at zero. `.max` with a negative count
    /// is a programming error (a precondition failure, as on Apple).
    public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
        /// The number of items, or nil for unlimited.
        let count: Int?

        private init(count: Int?) {
            self.count = count
        }

        /// A request for as many values as the publisher can produce.
        public static let unlimited = Demand(count: nil)
        /// A request for no elements.
        public static let none = Demand(count: 0)

        /// A request for at most `value` elements (`value` must not be negative).
        @inlinable
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "Subscribers.Demand.max(\(value)): a demand cannot be negative")
            return Demand(rawCount: value)
        }

        @usableFromInline
        init(rawCount: Int) {
            self.init(count: rawCount)
        }

        /// The number of requested values, or nil when unlimited.
        public var max: Int? { count }

        public var description: String {
            count.map { "max(\($0))" } ?? "unlimited"
        }

        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let l = lhs.count, let r = rhs.count else { return .unlimited }
            let (sum, overflow) = l.addingReportingOverflow(r)
            return overflow ? .unlimited : Demand(count: sum)
        }

        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

        public static func + (lhs: Demand, rhs: Int) -> Demand {
            guard let l = lhs.count else { return .unlimited }
            let (sum, overflow) = l.addingReportingOverflow(rhs)
            return overflow ? .unlimited : Demand(count: Swift.max(0, sum))
        }

        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

        public static func * (lhs: Demand, rhs: Int) -> Demand {
            guard let l = lhs.count else { return .unlimited }
            let (product, overflow) = l.multipliedReportingOverflow(by: rhs)
            return overflow ? .unlimited : Demand(count: Swift.max(0, product))
        }

        public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

        /// Subtraction; `.unlimited - x` is `.unlimited`, a finite result stops at zero.
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let l = lhs.count else { return .unlimited }
            guard let r = rhs.count else { return .none }
            return Demand(count: Swift.max(0, l - r))
        }

        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }

        public static func - (lhs: Demand, rhs: Int) -> Demand {
            guard let l = lhs.count else { return .unlimited }
            return Demand(count: Swift.max(0, l - rhs))
        }

        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.count, rhs.count) {
            case (nil, _): return false
            case (_, nil): return true
            case let (l?, r?): return l < r
            }
        }

        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 > rhs } ?? true }
        public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 >= rhs } ?? true }
        public static func > (lhs: Int, rhs: Demand) -> Bool { rhs.count.map { lhs > $0 } ?? false }
        public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs.count.map { lhs >= $0 } ?? false }
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 < rhs } ?? false }
        public static func < (lhs: Int, rhs: Demand) -> Bool { rhs.count.map { lhs < $0 } ?? true }
        public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 <= rhs } ?? false }
        public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs.count.map { lhs <= $0 } ?? true }
        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.count == rhs }
        public static func != (lhs: Demand, rhs: Int) -> Bool { lhs.count != rhs }
        public static func == (lhs: Int, rhs: Demand) -> Bool { rhs.count == lhs }
        public static func != (lhs: Int, rhs: Demand) -> Bool { rhs.count != lhs }
        public static func == (lhs: Demand, rhs: Int?) -> Bool { lhs.count == rhs }
        public static func != (lhs: Demand, rhs: Int?) -> Bool { lhs.count != rhs }

        public init(from decoder: Decoder) throws {
            let value = try decoder.singleValueContainer().decode(UInt.self)
            count = value == UInt.max ? nil : Int(clamping: value)
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(count.map { UInt($0) } ?? UInt.max)
        }
    }
}
