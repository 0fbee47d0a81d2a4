import Foundation

/// How the rest of a percent-driven transition plays once the interaction ends.
enum PercentDrivenCompletion {
    /// UIKit's: the rest takes (remaining × duration / `speed`); captured
    /// animations follow `curve`, an interruptible animator `timingCurve`
    /// (its own timing when nil).
    case standard(speed: CGFloat, curve: UIView.AnimationCurve, timingCurve: UITimingCurveProvider?)
    /// Ours: the rest starts at `progressPerSecond` (the rate of
    /// `percentComplete` when the hand let go) and eases to rest; `speed` is
    /// the `completionSpeed` that bounds its duration.
    case velocity(progressPerSecond: CGFloat, speed: CGFloat)
}

/// What a `UIPercentDrivenInteractiveTransition` drives: the `UIView.animate`
/// calls captured from `animateTransition(using:)`, or the animator's
/// interruptible animator. Fractions are 0...1 of the transition.
protocol PercentDrivenDriver: AnyObject {
    /// Where the animations are now.
    var fractionComplete: CGFloat { get }
    /// Whether they are playing towards an end (not paused, not over).
    var isRunning: Bool { get }
    /// Plays forward at normal speed (a transition that starts non-interactively).
    func run()
    /// Stops where they are (an interactive transition starts, or resumes, here).
    func pause()
    /// Shows `fraction`, paused there.
    func scrub(to fraction: CGFloat)
    /// Plays the rest to the end, or back to the start when `toEnd` is false.
    func play(toEnd: Bool, _ completion: PercentDrivenCompletion)
}

extension VelocityCompletion {
    /// The velocity-aware completion of a transition at `fraction` heading to
    /// its end (or start), whose whole timeline lasts `duration` seconds.
    init(fraction: CGFloat, toEnd: Bool, progressPerSecond: CGFloat, duration: TimeInterval, speed: CGFloat) {
        let distance = toEnd ? 1 - fraction : fraction
        let natural = TimeInterval(distance) * duration / Double(max(speed, 0.0001))
        self.init(distance: distance, velocity: toEnd ? progressPerSecond : -progressPerSecond,
                  naturalDuration: natural)
    }
}

/// Drives the `UIView.animate` calls of `animateTransition(using:)`, captured
/// into a paused `AnimationGroup`, and the alongside animations registered
/// after the start, each captured on its own group of the transition's
/// duration and driven with the main one.
final class CapturedAnimationsDriver: PercentDrivenDriver {
    private let group: AnimationGroup
    private var lateGroups: [AnimationGroup] = []

    /// Captures the animator's animations (and the coordinator's alongside
    /// animations, in a block of the transition's duration, as UIKit runs
    /// them) at `fraction`; `onEnd` runs once the group has played out.
    init(transition: TransitionContext, animator: UIViewControllerAnimatedTransitioning, window: UIWindow,
         fraction: CGFloat, onEnd: @escaping () -> Void) {
        let duration = transition.transitionDuration
        let alongsideOptions = UIView.AnimationOptions(rawValue: UInt(transition.completionCurve.rawValue) << 16)
        group = window.animationEngine.captureAnimations {
            animator.animateTransition(using: transition)
            UIView.animate(withDuration: duration, delay: 0, options: alongsideOptions,
                           animations: { transition.runAlongsideAnimations() })
        }
        group.fractionComplete = fraction
        group.completion = { _ in onEnd() }
        transition.runLateAlongsideAnimation = { [weak self, weak window] animation in
            guard let self, let window, !self.group.isFinished else { animation(); return }
            let late = window.animationEngine.captureAnimations {
                UIView.animate(withDuration: duration, delay: 0, options: alongsideOptions, animations: animation)
            }
            late.fractionComplete = self.group.fractionComplete
            if self.group.isRunning { late.resume() }
            self.lateGroups.append(late)
        }
    }

    private var groups: [AnimationGroup] { lateGroups + [group] }

    var fractionComplete: CGFloat { group.fractionComplete }
    var isRunning: Bool { group.isRunning }

    func run() {
        for group in groups { group.resume() }
    }

    func pause() {
        for group in groups { group.pause() }
    }

    func scrub(to fraction: CGFloat) {
        for group in groups { group.fractionComplete = fraction }
    }

    func play(toEnd: Bool, _ completion: PercentDrivenCompletion) {
        switch completion {
        case .standard(let speed, let curve, _):
            // UIKit ignores `timingCurve` without an interruptible animator, and
            // touches until the transition ends.
            for group in groups {
                group.allowsUserInteraction = false
                if toEnd { group.finish(speed: speed, curve: curve) } else { group.cancel(speed: speed, curve: curve) }
            }
        case .velocity(let progressPerSecond, let speed):
            let rest = VelocityCompletion(fraction: group.fractionComplete, toEnd: toEnd,
                                          progressPerSecond: progressPerSecond, duration: group.duration, speed: speed)
            for group in groups {
                group.allowsUserInteraction = true
                group.play(reversed: !toEnd, rest)
            }
        }
    }
}

/// Drives the animator's `interruptibleAnimator(using:)`, as UIKit does since
/// iOS 10: paused at the start, scrubbed through `fractionComplete`, then
/// continued forwards or reversed with `timingCurve`.
final class InterruptibleAnimatorDriver: PercentDrivenDriver {
    private let animator: UIViewImplicitlyAnimating
    /// The animator's own duration, which `durationFactor` multiplies.
    private let duration: TimeInterval

    init(animator: UIViewImplicitlyAnimating, transition: TransitionContext, onEnd: @escaping () -> Void) {
        self.animator = animator
        duration = (animator as? UIViewPropertyAnimator)?.duration ?? transition.transitionDuration
        animator.addAnimations { transition.runAlongsideAnimations() }
        transition.runLateAlongsideAnimation = { [weak animator] animation in
            guard let animator, animator.state == .active else { animation(); return }
            animator.addAnimations(animation)
        }
        animator.addCompletion { _ in onEnd() }
    }

    var fractionComplete: CGFloat { animator.fractionComplete }
    var isRunning: Bool { animator.isRunning }

    func run() { animator.startAnimation() }

    func pause() { animator.pauseAnimation() }

    func scrub(to fraction: CGFloat) {
        if animator.isRunning || animator.state == .inactive { animator.pauseAnimation() }
        animator.fractionComplete = fraction
    }

    func play(toEnd: Bool, _ completion: PercentDrivenCompletion) {
        if animator.isRunning { animator.pauseAnimation() }
        let fraction = animator.fractionComplete
        animator.isReversed = !toEnd
        let remaining = toEnd ? 1 - fraction : fraction
        switch completion {
        case .standard(let speed, _, let timingCurve):
            // UIKit: (1 - percentComplete) × duration / completionSpeed; 0 keeps the natural time.
            let factor = speed == 1 ? 0 : remaining / max(speed, 0.0001)
            animator.continueAnimation(withTimingParameters: timingCurve, durationFactor: factor)
        case .velocity(let progressPerSecond, let speed):
            let rest = VelocityCompletion(fraction: fraction, toEnd: toEnd, progressPerSecond: progressPerSecond,
                                          duration: duration, speed: speed)
            guard rest.duration > 0, duration > 0 else {
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
                return
            }
            animator.continueAnimation(withTimingParameters: VelocityTimingParameters(curve: rest.curve),
                                       durationFactor: CGFloat(rest.duration / duration))
        }
    }
}
