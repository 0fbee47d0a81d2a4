/// A reference to a value owned elsewhere, as SwiftUI's `@Binding`: reading it in a
/// body makes that body a reader of the source (`@State`), writing it updates the source.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value, Transaction) -> Void
    /// The transaction writes through this binding use (`animation(_:)`).
    public var transaction = Transaction()
    let identity: ObjectIdentifier?

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = { value, _ in set(value) }
        identity = nil
    }

    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
        identity = nil
    }

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void, identity: ObjectIdentifier?) {
        getter = get
        setter = { value, _ in set(value) }
        self.identity = identity
    }

    /// A binding to a value that never changes (writes are ignored).
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set {
            if let animation = transaction.animation, Transaction.current == nil {
                withAnimation(animation) { setter(newValue, transaction) }
            } else {
                setter(newValue, transaction)
            }
        }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getter = self.getter
        let setter = self.setter
        return Binding<Subject>(get: { getter()[keyPath: keyPath] },
                                set: { value, transaction in
                                    var whole = getter()
                                    whole[keyPath: keyPath] = value
                                    setter(whole, transaction)
                                })
    }

    /// The same binding, writing with `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        copy.transaction.animation = animation
        return copy
    }

    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }
}

extension Binding {
    /// A binding to an optional source, nil when the source is nil (SwiftUI's failable init).
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }

    /// A binding to an optional of the source.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }
}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: DynamicPropertyMarker {
    func isSameSource(as other: Any) -> Bool {
        guard let other = other as? Binding<Value> else { return false }
        return ViewComparison.isEqualValue(getter() as Any, other.getter() as Any)
    }
}

extension Binding: DynamicProperty {}
