import Foundation

extension View {
    /// Changes the transaction of the updates this view's subtree is laid out in, as
    /// SwiftUI's `transaction(_:)`: `{ $0.animation = nil }` or
    /// `{ $0.disablesAnimations = true }` keeps the subtree from animating while the
    /// rest of the update animates; `{ $0.animation = .linear }` gives it another
    /// animation. Where we differ: the change applies to the subtree's layout (frames)
    /// in the update, not to its insertion and removal transitions.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        TransactionModifier(content: self, transform: transform)
    }
}

struct TransactionModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let transform: (inout Transaction) -> Void

    func update(node: ViewNode) {
        let element = node.element(TransactionScopeElement.self) { TransactionScopeElement(view: ContainerView()) }
        element.transform = transform
        node.updateChildren([(.index(0), content)])
        element.syncSubviews()
    }
}

/// Lays its content out in the transaction its transform makes of the pass's.
@MainActor
final class TransactionScopeElement: EffectElement {
    var transform: ((inout Transaction) -> Void)?

    override func place(in frame: CGRect) {
        guard let graph = node?.graph, let transform, let pass = graph.layoutTransaction else {
            super.place(in: frame)
            return
        }
        var scoped = pass
        transform(&scoped)
        if scoped.disablesAnimations || scoped.animation == nil {
            UIView.performWithoutAnimation { super.place(in: frame) }
        } else if let animation = scoped.animation, animation != pass.animation || pass.disablesAnimations {
            animation.perform { super.place(in: frame) }
        } else {
            super.place(in: frame)
        }
    }
}
