extension Publishers {
    /// A publisher that receives elements from an upstream publisher on a specific scheduler:
    /// the subscription to the upstream, the demand requests and the cancellation all run
    /// on the scheduler.
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
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
            let relay = SubscribeOnRelay(downstream: subscriber) { scheduler.schedule(options: options, $0) }
            let upstream = self.upstream
            scheduler.schedule(options: options) { upstream.subscribe(relay) }
        }
    }
}

/// `subscribe(on:)`: requests and cancellation go upstream through the scheduler.
final class SubscribeOnRelay<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = Lock()
    private var downstream: Downstream?
    private var upstream = SubscriptionState.awaiting
    private let schedule: (@escaping () -> Void) -> Void

    init(downstream: Downstream, schedule: @escaping (@escaping () -> Void) -> Void) {
        self.downstream = downstream
        self.schedule = schedule
    }

    var description: String { "SubscribeOn" }

    func receive(subscription: Subscription) {
        lock.lock()
        guard case .awaiting = upstream, let downstream else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstream = .subscribed(subscription)
        lock.unlock()
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let downstream = lock.withLock({ upstream.subscription != nil ? self.downstream : nil }) else { return .none }
        return downstream.receive(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let downstream = lock.withLock { () -> Downstream? in
            upstream = .terminal
            defer { self.downstream = nil }
            return self.downstream
        }
        downstream?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        guard let subscription = lock.withLock({ upstream.subscription }) else { return }
        schedule { subscription.request(demand) }
    }

    func cancel() {
        lock.lock()
        let subscription = upstream.subscription
        upstream = .terminal
        downstream = nil
        lock.unlock()
        guard let subscription else { return }
        schedule { subscription.cancel() }
    }
}

extension Publisher {
    /// Specifies the scheduler on which to perform subscribe, cancel, and request operations.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
}
