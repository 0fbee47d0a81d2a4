extension Publishers {
    /// A publisher that flattens nested publishers: it republishes the values of the most
    /// recent inner publisher, cancelling the previous one when a new one arrives.
    ///
    /// The downstream's outstanding demand moves to each new inner publisher. It finishes
    /// when the outer publisher and the current inner publisher have both finished.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher where Upstream.Output == P, P.Failure == Upstream.Failure {
        public typealias Output = P.Output
        public typealias Failure = P.Failure

        public let upstream: Upstream

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(SwitchToLatestSubscription<P, S>(downstream: subscriber))
        }
    }
}

/// Subscribes to each new inner publisher in turn, moving the outstanding demand to it.
final class SwitchToLatestSubscription<Inner: Publisher, Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
where Downstream.Input == Inner.Output, Downstream.Failure == Inner.Failure {
    typealias Input = Inner
    typealias Failure = Inner.Failure

    private let lock = Lock()
    private var downstream: Downstream?
    private var outer = SubscriptionState.awaiting
    private var outerFinished = false
    private var inner: Subscription?
    /// Which inner publisher is current; values and completions of older ones are ignored.
    private var generation = 0
    private var innerActive = false
    private var demand = Subscribers.Demand.none

    init(downstream: Downstream) {
        self.downstream = downstream
    }

    var description: String { "SwitchToLatest" }

    func receive(subscription: Subscription) {
        lock.lock()
        guard case .awaiting = outer, let downstream else {
            lock.unlock()
            subscription.cancel()
            return
        }
        outer = .subscribed(subscription)
        lock.unlock()
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ publisher: Inner) -> Subscribers.Demand {
        lock.lock()
        guard downstream != nil else {
            lock.unlock()
            return .none
        }
        let previous = inner
        inner = nil
        generation += 1
        innerActive = true
        let current = generation
        lock.unlock()
        previous?.cancel()
        publisher.subscribe(AnySubscriber<Inner.Output, Inner.Failure>(
            receiveSubscription: { [weak self] in self?.innerSubscribed($0, current) },
            receiveValue: { [weak self] in self?.innerValue($0, current) ?? .none },
            receiveCompletion: { [weak self] in self?.innerCompleted($0, current) }))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .failure(let error):
            end(with: .failure(error))
        case .finished:
            let done = lock.withLock { () -> Bool in
                outer = .terminal
                outerFinished = true
                return !innerActive
            }
            if done { end(with: .finished) }
        }
    }

    private func innerSubscribed(_ subscription: Subscription, _ current: Int) {
        lock.lock()
        guard current == generation, downstream != nil else {
            lock.unlock()
            subscription.cancel()
            return
        }
        inner = subscription
        let pending = demand
        lock.unlock()
        if pending > 0 {
            subscription.request(pending)
        }
    }

    private func innerValue(_ value: Inner.Output, _ current: Int) -> Subscribers.Demand {
        lock.lock()
        guard current == generation, let downstream else {
            lock.unlock()
            return .none
        }
        demand -= 1
        lock.unlock()
        let more = downstream.receive(value)
        lock.withLock { demand += more }
        return more
    }

    private func innerCompleted(_ completion: Subscribers.Completion<Inner.Failure>, _ current: Int) {
        switch completion {
        case .failure(let error):
            guard lock.withLock({ current == generation }) else { return }
            end(with: .failure(error))
        case .finished:
            let done = lock.withLock { () -> Bool in
                guard current == generation else { return false }
                inner = nil
                innerActive = false
                return outerFinished
            }
            if done { end(with: .finished) }
        }
    }

    func request(_ newDemand: Subscribers.Demand) {
        lock.lock()
        demand += newDemand
        let inner = self.inner
        lock.unlock()
        inner?.request(newDemand)
    }

    func cancel() {
        lock.lock()
        let subscriptions = [outer.subscription, inner].compactMap { $0 }
        outer = .terminal
        inner = nil
        downstream = nil
        lock.unlock()
        subscriptions.forEach { $0.cancel() }
    }

    private func end(with completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard let downstream else {
            lock.unlock()
            return
        }
        let subscriptions = [outer.subscription, inner].compactMap { $0 }
        outer = .terminal
        inner = nil
        self.downstream = nil
        lock.unlock()
        subscriptions.forEach { $0.cancel() }
        downstream.receive(completion: completion)
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// Republishes elements sent by the most recently received publisher.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publisher where Output: Publisher, Failure == Never {
    /// Republishes elements sent by the most recently received publisher (from an outer
    /// publisher that cannot fail).
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>> {
        setFailureType(to: Output.Failure.self).switchToLatest()
    }
}

extension Publisher where Output: Publisher, Failure == Never, Output.Failure == Never {
    /// Republishes elements sent by the most recently received publisher (neither can fail).
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
    /// Republishes elements sent by the most recently received publisher (inner publishers cannot fail).
    public func switchToLatest() -> Publishers.SwitchToLatest<Publishers.SetFailureType<Output, Failure>, Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>> {
        map { $0.setFailureType(to: Failure.self) }.switchToLatest()
    }
}
