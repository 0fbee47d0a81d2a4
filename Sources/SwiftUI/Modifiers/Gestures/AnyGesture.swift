import Foundation

/// A gesture with its type erased, as SwiftUI's `AnyGesture`: it is recognised as
/// the gesture it wraps (a later update's wrapped gesture of the same type replaces
/// its callbacks; one of another type keeps the first one's recognizers).
public struct AnyGesture<Value>: Gesture {
    public typealias Body = Never
    let base: Any
    let make: (_GestureContext, @escaping () -> AnyGesture<Value>, @escaping (_GesturePhase<Value>) -> Void) -> Void

    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        base = gesture
        make = { context, current, send in
            gesture._makeGesture(in: context, current: { (current().base as? T) ?? gesture }, send: send)
        }
    }

    public func _makeGesture(in context: _GestureContext, current: @escaping () -> AnyGesture<Value>, send: @escaping (_GesturePhase<Value>) -> Void) {
        make(context, current, send)
    }
}

extension AnyGesture: GestureWrapper { var wrappedGestures: [(String, Any)] { [("base", base)] } }
