/// A publisher that provides an explicit means of connecting and canceling publication.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Connects to the publisher, allowing it to produce elements, and returns an instance
    /// with which to cancel publishing.
    func connect() -> Cancellable
}

extension ConnectablePublisher {
    /// Automates the process of connecting or disconnecting from this connectable publisher:
    /// connects when the first subscriber attaches, cancels the connection when the last one cancels.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

extension Publishers {
    /// A publisher that automatically connects to an upstream connectable publisher.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public final let upstream: Upstream
        private let lock = Lock()
        private var connection: Cancellable?
        private var subscriberCount = 0

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            lock.withLock { subscriberCount += 1 }
            // The subscription keeps this publisher (and its connection) alive until it is cancelled.
            upstream.handleEvents(receiveCancel: { self.subscriberCancelled() }).subscribe(subscriber)
            let connect = lock.withLock { () -> Bool in
                guard connection == nil, subscriberCount > 0 else { return false }
                connection = AnyCancellable {}
                return true
            }
            if connect {
                let cancellable = upstream.connect()
                lock.withLock { connection = cancellable }
            }
        }

        private func subscriberCancelled() {
            let connection = lock.withLock { () -> Cancellable? in
                subscriberCount -= 1
                guard subscriberCount == 0 else { return nil }
                defer { self.connection = nil }
                return self.connection
            }
            connection?.cancel()
        }
    }

    /// A publisher that uses a subject to deliver elements to multiple subscribers; it
    /// subscribes its subject to the upstream when `connect()` is called.
    public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher
    where Upstream.Failure == SubjectType.Failure, Upstream.Output == SubjectType.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let createSubject: () -> SubjectType
        private let lock = Lock()
        private var createdSubject: SubjectType?

        public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
            self.upstream = upstream
            self.createSubject = createSubject
        }

        private var subject: SubjectType {
            lock.withLock {
                if let createdSubject { return createdSubject }
                let subject = createSubject()
                createdSubject = subject
                return subject
            }
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subject.subscribe(subscriber)
        }

        public func connect() -> Cancellable {
            upstream.subscribe(subject)
        }
    }

    /// A publisher that shares the output of an upstream publisher with multiple
    /// subscribers: one upstream subscription, made when the first subscriber attaches.
    ///
    /// As on Apple, `Share` is a class (two references are the same shared stream) and
    /// behaves like `multicast(subject: PassthroughSubject())` with `autoconnect()`:
    /// subscribers that attach after a value was sent do not receive it.
    public final class Share<Upstream: Publisher>: Publisher, Equatable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        private let inner: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

        public init(upstream: Upstream) {
            self.upstream = upstream
            inner = Multicast(upstream: upstream, createSubject: { PassthroughSubject() }).autoconnect()
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            inner.subscribe(subscriber)
        }

        public static func == (lhs: Share, rhs: Share) -> Bool {
            lhs === rhs
        }
    }

    /// A connectable publisher that shares its upstream with every subscriber once connected.
    public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        private let inner: Multicast<Upstream, PassthroughSubject<Output, Failure>>

        public init(upstream: Upstream) {
            inner = Multicast(upstream: upstream, createSubject: { PassthroughSubject() })
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            inner.subscribe(subscriber)
        }

        public func connect() -> Cancellable {
            inner.connect()
        }
    }
}

extension Publisher {
    /// Shares the output of an upstream publisher with multiple subscribers.
    public func share() -> Publishers.Share<Self> {
        Publishers.Share(upstream: self)
    }

    /// Applies a closure to create a subject that delivers elements to subscribers.
    public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
    where Failure == S.Failure, Output == S.Output {
        Publishers.Multicast(upstream: self, createSubject: createSubject)
    }

    /// Provides a subject to deliver elements to multiple subscribers.
    public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S> where Failure == S.Failure, Output == S.Output {
        Publishers.Multicast(upstream: self, createSubject: { subject })
    }
}

extension Publisher where Failure == Never {
    /// Creates a connectable wrapper around the publisher.
    public func makeConnectable() -> Publishers.MakeConnectable<Self> {
        Publishers.MakeConnectable(upstream: self)
    }
}
