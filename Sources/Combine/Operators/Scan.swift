extension Publishers {
    /// A publisher that transforms elements by applying a closure that receives its previous
    /// return value and the next element, publishing each result.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let initialResult: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            var accumulator = initialResult
            upstream.subscribe(OperatorSubscription(name: "Scan", downstream: subscriber) { value in
                accumulator = next(accumulator, value)
                return .send(accumulator)
            })
        }
    }

    /// A publisher that applies a closure to all received elements and produces an
    /// accumulated value when the upstream publisher finishes.
    public struct Reduce<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let initial: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            var accumulator = initial
            upstream.subscribe(OperatorSubscription(name: "Reduce", downstream: subscriber, onValue: { value in
                accumulator = next(accumulator, value)
                return .drop
            }, onEnd: { completion in
                guard case .finished = completion else { return .complete(completion) }
                return .sendThenComplete([accumulator], .finished)
            }))
        }
    }
}

extension Publisher {
    /// Transforms elements by providing the current element to a closure along with the
    /// last value returned by the closure.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Applies a closure that collects each element of a stream and publishes a final result upon completion.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Reduce<Self, T> {
        Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Publishes the number of elements received from the upstream publisher, when it finishes.
    public func count() -> Publishers.Reduce<Self, Int> {
        reduce(0) { count, _ in count + 1 }
    }
}
