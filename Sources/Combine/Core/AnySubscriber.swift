/// A type-erasing subscriber: forwards to a wrapped subscriber, or to closures.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
    private let receiveSubscriptionBody: ((Subscription) -> Void)?
    private let receiveValueBody: ((Input) -> Subscribers.Demand)?
    private let receiveCompletionBody: ((Subscribers.Completion<Failure>) -> Void)?
    public let combineIdentifier: CombineIdentifier
    public let description: String

    /// Creates a type-erasing subscriber to wrap an existing subscriber.
    public init<S: Subscriber>(_ s: S) where S.Input == Input, S.Failure == Failure {
        if let erased = s as? AnySubscriber<Input, Failure> {
            self = erased
            return
        }
        receiveSubscriptionBody = { s.receive(subscription: $0) }
        receiveValueBody = { s.receive($0) }
        receiveCompletionBody = { s.receive(completion: $0) }
        combineIdentifier = s.combineIdentifier
        description = (s as? CustomStringConvertible)?.description ?? "\(S.self)"
    }

    /// Creates a type-erasing subscriber that re-publishes into a subject.
    public init<S: Subject>(_ s: S) where S.Output == Input, S.Failure == Failure {
        self.init(SubjectSubscriber(s))
    }

    /// Creates a type-erasing subscriber that executes the provided closures. A missing
    /// `receiveValue` answers `.none`.
    public init(receiveSubscription: ((Subscription) -> Void)? = nil,
                receiveValue: ((Input) -> Subscribers.Demand)? = nil,
                receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil) {
        receiveSubscriptionBody = receiveSubscription
        receiveValueBody = receiveValue
        receiveCompletionBody = receiveCompletion
        combineIdentifier = CombineIdentifier()
        description = "Anonymous AnySubscriber"
    }

    public func receive(subscription: Subscription) {
        receiveSubscriptionBody?(subscription)
    }

    public func receive(_ value: Input) -> Subscribers.Demand {
        receiveValueBody?(value) ?? .none
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
        receiveCompletionBody?(completion)
    }
}
