/// The subscriber `Publisher.subscribe(_: Subject)` attaches: it forwards every value
/// and the completion to the subject, and hands the subject the upstream subscription
/// (which the subject asks for unlimited values, as on Apple).
final class SubjectSubscriber<S: Subject>: Subscriber, Cancellable {
    typealias Input = S.Output
    typealias Failure = S.Failure

    private let lock = Lock()
    private var subject: S?
    private var upstream: Subscription?

    init(_ subject: S) {
        self.subject = subject
    }

    func receive(subscription: Subscription) {
        lock.lock()
        guard upstream == nil, let subject else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstream = subscription
        lock.unlock()
        subject.send(subscription: self)
    }

    func receive(_ input: S.Output) -> Subscribers.Demand {
        lock.lock()
        let subject = self.subject
        lock.unlock()
        subject?.send(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<S.Failure>) {
        lock.lock()
        let subject = self.subject
        self.subject = nil
        upstream = nil
        lock.unlock()
        subject?.send(completion: completion)
    }

    func cancel() {
        lock.lock()
        let upstream = self.upstream
        self.upstream = nil
        subject = nil
        lock.unlock()
        upstream?.cancel()
    }
}

extension SubjectSubscriber: Subscription {
    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        let upstream = self.upstream
        lock.unlock()
        upstream?.request(demand)
    }
}
