import Foundation

/// When a `TimelineView` updates, as SwiftUI's `TimelineSchedule`: the dates from
/// `startDate` on at which its content is made again.
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule is asked to update (`.lowFrequency` when the app is in the
/// background, as on iOS; our windows always ask `.normal`).
public enum TimelineScheduleMode: Sendable {
    case normal, lowFrequency
}

/// Every frame of the window (`.animation`), or at most every `minimumInterval`.
/// Paused, it updates no more.
public struct AnimationTimelineSchedule: TimelineSchedule {
    public let minimumInterval: Double?
    public let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// The window's frame times after `startDate` (a frame apart, or `minimumInterval`).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        PeriodicTimelineSchedule.Entries(start: startDate, interval: max(minimumInterval ?? 0, 1.0 / 60), limit: paused ? 1 : nil)
    }
}

/// Dates `interval` apart from `startDate`, as SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    let startDate: Date
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The schedule's dates, from the last one at or before `startDate` on (the
    /// schedule's start when it is later).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval > 0 else { return Entries(start: self.startDate, interval: 1, limit: 1) }
        let elapsed = startDate.timeIntervalSince(self.startDate)
        let first = elapsed <= 0 ? self.startDate
            : self.startDate.addingTimeInterval((elapsed / interval).rounded(.down) * interval)
        return Entries(start: first, interval: interval, limit: nil)
    }

    /// An endless (or `limit` long) sequence of dates `interval` apart.
    public struct Entries: Sequence, IteratorProtocol {
        let start: Date
        let interval: TimeInterval
        let limit: Int?
        var index = 0

        init(start: Date, interval: TimeInterval, limit: Int?) {
            self.start = start
            self.interval = interval
            self.limit = limit
        }

        public mutating func next() -> Date? {
            if let limit, index >= limit { return nil }
            defer { index += 1 }
            return start.addingTimeInterval(Double(index) * interval)
        }
    }
}

/// The start of every minute, as SwiftUI's `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    public init() {}

    /// `startDate`, then the start of each following minute.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { Entries(date: startDate) }

    public struct Entries: Sequence, IteratorProtocol {
        var date: Date?

        public mutating func next() -> Date? {
            guard let current = date else { return nil }
            let seconds = current.timeIntervalSinceReferenceDate
            date = Date(timeIntervalSinceReferenceDate: ((seconds / 60).rounded(.down) + 1) * 60)
            return current
        }
    }
}

/// The given dates, as SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries
    public init(_ dates: Entries) { self.dates = dates }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// Every frame, at most every `minimumInterval` seconds; nothing while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
