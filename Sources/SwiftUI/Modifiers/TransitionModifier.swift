import Foundation

extension View {
    /// How this view is inserted and removed when that happens in an animated
    /// transaction (`withAnimation`, `.animation(_:value:)`) or the transition has
    /// its own `animation(_:)`, as in SwiftUI. A view inserted or removed in an
    /// animated transaction without one fades (SwiftUI's default, `.opacity`).
    ///
    /// The transition applies when this view (or a view it is inside through
    /// modifiers, `Group`, `ForEach`, `if`) is what is inserted or removed; inside a
    /// stack that is inserted, the stack's own transition applies.
    public func transition(_ transition: AnyTransition) -> some View {
        TransitionModifierView(content: self, transition: transition)
    }
}

/// The view `.transition(_:)` returns: the content in a wrapper view whose alpha and
/// transform the transition's phase sets, and the transition's modifier layers
/// around the content. The graph puts it in its insertion or removal phase around
/// an animated insertion or removal (`ViewGraph+Transitions`).
struct TransitionModifierView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let transition: AnyTransition

    func update(node: ViewNode) {
        let state = node.stored(TransitionState.storageKey) { TransitionState() }
        state.transition = transition
        let element = node.element(TransitionElement.self) { TransitionElement(view: ContainerView()) }
        var view: any View = content
        for layer in transition.layers { view = layer(view, state.phase) }
        node.updateChildren([(.index(0), view)])
        element.syncSubviews()
        element.effect = transition.effect(state.phase)
    }
}

/// A transition modifier's node state: its transition and the phase it shows.
@MainActor
final class TransitionState {
    static let storageKey = "transition"
    var transition = AnyTransition.identity
    var phase = TransitionPhase.identity
}

/// The wrapper a transition moves, scales and fades (its effect's alpha and transform).
@MainActor
final class TransitionElement: EffectElement {
    var effect = TransitionEffect.identity {
        didSet {
            opacity = effect.opacity
            let effect = self.effect
            makeTransform = { effect.transform(for: $0) }
        }
    }
}
