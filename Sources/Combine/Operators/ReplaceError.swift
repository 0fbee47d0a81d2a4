extension Publishers {
    /// A publisher that replaces any error from the upstream publisher with a provided
    /// element, then finishes (the element waits for demand).
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never

        public let output: Upstream.Output
        public let upstream: Upstream

        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            let output = self.output
            upstream.subscribe(OperatorSubscription(name: "ReplaceError", downstream: subscriber, onValue: { .send($0) }, onEnd: { completion in
                guard case .failure = completion else { return .complete(.finished) }
                return .sendThenComplete([output], .finished)
            }))
        }
    }

    /// A publisher that replaces an empty stream with a provided element.
    public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let output: Output
        public let upstream: Upstream

        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let output = self.output
            var empty = true
            upstream.subscribe(OperatorSubscription(name: "ReplaceEmpty", downstream: subscriber, onValue: { value in
                empty = false
                return .send(value)
            }, onEnd: { completion in
                guard case .finished = completion, empty else { return .complete(completion) }
                return .sendThenComplete([output], .finished)
            }))
        }
    }

    /// A publisher that appears to send a specified failure type (it never fails).
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output

        public let upstream: Upstream

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(OperatorSubscription(name: "SetFailureType", downstream: subscriber, onValue: { .send($0) },
                                                    onEnd: { _ in .complete(.finished) }))
        }

        public func setFailureType<E: Error>(to failure: E.Type) -> Publishers.SetFailureType<Upstream, E> {
            Publishers.SetFailureType(upstream: upstream)
        }
    }

    /// A publisher that ignores all upstream elements, but passes along the upstream publisher's completion state.
    public struct IgnoreOutput<Upstream: Publisher>: Publisher {
        public typealias Output = Never
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Never, S.Failure == Failure {
            upstream.subscribe(OperatorSubscription(name: "IgnoreOutput", downstream: subscriber) { _ in .drop })
        }
    }
}

extension Publisher {
    /// Replaces any errors in the stream with the provided element.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }

    /// Replaces an empty stream with the provided element.
    public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
        Publishers.ReplaceEmpty(upstream: self, output: output)
    }

    /// Ignores all upstream elements, but passes along the upstream publisher's completion state.
    public func ignoreOutput() -> Publishers.IgnoreOutput<Self> {
        Publishers.IgnoreOutput(upstream: self)
    }
}

extension Publisher where Failure == Never {
    /// Changes the failure type declared by the upstream publisher.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}
