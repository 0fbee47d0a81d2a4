import Foundation

/// A window's clock, timers and deferred work.
///
/// Time is injected: the X11 host advances it from the monotonic clock and the
/// X server's event times, `HeadlessHost` from its virtual clock. Nothing in the
/// model reads the wall clock.
public final class WindowRunLoop {
    /// Seconds since the host started.
    public private(set) var now: TimeInterval = 0

    /// A scheduled action; cancel it to stop it from running.
    public final class Timer {
        public let deadline: TimeInterval
        fileprivate let action: () -> Void
        public private(set) var isCancelled = false
        fileprivate init(deadline: TimeInterval, action: @escaping () -> Void) {
            self.deadline = deadline
            self.action = action
        }
        public func cancel() { isCancelled = true }
    }

    private var timers: [Timer] = []
    private var tasks: [() -> Void] = []

    package init() {}

    /// Moves the clock forward (never backward).
    public func advance(to time: TimeInterval) { now = max(now, time) }

    /// Runs `action` after `delay` seconds of this window's clock.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping () -> Void) -> Timer {
        let timer = Timer(deadline: now + max(0, delay), action: action)
        let index = timers.firstIndex { $0.deadline > timer.deadline } ?? timers.count
        timers.insert(timer, at: index)
        return timer
    }

    /// Runs `action` once the current event or frame is done, like `DispatchQueue.main.async`.
    public func perform(_ action: @escaping () -> Void) { tasks.append(action) }

    /// The earliest pending deadline: now for deferred work, else the next timer.
    public var nextDeadline: TimeInterval? {
        timers.removeAll { $0.isCancelled }
        if !tasks.isEmpty { return now }
        return timers.first?.deadline
    }

    public var hasPendingWork: Bool { nextDeadline != nil }

    /// Runs deferred work and every timer due by `now`, including work they add
    /// (bounded, so a task that re-adds itself cannot hang the host).
    public func runDueWork() {
        for _ in 0..<1000 {
            if !tasks.isEmpty {
                let batch = tasks
                tasks.removeAll()
                for task in batch { task() }
                continue
            }
            timers.removeAll { $0.isCancelled }
            guard let first = timers.first, first.deadline <= now else { return }
            timers.removeFirst()
            first.action()
        }
    }
}
