import Foundation

/// Which view has keyboard focus, as SwiftUI's `@FocusState`: a Bool (`.focused($isFocused)`)
/// or an optional Hashable (`.focused($field, equals: .name)`). Setting it moves the
/// first responder after the update; the user focusing a field sets it.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let state: State<Value>

    public init() where Value == Bool { state = State(wrappedValue: false) }
    public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding { Binding(base: state.projectedValue) }

    /// `$focus`: what `.focused(_:)` takes.
    @propertyWrapper
    public struct Binding {
        let base: SwiftUI.Binding<Value>
        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }
        public var projectedValue: Binding { self }
    }
}

extension FocusState: InstallableProperty {
    func install(in node: ViewNode, path: String) { state.install(in: node, path: path) }
}

extension FocusState: DynamicPropertyMarker {
    func isSameSource(as other: Any) -> Bool { true }
}

/// A focus link the `.focused` modifier gives the field inside it.
struct FocusLink {
    let isFocused: () -> Bool
    let setFocused: (Bool) -> Void
}

struct FocusLinkKey: EnvironmentKey { static let defaultValue: FocusLink? = nil }

extension EnvironmentValues {
    var focusLink: FocusLink? { get { self[FocusLinkKey.self] } set { self[FocusLinkKey.self] = newValue } }
}

extension View {
    /// Focuses the text field inside when `condition` is true; the user focusing it sets it true.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        // Read now, in the body, so the body re-evaluates (and the field follows) when it changes.
        let current = condition.wrappedValue
        return environment(\.focusLink, FocusLink(isFocused: { current },
                                           setFocused: { focused in
                                               if condition.wrappedValue != focused { condition.wrappedValue = focused }
                                           }))
    }

    /// Focuses the text field inside when the focus state equals `value`.
    public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value) -> some View {
        let current = binding.wrappedValue == value
        return environment(\.focusLink, FocusLink(isFocused: { current },
                                           setFocused: { focused in
                                               if focused { if binding.wrappedValue != value { binding.wrappedValue = value } }
                                               else if binding.wrappedValue == value { binding.wrappedValue = nil }
                                           }))
    }
}

@MainActor
enum FocusSupport {
    /// Links a field to the focus state around it: the field's editing begin/end
    /// write it; after the update the field takes or gives up first responder to match it.
    static func attach(_ field: BoundTextField, node: ViewNode) {
        field.focusLink = node.environment.focusLink
        guard let link = node.environment.focusLink else { return }
        let wanted = link.isFocused()
        node.graph.afterUpdate { [weak field] in
            guard let field, field.window != nil else { return }
            if wanted && !field.isFirstResponder { _ = field.becomeFirstResponder() }
            if !wanted && field.isFirstResponder { _ = field.resignFirstResponder() }
        }
    }
}
