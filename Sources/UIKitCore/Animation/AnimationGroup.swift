import Foundation

/// The `UIView.animate` calls captured by
/// `ViewAnimationEngine.captureAnimations(_:)`, held on one shared timeline
/// that can be scrubbed, then finished or cancelled: what
/// `UIPercentDrivenInteractiveTransition` does to the animations of
/// `animateTransition(using:)` (UIKit pauses the container layer and drives
/// its time offset).
///
/// The timeline lasts `duration`, the latest end (delay + duration) of the
/// captured animations. `fractionComplete` maps linearly to time on it
/// (0.5 = half of `duration`), and each animation shows its own curve at that
/// time, respecting its delay, as a paused Core Animation layer does.
///
/// `finish` plays the rest forward in (1 - fraction) × duration / speed, and
/// `cancel` plays it back in fraction × duration / speed, with `curve` applied
/// to the remaining time, as `completionSpeed` and `completionCurve` do.
///
/// Completions: each captured completion runs exactly once, then the group's
/// own `completion`. Forward: `finished == true`, position `.end`. Cancelled:
/// the model values go back to the start values (so the views stay where the
/// reversed animation left them) and `finished == false`, position `.start`.
/// UIKit does not document the flag for a cancelled percent-driven
/// transition; Apple's sample code completes transitions with
/// `!transitionContext.transitionWasCancelled`, not with `finished`, and so
/// should callers here. False says "did not reach the end state", matching
/// `UIViewPropertyAnimator`'s `.start` position.
public final class AnimationGroup: AnimationTimeline {
    private weak var engine: ViewAnimationEngine?
    private(set) var animations: [ViewAnimation] = []
    /// Current time on the group's timeline, 0...duration.
    private var time: TimeInterval = 0
    private var run: Run?
    private var isRegistered = false

    /// A run to one end of the timeline: the time on it goes from `from` to
    /// `to` following `timing` (whose duration is the run's length).
    private struct Run {
        var beginTime: TimeInterval
        var from: TimeInterval
        var to: TimeInterval
        var timing: AnimationTiming
        var length: TimeInterval { timing.duration }
    }

    /// Called after the captured completions: `.end` when finished forward,
    /// `.start` when cancelled.
    public var completion: ((UIViewAnimatingPosition) -> Void)?

    /// Whether the group has ended (finished or cancelled).
    public private(set) var isFinished = false
    /// Whether it is playing towards an end.
    public var isRunning: Bool { run != nil && !isFinished }
    /// Whether the running or finished direction is backwards (cancel).
    public private(set) var isReversed = false
    /// Whether the captured views take touches while the group plays to an end.
    /// False by default (UIKit ignores touches until a transition ends); a
    /// velocity-aware finish sets it, so that a press can catch the views.
    var allowsUserInteraction = false

    init(engine: ViewAnimationEngine) { self.engine = engine }

    /// The length of the captured timeline: the latest delay + duration.
    public private(set) var duration: TimeInterval = 0

    /// How far along the timeline the group is, 0...1 (time / duration).
    /// Setting it pauses the group there (UIKit's `update(_:)`).
    public var fractionComplete: CGFloat {
        get {
            refreshTime()
            return duration > 0 ? CGFloat(time / duration) : (isFinished && !isReversed ? 1 : 0)
        }
        set {
            guard !isFinished else { return }
            run = nil
            time = Double(min(max(newValue, 0), 1)) * duration
            updateProgress()
            engine?.refresh()
        }
    }

    /// Stops where it is (time stays put; nothing is completed).
    public func pause() {
        guard !isFinished else { return }
        refreshTime()
        run = nil
        updateProgress()
        engine?.refresh()
    }

    /// Plays the rest forward with `curve`, `speed` times faster than the
    /// captured timeline (UIKit `finishInteractiveTransition`).
    public func finish(speed: CGFloat = 1, curve: UIView.AnimationCurve = .easeInOut) {
        play(to: duration, reversed: false, timing: .cubic(curve.timingCurve, duration: remaining(to: duration, speed: speed)))
    }

    /// Plays back to the start with `curve`, `speed` times faster than the
    /// captured timeline (UIKit `cancelInteractiveTransition`).
    public func cancel(speed: CGFloat = 1, curve: UIView.AnimationCurve = .easeInOut) {
        play(to: 0, reversed: true, timing: .cubic(curve.timingCurve, duration: remaining(to: 0, speed: speed)))
    }

    /// Plays forward linearly at normal speed, as if never paused.
    public func resume() {
        play(to: duration, reversed: false, timing: .cubic(.linear, duration: remaining(to: duration, speed: 1)))
    }

    /// Plays the rest to the end (or back to the start, `reversed`) along
    /// `completion`'s minimum-jerk curve, in its duration: the velocity-aware
    /// finish of `UIPercentDrivenInteractiveTransition.finish(velocity:)`.
    func play(reversed: Bool, _ completion: VelocityCompletion) {
        play(to: reversed ? 0 : duration, reversed: reversed,
             timing: .minimumJerk(completion.curve, duration: completion.duration))
    }

    /// Seconds from now to `target` on the timeline at `speed` times normal speed.
    private func remaining(to target: TimeInterval, speed: CGFloat) -> TimeInterval {
        refreshTime()
        return abs(target - time) / Double(max(speed, 0.0001))
    }

    private func play(to target: TimeInterval, reversed: Bool, timing: AnimationTiming) {
        guard !isFinished else { return }
        refreshTime()
        isReversed = reversed
        run = Run(beginTime: now, from: time, to: target, timing: timing)
        if isRegistered {
            engine?.refresh()
        } else {
            // Nothing captured in a window: end at once.
            isFinished = true
            let work = finishTimeline()
            if let engine { engine.schedule(work) } else { work.forEach { $0() } }
        }
    }

    // MARK: Capturing

    /// Adds a `UIView.animate` call made while capturing.
    func capture(_ animation: ViewAnimation, runLoop: WindowRunLoop) {
        animations.append(animation)
        duration = max(duration, animation.totalDuration)
        animation.progress = animation.progress(atLocalTime: time)
        isRegistered = true
        engine?.add(self, claiming: [animation], runLoop: runLoop)
    }

    // MARK: AnimationTimeline

    var needsFrames: Bool { isRunning }
    var isEmpty: Bool { false }

    private func time(at now: TimeInterval) -> TimeInterval {
        guard let run else { return time }
        guard run.length > 0 else { return run.to }
        let eased = Double(run.timing.progress(at: now - run.beginTime).x)
        // A curve that first carries on backwards may not leave the timeline.
        return min(max(run.from + (run.to - run.from) * eased, 0), duration)
    }

    private var now: TimeInterval { engine?.now ?? 0 }

    private func refreshTime() { time = time(at: now) }

    private func updateProgress() {
        for animation in animations { animation.progress = animation.progress(atLocalTime: time) }
    }

    func advance(to now: TimeInterval) -> Bool {
        time = time(at: now)
        updateProgress()
        guard let run, now - run.beginTime >= run.length else { return false }
        time = run.to
        isFinished = true
        return true
    }

    func finishTimeline() -> [() -> Void] {
        let forward = !isReversed
        var work: [() -> Void] = []
        for animation in animations {
            if !forward {
                for track in animation.tracks { track.view.setAnimatableValue(of: track.property, from: track.from) }
            }
            if let completion = animation.takeCompletion() { work.append { completion(forward) } }
        }
        if let completion {
            self.completion = nil
            work.append { completion(forward ? .end : .start) }
        }
        return work
    }

    func animationWasReplaced(_ animation: ViewAnimation) -> [() -> Void] {
        animations.removeAll { $0 === animation }
        guard let completion = animation.takeCompletion() else { return [] }
        return [{ completion(false) }]
    }
}
