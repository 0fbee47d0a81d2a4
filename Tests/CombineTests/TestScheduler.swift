import Combine
import Dispatch

/// A scheduler on virtual time: nothing runs until the test advances the clock, then every
/// action due by the new time runs in time order (actions due at the same time in the order
/// they were scheduled). Its time type is `DispatchQueue`'s, so strides read the same
/// (`.milliseconds(300)`).
final class TestScheduler: Scheduler {
    typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
    typealias SchedulerOptions = DispatchQueue.SchedulerOptions

    private struct Entry {
        let id: Int
        let sequence: Int
        var date: SchedulerTimeType
        let interval: SchedulerTimeType.Stride?
        let action: () -> Void
    }

    private var entries: [Entry] = []
    private var nextID = 0
    private var nextSequence = 0
    private(set) var now = SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1_000_000_000))
    var minimumTolerance: SchedulerTimeType.Stride { .zero }


    /// How many actions are waiting.
    var pendingCount: Int { entries.count }

    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        add(date: now, interval: nil, action)
    }

    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                  _ action: @escaping () -> Void) {
        add(date: date, interval: nil, action)
    }

    func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                  options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        let id = add(date: date, interval: interval, action)
        return AnyCancellable { [weak self] in self?.entries.removeAll { $0.id == id } }
    }

    @discardableResult
    private func add(date: SchedulerTimeType, interval: SchedulerTimeType.Stride?, _ action: @escaping () -> Void) -> Int {
        nextID += 1
        nextSequence += 1
        entries.append(Entry(id: nextID, sequence: nextSequence, date: date, interval: interval, action: action))
        return nextID
    }

    /// Runs everything due now (without moving the clock).
    func runDue() {
        advance(by: .zero)
    }

    /// Moves the clock forward, running each action when its time comes.
    func advance(by stride: SchedulerTimeType.Stride) {
        let target = now.advanced(by: stride)
        while let index = entries.indices.filter({ entries[$0].date <= target })
            .min(by: { (entries[$0].date, entries[$0].sequence) < (entries[$1].date, entries[$1].sequence) }) {
            let entry = entries[index]
            now = entry.date
            if let interval = entry.interval {
                nextSequence += 1
                entries[index] = Entry(id: entry.id, sequence: nextSequence, date: entry.date.advanced(by: interval),
                                       interval: interval, action: entry.action)
            } else {
                entries.remove(at: index)
            }
            entry.action()
        }
        now = target
    }
}
