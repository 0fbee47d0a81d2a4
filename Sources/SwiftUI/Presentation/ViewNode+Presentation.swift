import Foundation
import Observation

/// A marker that a node's removal action was installed.
final class RemovalMarker {}

extension ViewNode {
    /// Adds `action` to the node's removal actions once per `name`.
    func onRemovalOnce(_ name: String, _ action: @escaping () -> Void) {
        guard storage[name + ".removal"] == nil else { return }
        storage[name + ".removal"] = RemovalMarker()
        removalActions.append(action)
    }

    /// Runs `read` so that the state it reads (a binding's `@State` or `@Observable`
    /// source) makes this modifier's node update again when it changes (the graph
    /// re-runs a dirty primitive's `update(node:)`).
    func readingState<T>(_ read: () -> T) -> T {
        StateReader.$current.withValue(StateReader(self)) {
            graph.evaluating(self) {
                withObservationTracking(read, onChange: { [weak self, weak graph] in graph?.invalidateFromObservation(self) })
            }
        }
    }
}
