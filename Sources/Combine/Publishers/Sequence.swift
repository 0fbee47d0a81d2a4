extension Publishers {
    /// A publisher that publishes a given sequence of elements, as demand allows, then finishes.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element

        /// The sequence of elements to publish.
        public let sequence: Elements

        /// Creates a publisher for a sequence of elements.
        public init(sequence: Elements) {
            self.sequence = sequence
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var iterator = sequence.makeIterator()
            guard let first = iterator.next() else {
                subscriber.receive(subscription: Subscriptions.empty)
                subscriber.receive(completion: .finished)
                return
            }
            let sequence = self.sequence
            subscriber.receive(subscription: IteratorSubscription(downstream: subscriber, first: first, rest: iterator,
                                                                  describe: { "\(sequence)" }))
        }
    }
}

extension Publishers.Sequence: Equatable where Elements: Equatable {}

extension Sequence {
    /// A publisher that publishes the elements of this sequence.
    public var publisher: Publishers.Sequence<Self, Never> {
        Publishers.Sequence(sequence: self)
    }
}

/// Walks an iterator as demand arrives. A `request` made from inside the subscriber's
/// `receive` only adds demand; the loop already running delivers it (no recursion).
final class IteratorSubscription<Iterator: IteratorProtocol, Downstream: Subscriber>: Subscription, CustomStringConvertible
where Downstream.Input == Iterator.Element {
    private let lock = Lock()
    private var downstream: Downstream?
    private var next: Iterator.Element?
    private var iterator: Iterator
    private var demand = Subscribers.Demand.none
    private var delivering = false
    private let describe: () -> String

    init(downstream: Downstream, first: Iterator.Element, rest: Iterator, describe: @escaping () -> String) {
        self.downstream = downstream
        self.describe = describe
        next = first
        iterator = rest
    }

    /// The sequence itself, as Apple prints it (`receive subscription: ([1, 2])`).
    var description: String { describe() }

    func request(_ newDemand: Subscribers.Demand) {
        lock.lock()
        demand += newDemand
        guard !delivering else {
            lock.unlock()
            return
        }
        delivering = true
        while let downstream, demand > 0, let value = next {
            demand -= 1
            next = iterator.next()
            lock.unlock()
            let more = downstream.receive(value)
            lock.lock()
            demand += more
        }
        delivering = false
        guard next == nil, let downstream else {
            lock.unlock()
            return
        }
        self.downstream = nil
        lock.unlock()
        downstream.receive(completion: .finished)
    }

    func cancel() {
        lock.withLock {
            downstream = nil
            next = nil
        }
    }
}
