import Foundation

/// UIKit's `UIViewPropertyAnimator`: animations that can be started, paused,
/// scrubbed, reversed and continued with new timing, on the window clock.
///
/// The animations blocks run when the animator becomes active (start, pause
/// or a new `fractionComplete`), or at once if added to an active animator.
/// Their changes animate from the value on screen to the new model values.
///
/// Scrubbing, as in UIKit: pausing keeps what is on screen; setting
/// `fractionComplete` while paused shows that fraction, linearly when
/// `scrubsLinearly` (the default) or along the curve otherwise; continuing
/// runs the rest from there. Forward, the rest of the original curve is
/// stretched to go from the shown value to the end over
/// (1 - fractionComplete) × duration; reversed, it goes back to the start over
/// fractionComplete × duration, and the completion gets `.start` with the
/// model values set back to the start values.
///
/// Differences from UIKit: `fractionComplete` always counts from the start
/// (UIKit reports it in the reversed direction after `isReversed`); setting
/// it while running is ignored; calls UIKit rejects with an exception
/// (pausing a non-interruptible animator, finishing one that is not stopped)
/// are ignored. An animator whose blocks change no view in a window has no
/// clock: it ends at once when started, calling its completions synchronously.
open class UIViewPropertyAnimator {
    /// The duration given at creation (a physical spring decides its own).
    public let duration: TimeInterval
    public let timingParameters: UITimingCurveProvider?
    /// The delay of `startAnimation(afterDelay:)`.
    public private(set) var delay: TimeInterval = 0
    /// Whether it can be paused, scrubbed and stopped (default true).
    public var isInterruptible = true
    /// Whether the animated views receive touches meanwhile (default true).
    public var isUserInteractionEnabled = true
    /// Whether scrubbing a paused animator is linear (default true).
    public var scrubsLinearly = true
    /// Whether reaching an end pauses the animator instead of finishing it.
    public var pausesOnCompletion = false
    public internal(set) var state: UIViewAnimatingState = .inactive

    /// Whether the animations run backwards, towards the start values.
    /// Changing it while running turns the animations round where they are.
    public var isReversed = false {
        didSet {
            guard isReversed != oldValue, isRunning else { return }
            beginSegment(timing: nil, length: nil)
        }
    }

    let baseTiming: AnimationTiming
    var entries: [Entry] = []
    var pendingBlocks: [(block: () -> Void, delayFactor: CGFloat)] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    var fraction: CGFloat = 0
    var segment: Segment?
    weak var engine: ViewAnimationEngine?
    var runLoop: WindowRunLoop?
    /// Tracks kept by `stopAnimation(false)` for `finishAnimation(at:)`.
    var stoppedTracks: [AnimationTrack] = []

    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = max(0, duration)
        timingParameters = parameters
        baseTiming = parameters.animationTiming(duration: max(0, duration))
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration,
                  timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// A spring whose stiffness makes it settle in about `duration`, as in
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:...)`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// UIKit's `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`:
    /// an animator with the options' curve, already started.
    @discardableResult
    public class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                              options: UIView.AnimationOptions = [],
                                              animations: @escaping () -> Void,
                                              completion: ((UIViewAnimatingPosition) -> Void)? = nil)
        -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Animations and completions

    public func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds a block whose changes start after `delayFactor` × the duration
    /// and end with the others. On an active animator it runs at once and
    /// animates over the time left.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = min(max(delayFactor, 0), 1)
        if state == .inactive {
            pendingBlocks.append((animation, factor))
        } else {
            run(animation, delayFactor: factor)
            refresh()
        }
    }

    /// Adds a block called with the position where the animations ended.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: State

    /// Whether the animations are playing (not paused, stopped or inactive).
    public var isRunning: Bool { state == .active && segment != nil }

    /// How far the animator is along its timeline, 0 (start) ... 1 (end).
    /// Setting it (when not running) pauses there and shows that point.
    public var fractionComplete: CGFloat {
        get {
            guard let segment else { return fraction }
            return segment.fraction(at: now)
        }
        set {
            guard isInterruptible, state != .stopped, !isRunning else { return }
            activate()
            fraction = min(max(newValue, 0), 1)
            for entry in entries {
                entry.current = scrubsLinearly ? AnimationProgress(entry.localFraction(fraction))
                                               : curveProgress(entry, fraction)
            }
            refresh()
        }
    }

    /// Starts or resumes the animations.
    public func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts the animations after `delay` seconds (resumes at once if paused).
    public func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped, !isRunning else { return }
        let wasInactive = state == .inactive
        activate()
        self.delay = wasInactive ? max(0, delay) : 0
        beginSegment(timing: nil, length: nil, delay: self.delay)
    }

    /// Pauses where the animations are (an inactive animator becomes active, paused at 0).
    public func pauseAnimation() {
        guard isInterruptible, state != .stopped else { return }
        if state == .inactive {
            activate()
            refresh()
            return
        }
        engine?.refresh()
        guard state == .active else { return }
        fraction = fractionComplete
        segment = nil
        refresh()
    }

    /// Continues a paused animator to its end (or start, reversed) with new
    /// timing, or the original curve when `parameters` is nil. The rest takes
    /// `durationFactor` × `duration` seconds, or the time naturally left when
    /// `durationFactor` is 0 (what UIKit apps pass to keep the timing).
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?,
                                  durationFactor: CGFloat) {
        guard state == .active else { return }
        if isRunning { pauseAnimation() }
        let length: TimeInterval? = durationFactor > 0 ? Double(durationFactor) * duration : nil
        var timing: AnimationTiming?
        if let parameters {
            let natural = length ?? naturalLength(from: fraction)
            timing = parameters.animationTiming(duration: natural)
        }
        beginSegment(timing: timing, length: timing?.duration ?? length)
    }

    var now: TimeInterval { runLoop?.now ?? 0 }

    func refresh() {
        engine?.refresh()
    }
}
