import Foundation

/// What the lifecycle modifiers keep in their node.
final class LifecycleState {
    var appeared = false
    var onDisappear: (() -> Void)?
    var previousValue: Any?
    var task: Task<Void, Never>?
    var taskID: AnyHashable?
    var taskStarted = false
}

/// onAppear/onDisappear: the appear action runs after the update pass that inserted
/// the view (an effect, never during body evaluation); the disappear action when the
/// view leaves the graph (its identity changed or an ancestor went).
struct AppearanceModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?

    func update(node: ViewNode) {
        node.updateChildren([(.index(0), content)])
        let state = node.stored("lifecycle") { () -> LifecycleState in
            let state = LifecycleState()
            node.removalActions.append { [weak state] in state?.onDisappear?() }
            return state
        }
        state.onDisappear = onDisappear
        if !state.appeared {
            state.appeared = true
            if let onAppear { node.graph.afterUpdate(onAppear) }
        }
    }
}

/// onChange: compares the value with the one of the previous update; when it
/// differs the action runs after the pass with the old and new values.
struct ChangeModifier<Content: View, Value: Equatable>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    func update(node: ViewNode) {
        node.updateChildren([(.index(0), content)])
        let state = node.stored("change") { LifecycleState() }
        // A leaving view (its removal transition runs) is no longer updated, as in SwiftUI.
        if node.isInLeavingSubtree { return }
        let newValue = value
        if let old = state.previousValue as? Value {
            if old != newValue { node.graph.afterUpdate { action(old, newValue) } }
        } else if initial {
            node.graph.afterUpdate { action(newValue, newValue) }
        }
        state.previousValue = newValue
    }
}

/// task: starts the async action after the view appears, cancels it when the view
/// disappears; with an id, restarts it (cancelling the running one) when the id changes.
struct TaskModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let id: AnyHashable?
    let priority: TaskPriority
    let action: @MainActor @Sendable () async -> Void

    func update(node: ViewNode) {
        node.updateChildren([(.index(0), content)])
        let state = node.stored("task") { () -> LifecycleState in
            let state = LifecycleState()
            node.removalActions.append { [weak state] in state?.task?.cancel() }
            return state
        }
        guard !state.taskStarted || state.taskID != id else { return }
        state.taskStarted = true
        state.task?.cancel()
        state.task = nil
        state.taskID = id
        let action = self.action
        let priority = self.priority
        node.graph.afterUpdate { [weak state, weak node] in
            guard let state, node?.isAlive == true else { return }
            state.task = Task(priority: priority) { @MainActor in await action() }
        }
    }
}

extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        AppearanceModifier(content: self, onAppear: action, onDisappear: nil)
    }

    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        AppearanceModifier(content: self, onAppear: nil, onDisappear: action)
    }

    /// Runs `action(old, new)` when `value` changes (iOS 17's form); with `initial`, also when the view appears.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        ChangeModifier(content: self, value: value, initial: initial, action: action)
    }

    /// Runs `action()` when `value` changes (iOS 17's zero-parameter form).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        ChangeModifier(content: self, value: value, initial: initial) { _, _ in action() }
    }

    /// Runs `action(new)` when `value` changes (the iOS 14 form).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        ChangeModifier(content: self, value: value, initial: false) { _, new in action(new) }
    }

    /// Starts `action` when the view appears; cancelled when it disappears.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        TaskModifier(content: self, id: nil, priority: priority, action: action)
    }

    /// Starts `action` when the view appears and again whenever `id` changes (cancelling the previous run).
    public func task<T: Equatable & Hashable>(id value: T, priority: TaskPriority = .userInitiated,
                                                _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        TaskModifier(content: self, id: AnyHashable(value), priority: priority, action: action)
    }
}
