import Foundation

/// The keyframes of one track, as SwiftUI's `KeyframeTrackContent` (iOS 17):
/// `LinearKeyframe`, `SpringKeyframe`, `CubicKeyframe`, `MoveKeyframe`, in order.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable
    associatedtype Body: KeyframeTrackContent
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

/// Keyframe content that is a list of segments (the keyframes and the builder's result).
protocol SegmentKeyframeContent {
    /// The keyframes, as `[KeyframeSegment<Value>]`.
    var erasedSegments: Any { get }
}

extension KeyframeTrackContent {
    func resolvedSegments() -> [KeyframeSegment<Value>] {
        if let primitive = self as? any SegmentKeyframeContent {
            return primitive.erasedSegments as? [KeyframeSegment<Value>] ?? []
        }
        return ((body.resolvedSegments() as Any) as? [KeyframeSegment<Value>]) ?? []
    }
}

/// One keyframe: where it goes, in how long, along which curve.
struct KeyframeSegment<Value: Animatable> {
    enum Kind {
        case linear(UnitCurve)
        case spring(Spring, startVelocity: Value?)
        case cubic(startVelocity: Value?, endVelocity: Value?)
        case move
    }
    let target: Value
    /// nil: a spring's settling duration.
    let duration: TimeInterval?
    let kind: Kind
}

/// Keyframes in a track (what `@KeyframeTrackContentBuilder` builds).
public struct KeyframeSegmentList<Value: Animatable>: KeyframeTrackContent, SegmentKeyframeContent {
    let segments: [KeyframeSegment<Value>]
    public var body: Self { return self }
    var erasedSegments: Any { segments }
}

/// Builds a track's keyframes, as SwiftUI's `KeyframeTrackContentBuilder`.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ content: K) -> KeyframeSegmentList<Value> where K.Value == Value {
        KeyframeSegmentList(segments: content.resolvedSegments())
    }
    public static func buildBlock(_ parts: KeyframeSegmentList<Value>...) -> KeyframeSegmentList<Value> {
        KeyframeSegmentList(segments: parts.flatMap(\.segments))
    }
    public static func buildOptional(_ part: KeyframeSegmentList<Value>?) -> KeyframeSegmentList<Value> {
        part ?? KeyframeSegmentList(segments: [])
    }
    public static func buildEither(first: KeyframeSegmentList<Value>) -> KeyframeSegmentList<Value> { first }
    public static func buildEither(second: KeyframeSegmentList<Value>) -> KeyframeSegmentList<Value> { second }
    public static func buildArray(_ parts: [KeyframeSegmentList<Value>]) -> KeyframeSegmentList<Value> {
        KeyframeSegmentList(segments: parts.flatMap(\.segments))
    }
}

/// Moves to `to` in `duration` seconds along `timingCurve` (straight, as SwiftUI's `LinearKeyframe`).
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, SegmentKeyframeContent {
    let segment: KeyframeSegment<Value>
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        segment = KeyframeSegment(target: to, duration: max(duration, 0), kind: .linear(timingCurve))
    }
    public var body: Self { return self }
    var erasedSegments: Any { [segment] }
}

/// Moves to `to` with a spring, as SwiftUI's `SpringKeyframe`: the spring from the
/// previous value (starting with `startVelocity`, else the previous keyframe's end
/// velocity); without a duration it runs for the spring's settling duration.
/// Where we differ: a spring cut short by its duration ends on its target (SwiftUI
/// carries the unsettled motion into the next keyframe).
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, SegmentKeyframeContent {
    let segment: KeyframeSegment<Value>
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        segment = KeyframeSegment(target: to, duration: duration.map { max($0, 0) }, kind: .spring(spring, startVelocity: startVelocity))
    }
    public var body: Self { return self }
    var erasedSegments: Any { [segment] }
}

/// Moves to `to` along a cubic (Hermite) curve, as SwiftUI's `CubicKeyframe`: a missing
/// start velocity is the previous keyframe's end velocity; a missing end velocity is,
/// before another cubic keyframe, the Catmull-Rom tangent (the next target minus this
/// keyframe's start, over both durations), before a linear keyframe its slope, else zero.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, SegmentKeyframeContent {
    let segment: KeyframeSegment<Value>
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segment = KeyframeSegment(target: to, duration: max(duration, 0),
                                  kind: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))
    }
    public var body: Self { return self }
    var erasedSegments: Any { [segment] }
}

/// Jumps to `to` at once, as SwiftUI's `MoveKeyframe`.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, SegmentKeyframeContent {
    let segment: KeyframeSegment<Value>
    public init(_ to: Value) { segment = KeyframeSegment(target: to, duration: 0, kind: .move) }
    public var body: Self { return self }
    var erasedSegments: Any { [segment] }
}
