extension Publishers {
    /// A publisher that terminates publishing if the upstream publisher exceeds a specified
    /// time interval without producing an element: it cancels the upstream and finishes,
    /// or fails with the error `customError` makes. The wait starts at subscription,
    /// restarts with each value, and is timed (and the end delivered) on the scheduler.
    public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?
        public let customError: (() -> Upstream.Failure)?

        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
                    options: Context.SchedulerOptions?, customError: (() -> Upstream.Failure)?) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.options = options
            self.customError = customError
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(TimeoutSubscription(downstream: subscriber, interval: interval, scheduler: scheduler,
                                                   options: options, customError: customError))
        }
    }
}

final class TimeoutSubscription<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription, CustomStringConvertible {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = Lock()
    private let deliveryLock = RecursiveLock()
    private var downstream: Downstream?
    private var upstream = SubscriptionState.awaiting
    private var generation = 0
    private let interval: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private let customError: (() -> Failure)?

    init(downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
         options: Context.SchedulerOptions?, customError: (() -> Failure)?) {
        self.downstream = downstream
        self.interval = interval
        self.scheduler = scheduler
        self.options = options
        self.customError = customError
    }

    var description: String { "Timeout" }

    private func arm() {
        let current = lock.withLock { () -> Int in
            generation += 1
            return generation
        }
        scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance, options: options) {
            [weak self] in self?.fire(current)
        }
    }

    private func fire(_ current: Int) {
        lock.lock()
        guard current == generation, case .subscribed(let subscription) = upstream, let downstream else {
            lock.unlock()
            return
        }
        upstream = .terminal
        self.downstream = nil
        lock.unlock()
        subscription.cancel()
        let completion: Subscribers.Completion<Failure> = customError.map { .failure($0()) } ?? .finished
        deliveryLock.withLock { downstream.receive(completion: completion) }
    }

    func receive(subscription: Subscription) {
        lock.lock()
        guard case .awaiting = upstream, let downstream else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstream = .subscribed(subscription)
        lock.unlock()
        arm()
        deliveryLock.withLock { downstream.receive(subscription: self) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let downstream = lock.withLock({ upstream.subscription != nil ? self.downstream : nil }) else { return .none }
        arm()
        return deliveryLock.withLock { downstream.receive(input) }
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let downstream = lock.withLock { () -> Downstream? in
            guard upstream.subscription != nil else { return nil }
            upstream = .terminal
            generation += 1
            defer { self.downstream = nil }
            return self.downstream
        }
        guard let downstream else { return }
        deliveryLock.withLock { downstream.receive(completion: completion) }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { upstream.subscription }?.request(demand)
    }

    func cancel() {
        lock.lock()
        let subscription = upstream.subscription
        upstream = .terminal
        generation += 1
        downstream = nil
        lock.unlock()
        subscription?.cancel()
    }
}

extension Publisher {
    /// Terminates publishing if the upstream publisher exceeds the specified time interval
    /// without producing an element.
    public func timeout<S: Scheduler>(_ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
                                      customError: (() -> Failure)? = nil) -> Publishers.Timeout<Self, S> {
        Publishers.Timeout(upstream: self, interval: interval, scheduler: scheduler, options: options, customError: customError)
    }
}
