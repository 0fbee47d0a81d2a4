/// A subject that broadcasts elements to downstream subscribers.
///
/// Unlike `CurrentValueSubject`, it has no initial value and keeps no buffer: a value
/// sent while a subscriber has no outstanding demand (or before anyone subscribes) is
/// dropped for that subscriber, as on Apple. After a completion, new subscribers receive
/// the completion at once.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let state = SubjectState<Output, Failure>()

    public init() {}

    public func send(subscription: Subscription) {
        state.acceptUpstream(subscription)
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        state.lock.lock()
        if let completion = state.completion {
            state.lock.unlock()
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        let conduit = SubjectConduit(downstream: AnySubscriber(subscriber)) { [weak state] in state?.remove($0) }
        state.conduits.append(conduit)
        state.lock.unlock()
        subscriber.receive(subscription: conduit)
    }

    public func send(_ input: Output) {
        let conduits = state.lock.withLock { state.completion == nil ? state.conduits : [] }
        for conduit in conduits {
            conduit.offer(input)
        }
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        for conduit in state.complete(completion) ?? [] {
            conduit.finish(completion)
        }
    }
}
