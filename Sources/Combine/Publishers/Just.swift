/// A publisher that emits an output to each subscriber just once, and then finishes.
///
/// The value is delivered when the subscriber first requests a non-zero demand.
public struct Just<Output>: Publisher {
    public typealias Failure = Never

    /// The one element that the publisher emits.
    public let output: Output

    /// Initializes a publisher that emits the specified output just once.
    public init(_ output: Output) {
        self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: OneShotSubscription(downstream: subscriber, result: .success(output)))
    }
}

extension Just: Equatable where Output: Equatable {}

/// Delivers one result on the first non-zero demand: a value then `.finished`, or a failure
/// (`Just`, `Future` and `Result.Publisher`).
final class OneShotSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible {
    private let lock = Lock()
    private var downstream: Downstream?
    private let result: Result<Downstream.Input, Downstream.Failure>

    init(downstream: Downstream, result: Result<Downstream.Input, Downstream.Failure>) {
        self.downstream = downstream
        self.result = result
    }

    var description: String { "Just" }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let downstream = lock.withLock { () -> Downstream? in
            defer { self.downstream = nil }
            return self.downstream
        }
        guard let downstream else { return }
        switch result {
        case .success(let value):
            _ = downstream.receive(value)
            downstream.receive(completion: .finished)
        case .failure(let error):
            downstream.receive(completion: .failure(error))
        }
    }

    func cancel() {
        lock.withLock { downstream = nil }
    }
}
