import Dispatch
import Foundation

extension DispatchQueue: Scheduler {
    /// Scheduler time with a `DispatchTime` (the queue's clock: uptime nanoseconds).
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The dispatch time represented by this type.
        public var dispatchTime: DispatchTime

        /// Creates a dispatch queue time type instance.
        public init(_ time: DispatchTime) {
            dispatchTime = time
        }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(.nanoseconds(Int(Int64(bitPattern: other.dispatchTime.uptimeNanoseconds &- dispatchTime.uptimeNanoseconds))))
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            let base = Int64(clamping: dispatchTime.uptimeNanoseconds)
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(1, base + Int64(n.magnitude)))))
        }

        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(dispatchTime.uptimeNanoseconds)
        }

        public init(from decoder: Decoder) throws {
            dispatchTime = DispatchTime(uptimeNanoseconds: try decoder.singleValueContainer().decode(UInt64.self))
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        /// A dispatch queue's time interval, in nanoseconds (`magnitude`).
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
                              Hashable, Codable, Sendable {
            public typealias FloatLiteralType = Double
            public typealias IntegerLiteralType = Int
            public typealias Magnitude = Int

            /// The value of this time interval in nanoseconds.
            public var magnitude: Int

            /// A `DispatchTimeInterval` created with the value of this type in nanoseconds.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            /// Creates a dispatch queue time interval from a dispatch time interval.
            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let s): magnitude = s.multipliedReportingOverflow(by: 1_000_000_000).overflow ? .max : s * 1_000_000_000
                case .milliseconds(let ms): magnitude = ms * 1_000_000
                case .microseconds(let us): magnitude = us * 1_000
                case .nanoseconds(let ns): magnitude = ns
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }

            /// Creates a dispatch queue time interval from a floating-point seconds value.
            public init(floatLiteral value: Double) {
                magnitude = Int(value * 1_000_000_000)
            }

            /// Creates a dispatch queue time interval from an integer seconds value.
            public init(integerLiteral value: Int) {
                magnitude = value * 1_000_000_000
            }

            /// Creates a dispatch queue time interval from a binary integer of seconds.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let seconds = Int(exactly: source) else { return nil }
                magnitude = seconds * 1_000_000_000
            }

            init(nanoseconds: Int) {
                magnitude = nanoseconds
            }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude * rhs.magnitude) }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude - rhs.magnitude) }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }

            public static func seconds(_ s: Double) -> Stride { Stride(nanoseconds: Int(s * 1_000_000_000)) }
            public static func seconds(_ s: Int) -> Stride { Stride(nanoseconds: s * 1_000_000_000) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(nanoseconds: ms * 1_000_000) }
            public static func microseconds(_ us: Int) -> Stride { Stride(nanoseconds: us * 1_000) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: ns) }
        }
    }

    /// Options that affect the operation of the dispatch queue scheduler.
    public struct SchedulerOptions {
        /// The dispatch queue quality of service.
        public var qos: DispatchQoS
        /// The dispatch queue work item flags.
        public var flags: DispatchWorkItemFlags
        /// The dispatch group, if any, that should be used for performing actions.
        public var group: DispatchGroup?

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// The queue's clock now (`DispatchTime.now()`).
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let options = options ?? SchedulerOptions()
        let action = ScheduledAction(action)
        async(group: options.group, qos: options.qos, flags: options.flags) { action.run() }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        let options = options ?? SchedulerOptions()
        let action = ScheduledAction(action)
        asyncAfter(deadline: date.dispatchTime, qos: options.qos, flags: options.flags) { action.run() }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        let timer = DispatchSource.makeTimerSource(queue: self)
        let action = ScheduledAction(action)
        timer.setEventHandler(qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { action.run() }
        timer.schedule(deadline: date.dispatchTime, repeating: .nanoseconds(max(1, interval.magnitude)),
                       leeway: .nanoseconds(max(0, tolerance.magnitude)))
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}

/// An action handed to Dispatch, which wants `@Sendable` closures. As on Apple, the
/// scheduler protocol's actions are plain closures: the caller decides where they may run.
struct ScheduledAction: @unchecked Sendable {
    let run: () -> Void

    init(_ run: @escaping () -> Void) {
        self.run = run
    }
}
