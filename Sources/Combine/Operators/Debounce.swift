extension Publishers {
    /// A publisher that publishes elements only after a specified time interval elapses between events.
    ///
    /// As on Apple: each value restarts the wait; when `dueTime` passes on the scheduler
    /// with no newer value, the latest value is delivered on the scheduler (if the
    /// downstream has demand; otherwise it is dropped). A completion cancels the wait (the
    /// pending value is dropped) and is delivered on the scheduler.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// The amount of time the publisher should wait before publishing an element.
        public let dueTime: Context.SchedulerTimeType.Stride
        /// The scheduler on which this publisher delivers elements.
        public let scheduler: Context
        /// Scheduler options that customize this publisher's delivery of elements.
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(DebounceSubscription(downstream: subscriber, dueTime: dueTime, scheduler: scheduler, options: options))
        }
    }
}

final class DebounceSubscription<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription, CustomStringConvertible {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = Lock()
    private let deliveryLock = RecursiveLock()
    private let downstream: Downstream
    private let dueTime: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private var upstream = SubscriptionState.awaiting
    private var demand = Subscribers.Demand.none
    private var pending: Input?
    private var generation = 0
    private var timer: Cancellable?

    init(downstream: Downstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
        self.downstream = downstream
        self.dueTime = dueTime
        self.scheduler = scheduler
        self.options = options
    }

    var description: String { "Debounce" }

    func receive(subscription: Subscription) {
        lock.lock()
        guard case .awaiting = upstream else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstream = .subscribed(subscription)
        lock.unlock()
        deliveryLock.withLock { downstream.receive(subscription: self) }
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        guard case .subscribed = upstream else {
            lock.unlock()
            return .none
        }
        generation += 1
        let current = generation
        pending = input
        let due = scheduler.now.advanced(by: dueTime)
        lock.unlock()
        // A repeating schedule, cancelled after its first run, as Apple's debounce does.
        let newTimer = scheduler.schedule(after: due, interval: dueTime, tolerance: scheduler.minimumTolerance,
                                          options: options) { [weak self] in self?.fire(current) }
        let previous = lock.withLock { () -> Cancellable? in
            defer { timer = newTimer }
            return timer
        }
        previous?.cancel()
        return .none
    }

    private func fire(_ current: Int) {
        lock.lock()
        guard case .subscribed = upstream else {
            lock.unlock()
            return
        }
        let timer = self.timer
        guard current == generation, let value = pending else {
            lock.unlock()
            timer?.cancel()
            return
        }
        pending = nil
        let deliver = demand > 0
        if deliver { demand -= 1 }
        lock.unlock()
        timer?.cancel()
        guard deliver else { return }
        let more = deliveryLock.withLock { downstream.receive(value) }
        lock.withLock { demand += more }
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard case .subscribed = upstream else {
            lock.unlock()
            return
        }
        upstream = .terminal
        pending = nil
        let timer = self.timer
        self.timer = nil
        lock.unlock()
        timer?.cancel()
        scheduler.schedule(options: options) { [downstream, deliveryLock] in
            deliveryLock.withLock { downstream.receive(completion: completion) }
        }
    }

    func request(_ newDemand: Subscribers.Demand) {
        lock.withLock { demand += newDemand }
    }

    func cancel() {
        lock.lock()
        let subscription = upstream.subscription
        upstream = .terminal
        pending = nil
        let timer = self.timer
        self.timer = nil
        lock.unlock()
        timer?.cancel()
        subscription?.cancel()
    }
}

extension Publisher {
    /// Publishes elements only after a specified time interval elapses between events.
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S,
                                       options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
}
