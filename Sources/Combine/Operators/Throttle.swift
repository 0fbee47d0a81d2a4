extension Publishers {
    /// A publisher that publishes either the most-recent or first element published by the
    /// upstream publisher in a specified time interval.
    ///
    /// As on Apple: the first value is delivered on the scheduler at once; after a delivery,
    /// the next one waits until `interval` has passed since it. Values arriving while one is
    /// waiting either replace it (`latest: true`) or are dropped (`latest: false`, the first
    /// of the interval wins). Values arriving without downstream demand are dropped. A
    /// completion is delivered after the waiting value, if any.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// The interval in which to find and emit the most recent element.
        public let interval: Context.SchedulerTimeType.Stride
        /// The scheduler on which to publish elements.
        public let scheduler: Context
        /// Whether to publish the most recent element (else the first) of each interval.
        public let latest: Bool

        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ThrottleSubscription(downstream: subscriber, interval: interval, scheduler: scheduler, latest: latest))
        }
    }
}

final class ThrottleSubscription<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription, CustomStringConvertible {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = Lock()
    private let deliveryLock = RecursiveLock()
    private let downstream: Downstream
    private let interval: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let latest: Bool
    private var upstream = SubscriptionState.awaiting
    private var finishing = false
    private var demand = Subscribers.Demand.none
    private var pendingValue: Input?
    private var pendingCompletion: Subscribers.Completion<Failure>?
    private var lastEmission: Context.SchedulerTimeType?

    init(downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
        self.downstream = downstream
        self.interval = interval
        self.scheduler = scheduler
        self.latest = latest
    }

    var description: String { "Throttle" }

    func receive(subscription: Subscription) {
        lock.lock()
        guard case .awaiting = upstream else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstream = .subscribed(subscription)
        lock.unlock()
        subscription.request(.unlimited)
        deliveryLock.withLock { downstream.receive(subscription: self) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        guard case .subscribed = upstream, !finishing, demand > 0 else {
            lock.unlock()
            return .none
        }
        if pendingValue != nil {
            if latest { pendingValue = input }
            lock.unlock()
            return .none
        }
        let now = scheduler.now
        let earliest = lastEmission.map { $0.advanced(by: interval) }
        demand -= 1
        pendingValue = input
        lock.unlock()
        if let earliest, earliest > now {
            scheduler.schedule(after: earliest) { [weak self] in self?.emit() }
        } else {
            scheduler.schedule { [weak self] in self?.emit() }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard case .subscribed = upstream, !finishing else {
            lock.unlock()
            return
        }
        finishing = true
        pendingCompletion = completion
        let waiting = pendingValue != nil
        lock.unlock()
        if !waiting {
            scheduler.schedule { [weak self] in self?.emit() }
        }
    }

    private func emit() {
        lock.lock()
        guard case .subscribed = upstream else {
            lock.unlock()
            return
        }
        let value = pendingValue
        pendingValue = nil
        let completion = pendingCompletion
        if value != nil { lastEmission = scheduler.now }
        if completion != nil {
            pendingCompletion = nil
            upstream = .terminal
        }
        lock.unlock()
        deliveryLock.withLock {
            if let value {
                let more = downstream.receive(value)
                lock.withLock { demand += more }
            }
            if let completion {
                downstream.receive(completion: completion)
            }
        }
    }

    func request(_ newDemand: Subscribers.Demand) {
        lock.withLock { demand += newDemand }
    }

    func cancel() {
        lock.lock()
        let subscription = upstream.subscription
        upstream = .terminal
        pendingValue = nil
        pendingCompletion = nil
        lock.unlock()
        subscription?.cancel()
    }
}

extension Publisher {
    /// Publishes either the most-recent or first element published by the upstream
    /// publisher in the specified time interval.
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}
