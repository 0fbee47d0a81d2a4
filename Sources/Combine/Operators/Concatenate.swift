extension Publishers {
    /// A publisher that emits all of one publisher's elements before those from another publisher.
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
    where Prefix.Failure == Suffix.Failure, Prefix.Output == Suffix.Output {
        public typealias Output = Suffix.Output
        public typealias Failure = Suffix.Failure

        public let prefix: Prefix
        public let suffix: Suffix

        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // `catch` hands its remaining demand to the next publisher; here the hand-over
            // happens on `.finished` instead of on a failure.
            let relay = CatchSubscription<Output, Failure, S>(downstream: subscriber)
            let suffix = self.suffix
            prefix.subscribe(AnySubscriber<Output, Failure>(
                receiveSubscription: { relay.attach($0, first: true) },
                receiveValue: { relay.forward($0) },
                receiveCompletion: { completion in
                    guard case .finished = completion else {
                        relay.finish(completion)
                        return
                    }
                    guard relay.beginRecovery() else { return }
                    suffix.subscribe(AnySubscriber<Output, Failure>(
                        receiveSubscription: { relay.attach($0, first: false) },
                        receiveValue: { relay.forward($0) },
                        receiveCompletion: { relay.finish($0) }))
                }))
        }
    }
}

extension Publisher {
    /// Prefixes a publisher's output with the specified values.
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
        prepend(elements)
    }

    /// Prefixes a publisher's output with the specified sequence.
    public func prepend<S: Sequence>(_ elements: S) -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self> where Output == S.Element {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }

    /// Prefixes this publisher's output with the elements emitted by the given publisher.
    public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self> where Failure == P.Failure, Output == P.Output {
        Publishers.Concatenate(prefix: publisher, suffix: self)
    }

    /// Appends a publisher's output with the specified elements.
    public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
        append(elements)
    }

    /// Appends a publisher's output with the specified sequence.
    public func append<S: Sequence>(_ elements: S) -> Publishers.Concatenate<Self, Publishers.Sequence<S, Failure>> where Output == S.Element {
        Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
    }

    /// Appends the output of this publisher with the elements emitted by the given publisher.
    public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P> where Failure == P.Failure, Output == P.Output {
        Publishers.Concatenate(prefix: self, suffix: publisher)
    }
}
