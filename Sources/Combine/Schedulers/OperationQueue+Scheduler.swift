import Dispatch
import Foundation

extension OperationQueue: Scheduler {
    /// The scheduler time type used by the operation queue: a `Date` (`DateSchedulerTime`).
    public typealias SchedulerTimeType = DateSchedulerTime

    /// Options that affect the operation of the operation queue scheduler (none, as on Apple).
    public struct SchedulerOptions: Sendable {}

    /// The current date.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    public var minimumTolerance: SchedulerTimeType.Stride { 0.0 }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let action = ScheduledAction(action)
        addOperation { action.run() }
    }

    /// Adds the action to the queue once the date has passed (a dispatch timer waits for
    /// the date; the operation then runs on this queue).
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        let delay = max(0, date.date.timeIntervalSinceNow)
        let action = ScheduledAction(action)
        DispatchQueue.global().asyncAfter(deadline: .now() + delay) { [weak self] in
            self?.addOperation { action.run() }
        }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        let timer = DispatchSource.makeTimerSource(queue: .global())
        let action = ScheduledAction(action)
        timer.setEventHandler { [weak self] in self?.addOperation { action.run() } }
        timer.schedule(deadline: .now() + max(0, date.date.timeIntervalSinceNow),
                       repeating: max(0.000_001, interval.magnitude), leeway: .nanoseconds(Int(tolerance.magnitude * 1e9)))
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}
