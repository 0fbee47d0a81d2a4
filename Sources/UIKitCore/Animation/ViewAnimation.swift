import Foundation

/// One animated property of one view: where it started (the value on screen
/// when the animation began) and where it goes (the model value set inside
/// the animations block). Only `property` is read from the two states.
final class AnimationTrack {
    let view: UIView
    let property: AnimatableProperty
    let from: LayerState
    var to: LayerState
    /// A keyframe animation's steps, in time order (empty for one from-to change).
    var keyframes: [KeyframeSegment] = []

    init(view: UIView, property: AnimatableProperty, from: LayerState, to: LayerState) {
        self.view = view
        self.property = property
        self.from = from
        self.to = to
    }

    /// Writes the in-flight value of the property into `state`.
    func apply(_ progress: AnimationProgress, to state: inout LayerState) {
        if keyframes.isEmpty {
            state.interpolate(property, from: from, to: to, progress: progress)
        } else {
            applyKeyframes(at: Double(progress.x), to: &state)
        }
    }

    func matches(_ other: AnimationTrack) -> Bool {
        view === other.view && property == other.property
    }
}

/// The property changes of one animations block (one `UIView.animate` call,
/// or one `addAnimations` block of a property animator), with their timing.
///
/// Its owner (an `AnimationTimeline`) sets `progress` every tick; the engine
/// then writes the in-flight values into the views' presentation states.
final class ViewAnimation {
    var tracks: [AnimationTrack]
    let timing: AnimationTiming
    /// Seconds before the change begins; the start values show meanwhile.
    let delay: TimeInterval
    /// `.allowUserInteraction`: whether the animated views receive touches.
    let allowsUserInteraction: Bool
    /// The `UIView.animate` completion; the engine calls it at most once.
    var completion: ((Bool) -> Void)?
    var progress = AnimationProgress.start

    init(tracks: [AnimationTrack], timing: AnimationTiming, delay: TimeInterval = 0,
         allowsUserInteraction: Bool = false, completion: ((Bool) -> Void)? = nil) {
        self.tracks = tracks
        self.timing = timing
        self.delay = max(0, delay)
        self.allowsUserInteraction = allowsUserInteraction
        self.completion = completion
    }

    /// Delay plus duration: when the last value arrives.
    var totalDuration: TimeInterval { delay + timing.duration }

    /// The progress `time` seconds after the animation was added (delay included).
    func progress(atLocalTime time: TimeInterval) -> AnimationProgress {
        timing.progress(at: time - delay)
    }

    /// Takes the completion so it can run only once.
    func takeCompletion() -> ((Bool) -> Void)? {
        defer { completion = nil }
        return completion
    }
}

/// Something that drives the progress of view animations over time: a plain
/// `UIView.animate` call, a property animator, or a captured group.
protocol AnimationTimeline: AnyObject {
    /// The animations whose tracks the engine draws.
    var animations: [ViewAnimation] { get }
    /// Whether the host must keep producing frames for it (false when paused).
    var needsFrames: Bool { get }
    /// Sets the progress of every animation for `time`; returns true when done.
    func advance(to time: TimeInterval) -> Bool
    /// Called once after `advance` returned true and the timeline was removed:
    /// set final model values here and return the completions to run later.
    func finishTimeline() -> [() -> Void]
    /// A newer animation took over every track of `animation`; return the
    /// completions to run later (the timeline may drop the animation).
    func animationWasReplaced(_ animation: ViewAnimation) -> [() -> Void]
    /// Whether the engine may drop the timeline now (nothing left to drive).
    var isEmpty: Bool { get }
    /// Whether all its views take touches now, whatever each animation's
    /// `.allowUserInteraction` says (a captured group finishing with velocity).
    var allowsUserInteraction: Bool { get }
}

extension AnimationTimeline {
    var allowsUserInteraction: Bool { false }
}

/// The timeline of one `UIView.animate` call: it starts when added and runs
/// on the window clock to its end.
final class BlockAnimationTimeline: AnimationTimeline {
    let animation: ViewAnimation
    let beginTime: TimeInterval
    private var replaced = false

    init(animation: ViewAnimation, beginTime: TimeInterval) {
        self.animation = animation
        self.beginTime = beginTime
    }

    var animations: [ViewAnimation] { replaced ? [] : [animation] }
    var needsFrames: Bool { !replaced }
    var isEmpty: Bool { replaced }

    func advance(to time: TimeInterval) -> Bool {
        let local = time - beginTime
        animation.progress = animation.progress(atLocalTime: local)
        return local >= animation.totalDuration
    }

    func finishTimeline() -> [() -> Void] {
        guard let completion = animation.takeCompletion() else { return [] }
        return [{ completion(true) }]
    }

    func animationWasReplaced(_ animation: ViewAnimation) -> [() -> Void] {
        replaced = true
        guard let completion = animation.takeCompletion() else { return [] }
        return [{ completion(false) }]
    }
}
