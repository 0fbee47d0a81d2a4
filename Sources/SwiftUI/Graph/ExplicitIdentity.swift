/// `.id(_:)`: gives the view an explicit identity; a new id makes a new view (state reset).
struct IdentifiedView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let id: AnyHashable
    func update(node: ViewNode) { node.updateChildren([(.explicit(id), content)]) }
}

enum ExplicitIdentity {
    /// The key an explicitly identified view takes in its parent (its id, not its position).
    static func key(of view: any View) -> ChildKey? {
        (view as? ExplicitlyIdentified)?.explicitKey
    }
}

protocol ExplicitlyIdentified { var explicitKey: ChildKey { get } }

extension IdentifiedView: ExplicitlyIdentified {
    var explicitKey: ChildKey { .explicit(id) }
}

extension View {
    /// Binds the view's identity to `id`: when it changes, the view is replaced and its state starts over.
    public func id<ID: Hashable>(_ id: ID) -> some View { IdentifiedView(content: self, id: AnyHashable(id)) }
}
