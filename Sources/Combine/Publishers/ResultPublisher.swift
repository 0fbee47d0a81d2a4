extension Result {
    /// A publisher that publishes this result once (a value then `.finished`, or a failure).
    public var publisher: Publisher {
        Publisher(self)
    }

    /// A publisher that publishes an output to each subscriber exactly once, or fails.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Success

        /// The result to deliver to each subscriber.
        public let result: Result<Success, Failure>

        public init(_ result: Result<Success, Failure>) {
            self.result = result
        }

        public init(_ output: Success) {
            result = .success(output)
        }

        public init(_ failure: Failure) {
            result = .failure(failure)
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Success, S.Failure == Failure {
            if case .failure(let error) = result {
                subscriber.receive(subscription: Subscriptions.empty)
                subscriber.receive(completion: .failure(error))
                return
            }
            subscriber.receive(subscription: OneShotSubscription(downstream: subscriber, result: result))
        }
    }
}
