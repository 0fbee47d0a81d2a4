/// A piece of user interface, as in SwiftUI: a value describing what to show.
///
/// A view's `body` is evaluated by the view graph (`ViewGraph`) that owns its
/// position; the graph keeps its `@State`, environment and UIKit views across
/// evaluations. Primitive views (Text, stacks, modifiers) have `Body == Never`.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body; the graph never asks for it.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// What a primitive view does in the graph: it reconciles its children and
/// provides its UIKit-backed layout element (internal: the graph's protocol).
@MainActor
protocol PrimitiveView {
    /// Updates `node` to show `self` (children reconciled, UIKit views updated in place).
    func update(node: ViewNode)
}

/// A view that shows nothing.
public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never
    public init() {}
    func update(node: ViewNode) { node.setChildren([]) }
}

/// A view type-erased, as SwiftUI's `AnyView`: changing the wrapped type changes identity.
public struct AnyView: View, PrimitiveView {
    public typealias Body = Never
    let storage: any View
    public init<V: View>(_ view: V) { storage = view }
    public init<V: View>(erasing view: V) { storage = view }
    func update(node: ViewNode) {
        node.updateChildren([(ChildKey.type(ObjectIdentifier(type(of: storage))), storage)])
    }
}

/// Several views after one another, made by `ViewBuilder` (parameter packs).
public struct TupleView<each Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var value: (repeat each Content)
    public init(_ value: repeat each Content) { self.value = (repeat each value) }
    func update(node: ViewNode) {
        var children: [(ChildKey, any View)] = []
        var index = 0
        for view in repeat each value {
            children.append((.index(index), view))
            index += 1
        }
        node.updateChildren(children)
    }
}

/// One of two views, chosen by an `if`/`else` or `switch` in a builder: the
/// branches have different identities, so switching resets the other's state.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    public typealias Body = Never
    enum Storage { case trueContent(TrueContent), falseContent(FalseContent) }
    let storage: Storage
    init(storage: Storage) { self.storage = storage }
    func update(node: ViewNode) {
        switch storage {
        case .trueContent(let view): node.updateChildren([(.branch(true), view)])
        case .falseContent(let view): node.updateChildren([(.branch(false), view)])
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func update(node: ViewNode) {
        if let view = self { node.updateChildren([(.branch(true), view)]) } else { node.updateChildren([]) }
    }
}

/// Groups views without a layout of its own: its children join the parent's layout.
public struct Group<Content> {
    let content: Content
}

extension Group: View, PrimitiveView where Content: View {
    public typealias Body = Never
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func update(node: ViewNode) { node.updateChildren([(.index(0), content)]) }
}
