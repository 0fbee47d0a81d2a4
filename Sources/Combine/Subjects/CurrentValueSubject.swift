/// A subject that wraps a single value and publishes a new element whenever the value changes.
///
/// As on Apple: a new subscriber receives the current value as soon as it has demand;
/// setting `value` (or calling `send(_:)`) stores the value, then publishes it. A
/// subscriber without demand at that moment receives the latest value when it next
/// requests. After a completion, `value` can still be read and set but nothing is published.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let state = SubjectState<Output, Failure>()
    private var currentValue: Output

    /// The value wrapped by this subject, published as a new element whenever it changes.
    public var value: Output {
        get { state.lock.withLock { currentValue } }
        set { send(newValue) }
    }

    /// Creates a current value subject with the given initial value.
    public init(_ value: Output) {
        currentValue = value
    }

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
        let conduit = SubjectConduit(downstream: AnySubscriber(subscriber), owesCurrentValue: true,
                                     currentValue: { [weak self] in self?.value },
                                     onCancel: { [weak state] in state?.remove($0) })
        state.conduits.append(conduit)
        state.lock.unlock()
        subscriber.receive(subscription: conduit)
    }

    public func send(_ input: Output) {
        let conduits = state.lock.withLock { () -> [SubjectConduit<Output, Failure>] in
            currentValue = input
            return state.completion == nil ? state.conduits : []
        }
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
