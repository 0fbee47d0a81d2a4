/// A publisher that exposes a method for outside callers to publish elements.
///
/// As Apple's: `send(_:)` publishes a value to every subscriber with outstanding demand,
/// `send(completion:)` ends the stream for current and future subscribers, and
/// `send(subscription:)` lets a subject subscribe to an upstream publisher.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to the subscriber.
    func send(_ value: Output)
    /// Sends a completion signal to the subscriber.
    func send(completion: Subscribers.Completion<Failure>)
    /// Sends a subscription to the subscriber (the subject requests unlimited values from it).
    func send(subscription: Subscription)
}

extension Subject where Output == Void {
    /// Sends a void value to the subscriber.
    public func send() {
        send(())
    }
}
