import Foundation

/// A gesture that updates a `@GestureState` while it is active, as SwiftUI's
/// `GestureStateGesture` (what `updating(_:body:)` returns): `body` runs with each
/// value, the state and a transaction (the update is made in that transaction, so
/// setting its animation animates it); when the gesture ends or fails the state
/// goes back to its initial value, in the state's reset transaction.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never
    public var base: Base
    public var state: GestureState<State>
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    public init(base: Base, state: GestureState<State>, body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    public func _makeGesture(in context: _GestureContext, current: @escaping () -> GestureStateGesture<Base, State>, send: @escaping (_GesturePhase<Value>) -> Void) {
        // Only gestures write the state, so one that never changed has nothing to reset
        // (a touch the gesture did not recognise causes no update).
        var hasUpdated = false
        base._makeGesture(in: context, current: { current().base }) { phase in
            let gesture = current()
            switch phase {
            case .changed(let value):
                hasUpdated = true
                var newState = gesture.state.wrappedValue
                var transaction = Transaction()
                gesture.body(value, &newState, &transaction)
                withTransaction(transaction) { gesture.state.set(newState) }
            case .ended, .failed:
                if hasUpdated { gesture.state.reset() }
                hasUpdated = false
            }
            send(phase)
        }
    }
}
