/// A value a view owns, as SwiftUI's `@State`: its storage lives in the view's
/// node in the graph, not in the struct, so it survives body evaluations and is
/// dropped when the view's identity goes. Bodies that read it are re-evaluated
/// when it changes; others are not.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    public init(wrappedValue value: Value) { box = StateBox(initialValue: value) }
    public init(initialValue value: Value) { self.init(wrappedValue: value) }

    public var wrappedValue: Value {
        get { MainActor.assumeIsolated { box.location?.value ?? box.initialValue } }
        nonmutating set {
            MainActor.assumeIsolated {
                if let location = box.location { location.value = newValue } else { box.initialValue = newValue }
            }
        }
    }

    /// A binding to the state (`$value`).
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.currentValue }, set: { box.set($0) }, identity: box.location.map { ObjectIdentifier($0) })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// The struct's link to its node's storage: made with the initial value, pointed
/// at the node's `StateLocation` when the node installs it before `body`.
final class StateBox<Value>: @unchecked Sendable {
    var initialValue: Value
    var location: StateLocation<Value>?
    init(initialValue: Value) { self.initialValue = initialValue }

    var currentValue: Value { MainActor.assumeIsolated { location?.value ?? initialValue } }
    func set(_ value: Value) {
        MainActor.assumeIsolated {
            if let location { location.value = value } else { initialValue = value }
        }
    }
}

extension State: DynamicPropertyMarker {
    func isSameSource(as other: Any) -> Bool { true }
}

extension State: InstallableProperty {
    func install(in node: ViewNode, path: String) {
        MainActor.assumeIsolated {
            if let location = node.dynamicStorage[path] as? StateLocation<Value> {
                box.location = location
            } else {
                let location = StateLocation(value: box.initialValue, graph: node.graph)
                node.dynamicStorage[path] = location
                box.location = location
            }
        }
    }
}
