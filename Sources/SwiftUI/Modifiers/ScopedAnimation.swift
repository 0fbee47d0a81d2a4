import Foundation

extension View {
    /// Applies `body`'s modifiers to this view and animates their changes with
    /// `animation` (iOS 17). Where we differ: SwiftUI animates only what `body`
    /// changes; here the update in which `body`'s views changed is animated as a whole
    /// (as `.animation(_:value:)` does).
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        ScopedAnimationView(content: body(PlaceholderContentView(self)), animation: animation)
    }
}

/// The view `animation(_:body:)` returns: it animates the pass when its content's value changed.
struct ScopedAnimationView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let animation: Animation?

    func update(node: ViewNode) {
        let state = node.stored("scopedAnimation") { LifecycleState() }
        if let previous = state.previousValue as? Content, let animation, !ViewComparison.isEqual(previous, content) {
            node.graph.pendingTransaction.animation = animation
        }
        state.previousValue = content
        node.updateChildren([(.index(0), content)])
    }
}
