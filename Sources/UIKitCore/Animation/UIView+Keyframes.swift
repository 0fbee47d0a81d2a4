import Foundation

/// UIKit's keyframe animations: `animateKeyframes(withDuration:...)` with
/// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` inside.
///
/// As in UIKit, the whole animation follows one timing curve (ease in, ease
/// out unless the options carry `UIView.AnimationOptions`' curve bits, as
/// `KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)`
/// does), and within it each keyframe moves its properties linearly from
/// where the previous keyframe left them, over its share of the time.
/// Changes made in the block outside any keyframe span the whole animation.
/// `.calculationModeDiscrete` jumps to each keyframe's value at its start;
/// the paced and cubic modes are drawn as linear (our difference).
extension UIView {
    /// The options of a keyframe animation, as in UIKit (same raw values).
    public struct KeyframeAnimationOptions: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var isDiscrete: Bool { (rawValue >> 10) & 7 == 1 }
        /// The `UIView.AnimationOptions` the bits share with them (curve, interaction).
        var animationOptions: AnimationOptions { AnimationOptions(rawValue: rawValue & ~(7 << 10)) }
    }

    /// Animates the keyframes added in `animations` over `duration` seconds
    /// after `delay`, as in UIKit (see the extension's notes). `completion`
    /// runs as `animate(withDuration:...)`'s does.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let collector = KeyframeCollector()
        KeyframeCollector.stack.append(collector)
        let outside = AnimationRecording.record(animations)
        KeyframeCollector.stack.removeLast()
        let frames = [KeyframeCollector.Frame(start: 0, end: 1, tracks: outside.tracks)] + collector.frames
        let tracks = KeyframeCollector.merge(frames, discrete: options.isDiscrete)
        let animationOptions = options.animationOptions
        let timing = AnimationTiming.cubic(animationOptions.curve.timingCurve, duration: duration)
        run(tracks, timing: timing, delay: delay, options: animationOptions, completion: completion)
    }

    /// Adds a keyframe to the keyframe animation being built, as in UIKit: the
    /// changes `animations` makes happen between `frameStartTime` and
    /// `frameStartTime + frameDuration` (fractions of the whole, 0 to 1).
    /// Outside `animateKeyframes`, the changes are made at once.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let collector = KeyframeCollector.stack.last else {
            performWithoutAnimation(animations)
            return
        }
        let start = min(max(frameStartTime, 0), 1)
        let end = min(max(start + max(frameDuration, 0), start), 1)
        let recording = AnimationRecording.record(animations)
        collector.frames.append(KeyframeCollector.Frame(start: start, end: end, tracks: recording.tracks))
    }
}

/// One step of a keyframe track: the property goes from `from` to `to`
/// between the fractions `start` and `end` of the animation.
struct KeyframeSegment {
    let start: Double
    let end: Double
    let from: LayerState
    let to: LayerState
    let isDiscrete: Bool
}

extension AnimationTrack {
    /// Writes the value at `fraction` of a keyframe animation into `state`.
    func applyKeyframes(at fraction: Double, to state: inout LayerState) {
        var value = keyframes[0].from
        var progress: CGFloat = 0
        var target = value
        for segment in keyframes {
            if fraction >= segment.end || (segment.isDiscrete && fraction >= segment.start) {
                value = segment.to
                target = value
                progress = 0
            } else {
                if fraction > segment.start {
                    value = segment.from
                    target = segment.to
                    progress = CGFloat((fraction - segment.start) / (segment.end - segment.start))
                }
                break
            }
        }
        state.interpolate(property, from: value, to: target, progress: AnimationProgress(progress))
    }
}

/// The keyframes of the `animateKeyframes` block being run. Like
/// `AnimationRecording`'s, the stack is non-empty only while a block runs.
final class KeyframeCollector {
    nonisolated(unsafe) static var stack: [KeyframeCollector] = []

    struct Frame {
        let start: Double
        let end: Double
        let tracks: [AnimationTrack]
    }

    var frames: [Frame] = []

    /// One track per view and property, its keyframes in time order (frames
    /// starting together keep the order they were added in).
    static func merge(_ frames: [Frame], discrete: Bool) -> [AnimationTrack] {
        var merged: [AnimationTrack] = []
        let ordered = frames.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
        for frame in ordered.map(\.element) {
            for track in frame.tracks {
                let segment = KeyframeSegment(start: frame.start, end: frame.end, from: track.from, to: track.to,
                                              isDiscrete: discrete)
                if let existing = merged.first(where: { $0.matches(track) }) {
                    existing.to = track.to
                    existing.keyframes.append(segment)
                } else {
                    let new = AnimationTrack(view: track.view, property: track.property, from: track.from, to: track.to)
                    new.keyframes = [segment]
                    merged.append(new)
                }
            }
        }
        return merged
    }
}
