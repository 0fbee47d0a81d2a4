/// A protocol that declares a type that can receive input from a publisher.
///
/// Apple's contract, which every publisher here keeps: `receive(subscription:)` once,
/// then at most as many `receive(_:)` calls as the subscriber demanded (through
/// `Subscription.request(_:)` and the demand returned from `receive(_:)`), then at
/// most one `receive(completion:)`.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The kind of values this subscriber receives.
    associatedtype Input
    /// The kind of errors this subscriber might receive.
    associatedtype Failure: Error

    /// Tells the subscriber that it has successfully subscribed and may request items.
    func receive(subscription: Subscription)
    /// Tells the subscriber that the publisher has produced an element; returns how many
    /// more elements the subscriber wants (added to its outstanding demand).
    func receive(_ input: Input) -> Subscribers.Demand
    /// Tells the subscriber that the publisher has completed, normally or with an error.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// Tells the subscriber that a publisher of void elements produced one.
    public func receive() -> Subscribers.Demand {
        receive(())
    }
}

/// A namespace for types that serve as subscribers (`Subscribers.Sink`, `Subscribers.Assign`).
public enum Subscribers {}

extension Subscribers {
    /// A signal that a publisher has stopped producing elements, normally or with an error.
    public enum Completion<Failure: Error> {
        /// The publisher finished normally.
        case finished
        /// The publisher stopped because of the given error.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Subscribers.Completion {
    /// The same completion with its error transformed (internal helper for operators).
    func mapError<E: Error>(_ transform: (Failure) -> E) -> Subscribers.Completion<E> {
        switch self {
        case .finished: return .finished
        case .failure(let error): return .failure(transform(error))
        }
    }

    /// The completion as a `Completion<Error>` (what `try` operators send downstream).
    var eraseError: Subscribers.Completion<Error> {
        mapError { $0 as Error }
    }
}
