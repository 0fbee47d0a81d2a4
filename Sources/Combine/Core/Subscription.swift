/// A protocol representing the connection of a subscriber to a publisher.
///
/// A subscription is class-constrained (it has identity) and is cancellable; cancelling
/// frees the resources the subscription holds and stops delivery.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Tells a publisher that it may send more values to the subscriber.
    func request(_ demand: Subscribers.Demand)
}

/// A namespace for symbols related to subscriptions.
public enum Subscriptions {
    /// A subscription that does nothing: what publishers that complete at once (`Empty`,
    /// `Fail`) hand their subscribers before the completion.
    public static var empty: Subscription { EmptySubscription() }
}

final class EmptySubscription: Subscription {
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
