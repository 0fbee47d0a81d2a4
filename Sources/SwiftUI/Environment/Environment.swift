/// Reads a value from the view's environment, as SwiftUI's `@Environment`. The
/// body becomes dependent on that value: it re-evaluates when an ancestor changes it.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: AnyKeyPath
    let read: (EnvironmentValues) -> Value
    let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
        read = { $0[keyPath: keyPath] }
    }

    public var wrappedValue: Value {
        MainActor.assumeIsolated {
            guard let node = box.node else { return read(EnvironmentValues()) }
            let value = read(node.environment)
            let read = self.read
            node.recordEnvironmentRead(keyPath, value: value, read: { read($0) })
            return value
        }
    }
}

extension Environment where Value: AnyObject & Observable {
    /// Reads an `@Observable` object put in the environment with `environment(_:)`.
    public init(_ objectType: Value.Type) {
        let id = ObjectIdentifier(objectType)
        keyPath = \EnvironmentValues.[observable: id]
        read = { environment in
            guard let object = environment.objects[id] as? Value else {
                fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        }
    }
}

extension EnvironmentValues {
    subscript(observable id: ObjectIdentifier) -> AnyObject? { objects[id] }
}

/// The wrapper's link to its node (installed before body).
final class EnvironmentBox: @unchecked Sendable {
    weak var node: ViewNode?
}

extension Environment: InstallableProperty {
    func install(in node: ViewNode, path: String) { MainActor.assumeIsolated { box.node = node } }
}

extension Environment: DynamicPropertyMarker {
    func isSameSource(as other: Any) -> Bool { true }
}
