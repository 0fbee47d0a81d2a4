/// A reusable modifier, as SwiftUI's `ViewModifier`: `body(content:)` wraps the content.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor func body(content: Content) -> Body
}

/// The content a `ViewModifier`'s body wraps.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    public typealias Body = Never
    let content: AnyView
    func update(node: ViewNode) { node.updateChildren([(.index(0), content)]) }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`: its body is the modifier's body.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
    public let content: Content
    public let modifier: Modifier
    public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
    public var body: some View { modifier.body(content: _ViewModifier_Content(content: AnyView(content))) }
}
