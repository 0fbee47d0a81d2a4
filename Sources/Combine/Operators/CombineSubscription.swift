/// The shared core of `combineLatest` and `zip` over any number of upstream publishers
/// (their values type-erased to `Any`, put back in order by the public operator).
///
/// `combineLatest`: keeps each upstream's latest value; once every upstream has produced
/// one, each new value produces a combination. A combination made while the downstream
/// has no demand replaces the one waiting, and is delivered when demand arrives (Apple
/// sends the latest values, not every intermediate one). Finishes when every upstream
/// has finished, or at once when one finishes without ever producing a value.
///
/// `zip`: queues each upstream's values and produces a tuple from the oldest value of
/// each as soon as all queues hold one and there is demand. Finishes when an upstream
/// has finished and its queue is empty.
///
/// Either fails, cancelling the others, as soon as one upstream fails.
final class CombineSubscription<Output, Failure: Error, Downstream: Subscriber>: Subscription, CustomStringConvertible
where Downstream.Input == Output, Downstream.Failure == Failure {
    enum Mode { case latest, zip }

    private let lock = Lock()
    private let mode: Mode
    private let combine: ([Any]) -> Output
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var queues: [[Any]]
    private var finished: [Bool]
    private var subscriptions: [Subscription?]
    private var pendingLatest = false
    private var emitting = false

    init(mode: Mode, count: Int, downstream: Downstream, combine: @escaping ([Any]) -> Output) {
        self.mode = mode
        self.combine = combine
        self.downstream = downstream
        queues = Array(repeating: [], count: count)
        finished = Array(repeating: false, count: count)
        subscriptions = Array(repeating: nil, count: count)
    }

    var description: String { mode == .latest ? "CombineLatest" : "Zip" }

    func start(_ sources: [AnyPublisher<Any, Failure>]) {
        downstream?.receive(subscription: self)
        for (index, source) in sources.enumerated() {
            source.subscribe(AnySubscriber<Any, Failure>(
                receiveSubscription: { [weak self] in self?.subscribed(index, $0) },
                receiveValue: { [weak self] in self?.received(index, $0) ?? .none },
                receiveCompletion: { [weak self] in self?.completed(index, $0) }))
        }
    }

    private func subscribed(_ index: Int, _ subscription: Subscription) {
        lock.lock()
        guard downstream != nil, subscriptions[index] == nil else {
            lock.unlock()
            subscription.cancel()
            return
        }
        subscriptions[index] = subscription
        lock.unlock()
        subscription.request(.unlimited)
    }

    private func received(_ index: Int, _ value: Any) -> Subscribers.Demand {
        lock.lock()
        guard downstream != nil else {
            lock.unlock()
            return .none
        }
        switch mode {
        case .latest:
            queues[index] = [value]
            pendingLatest = queues.allSatisfy { !$0.isEmpty }
        case .zip:
            queues[index].append(value)
        }
        lock.unlock()
        deliver()
        return .none
    }

    private func completed(_ index: Int, _ completion: Subscribers.Completion<Failure>) {
        if case .failure(let error) = completion {
            end(.failure(error))
            return
        }
        lock.withLock {
            finished[index] = true
            subscriptions[index] = nil
        }
        deliver()
    }

    func request(_ newDemand: Subscribers.Demand) {
        lock.withLock { demand += newDemand }
        deliver()
    }

    func cancel() {
        lock.lock()
        let subscriptions = self.subscriptions.compactMap { $0 }
        self.subscriptions = self.subscriptions.map { _ in nil }
        downstream = nil
        queues = queues.map { _ in [] }
        lock.unlock()
        subscriptions.forEach { $0.cancel() }
    }

    /// Sends what is ready while there is demand, then finishes if the stream is over.
    private func deliver() {
        while true {
            lock.lock()
            guard let downstream, !emitting else {
                lock.unlock()
                return
            }
            guard demand > 0, let values = takeReady() else {
                let over = isOver
                lock.unlock()
                if over { end(.finished) }
                return
            }
            demand -= 1
            emitting = true
            lock.unlock()
            let more = downstream.receive(combine(values))
            lock.withLock {
                demand += more
                emitting = false
            }
        }
    }

    /// The next combination to send, if one is ready (called with the lock held).
    private func takeReady() -> [Any]? {
        switch mode {
        case .latest:
            guard pendingLatest else { return nil }
            pendingLatest = false
            return queues.map { $0[0] }
        case .zip:
            guard queues.allSatisfy({ !$0.isEmpty }) else { return nil }
            return queues.indices.map { queues[$0].removeFirst() }
        }
    }

    /// Whether no more values can come (called with the lock held).
    private var isOver: Bool {
        switch mode {
        case .latest:
            if finished.allSatisfy({ $0 }) { return !pendingLatest }
            return queues.indices.contains { finished[$0] && queues[$0].isEmpty }
        case .zip:
            return queues.indices.contains { finished[$0] && queues[$0].isEmpty }
        }
    }

    private func end(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard let downstream else {
            lock.unlock()
            return
        }
        let subscriptions = self.subscriptions.compactMap { $0 }
        self.subscriptions = self.subscriptions.map { _ in nil }
        self.downstream = nil
        lock.unlock()
        subscriptions.forEach { $0.cancel() }
        downstream.receive(completion: completion)
    }
}

extension Publisher {
    /// This publisher with its values as `Any` (how the combining core holds them).
    func erasedToAny() -> AnyPublisher<Any, Failure> {
        map { $0 as Any }.eraseToAnyPublisher()
    }
}
