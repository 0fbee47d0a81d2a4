/// A protocol indicating that an activity or action supports cancellation.
///
/// Calling `cancel()` frees up any allocated resources and stops side effects such as
/// timers and network access.
public protocol Cancellable {
    /// Cancel the activity.
    func cancel()
}

extension Cancellable {
    /// Stores this cancellable (wrapped in an `AnyCancellable`) in the collection.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }

    /// Stores this cancellable (wrapped in an `AnyCancellable`) in the set.
    public func store(in set: inout Set<AnyCancellable>) {
        AnyCancellable(self).store(in: &set)
    }
}
