import Foundation

/// A value kept in `UserDefaults`, as SwiftUI's `@AppStorage`: read from the
/// defaults when the view first appears, written to them on every change; the
/// view re-evaluates when it changes through this property or a binding to it.
/// (A change made to the defaults by other code is seen at the view's next
/// appearance: a documented difference.)
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let state: State<Value>
    let key: String
    let store: UserDefaults
    let read: (UserDefaults, String) -> Value?
    let write: (UserDefaults, String, Value) -> Void

    init(default value: Value, key: String, store: UserDefaults?,
         read: @escaping (UserDefaults, String) -> Value?, write: @escaping (UserDefaults, String, Value) -> Void) {
        let store = store ?? .standard
        self.key = key
        self.store = store
        self.read = read
        self.write = write
        state = State(wrappedValue: read(store, key) ?? value)
    }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set {
            write(store, key, newValue)
            state.wrappedValue = newValue
        }
    }

    public var projectedValue: Binding<Value> {
        let store = self.store, key = self.key, write = self.write, state = self.state
        return Binding(get: { state.wrappedValue }, set: { write(store, key, $0); state.wrappedValue = $0 })
    }
}

extension AppStorage: InstallableProperty {
    func install(in node: ViewNode, path: String) { state.install(in: node, path: path) }
}

extension AppStorage: DynamicPropertyMarker {
    func isSameSource(as other: Any) -> Bool { true }
}

extension AppStorage where Value == Bool {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(default: wrappedValue, key: key, store: store,
                  read: { $0.object(forKey: $1) as? Bool }, write: { $0.set($2, forKey: $1) })
    }
}

extension AppStorage where Value == Int {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(default: wrappedValue, key: key, store: store,
                  read: { $0.object(forKey: $1) as? Int }, write: { $0.set($2, forKey: $1) })
    }
}

extension AppStorage where Value == Double {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(default: wrappedValue, key: key, store: store,
                  read: { $0.object(forKey: $1) as? Double }, write: { $0.set($2, forKey: $1) })
    }
}

extension AppStorage where Value == String {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(default: wrappedValue, key: key, store: store,
                  read: { $0.string(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(default: wrappedValue, key: key, store: store,
                  read: { $0.string(forKey: $1).flatMap(Value.init(rawValue:)) }, write: { $0.set($2.rawValue, forKey: $1) })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(default: wrappedValue, key: key, store: store,
                  read: { ($0.object(forKey: $1) as? Int).flatMap(Value.init(rawValue:)) }, write: { $0.set($2.rawValue, forKey: $1) })
    }
}
