extension Publishers {
    /// A publisher that handles errors from an upstream publisher by replacing the failed
    /// publisher with another publisher (which receives the downstream's remaining demand).
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure

        public let upstream: Upstream
        public let handler: (Upstream.Failure) -> NewPublisher

        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let handler = self.handler
            let relay = CatchSubscription<Output, Failure, S>(downstream: subscriber)
            upstream.subscribe(AnySubscriber<Output, Upstream.Failure>(
                receiveSubscription: { relay.attach($0, first: true) },
                receiveValue: { relay.forward($0) },
                receiveCompletion: { completion in
                    switch completion {
                    case .finished: relay.finish(.finished)
                    case .failure(let error):
                        guard relay.beginRecovery() else { return }
                        handler(error).subscribe(AnySubscriber<Output, Failure>(
                            receiveSubscription: { relay.attach($0, first: false) },
                            receiveValue: { relay.forward($0) },
                            receiveCompletion: { relay.finish($0) }))
                    }
                }))
        }
    }

    /// A publisher that handles errors from an upstream publisher by replacing it with
    /// another publisher or producing a new error.
    public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = Error

        public let upstream: Upstream
        public let handler: (Upstream.Failure) throws -> NewPublisher

        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let handler = self.handler
            upstream.mapError { $0 as Error }
                .catch { (error: Error) -> AnyPublisher<Output, Error> in
                    do {
                        return try handler(error as! Upstream.Failure).mapError { $0 as Error }.eraseToAnyPublisher()
                    } catch {
                        return Fail(error: error).eraseToAnyPublisher()
                    }
                }
                .subscribe(subscriber)
        }
    }
}

/// The downstream side of `catch`: one subscription handed downstream, whose demand is
/// kept and passed to the upstream, then to the replacement publisher after a failure.
final class CatchSubscription<Output, Failure: Error, Downstream: Subscriber>: Subscription
where Downstream.Input == Output, Downstream.Failure == Failure {
    private let lock = Lock()
    private var downstream: Downstream?
    private var current: Subscription?
    private var demand = Subscribers.Demand.none
    private var recovering = false

    init(downstream: Downstream) {
        self.downstream = downstream
    }

    func attach(_ subscription: Subscription, first: Bool) {
        lock.lock()
        guard downstream != nil, current == nil else {
            lock.unlock()
            subscription.cancel()
            return
        }
        current = subscription
        let pending = demand
        let downstream = self.downstream
        lock.unlock()
        if first {
            downstream?.receive(subscription: self)
        } else if pending > 0 {
            subscription.request(pending)
        }
    }

    func forward(_ value: Output) -> Subscribers.Demand {
        lock.lock()
        guard let downstream else {
            lock.unlock()
            return .none
        }
        demand -= 1
        lock.unlock()
        let more = downstream.receive(value)
        lock.withLock { demand += more }
        return more
    }

    /// Called on the upstream's failure: true if the replacement should be subscribed
    /// (once, unless `allowingRepeats`, which `retry` uses).
    func beginRecovery(allowingRepeats: Bool = false) -> Bool {
        lock.withLock {
            guard downstream != nil, allowingRepeats || !recovering else { return false }
            recovering = true
            current = nil
            return true
        }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        let downstream = lock.withLock { () -> Downstream? in
            defer {
                self.downstream = nil
                current = nil
            }
            return self.downstream
        }
        downstream?.receive(completion: completion)
    }

    func request(_ newDemand: Subscribers.Demand) {
        lock.lock()
        demand += newDemand
        let current = self.current
        lock.unlock()
        current?.request(newDemand)
    }

    func cancel() {
        lock.lock()
        let current = self.current
        self.current = nil
        downstream = nil
        lock.unlock()
        current?.cancel()
    }
}

extension Publisher {
    /// Handles errors from an upstream publisher by replacing it with another publisher.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where Output == P.Output {
        Publishers.Catch(upstream: self, handler: handler)
    }

    /// Handles errors from an upstream publisher by either replacing it with another
    /// publisher or throwing a new error.
    public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> Publishers.TryCatch<Self, P> where Output == P.Output {
        Publishers.TryCatch(upstream: self, handler: handler)
    }
}
