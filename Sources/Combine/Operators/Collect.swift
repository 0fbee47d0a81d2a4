extension Publishers {
    /// A publisher that buffers items until the upstream finishes, then emits them as one array.
    public struct Collect<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var buffer: [Upstream.Output] = []
            upstream.subscribe(OperatorSubscription(name: "Collect", downstream: subscriber, onValue: { value in
                buffer.append(value)
                return .drop
            }, onEnd: { completion in
                guard case .finished = completion else { return .complete(completion) }
                return .sendThenComplete([buffer], .finished)
            }))
        }
    }

    /// A publisher that buffers a maximum number of items and emits each full buffer as an
    /// array (and the partial last one when the upstream finishes).
    public struct CollectByCount<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let count: Int

        public init(upstream: Upstream, count: Int) {
            precondition(count > 0, "collect(\(count)): the count must be positive")
            self.upstream = upstream
            self.count = count
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let count = self.count
            var buffer: [Upstream.Output] = []
            upstream.subscribe(OperatorSubscription(name: "CollectByCount", downstream: subscriber, onValue: { value in
                buffer.append(value)
                guard buffer.count == count else { return .drop }
                defer { buffer = [] }
                return .send(buffer)
            }, onEnd: { completion in
                guard case .finished = completion, !buffer.isEmpty else { return .complete(completion) }
                return .sendThenComplete([buffer], .finished)
            }))
        }
    }
}

extension Publisher {
    /// Collects all received elements, and emits a single array of the collection when the upstream publisher finishes.
    public func collect() -> Publishers.Collect<Self> {
        Publishers.Collect(upstream: self)
    }

    /// Collects up to the specified number of elements, and then emits a single array of the collection.
    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
        Publishers.CollectByCount(upstream: self, count: count)
    }
}
