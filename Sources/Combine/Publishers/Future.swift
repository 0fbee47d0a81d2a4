/// A publisher that eventually produces a single value and then finishes or fails.
///
/// As on Apple, the closure runs once, at initialization (not per subscriber); its result
/// is kept and delivered to every subscriber (present or later) once it has demand.
public final class Future<Output, Failure: Error>: Publisher {
    /// A type that represents a closure to invoke in the future, when an element or error is available.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let lock = Lock()
    private var result: Result<Output, Failure>?
    private var waiting: [FutureConduit<Output, Failure>] = []

    /// Creates a publisher that invokes a promise closure when the publisher emits an element.
    ///
    /// The promise keeps the future alive until it is called (as on Apple), so a future
    /// made, subscribed to and dropped in one expression still delivers its result.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { result in self.fulfill(result) }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        let conduits = lock.withLock { () -> [FutureConduit<Output, Failure>] in
            guard self.result == nil else { return [] }
            self.result = result
            defer { waiting = [] }
            return waiting
        }
        for conduit in conduits {
            conduit.fulfill(result)
        }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let conduit = FutureConduit<Output, Failure>(downstream: AnySubscriber(subscriber))
        lock.lock()
        if let result {
            lock.unlock()
            conduit.fulfill(result)
        } else {
            waiting.append(conduit)
            lock.unlock()
        }
        subscriber.receive(subscription: conduit)
    }
}

/// One subscriber of a `Future`: delivers the result once both it and demand are there.
final class FutureConduit<Output, Failure: Error>: Subscription {
    private let lock = Lock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var result: Result<Output, Failure>?
    private var demanded = false

    init(downstream: AnySubscriber<Output, Failure>) {
        self.downstream = downstream
    }

    func fulfill(_ result: Result<Output, Failure>) {
        lock.withLock { self.result = result }
        deliverIfReady()
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.withLock { demanded = true }
        deliverIfReady()
    }

    func cancel() {
        lock.withLock { downstream = nil }
    }

    private func deliverIfReady() {
        let ready = lock.withLock { () -> (AnySubscriber<Output, Failure>, Result<Output, Failure>)? in
            guard demanded, let result, let downstream else { return nil }
            self.downstream = nil
            return (downstream, result)
        }
        guard let (downstream, result) = ready else { return }
        switch result {
        case .success(let value):
            _ = downstream.receive(value)
            downstream.receive(completion: .finished)
        case .failure(let error):
            downstream.receive(completion: .failure(error))
        }
    }
}
