extension Publishers {
    /// A publisher that delivers elements to its downstream subscriber on a specific scheduler.
    ///
    /// As on Apple, values and the completion are delivered with `scheduler.schedule`;
    /// the subscription itself and demand requests are passed on synchronously.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = self.scheduler
            let options = self.options
            upstream.subscribe(ScheduledRelay(downstream: subscriber, name: "ReceiveOn") { action in
                scheduler.schedule(options: options, action)
            })
        }
    }
}

/// Passes each value and the completion to the downstream through `schedule` (Delay,
/// ReceiveOn); demand goes upstream directly. Values delivered after a cancel are dropped.
final class ScheduledRelay<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = Lock()
    private let deliveryLock = RecursiveLock()
    private let name: String
    private var downstream: Downstream?
    private var upstream = SubscriptionState.awaiting
    private let schedule: (@escaping () -> Void) -> Void

    init(downstream: Downstream, name: String, schedule: @escaping (@escaping () -> Void) -> Void) {
        self.downstream = downstream
        self.name = name
        self.schedule = schedule
    }

    var description: String { name }

    func receive(subscription: Subscription) {
        lock.lock()
        guard case .awaiting = upstream, let downstream else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstream = .subscribed(subscription)
        lock.unlock()
        deliveryLock.withLock { downstream.receive(subscription: self) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard lock.withLock({ upstream.subscription != nil }) else { return .none }
        schedule { [self] in
            guard let downstream = lock.withLock({ self.downstream }) else { return }
            let more = deliveryLock.withLock { downstream.receive(input) }
            guard more > 0, let subscription = lock.withLock({ upstream.subscription }) else { return }
            subscription.request(more)
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard lock.withLock({ () -> Bool in
            guard upstream.subscription != nil else { return false }
            upstream = .terminal
            return true
        }) else { return }
        schedule { [self] in
            let downstream = lock.withLock { () -> Downstream? in
                defer { self.downstream = nil }
                return self.downstream
            }
            guard let downstream else { return }
            deliveryLock.withLock { downstream.receive(completion: completion) }
        }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { upstream.subscription }?.request(demand)
    }

    func cancel() {
        lock.lock()
        let subscription = upstream.subscription
        upstream = .terminal
        downstream = nil
        lock.unlock()
        subscription?.cancel()
    }
}

extension Publisher {
    /// Specifies the scheduler on which to receive elements from the publisher.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }
}
