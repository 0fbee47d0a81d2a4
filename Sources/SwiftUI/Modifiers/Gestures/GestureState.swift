import Foundation

/// State that lives while a gesture is active, as SwiftUI's `@GestureState`: a
/// gesture's `updating(_:body:)` sets it, and it goes back to its initial value when
/// the gesture ends or is cancelled, in the reset transaction (`resetTransaction`,
/// or the one `reset` fills in), so a reset can animate. Only gestures write it.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let state: State<Value>
    let initialValue: Value
    let resetTransaction: (Value, inout Transaction) -> Void

    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// The state, reset in `resetTransaction` (`Transaction(animation: .spring())`
    /// animates the return to the initial value).
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue, reset: { _, transaction in transaction = resetTransaction })
    }

    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// The state, reset in the transaction `reset` fills in (given the value being reset).
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        state = State(wrappedValue: wrappedValue)
        initialValue = wrappedValue
        resetTransaction = reset
    }

    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    public var wrappedValue: Value { state.wrappedValue }
    public var projectedValue: GestureState<Value> { self }

    func set(_ value: Value) { state.wrappedValue = value }

    /// Back to the initial value, in the reset transaction.
    func reset() {
        var transaction = Transaction()
        resetTransaction(state.wrappedValue, &transaction)
        withTransaction(transaction) { state.wrappedValue = initialValue }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

extension GestureState: InstallableProperty {
    func install(in node: ViewNode, path: String) { state.install(in: node, path: path) }
}

extension GestureState: DynamicPropertyMarker {
    func isSameSource(as other: Any) -> Bool { true }
}
