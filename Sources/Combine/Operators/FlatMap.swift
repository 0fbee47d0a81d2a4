extension Publishers {
    /// A publisher that transforms elements from an upstream publisher into new publishers,
    /// and republishes their elements (at most `maxPublishers` inner publishers at a time).
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let maxPublishers: Subscribers.Demand
        public let transform: (Upstream.Output) -> NewPublisher

        public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let core = MergeSubscription<Output, Failure, S>(name: "FlatMap", downstream: subscriber, outerFinished: false,
                                                             refillsOuter: maxPublishers != .unlimited)
            let transform = self.transform
            let maxPublishers = self.maxPublishers
            upstream.subscribe(AnySubscriber<Upstream.Output, Failure>(
                receiveSubscription: { subscription in
                    guard core.outerSubscribed(subscription) else {
                        subscription.cancel()
                        return
                    }
                    subscriber.receive(subscription: core)
                    subscription.request(maxPublishers)
                },
                receiveValue: { value in
                    core.add(transform(value))
                    return .none
                },
                receiveCompletion: { core.outerFinished($0) }))
        }
    }
}

extension Publisher {
    /// Transforms all elements from an upstream publisher into a new publisher up to a
    /// maximum number of publishers you specify.
    public func flatMap<T, P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher where Failure == Never {
    /// `flatMap` from a publisher that cannot fail into publishers that can.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
        setFailureType(to: P.Failure.self).flatMap(maxPublishers: maxPublishers, transform)
    }

    /// `flatMap` where neither the publisher nor the inner publishers can fail.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self> where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher {
    /// `flatMap` into publishers that cannot fail from a publisher that can.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
    }
}
