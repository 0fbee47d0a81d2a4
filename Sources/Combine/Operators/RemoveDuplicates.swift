extension Publishers {
    /// A publisher that publishes only elements that don't match the previous element.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// A closure to evaluate whether two elements are equivalent, for purposes of filtering.
        public let predicate: (Output, Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            var previous: Output?
            upstream.subscribe(OperatorSubscription(name: "RemoveDuplicates", downstream: subscriber) { value in
                if let last = previous, predicate(last, value) { return .drop }
                previous = value
                return .send(value)
            })
        }
    }

    /// A publisher that publishes only elements that don't match the previous element,
    /// as evaluated by an error-throwing closure.
    public struct TryRemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Error

        public let upstream: Upstream
        public let predicate: (Output, Output) throws -> Bool

        public init(upstream: Upstream, predicate: @escaping (Output, Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let predicate = self.predicate
            var previous: Output?
            upstream.subscribe(OperatorSubscription(name: "TryRemoveDuplicates", downstream: subscriber, onValue: { value in
                do {
                    if let last = previous, try predicate(last, value) { return .drop }
                } catch {
                    return .fail(error)
                }
                previous = value
                return .send(value)
            }, onEnd: { .complete($0.eraseError) }))
        }
    }
}

extension Publisher where Output: Equatable {
    /// Publishes only elements that don't match the previous element.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}

extension Publisher {
    /// Publishes only elements that don't match the previous element, as evaluated by a
    /// closure that returns true when the two are duplicates.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    /// Publishes only elements that don't match the previous element, as evaluated by an
    /// error-throwing closure.
    public func tryRemoveDuplicates(by predicate: @escaping (Output, Output) throws -> Bool) -> Publishers.TryRemoveDuplicates<Self> {
        Publishers.TryRemoveDuplicates(upstream: self, predicate: predicate)
    }
}
