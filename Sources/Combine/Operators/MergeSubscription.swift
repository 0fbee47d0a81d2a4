/// The shared core of `flatMap` and `merge`: any number of inner publishers, whose values
/// reach one downstream in arrival order, never more than it demanded.
///
/// Each inner publisher is asked for one value at a time; a value that arrives without
/// downstream demand (or while another is being delivered) waits in a buffer and its
/// publisher is asked for the next only once it has been delivered, as Apple's `FlatMap`
/// does. The stream finishes when the outer stream has finished, every inner publisher
/// has finished and the buffer is empty; any failure cancels everything and is forwarded.
final class MergeSubscription<Output, Failure: Error, Downstream: Subscriber>: Subscription, CustomStringConvertible
where Downstream.Input == Output, Downstream.Failure == Failure {
    private let lock = Lock()
    private let name: String
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var buffer: [(value: Output, child: Int)] = []
    private var children: [Int: Subscription] = [:]
    private var nextChild = 0
    private var activeChildren = 0
    private var emitting = false
    private var outer: Subscription?
    private var outerFinished: Bool
    /// For `flatMap(maxPublishers: .max(n))`: ask the outer stream for one more publisher
    /// each time an inner one finishes.
    private let refillsOuter: Bool

    init(name: String, downstream: Downstream, outerFinished: Bool, refillsOuter: Bool) {
        self.name = name
        self.downstream = downstream
        self.outerFinished = outerFinished
        self.refillsOuter = refillsOuter
    }

    var description: String { name }

    // MARK: The outer stream (flatMap's upstream)

    func outerSubscribed(_ subscription: Subscription) -> Bool {
        lock.withLock {
            guard downstream != nil, outer == nil else { return false }
            outer = subscription
            return true
        }
    }

    func outerFinished(_ completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished:
            lock.withLock {
                outer = nil
                outerFinished = true
            }
            finishIfDone()
        case .failure(let error):
            fail(error)
        }
    }

    // MARK: Inner publishers

    func add<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        let index = lock.withLock { () -> Int? in
            guard downstream != nil else { return nil }
            defer { nextChild += 1 }
            activeChildren += 1
            return nextChild
        }
        guard let index else { return }
        publisher.subscribe(AnySubscriber<Output, Failure>(
            receiveSubscription: { [weak self] in self?.childSubscribed(index, $0) },
            receiveValue: { [weak self] in self?.childValue(index, $0) ?? .none },
            receiveCompletion: { [weak self] in self?.childCompleted(index, $0) }))
    }

    private func childSubscribed(_ index: Int, _ subscription: Subscription) {
        lock.lock()
        guard downstream != nil, children[index] == nil else {
            lock.unlock()
            subscription.cancel()
            return
        }
        children[index] = subscription
        lock.unlock()
        subscription.request(.max(1))
    }

    private func childValue(_ index: Int, _ value: Output) -> Subscribers.Demand {
        lock.lock()
        guard let downstream else {
            lock.unlock()
            return .none
        }
        guard demand > 0, !emitting, buffer.isEmpty else {
            buffer.append((value, index))
            lock.unlock()
            return .none
        }
        demand -= 1
        emitting = true
        lock.unlock()
        let more = downstream.receive(value)
        lock.withLock {
            demand += more
            emitting = false
        }
        drain()
        return .max(1)
    }

    private func childCompleted(_ index: Int, _ completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .failure(let error):
            fail(error)
        case .finished:
            let outer = lock.withLock { () -> Subscription? in
                guard children.removeValue(forKey: index) != nil || downstream != nil else { return nil }
                activeChildren -= 1
                return refillsOuter ? self.outer : nil
            }
            outer?.request(.max(1))
            finishIfDone()
        }
    }

    // MARK: Downstream

    func request(_ newDemand: Subscribers.Demand) {
        lock.withLock { demand += newDemand }
        drain()
    }

    func cancel() {
        lock.lock()
        let subscriptions = Array(children.values) + [outer].compactMap { $0 }
        children = [:]
        outer = nil
        buffer = []
        downstream = nil
        lock.unlock()
        subscriptions.forEach { $0.cancel() }
    }

    /// Delivers buffered values while there is demand; asks each one's publisher for the next.
    private func drain() {
        while true {
            lock.lock()
            guard let downstream, !emitting, demand > 0, !buffer.isEmpty else {
                lock.unlock()
                break
            }
            let (value, index) = buffer.removeFirst()
            demand -= 1
            emitting = true
            lock.unlock()
            let more = downstream.receive(value)
            let child = lock.withLock { () -> Subscription? in
                demand += more
                emitting = false
                return children[index]
            }
            child?.request(.max(1))
        }
        finishIfDone()
    }

    private func finishIfDone() {
        let downstream = lock.withLock { () -> Downstream? in
            guard outerFinished, activeChildren == 0, buffer.isEmpty, !emitting else { return nil }
            defer { self.downstream = nil }
            return self.downstream
        }
        downstream?.receive(completion: .finished)
    }

    private func fail(_ error: Failure) {
        lock.lock()
        guard let downstream else {
            lock.unlock()
            return
        }
        let subscriptions = Array(children.values) + [outer].compactMap { $0 }
        children = [:]
        outer = nil
        buffer = []
        self.downstream = nil
        lock.unlock()
        subscriptions.forEach { $0.cancel() }
        downstream.receive(completion: .failure(error))
    }
}
