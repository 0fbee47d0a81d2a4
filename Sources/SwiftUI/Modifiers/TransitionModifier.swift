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

/// The wrapper a transition moves, scales and fades: as big as its content (laid
/// out as an overlay of the content's elements), its effect's alpha and
/// transform set on its view (animated when set inside an animation).
@MainActor
final class TransitionElement: LayoutElement {
    var effect = TransitionEffect.identity {
        didSet {
            let alpha = effect.opacity
            if view.alpha != alpha { view.alpha = alpha }
            applyTransform()
        }
    }
    private var children: [LayoutElement] = []

    // A wrapped spacer or prioritised view keeps its part in the stack around it.
    override var layoutPriority: Double {
        get { children.first?.layoutPriority ?? 0 }
        set {}
    }
    override var spacerMinLength: CGFloat?? {
        get { children.count == 1 ? children[0].spacerMinLength : nil }
        set {}
    }

    override func syncSubviews() {
        children = node?.childElements ?? []
        setSubviewElements(children)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        OverlayLayout(alignment: .center).sizeThatFits(proposal, subviews: children)
    }

    /// Sets center and bounds (the frame of a transformed view is its bounding box).
    override func applyFrame(_ frame: CGRect) {
        let bounds = CGRect(origin: .zero, size: frame.size)
        if view.bounds != bounds { view.bounds = bounds }
        let center = CGPoint(x: frame.midX, y: frame.midY)
        if view.center != center { view.center = center }
        applyTransform()
    }

    override func layoutContents() {
        let bounds = CGRect(origin: .zero, size: view.bounds.size)
        OverlayLayout(alignment: .center).placeSubviews(in: bounds, proposal: ProposedViewSize(bounds.size), subviews: children)
    }

    private func applyTransform() {
        let transform = effect.transform(for: view.bounds.size)
        if view.transform != transform { view.transform = transform }
    }
}
