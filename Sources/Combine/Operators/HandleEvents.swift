extension Publishers {
    /// A publisher that performs the specified closures when publisher events occur.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public var receiveSubscription: ((Subscription) -> Void)?
        public var receiveOutput: ((Upstream.Output) -> Void)?
        public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
        public var receiveCancel: (() -> Void)?
        public var receiveRequest: ((Subscribers.Demand) -> Void)?

        public init(upstream: Upstream,
                    receiveSubscription: ((Subscription) -> Void)? = nil,
                    receiveOutput: ((Upstream.Output) -> Void)? = nil,
                    receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)? = nil,
                    receiveCancel: (() -> Void)? = nil,
                    receiveRequest: ((Subscribers.Demand) -> Void)?) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
            self.receiveCancel = receiveCancel
            self.receiveRequest = receiveRequest
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(HandleEventsSubscription(events: self, downstream: subscriber))
        }
    }
}

/// Calls the `handleEvents` closures around each event it forwards.
final class HandleEventsSubscription<Upstream: Publisher, Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private let lock = Lock()
    private var events: Publishers.HandleEvents<Upstream>?
    private var downstream: Downstream?
    private var upstream = SubscriptionState.awaiting

    init(events: Publishers.HandleEvents<Upstream>, downstream: Downstream) {
        self.events = events
        self.downstream = downstream
    }

    var description: String { "HandleEvents" }

    func receive(subscription: Subscription) {
        lock.lock()
        guard case .awaiting = upstream, let downstream else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstream = .subscribed(subscription)
        let body = events?.receiveSubscription
        lock.unlock()
        body?(subscription)
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        guard case .subscribed = upstream, let downstream else {
            lock.unlock()
            return .none
        }
        let body = events?.receiveOutput
        lock.unlock()
        body?(input)
        let more = downstream.receive(input)
        if more > 0 {
            let requestBody = lock.withLock { events?.receiveRequest }
            requestBody?(more)
        }
        return more
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard case .subscribed = upstream, let downstream else {
            lock.unlock()
            return
        }
        upstream = .terminal
        let body = events?.receiveCompletion
        events = nil
        self.downstream = nil
        lock.unlock()
        body?(completion)
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        let body = events?.receiveRequest
        let subscription = upstream.subscription
        lock.unlock()
        body?(demand)
        subscription?.request(demand)
    }

    func cancel() {
        lock.lock()
        guard case .subscribed(let subscription) = upstream else {
            lock.unlock()
            return
        }
        upstream = .terminal
        let body = events?.receiveCancel
        events = nil
        downstream = nil
        lock.unlock()
        body?()
        subscription.cancel()
    }
}

extension Publisher {
    /// Performs the specified closures when publisher events occur.
    public func handleEvents(receiveSubscription: ((Subscription) -> Void)? = nil,
                             receiveOutput: ((Output) -> Void)? = nil,
                             receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
                             receiveCancel: (() -> Void)? = nil,
                             receiveRequest: ((Subscribers.Demand) -> Void)? = nil) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
                                receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
    }
}
