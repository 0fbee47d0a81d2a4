import Foundation

/// One gesture, then another, as SwiftUI's `SequenceGesture` (what
/// `sequenced(before:)` returns): the value is `.first(value)` while the first
/// gesture is recognised; when it ends, `.second(firstValue, nil)`, then
/// `.second(firstValue, secondValue)` as the second changes; it ends when the
/// second ends, and fails when either fails.
///
/// Both recognizers follow the touch from the press; the second's values count
/// only from the moment the first ended (its earlier values are dropped, so a drag
/// after a long press reports its translation from the press).
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _makeGesture(in context: _GestureContext, current: @escaping () -> SequenceGesture<First, Second>, send: @escaping (_GesturePhase<Value>) -> Void) {
        let sequence = SequenceProgress<First.Value>()
        first._makeGesture(in: context, current: { current().first }) { phase in
            switch phase {
            case .changed(let value):
                sequence.firstValue = nil
                send(.changed(.first(value)))
            case .ended(let value):
                sequence.firstValue = value
                send(.changed(.second(value, nil)))
            case .failed:
                if sequence.firstValue == nil { send(.failed) }
            }
        }
        second._makeGesture(in: context, current: { current().second }) { phase in
            guard let firstValue = sequence.firstValue else { return }
            switch phase {
            case .changed(let value): send(.changed(.second(firstValue, value)))
            case .ended(let value):
                sequence.firstValue = nil
                send(.ended(.second(firstValue, value)))
            case .failed:
                sequence.firstValue = nil
                send(.failed)
            }
        }
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// This gesture, then `other` once this one has ended.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}

/// The first gesture's final value while the second of a sequence runs.
final class SequenceProgress<FirstValue> { var firstValue: FirstValue? }
