import Combine

/// A subscriber that records every event as a string ("1", "finished", "failure(e)") and
/// demands what the test says: `initial` on subscription, `perValue` after each value.
final class TestSubscriber<Input, Failure: Error>: Subscriber {
    private(set) var events: [String] = []
    private(set) var subscription: Subscription?
    private let initial: Subscribers.Demand
    private let perValue: Subscribers.Demand
    var onValue: ((Input) -> Void)?

    init(initial: Subscribers.Demand = .unlimited, perValue: Subscribers.Demand = .none) {
        self.initial = initial
        self.perValue = perValue
    }

    var values: [String] { events.filter { $0 != "finished" && !$0.hasPrefix("failure") } }

    func receive(subscription: Subscription) {
        self.subscription = subscription
        if initial > 0 {
            subscription.request(initial)
        }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        events.append("\(input)")
        onValue?(input)
        return perValue
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished: events.append("finished")
        case .failure(let error): events.append("failure(\(error))")
        }
    }

    func request(_ demand: Subscribers.Demand) {
        subscription?.request(demand)
    }

    func cancel() {
        subscription?.cancel()
    }
}

struct TestError: Error, Equatable, CustomStringConvertible {
    let code: Int
    var description: String { "e\(code)" }
}
