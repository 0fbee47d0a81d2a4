extension Publisher where Output: Equatable {
    /// Publishes a Boolean that indicates whether the stream contains the element: true
    /// (and cancels upstream) as soon as it arrives, false when the upstream finishes without it.
    public func contains(_ output: Output) -> Publishers.ContainsWhere<Self> {
        contains { $0 == output }
    }
}

extension Publisher where Output: Comparable {
    /// Publishes the minimum value received from the upstream publisher, after it finishes.
    public func min() -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self) { $0 > $1 }
    }

    /// Publishes the maximum value received from the upstream publisher, after it finishes.
    public func max() -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self) { $0 < $1 }
    }
}

extension Publisher {
    /// Publishes a Boolean that indicates whether any element satisfies the predicate.
    public func contains(where predicate: @escaping (Output) -> Bool) -> Publishers.ContainsWhere<Self> {
        Publishers.ContainsWhere(upstream: self, predicate: predicate)
    }

    /// Publishes a Boolean that indicates whether all received elements pass the predicate
    /// (false, cancelling upstream, at the first that fails).
    public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
        Publishers.AllSatisfy(upstream: self, predicate: predicate)
    }

    /// Publishes the minimum value, ordered by the closure, after the upstream finishes.
    public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self) { areInIncreasingOrder($1, $0) }
    }

    /// Publishes the maximum value, ordered by the closure, after the upstream finishes.
    public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }
}

extension Publishers {
    /// A publisher that publishes the value the ordering closure keeps when the upstream finishes
    /// (`areInIncreasingOrder(kept, new)` true replaces the kept value).
    public struct Comparison<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool

        public init(upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let replaces = areInIncreasingOrder
            var kept: Output?
            upstream.subscribe(OperatorSubscription(name: "Comparison", downstream: subscriber, onValue: { value in
                if let current = kept, !replaces(current, value) { return .drop }
                kept = value
                return .drop
            }, onEnd: { completion in
                guard case .finished = completion, let kept else { return .complete(completion) }
                return .sendThenComplete([kept], .finished)
            }))
        }
    }

    /// A publisher that emits a Boolean value when it receives a specific element (or finishes without it).
    public struct ContainsWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(OperatorSubscription(name: "ContainsWhere", downstream: subscriber, onValue: {
                predicate($0) ? .sendAndFinish(true) : .drop
            }, onEnd: { completion in
                guard case .finished = completion else { return .complete(completion) }
                return .sendThenComplete([false], .finished)
            }))
        }
    }

    /// A publisher that publishes whether all received elements pass a predicate.
    public struct AllSatisfy<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(OperatorSubscription(name: "AllSatisfy", downstream: subscriber, onValue: {
                predicate($0) ? .drop : .sendAndFinish(false)
            }, onEnd: { completion in
                guard case .finished = completion else { return .complete(completion) }
                return .sendThenComplete([true], .finished)
            }))
        }
    }
}

extension Publisher {
    /// Raises a fatal error when its upstream publisher fails, and otherwise republishes all
    /// received input (as on Apple: for failures that are programming errors).
    public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line) -> Publishers.MapError<Self, Never> {
        mapError { error -> Never in
            fatalError("\(prefix.isEmpty ? "" : prefix + ": ")\(error)", file: file, line: line)
        }
    }
}

extension Optional {
    /// A publisher that publishes the wrapped value, if any, then finishes.
    public var publisher: Optional.Publisher { Optional.Publisher(self) }

    /// A publisher that publishes an optional value to each subscriber exactly once, if it has one.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Wrapped
        public typealias Failure = Never

        /// The value to deliver to each subscriber.
        public let output: Wrapped?

        public init(_ output: Wrapped?) {
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Wrapped, S.Failure == Never {
            guard let output else {
                subscriber.receive(subscription: Subscriptions.empty)
                subscriber.receive(completion: .finished)
                return
            }
            subscriber.receive(subscription: OneShotSubscription(downstream: subscriber, result: .success(output)))
        }
    }
}
