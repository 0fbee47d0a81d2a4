extension Subscribers {
    /// A simple subscriber that requests an unlimited number of values upon subscription.
    ///
    /// As on Apple, the sink keeps its closures until it completes or is cancelled, then
    /// releases them (and the subscription) so captured objects are freed.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
        /// The closure to execute on receipt of a value.
        public private(set) var receiveValue: (Input) -> Void
        /// The closure to execute on completion.
        public private(set) var receiveCompletion: (Subscribers.Completion<Failure>) -> Void

        private let lock = Lock()
        private var state = SubscriptionState.awaiting

        /// Initializes a sink with the provided closures.
        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                    receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        public var description: String { "Sink" }

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
            guard case .subscribed = state else {
                lock.unlock()
                return .none
            }
            let body = receiveValue
            lock.unlock()
            body(value)
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            lock.lock()
            guard case .subscribed = state else {
                lock.unlock()
                return
            }
            state = .terminal
            let body = receiveCompletion
            receiveValue = { _ in }
            receiveCompletion = { _ in }
            lock.unlock()
            body(completion)
        }

        public func cancel() {
            lock.lock()
            guard case .subscribed(let subscription) = state else {
                state = .terminal
                lock.unlock()
                return
            }
            state = .terminal
            receiveValue = { _ in }
            receiveCompletion = { _ in }
            lock.unlock()
            subscription.cancel()
        }
    }
}

/// Where a subscriber is in its life: before its subscription, subscribed, or done.
enum SubscriptionState {
    case awaiting
    case subscribed(Subscription)
    case terminal

    var subscription: Subscription? {
        if case .subscribed(let subscription) = self { return subscription }
        return nil
    }
}

extension Publisher {
    /// Attaches a subscriber with closure-based behaviour; it requests an unlimited
    /// number of values. Keep the returned cancellable for as long as values should arrive.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Attaches a subscriber with closure-based behaviour to a publisher that never fails.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
