/// A type-erasing cancellable object that executes a provided closure when cancelled.
///
/// As on Apple, an `AnyCancellable` cancels automatically when it is deinitialized, and
/// cancels at most once. Keep it (for instance in a `Set<AnyCancellable>` with
/// `store(in:)`) for as long as the subscription should live.
public final class AnyCancellable: Cancellable, Hashable {
    private let lock = Lock()
    private var action: (() -> Void)?

    /// Initializes the cancellable object with the given cancel-time closure.
    public init(_ cancel: @escaping () -> Void) {
        action = cancel
    }

    /// Initializes the cancellable object with the given cancellable (cancelled in turn).
    public init<C: Cancellable>(_ canceller: C) {
        if let any = canceller as? AnyCancellable {
            action = { any.cancel() }
        } else {
            action = { canceller.cancel() }
        }
    }

    deinit {
        cancel()
    }

    /// Runs the cancel closure once; later calls do nothing.
    public func cancel() {
        let pending = lock.withLock { () -> (() -> Void)? in
            defer { action = nil }
            return action
        }
        pending?()
    }

    /// Appends this cancellable to the collection.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Inserts this cancellable into the set.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
