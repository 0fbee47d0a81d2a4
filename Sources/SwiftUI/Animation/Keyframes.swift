import Foundation

/// Keyframes for a value, as SwiftUI's `Keyframes` (iOS 17): one or more
/// `KeyframeTrack`s, each animating a property of the value independently.
public protocol Keyframes<Value> {
    associatedtype Value
    associatedtype Body: Keyframes
    @KeyframesBuilder<Value> var body: Body { get }
}

/// Keyframes made of tracks (what the builders and `KeyframeTrack` produce).
protocol TrackKeyframes {
    /// The tracks, as `[KeyframeTrackTimeline<Value>]`.
    var erasedTracks: Any { get }
}

extension Keyframes {
    /// The tracks the keyframes are made of.
    func resolvedTracks() -> [KeyframeTrackTimeline<Value>] {
        if let primitive = self as? any TrackKeyframes {
            return primitive.erasedTracks as? [KeyframeTrackTimeline<Value>] ?? []
        }
        return ((body.resolvedTracks() as Any) as? [KeyframeTrackTimeline<Value>]) ?? []
    }
}

/// Several keyframe tracks (what `@KeyframesBuilder` builds).
public struct KeyframeTrackGroup<Value>: Keyframes, TrackKeyframes {
    let tracks: [KeyframeTrackTimeline<Value>]
    public var body: Self { return self }
    var erasedTracks: Any { tracks }
}

/// Builds keyframes from tracks, as SwiftUI's `KeyframesBuilder`.
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> KeyframeTrackGroup<Value> where K.Value == Value {
        KeyframeTrackGroup(tracks: keyframes.resolvedTracks())
    }
    public static func buildBlock(_ parts: KeyframeTrackGroup<Value>...) -> KeyframeTrackGroup<Value> {
        KeyframeTrackGroup(tracks: parts.flatMap(\.tracks))
    }
    public static func buildOptional(_ part: KeyframeTrackGroup<Value>?) -> KeyframeTrackGroup<Value> {
        part ?? KeyframeTrackGroup(tracks: [])
    }
    public static func buildEither(first: KeyframeTrackGroup<Value>) -> KeyframeTrackGroup<Value> { first }
    public static func buildEither(second: KeyframeTrackGroup<Value>) -> KeyframeTrackGroup<Value> { second }
    public static func buildArray(_ parts: [KeyframeTrackGroup<Value>]) -> KeyframeTrackGroup<Value> {
        KeyframeTrackGroup(tracks: parts.flatMap(\.tracks))
    }
}

/// The keyframes of one property of `Root`, as SwiftUI's `KeyframeTrack`: from the
/// property's value when the timeline starts, each keyframe in turn moves it to its
/// target over its duration.
/// (Its second generic parameter is the property's type; the keyframes' `Value` is `Root`.)
public struct KeyframeTrack<Root, Property: Animatable, Content: KeyframeTrackContent>: Keyframes, TrackKeyframes
where Content.Value == Property {
    public typealias Value = Root
    let keyPath: WritableKeyPath<Root, Property>
    let segments: [KeyframeSegment<Property>]

    /// A track for the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Property>, @KeyframeTrackContentBuilder<Property> content: () -> Content) {
        self.keyPath = keyPath
        segments = content().resolvedSegments()
    }

    /// A track for the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Property {
        keyPath = \Root.self
        segments = content().resolvedSegments()
    }

    public var body: Self { return self }
    var erasedTracks: Any { [KeyframeTrackTimeline(keyPath: keyPath, segments: segments)] }
}

/// Keyframes laid out in time, as SwiftUI's `KeyframeTimeline` (iOS 17): the value at
/// any time from the initial value, computed from the curves (no clock).
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [KeyframeTrackTimeline<Value>]

    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = content().resolvedTracks()
    }

    init(initialValue: Value, keyframes: some Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = keyframes.resolvedTracks()
    }

    /// The longest track's duration, in seconds.
    public var duration: TimeInterval { tracks.map { $0.duration(initialValue) }.max() ?? 0 }

    /// The value `time` seconds in (each track holds its last value after it ends).
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, initialValue, time) }
        return value
    }

    /// The value at `progress` (0...1) of the duration.
    public func value(progress: Double) -> Value { value(time: duration * min(max(progress, 0), 1)) }
}
