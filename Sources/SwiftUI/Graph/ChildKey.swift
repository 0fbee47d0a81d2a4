/// A child's identity within its parent node: its position in a builder block,
/// the branch of a conditional, its type (AnyView), its ForEach id or `.id(_:)`.
/// A child whose key or view type changes is a new child: its state starts over.
enum ChildKey: Hashable {
    case index(Int)
    case branch(Bool)
    case type(ObjectIdentifier)
    case id(AnyHashable)
    case explicit(AnyHashable)
    case body
}
