extension Publishers {
    /// A publisher that omits a specified number of elements before republishing later elements.
    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// The number of elements to drop.
        public let count: Int

        public init(upstream: Upstream, count: Int) {
            precondition(count >= 0, "dropFirst(\(count)): the count must not be negative")
            self.upstream = upstream
            self.count = count
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var remaining = count
            upstream.subscribe(OperatorSubscription(name: "Drop", downstream: subscriber) { value in
                guard remaining == 0 else {
                    remaining -= 1
                    return .drop
                }
                return .send(value)
            })
        }
    }

    /// A publisher that omits elements from an upstream publisher until a given closure returns false.
    public struct DropWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let predicate: (Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            var dropping = true
            upstream.subscribe(OperatorSubscription(name: "DropWhile", downstream: subscriber) { value in
                if dropping, predicate(value) { return .drop }
                dropping = false
                return .send(value)
            })
        }
    }
}

extension Publisher {
    /// Omits the specified number of elements before republishing subsequent elements.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }

    /// Omits elements from the upstream publisher until a given closure returns false.
    public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
        Publishers.DropWhile(upstream: self, predicate: predicate)
    }
}
