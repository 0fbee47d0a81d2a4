extension Subscribers {
    /// A simple subscriber that assigns received elements to a property indicated by a key path.
    ///
    /// As on Apple, it holds the object strongly until it completes or is cancelled (so
    /// `assign(to: \.x, on: self)` stored in `self` is a reference cycle; prefer
    /// `assign(to: &$x)`).
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
        public typealias Failure = Never

        /// The object that contains the property to assign.
        public private(set) var object: Root?
        /// The key path that indicates the property to assign.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>

        private let lock = Lock()
        private var state = SubscriptionState.awaiting

        /// Creates a subscriber to assign the value of a property indicated by a key path.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        public var description: String { "Assign \(Root.self)." }

        public func receive(subscription: Subscription) {
            lock.lock()
            guard case .awaiting = state else {
                lock.unlock()
                subscription.cancel()
                return
            }
            state = .subscribed(subscription)
            lock.unlock()
            subscription.request(.unlimited)
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            lock.lock()
            guard case .subscribed = state, let object else {
                lock.unlock()
                return .none
            }
            lock.unlock()
            object[keyPath: keyPath] = value
            return .none
        }

        public func receive(completion: Subscribers.Completion<Never>) {
            lock.lock()
            guard case .subscribed = state else {
                lock.unlock()
                return
            }
            state = .terminal
            object = nil
            lock.unlock()
        }

        public func cancel() {
            lock.lock()
            let subscription = state.subscription
            state = .terminal
            object = nil
            lock.unlock()
            subscription?.cancel()
        }
    }
}

extension Publisher where Failure == Never {
    /// Assigns each element from a publisher to a property on an object (held strongly
    /// until the returned cancellable is cancelled or the publisher completes).
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let subscriber = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(subscriber)
        return AnyCancellable(subscriber)
    }
}
