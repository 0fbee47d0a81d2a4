import Foundation

/// One of two gestures, the first preferred, as SwiftUI's `ExclusiveGesture` (what
/// `exclusively(before:)` returns): the second may be recognised only once the
/// first has failed (its recognizers require the first's to fail, as UIKit's
/// `require(toFail:)`). The value is `.first(value)` or `.second(value)`; it fails
/// when both fail.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _makeGesture(in context: _GestureContext, current: @escaping () -> ExclusiveGesture<First, Second>, send: @escaping (_GesturePhase<Value>) -> Void) {
        let tracker = PairTracker<First.Value, Second.Value>()
        let forward = { (phase: _GesturePhase<Value>) in
            if case .failed = phase {
                // Only when both are over without an end.
                if case .failed? = tracker.phase() { send(.failed) }
            } else {
                send(phase)
                _ = tracker.phase()
            }
        }
        let firsts = context.collecting {
            first._makeGesture(in: context, current: { current().first }) { phase in
                tracker.first.receive(phase)
                forward(phase.map { .first($0) })
            }
        }
        let seconds = context.collecting {
            second._makeGesture(in: context, current: { current().second }) { phase in
                tracker.second.receive(phase)
                forward(phase.map { .second($0) })
            }
        }
        for recognizer in seconds {
            for preferred in firsts { recognizer.require(toFail: preferred) }
        }
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// This gesture, or `other` if this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
