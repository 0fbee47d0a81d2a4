extension Publishers {
    /// A publisher that publishes elements specified by a range in the sequence of
    /// published elements (`prefix(_:)` and `output(at:)`/`output(in:)`).
    public struct Output<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        /// The range of elements to publish (indexes from zero).
        public let range: CountableRange<Int>

        public init(upstream: Upstream, range: CountableRange<Int>) {
            precondition(range.lowerBound >= 0, "The range must start at zero or later")
            self.upstream = upstream
            self.range = range
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Upstream.Output, S.Failure == Failure {
            let range = self.range
            if range.isEmpty {
                // Nothing to publish: finish as soon as subscribed.
                upstream.subscribe(OperatorSubscription(name: "Output", downstream: subscriber) { _ in .finish })
                return
            }
            var index = 0
            upstream.subscribe(OperatorSubscription(name: "Output", downstream: subscriber) { value in
                defer { index += 1 }
                if index < range.lowerBound { return .drop }
                return index == range.upperBound - 1 ? .sendAndFinish(value) : .send(value)
            })
        }
    }

    /// A publisher that republishes elements while a predicate closure indicates publishing
    /// should continue, then finishes.
    public struct PrefixWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(OperatorSubscription(name: "PrefixWhile", downstream: subscriber) { predicate($0) ? .send($0) : .finish })
        }
    }
}

extension Publisher {
    /// Republishes elements up to the specified maximum count, then finishes (and cancels upstream).
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
        precondition(maxLength >= 0, "prefix(\(maxLength)): the length must not be negative")
        return Publishers.Output(upstream: self, range: 0..<maxLength)
    }

    /// Publishes a specific element, indicated by its index in the sequence of published elements.
    public func output(at index: Int) -> Publishers.Output<Self> {
        Publishers.Output(upstream: self, range: index..<(index + 1))
    }

    /// Publishes elements specified by their range in the sequence of published elements.
    public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self> where R.Bound == Int {
        Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
    }

    /// Republishes elements while a predicate closure indicates publishing should continue.
    public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
        Publishers.PrefixWhile(upstream: self, predicate: predicate)
    }
}
