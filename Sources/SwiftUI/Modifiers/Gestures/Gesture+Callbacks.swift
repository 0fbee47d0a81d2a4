import Foundation

/// A gesture that runs an action when its value changes, as SwiftUI's
/// `_ChangedGesture` (what `onChanged(_:)` returns). Equal values in a row run it
/// once; the first value after an end or failure always runs it.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    public typealias Body = Never
    var _content: Content
    var _action: (Content.Value) -> Void

    public func _makeGesture(in context: _GestureContext, current: @escaping () -> _ChangedGesture<Content>, send: @escaping (_GesturePhase<Value>) -> Void) {
        var last: Value?
        _content._makeGesture(in: context, current: { current()._content }) { phase in
            switch phase {
            case .changed(let value):
                if last != value {
                    last = value
                    current()._action(value)
                }
            case .ended, .failed:
                last = nil
            }
            send(phase)
        }
    }
}

/// A gesture that runs an action with its final value, as SwiftUI's `_EndedGesture`
/// (what `onEnded(_:)` returns). A failed or cancelled gesture does not run it.
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    var _content: Content
    var _action: (Content.Value) -> Void

    public func _makeGesture(in context: _GestureContext, current: @escaping () -> _EndedGesture<Content>, send: @escaping (_GesturePhase<Value>) -> Void) {
        _content._makeGesture(in: context, current: { current()._content }) { phase in
            if case .ended(let value) = phase { current()._action(value) }
            send(phase)
        }
    }
}

/// A gesture whose values are another's, transformed, as SwiftUI's `_MapGesture`
/// (what `map(_:)` returns).
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    public typealias Body = Never
    var _content: Content
    var _body: (Content.Value) -> Value

    public func _makeGesture(in context: _GestureContext, current: @escaping () -> _MapGesture<Content, Value>, send: @escaping (_GesturePhase<Value>) -> Void) {
        _content._makeGesture(in: context, current: { current()._content }) { phase in
            let transform = current()._body
            send(phase.map(transform))
        }
    }
}

extension Gesture {
    /// Runs `action` with the gesture's final value when it ends (not when it fails).
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(_content: self, _action: action)
    }

    /// Transforms the gesture's values.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(_content: self, _body: body)
    }

    /// Updates `state` with each value while the gesture is active; SwiftUI resets
    /// it to its initial value when the gesture ends or fails (with its reset
    /// transaction). The transaction `body` sets animates that update.
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

extension Gesture where Value: Equatable {
    /// Runs `action` each time the gesture's value changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(_content: self, _action: action)
    }
}
