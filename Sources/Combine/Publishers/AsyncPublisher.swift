extension Publisher where Failure == Never {
    /// The elements produced by the publisher, as an asynchronous sequence
    /// (`for await value in publisher.values`). Each `next()` asks for one element.
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
    /// The elements produced by the publisher, as a throwing asynchronous sequence; the
    /// publisher's failure is thrown from `next()`.
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// A publisher that exposes its elements as an asynchronous sequence.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output

    private let publisher: P

    public init(_ publisher: P) {
        self.publisher = publisher
    }

    /// The iterator: subscribes once, requests one element per `next()`; cancelling the
    /// task cancels the subscription and ends the sequence.
    public struct Iterator: AsyncIteratorProtocol {
        fileprivate let inner: AsyncSubscriber<P.Output, Never>

        public mutating func next() async -> P.Output? {
            try? await inner.next()
        }
    }

    public func makeAsyncIterator() -> Iterator {
        let inner = AsyncSubscriber<P.Output, Never>()
        publisher.subscribe(inner)
        return Iterator(inner: inner)
    }
}

/// A publisher that exposes its elements as a throwing asynchronous sequence.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    public typealias Element = P.Output

    private let publisher: P

    public init(_ publisher: P) {
        self.publisher = publisher
    }

    public struct Iterator: AsyncIteratorProtocol {
        fileprivate let inner: AsyncSubscriber<P.Output, P.Failure>

        public mutating func next() async throws -> P.Output? {
            try await inner.next()
        }
    }

    public func makeAsyncIterator() -> Iterator {
        let inner = AsyncSubscriber<P.Output, P.Failure>()
        publisher.subscribe(inner)
        return Iterator(inner: inner)
    }
}

/// Bridges demand-driven delivery to `async` `next()` calls: one element requested per call.
final class AsyncSubscriber<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
    private let lock = Lock()
    private var subscription: Subscription?
    private var waiting: CheckedContinuation<Input?, Error>?
    /// A `next()` that came before the subscription did: its request waits for it.
    private var pendingDemand = false
    private var completion: Subscribers.Completion<Failure>?
    private var cancelled = false

    func receive(subscription: Subscription) {
        lock.lock()
        guard self.subscription == nil, !cancelled else {
            lock.unlock()
            subscription.cancel()
            return
        }
        self.subscription = subscription
        let demand = pendingDemand
        pendingDemand = false
        lock.unlock()
        if demand { subscription.request(.max(1)) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let continuation = lock.withLock { () -> CheckedContinuation<Input?, Error>? in
            defer { waiting = nil }
            return waiting
        }
        continuation?.resume(returning: input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let continuation = lock.withLock { () -> CheckedContinuation<Input?, Error>? in
            self.completion = completion
            subscription = nil
            defer { waiting = nil }
            return waiting
        }
        resume(continuation, with: completion)
    }

    private func resume(_ continuation: CheckedContinuation<Input?, Error>?, with completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished: continuation?.resume(returning: nil)
        case .failure(let error): continuation?.resume(throwing: error)
        }
    }

    func next() async throws -> Input? {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Input?, Error>) in
                lock.lock()
                if cancelled {
                    lock.unlock()
                    continuation.resume(returning: nil)
                    return
                }
                if let completion {
                    // After the end, every further call ends too (a failure is thrown once).
                    self.completion = .finished
                    lock.unlock()
                    resume(continuation, with: completion)
                    return
                }
                waiting = continuation
                let subscription = self.subscription
                if subscription == nil { pendingDemand = true }
                lock.unlock()
                subscription?.request(.max(1))
            }
        } onCancel: {
            cancel()
        }
    }

    func cancel() {
        let (subscription, continuation) = lock.withLock { () -> (Subscription?, CheckedContinuation<Input?, Error>?) in
            cancelled = true
            defer {
                self.subscription = nil
                waiting = nil
            }
            return (self.subscription, waiting)
        }
        subscription?.cancel()
        continuation?.resume(returning: nil)
    }
}
