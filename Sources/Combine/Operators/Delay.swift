extension Publishers {
    /// A publisher that delays delivery of elements and completion to the downstream receiver.
    ///
    /// Each value and the completion are delivered on the scheduler `interval` after they
    /// arrived; the downstream's demand is passed upstream unchanged.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// The amount of time to delay.
        public let interval: Context.SchedulerTimeType.Stride
        /// The allowed tolerance in firing delayed events.
        public let tolerance: Context.SchedulerTimeType.Stride
        /// The scheduler to deliver the delayed events.
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride,
                    scheduler: Context, options: Context.SchedulerOptions? = nil) {
            self.upstream = upstream
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = self.scheduler
            let interval = self.interval
            let tolerance = self.tolerance
            let options = self.options
            upstream.subscribe(ScheduledRelay(downstream: subscriber, name: "Delay") { action in
                scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options, action)
            })
        }
    }

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
    /// Delays delivery of all output to the downstream receiver by a specified amount of time on a particular scheduler.
    public func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
                                    scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Delay<Self, S> {
        Publishers.Delay(upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
                         scheduler: scheduler, options: options)
    }

    /// Specifies the scheduler on which to receive elements from the publisher.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }

    /// Specifies the scheduler on which to perform subscribe, cancel, and request operations.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
}
