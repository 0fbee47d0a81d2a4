import Foundation

extension NotificationCenter {
    /// Returns a publisher that emits events when broadcasting notifications.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// A publisher that emits elements when broadcasting notifications.
    ///
    /// Each subscriber gets its own observer (added when it subscribes, removed when it
    /// cancels); notifications posted while it has no demand are dropped, as on Apple.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never

        /// The notification center this publisher uses as a source.
        public let center: NotificationCenter
        /// The name of notifications published by this publisher.
        public let name: Notification.Name
        /// The object posting the named notification.
        public let object: AnyObject?

        /// Creates a publisher that emits events when broadcasting notifications.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subscription = NotificationSubscription(center: center, downstream: subscriber)
            subscription.observer = center.addObserver(forName: name, object: object, queue: nil) { [weak subscription] in
                subscription?.deliver($0)
            }
            subscriber.receive(subscription: subscription)
        }
    }
}

extension NotificationCenter.Publisher: Equatable {
    public static func == (lhs: NotificationCenter.Publisher, rhs: NotificationCenter.Publisher) -> Bool {
        lhs.center === rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
    }
}

final class NotificationSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible
where Downstream.Input == Notification, Downstream.Failure == Never {
    private let lock = Lock()
    private let deliveryLock = RecursiveLock()
    private let center: NotificationCenter
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    var observer: NSObjectProtocol?

    init(center: NotificationCenter, downstream: Downstream) {
        self.center = center
        self.downstream = downstream
    }

    var description: String { "NotificationCenter Observer" }

    func deliver(_ notification: Notification) {
        lock.lock()
        guard let downstream, demand > 0 else {
            lock.unlock()
            return
        }
        demand -= 1
        lock.unlock()
        let more = deliveryLock.withLock { downstream.receive(notification) }
        lock.withLock { demand += more }
    }

    func request(_ newDemand: Subscribers.Demand) {
        lock.withLock { demand += newDemand }
    }

    func cancel() {
        lock.lock()
        let observer = self.observer
        self.observer = nil
        downstream = nil
        lock.unlock()
        if let observer {
            center.removeObserver(observer)
        }
    }
}
