import Foundation

/// Content animated along keyframes, as SwiftUI's `KeyframeAnimator` (iOS 17): the
/// content is made from the value the keyframes give at each frame of the window's
/// clock (the virtual clock in a headless host, so values are exact at exact times).
///
/// With a trigger, the keyframes run once each time the trigger changes, starting
/// from the value shown then (the keyframes closure gets it); the value stays at the
/// end. Repeating, they run again and again, each run from the value the last one
/// ended on; not repeating (and no trigger), the content shows `initialValue`.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View, PrimitiveView
where KeyframePath.Value == Value {
    public typealias Body = Never
    let initialValue: Value
    let trigger: AnyEquatableBox?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Runs the keyframes each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = AnyEquatableBox(trigger)
        repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    /// Runs the keyframes over and over while `repeating`.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    func update(node: ViewNode) {
        let state = node.stored("keyframes") { KeyframeAnimatorState<Value>(node: node, value: initialValue) }
        let now = state.clock.now
        if let trigger {
            if let last = state.trigger, !last.isEqual(to: trigger) { state.start(keyframes(state.value), at: now) }
            state.trigger = trigger
        } else if repeating, state.timeline == nil {
            state.start(keyframes(state.value), at: now)
        } else if !repeating {
            state.timeline = nil
            state.value = initialValue
        }
        // Runs that ended: the value rests on their end; a repeating one starts again from it.
        while let timeline = state.timeline, now - state.startTime >= timeline.duration {
            state.value = timeline.value(time: timeline.duration)
            state.timeline = nil
            if trigger == nil && repeating && timeline.duration > 0 {
                state.start(keyframes(state.value), at: state.startTime + timeline.duration)
            }
        }
        let shown = state.timeline.map { $0.value(time: now - state.startTime) } ?? state.value
        node.updateChildren([(.index(0), node.readingState { content(shown) })])
        if state.timeline != nil { state.clock.updateNodeNextFrame() } else { state.clock.cancel() }
    }
}

/// What a keyframe animator keeps between updates.
@MainActor
final class KeyframeAnimatorState<Value> {
    let clock: NodeClock
    /// The value at rest (the initial value, then where the last run ended).
    var value: Value
    var trigger: AnyEquatableBox?
    var timeline: KeyframeTimeline<Value>?
    var startTime: TimeInterval = 0

    init(node: ViewNode, value: Value) {
        clock = NodeClock(node: node)
        self.value = value
    }

    func start<K: Keyframes>(_ keyframes: K, at time: TimeInterval) where K.Value == Value {
        timeline = KeyframeTimeline(initialValue: value, keyframes: keyframes)
        startTime = time
    }
}

/// An `Equatable` value compared through `Any`.
struct AnyEquatableBox {
    let value: Any
    let isEqual: (Any) -> Bool
    init<T: Equatable>(_ value: T) {
        self.value = value
        isEqual = { ($0 as? T) == value }
    }
    func isEqual(to other: AnyEquatableBox) -> Bool { isEqual(other.value) }
}

extension View {
    /// The view modified by a value the keyframes animate each time `trigger` changes.
    public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        let base = self
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger,
                                content: { value in content(PlaceholderContentView<Self>(base), value) }, keyframes: keyframes)
    }

    /// The view modified by a value the keyframes animate over and over while `repeating`.
    public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        let base = self
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating,
                                content: { value in content(PlaceholderContentView<Self>(base), value) }, keyframes: keyframes)
    }
}
