/// Declares that a type can transmit a sequence of values over time.
///
/// As in Apple's Combine, a publisher delivers elements to one or more `Subscriber`s;
/// the subscriber's `Input` and `Failure` must match the publisher's `Output` and
/// `Failure`. `subscribe(_:)` is the entry point; conforming types implement
/// `receive(subscriber:)`, which `subscribe(_:)` calls.
public protocol Publisher<Output, Failure> {
    /// The kind of values published by this publisher.
    associatedtype Output
    /// The kind of errors this publisher might publish (`Never` if it cannot fail).
    associatedtype Failure: Error

    /// Attaches the specified subscriber to this publisher.
    ///
    /// Implementations must call the subscriber's `receive(subscription:)` exactly once.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches the specified subscriber to this publisher (calls `receive(subscriber:)`).
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }

    /// Attaches the specified subject to this publisher: the subject re-publishes every
    /// value and the completion. Cancelling the returned cancellable detaches it.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        let subscriber = SubjectSubscriber(subject)
        receive(subscriber: subscriber)
        return AnyCancellable(subscriber)
    }
}

/// A namespace for types that serve as publishers (`Publishers.Map`, `Publishers.Merge`, ...).
public enum Publishers {}
