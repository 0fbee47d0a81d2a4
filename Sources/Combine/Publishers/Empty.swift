/// A publisher that never publishes any values, and optionally finishes immediately.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    /// Whether the publisher immediately sends a `.finished` completion.
    public let completeImmediately: Bool

    /// Creates an empty publisher; with `completeImmediately: false` it never completes.
    public init(completeImmediately: Bool = true) {
        self.completeImmediately = completeImmediately
    }

    /// Creates an empty publisher with the given completion behaviour and types.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.init(completeImmediately: completeImmediately)
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        if completeImmediately {
            subscriber.receive(completion: .finished)
        }
    }

    public static func == (lhs: Empty, rhs: Empty) -> Bool {
        lhs.completeImmediately == rhs.completeImmediately
    }
}
