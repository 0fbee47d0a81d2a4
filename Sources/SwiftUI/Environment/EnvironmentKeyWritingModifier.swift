/// The modifier `environment(_:_:)` applies, as SwiftUI's public
/// `_EnvironmentKeyWritingModifier`: it sets one environment value for its
/// content and the content's descendants.
///
/// SwiftUI declares `environment(_:_:)` (and the modifiers built on it, such as
/// `lineLimit(_:)` and `font(_:)` on a view) as returning `some View`, but the
/// concrete type is `ModifiedContent<Self, _EnvironmentKeyWritingModifier<V>>`,
/// and libraries spell it (a title `Text(…).lineLimit(1)` stored as
/// `ModifiedContent<Text, _EnvironmentKeyWritingModifier<Int?>>`, or tested with
/// `as?`). Here too `environment(_:_:)` returns exactly that type. As in SwiftUI
/// the modifier is primitive (`Body == Never`): the graph applies it directly,
/// without a body to evaluate.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
    public typealias Body = Never
    /// The environment value written.
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    /// The value written for the content.
    public var value: Value

    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }

    /// A primitive modifier has no body; the graph never asks for it.
    public func body(content: Content) -> Never { fatalError("_EnvironmentKeyWritingModifier is primitive") }
}

/// The modifier `transformEnvironment(_:transform:)` applies, as SwiftUI's
/// public `_EnvironmentKeyTransformModifier`: it changes one environment value
/// in place for its content.
public struct _EnvironmentKeyTransformModifier<Value>: ViewModifier {
    public typealias Body = Never
    /// The environment value transformed.
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    /// Called with the value the content would otherwise see.
    public var transform: (inout Value) -> Void

    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, transform: @escaping (inout Value) -> Void) {
        self.keyPath = keyPath
        self.transform = transform
    }

    /// A primitive modifier has no body; the graph never asks for it.
    public func body(content: Content) -> Never { fatalError("_EnvironmentKeyTransformModifier is primitive") }
}

/// A modifier whose whole effect is a change to the environment (internal: lets
/// the graph and the readers of builder content see through it).
protocol EnvironmentChangingModifier {
    func apply(to environment: inout EnvironmentValues)
}

extension _EnvironmentKeyWritingModifier: EnvironmentChangingModifier {
    func apply(to environment: inout EnvironmentValues) { environment[keyPath: keyPath] = value }
}

extension _EnvironmentKeyTransformModifier: EnvironmentChangingModifier {
    func apply(to environment: inout EnvironmentValues) { transform(&environment[keyPath: keyPath]) }
}

/// Content under an environment modifier is updated in place, as `EnvironmentWriter`'s.
extension ModifiedContent: PrimitiveView where Modifier: EnvironmentChangingModifier {
    func update(node: ViewNode) {
        modifier.apply(to: &node.childEnvironment)
        node.updateChildren([(.index(0), content)])
    }
}

/// A menu's or a picker's content reads the environment through the modifier (`.environment(\.isEnabled, false)`).
extension ModifiedContent: EnvironmentTransforming where Modifier: EnvironmentChangingModifier {
    var transformedContent: any View { content }
    func transformed(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        modifier.apply(to: &environment)
        return environment
    }
}

/// An alert's or dialog's actions read the environment through the modifier.
extension ModifiedContent: DialogContentSource where Modifier: EnvironmentChangingModifier {
    func appendDialogContent(to dialog: inout DialogContent, environment: EnvironmentValues) {
        var inner = environment
        modifier.apply(to: &inner)
        DialogContentReader.append(content, to: &dialog, environment: inner)
    }
}
