/// What an element-by-element operator does with one upstream value.
enum OperatorStep<Output, Failure: Error> {
    /// Send this value downstream.
    case send(Output)
    /// Drop the value and ask upstream for one more in its place.
    case drop
    /// Send this value, then cancel upstream and finish (`first`, `prefix`).
    case sendAndFinish(Output)
    /// Cancel upstream and finish without sending.
    case finish
    /// Cancel upstream and fail.
    case fail(Failure)
}

/// What an operator does when its upstream completes.
enum OperatorEnd<Output, Failure: Error> {
    /// Forward this completion.
    case complete(Subscribers.Completion<Failure>)
    /// Send these values (as downstream demand allows), then this completion
    /// (`collect`, `last`, `replaceError`, `replaceEmpty`).
    case sendThenComplete([Output], Subscribers.Completion<Failure>)
}

/// The subscription behind Combine's element-by-element operators (`map`, `filter`,
/// `compactMap`, `scan`, `first`, `collect`, ...): it sits between the upstream and the
/// downstream, passes the downstream's demand upstream unchanged (asking for one more
/// for each dropped value, as Apple's `filter` does), and applies `onValue` to each
/// value and `onEnd` to the completion. Values owed at the end wait for demand.
final class OperatorSubscription<UpstreamOutput, UpstreamFailure: Error, Downstream: Subscriber>:
    Subscriber, Subscription, CustomStringConvertible {
    typealias Input = UpstreamOutput
    typealias Failure = UpstreamFailure

    private let lock = Lock()
    private let name: String
    private var downstream: Downstream?
    private var upstream = SubscriptionState.awaiting
    private var demand = Subscribers.Demand.none
    private var tail: [Downstream.Input] = []
    private var tailCompletion: Subscribers.Completion<Downstream.Failure>?
    private let onValue: (UpstreamOutput) -> OperatorStep<Downstream.Input, Downstream.Failure>
    private let onEnd: (Subscribers.Completion<UpstreamFailure>) -> OperatorEnd<Downstream.Input, Downstream.Failure>

    init(name: String, downstream: Downstream,
         onValue: @escaping (UpstreamOutput) -> OperatorStep<Downstream.Input, Downstream.Failure>,
         onEnd: @escaping (Subscribers.Completion<UpstreamFailure>) -> OperatorEnd<Downstream.Input, Downstream.Failure>) {
        self.name = name
        self.downstream = downstream
        self.onValue = onValue
        self.onEnd = onEnd
    }

    var description: String { name }

    func receive(subscription: Subscription) {
        lock.lock()
        guard case .awaiting = upstream, let downstream else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstream = .subscribed(subscription)
        lock.unlock()
        downstream.receive(subscription: self)
    }

    func receive(_ input: UpstreamOutput) -> Subscribers.Demand {
        lock.lock()
        guard case .subscribed = upstream, let downstream else {
            lock.unlock()
            return .none
        }
        lock.unlock()
        switch onValue(input) {
        case .send(let output):
            lock.withLock { demand -= 1 }
            let more = downstream.receive(output)
            lock.withLock { demand += more }
            return more
        case .drop:
            return .max(1)
        case .sendAndFinish(let output):
            guard let subscription = terminate() else { return .none }
            subscription.cancel()
            _ = downstream.receive(output)
            downstream.receive(completion: .finished)
            return .none
        case .finish:
            guard let subscription = terminate() else { return .none }
            subscription.cancel()
            downstream.receive(completion: .finished)
            return .none
        case .fail(let error):
            guard let subscription = terminate() else { return .none }
            subscription.cancel()
            downstream.receive(completion: .failure(error))
            return .none
        }
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        lock.lock()
        guard case .subscribed = upstream, downstream != nil else {
            lock.unlock()
            return
        }
        upstream = .terminal
        lock.unlock()
        switch onEnd(completion) {
        case .complete(let completion):
            let downstream = lock.withLock { () -> Downstream? in
                defer { self.downstream = nil }
                return self.downstream
            }
            downstream?.receive(completion: completion)
        case .sendThenComplete(let values, let completion):
            lock.withLock {
                tail = values
                tailCompletion = completion
            }
            drainTail()
        }
    }

    func request(_ newDemand: Subscribers.Demand) {
        lock.lock()
        demand += newDemand
        switch upstream {
        case .subscribed(let subscription):
            lock.unlock()
            subscription.request(newDemand)
        case .terminal where tailCompletion != nil:
            lock.unlock()
            drainTail()
        default:
            lock.unlock()
        }
    }

    func cancel() {
        lock.lock()
        let subscription = upstream.subscription
        upstream = .terminal
        downstream = nil
        tail = []
        tailCompletion = nil
        lock.unlock()
        subscription?.cancel()
    }

    /// Ends the subscription; returns the upstream subscription to cancel (nil if it had already ended).
    private func terminate() -> Subscription? {
        lock.withLock {
            let subscription = upstream.subscription
            upstream = .terminal
            downstream = nil
            return subscription
        }
    }

    /// Sends the owed values while there is demand, then the completion.
    private func drainTail() {
        while true {
            lock.lock()
            guard let downstream, let completion = tailCompletion else {
                lock.unlock()
                return
            }
            if tail.isEmpty {
                self.downstream = nil
                tailCompletion = nil
                lock.unlock()
                downstream.receive(completion: completion)
                return
            }
            guard demand > 0 else {
                lock.unlock()
                return
            }
            demand -= 1
            let value = tail.removeFirst()
            lock.unlock()
            let more = downstream.receive(value)
            lock.withLock { demand += more }
        }
    }
}

extension OperatorSubscription where UpstreamFailure == Downstream.Failure {
    /// An operator that only transforms values; completions pass through.
    convenience init(name: String, downstream: Downstream,
                     onValue: @escaping (UpstreamOutput) -> OperatorStep<Downstream.Input, Downstream.Failure>) {
        self.init(name: name, downstream: downstream, onValue: onValue, onEnd: { .complete($0) })
    }
}
