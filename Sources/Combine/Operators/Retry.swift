extension Publishers {
    /// A publisher that attempts to recreate its subscription to a failed upstream publisher,
    /// up to `retries` times (nil: without limit). Values already delivered are not repeated
    /// by us, but a re-subscribed upstream publishes from its start, as on Apple.
    public struct Retry<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// The maximum number of retry attempts to perform (nil: unlimited).
        public let retries: Int?

        public init(upstream: Upstream, retries: Int?) {
            self.upstream = upstream
            self.retries = retries
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = CatchSubscription<Output, Failure, S>(downstream: subscriber)
            attach(relay, remaining: retries, first: true)
        }

        private func attach<S: Subscriber>(_ relay: CatchSubscription<Output, Failure, S>, remaining: Int?, first: Bool)
        where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(AnySubscriber<Output, Failure>(
                receiveSubscription: { relay.attach($0, first: first) },
                receiveValue: { relay.forward($0) },
                receiveCompletion: { completion in
                    guard case .failure = completion, remaining.map({ $0 > 0 }) ?? true, relay.beginRecovery(allowingRepeats: true) else {
                        relay.finish(completion)
                        return
                    }
                    attach(relay, remaining: remaining.map { $0 - 1 }, first: false)
                }))
        }
    }
}

extension Publisher {
    /// Attempts to recreate a failed subscription with the upstream publisher up to the
    /// number of times you specify.
    public func retry(_ retries: Int) -> Publishers.Retry<Self> {
        Publishers.Retry(upstream: self, retries: retries)
    }
}
