import Foundation

/// Two gestures recognised at the same time, as SwiftUI's `SimultaneousGesture`
/// (what `simultaneously(with:)` returns): its value holds each gesture's latest
/// value (nil until that one has one). It changes when either changes, and ends
/// when both are over and at least one ended (the value then holds the final
/// values, nil for one that failed); when both fail, it fails.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _makeGesture(in context: _GestureContext, current: @escaping () -> SimultaneousGesture<First, Second>, send: @escaping (_GesturePhase<Value>) -> Void) {
        let tracker = PairTracker<First.Value, Second.Value>()
        let report = {
            guard let phase = tracker.phase() else { return }
            send(phase.map { Value(first: $0.0, second: $0.1) })
        }
        first._makeGesture(in: context, current: { current().first }) { tracker.first.receive($0); report() }
        second._makeGesture(in: context, current: { current().second }) { tracker.second.receive($0); report() }
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}

extension Gesture {
    /// This gesture and `other`, recognised at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}

/// Where one part of a composed gesture is: not started, active with a value,
/// ended with its final value, or failed.
enum GesturePartState<Value> {
    case idle, active(Value), ended(Value), failed

    var value: Value? {
        switch self {
        case .active(let value), .ended(let value): return value
        case .idle, .failed: return nil
        }
    }
    var isOver: Bool {
        switch self {
        case .ended, .failed: return true
        case .idle, .active: return false
        }
    }
    var didEnd: Bool { if case .ended = self { return true } else { return false } }

    mutating func receive(_ phase: _GesturePhase<Value>) {
        switch phase {
        case .changed(let value): self = .active(value)
        case .ended(let value): self = .ended(value)
        case .failed: self = .failed
        }
    }
}

/// The two parts of a simultaneous gesture, and the phase they make together.
final class PairTracker<A, B> {
    var first = GesturePartState<A>.idle
    var second = GesturePartState<B>.idle

    /// `.changed` while either part is active, `.ended` once both are over and one
    /// ended, `.failed` once both failed (the parts then start over); nil while
    /// nothing has started.
    func phase() -> _GesturePhase<(A?, B?)>? {
        if first.isOver && second.isOver {
            let result: _GesturePhase<(A?, B?)> = first.didEnd || second.didEnd ? .ended((first.value, second.value)) : .failed
            first = .idle
            second = .idle
            return result
        }
        if case .idle = first, second.isOver { return nil }
        if case .idle = second, first.isOver { return nil }
        if first.value == nil && second.value == nil { return nil }
        return .changed((first.value, second.value))
    }
}
