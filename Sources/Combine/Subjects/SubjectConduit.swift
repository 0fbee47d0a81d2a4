/// One subscriber's subscription to a subject: its outstanding demand and the downstream.
///
/// Values reach a downstream one at a time (a recursive lock, so a subscriber that sends
/// into the subject from its own `receive` is delivered to in order, as on Apple).
final class SubjectConduit<Output, Failure: Error>: Subscription, CustomStringConvertible {
    private let lock = Lock()
    private let deliveryLock = RecursiveLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var demand = Subscribers.Demand.none
    /// For `CurrentValueSubject`: whether the latest value still has to be delivered
    /// when demand arrives.
    private var owesCurrentValue: Bool
    private let onRequestCurrentValue: (() -> Output?)?
    private let onCancel: (SubjectConduit) -> Void

    init(downstream: AnySubscriber<Output, Failure>, owesCurrentValue: Bool = false,
         currentValue: (() -> Output?)? = nil, onCancel: @escaping (SubjectConduit) -> Void) {
        self.downstream = downstream
        self.owesCurrentValue = owesCurrentValue
        self.onRequestCurrentValue = currentValue
        self.onCancel = onCancel
    }

    var description: String { "Subject subscription" }

    func request(_ newDemand: Subscribers.Demand) {
        // A demand of zero adds nothing (Apple asserts in debug builds; we ignore it).
        guard newDemand > 0 else { return }
        lock.lock()
        demand += newDemand
        guard owesCurrentValue, demand > 0, let current = onRequestCurrentValue?() else {
            lock.unlock()
            return
        }
        lock.unlock()
        offer(current)
    }

    /// Delivers `value` if the subscriber has demand; otherwise drops it (and, for a
    /// current-value subject, remembers that the latest value is owed).
    func offer(_ value: Output) {
        lock.lock()
        guard let downstream, demand > 0 else {
            if downstream != nil, onRequestCurrentValue != nil {
                owesCurrentValue = true
            }
            lock.unlock()
            return
        }
        demand -= 1
        owesCurrentValue = false
        lock.unlock()
        let more = deliveryLock.withLock { downstream.receive(value) }
        guard more > 0 else { return }
        lock.withLock { demand += more }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard let downstream else {
            lock.unlock()
            return
        }
        self.downstream = nil
        lock.unlock()
        deliveryLock.withLock { downstream.receive(completion: completion) }
    }

    func cancel() {
        lock.lock()
        guard downstream != nil else {
            lock.unlock()
            return
        }
        downstream = nil
        lock.unlock()
        onCancel(self)
    }
}

/// The subscribers, upstream subscriptions and completion a subject keeps (shared by
/// `PassthroughSubject` and `CurrentValueSubject`).
final class SubjectState<Output, Failure: Error> {
    let lock = Lock()
    var conduits: [SubjectConduit<Output, Failure>] = []
    var upstreams: [Subscription] = []
    var completion: Subscribers.Completion<Failure>?

    func remove(_ conduit: SubjectConduit<Output, Failure>) {
        lock.withLock { conduits.removeAll { $0 === conduit } }
    }

    func acceptUpstream(_ subscription: Subscription) {
        lock.lock()
        upstreams.append(subscription)
        lock.unlock()
        subscription.request(.unlimited)
    }

    /// Records the completion and returns the conduits to notify (nil if already completed).
    func complete(_ completion: Subscribers.Completion<Failure>) -> [SubjectConduit<Output, Failure>]? {
        lock.withLock {
            guard self.completion == nil else { return nil }
            self.completion = completion
            defer {
                conduits = []
                upstreams = []
            }
            return conduits
        }
    }
}
