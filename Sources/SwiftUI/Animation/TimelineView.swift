import Foundation

/// A view made again at the dates of a schedule, as SwiftUI's `TimelineView`:
/// `TimelineView(.animation) { context in ... context.date ... }`, `.periodic(from:by:)`,
/// `.everyMinute`, `.explicit(dates)`.
///
/// The dates are the window's clock (`UIWindow.clockDate`): a headless window's
/// virtual clock, so every frame of a tape or screenshot is the same on every run.
/// At each update the content gets the latest schedule entry at or before now (now
/// itself when none has come yet), and a timer on the window's run loop asks for
/// the next update at the following entry; a view out of a window schedules none.
/// Where we differ: a headless window's clock starts at 2001-01-01 00:00:00 UTC, so
/// a `.periodic(from: .now, by:)` schedule (a start in the future there) is followed
/// on its grid of `by`-second steps, as if it had started a whole number of steps earlier.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// What the content is made from: the entry's date and how often entries come.
    public struct Context {
        /// How often the view updates.
        public enum Cadence: Comparable, Sendable {
            case live, seconds, minutes
        }
        /// The date of the entry being shown.
        public let date: Date
        public let cadence: Cadence

        /// Asks for the content again now (SwiftUI's `invalidateTimelineContent()`).
        public func invalidateTimelineContent() { invalidate() }
        let invalidate: () -> Void
    }

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    func update(node: ViewNode) {
        let clock = node.stored("timeline") { NodeClock(node: node) }
        let now = clock.window?.clockDate ?? Date(timeIntervalSinceReferenceDate: 0)
        let (shown, next) = Self.entries(of: schedule, around: now)
        let context = TimelineViewDefaultContext(date: shown, cadence: cadence(shown: shown, next: next)) { [weak node] in
            node?.markDirty()
        }
        node.updateChildren([(.index(0), node.readingState { content(context) })])
        if let next { clock.updateNode(after: next.timeIntervalSince(now)) } else { clock.cancel() }
    }

    /// The latest entry at or before `now` (else `now`) and the first after it.
    static func entries(of schedule: Schedule, around now: Date) -> (shown: Date, next: Date?) {
        var shown = now
        var iterator = schedule.entries(from: now, mode: .normal).makeIterator()
        // A schedule's entries are ascending; a few thousand past ones are skipped at most.
        for _ in 0..<10_000 {
            guard let entry = iterator.next() else { return (shown, nil) }
            if entry.timeIntervalSince(now) > NodeClock.tolerance { return (shown, entry) }
            shown = entry
        }
        return (shown, nil)
    }

    private func cadence(shown: Date, next: Date?) -> TimelineViewDefaultContext.Cadence {
        if schedule is AnimationTimelineSchedule { return .live }
        guard let next else { return .minutes }
        let step = next.timeIntervalSince(shown)
        return step < 1 ? .live : (step < 60 ? .seconds : .minutes)
    }
}

/// The context type SwiftUI names for timeline content closures.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context
