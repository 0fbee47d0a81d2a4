import Foundation

extension RunLoop: Scheduler {
    /// The scheduler time type used by the run loop: a `Date` (`DateSchedulerTime`).
    public typealias SchedulerTimeType = DateSchedulerTime

    /// Options that affect the operation of the run loop scheduler (none, as on Apple).
    public struct SchedulerOptions: Sendable {}

    /// The current date (the run loop's clock is the wall clock, as on Apple).
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    public var minimumTolerance: SchedulerTimeType.Stride { 0.0 }

    /// Runs `action` on the run loop's next turn. On the main run loop that is the
    /// main dispatch queue's next drain (the main run loop drains it each turn on
    /// Apple's platforms), so `receive(on: RunLoop.main)` delivers wherever the main
    /// queue runs, a headless host's virtual frames included, in order with
    /// `DispatchQueue.main.async` work. Other run loops get a zero-interval timer.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if self === RunLoop.main {
            DispatchQueue.main.async(execute: action)
            return
        }
        let timer = Timer(timeInterval: 0, repeats: false) { _ in action() }
        add(timer, forMode: .default)
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action() }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .default)
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in action() }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .default)
        return AnyCancellable { timer.invalidate() }
    }
}
