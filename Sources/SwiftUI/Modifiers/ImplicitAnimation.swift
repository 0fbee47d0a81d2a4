import Foundation

extension View {
    /// Animates every change of this view's subtree in an update with `animation`
    /// (SwiftUI's implicit animation, deprecated since iOS 15 in favour of
    /// `animation(_:value:)` but common in public code, as in a bottom sheet that
    /// follows a drag with `.animation(.interactiveSpring())`). As with our
    /// `animation(_:value:)`, the animation applies to the whole update pass it is in.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        ImplicitAnimationModifier(content: self, animation: animation)
    }
}

/// `.animation(_:)`: an update that changes the content (compared as SwiftUI compares
/// views) animates with the modifier's animation; the first one does not.
struct ImplicitAnimationModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let animation: Animation?

    func update(node: ViewNode) {
        let state = node.stored("implicitAnimation") { LifecycleState() }
        if let previous = state.previousValue as? Content, let animation, !ViewComparison.isEqual(previous, content) {
            node.graph.pendingTransaction.animation = animation
        }
        state.previousValue = content
        node.updateChildren([(.index(0), content)])
    }
}
