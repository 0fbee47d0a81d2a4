/// A modifier that changes the environment of its content.
struct EnvironmentWriter<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let transform: (inout EnvironmentValues) -> Void

    func update(node: ViewNode) {
        transform(&node.childEnvironment)
        node.updateChildren([(.index(0), content)])
    }
}

extension View {
    /// Sets an environment value for this view and its descendants. As in SwiftUI,
    /// the `some View` it returns is `ModifiedContent<Self, _EnvironmentKeyWritingModifier<V>>`.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Transforms an environment value for this view and its descendants. As in SwiftUI,
    /// the `some View` it returns is `ModifiedContent<Self, _EnvironmentKeyTransformModifier<V>>`.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        modifier(_EnvironmentKeyTransformModifier(keyPath: keyPath, transform: transform))
    }

    /// Puts an `ObservableObject` in the environment for `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        EnvironmentWriter(content: self) { $0.objects[ObjectIdentifier(T.self)] = object }
    }

    /// Puts an `@Observable` object in the environment for `@Environment(T.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        EnvironmentWriter(content: self) { $0.objects[ObjectIdentifier(T.self)] = object }
    }
}
