import Foundation

/// Drives a transition's animations by a percentage, as in UIKit.
///
/// Whatever the animator starts with `UIView.animate` in
/// `animateTransition(using:)` is captured paused; `update(_:)` scrubs it
/// (linearly in time: each animation shows its own curve at that time, as a
/// paused Core Animation layer does), and `finish()` / `cancel()` play the rest
/// forward or back, taking (1 − percent) × duration / `completionSpeed` (or
/// percent × duration / speed back) with `completionCurve`. When the animator
/// implements `interruptibleAnimator(using:)`, that animator is paused,
/// scrubbed through `fractionComplete` and continued with `timingCurve`
/// instead (UIKit since iOS 10).
///
/// On cancel the model values return to their start values and the animations'
/// completions get `finished == false` (UIKit leaves the flag undocumented);
/// complete the transition with `!transitionContext.transitionWasCancelled`, as
/// Apple's samples do. One instance can drive one transition after another: it
/// resets (`percentComplete` 0) when a transition ends.
///
/// Beyond UIKit: `finish(velocity:)` and `cancel(velocity:)` (and their
/// `distance:` forms) make the rest start at the hand's speed and ease to rest;
/// `projectedPercentComplete(velocity:distance:)` says where a flick is heading;
/// `isRunning` says whether the rest is playing, and `pause()` stops it there
/// (a press that catches the transition), after which `update`, `finish` and
/// `cancel` work again as during the interaction.
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// The speed of the rest after `finish()` or `cancel()`: 1 plays it in
    /// real time, 2 twice as fast. Must be greater than 0 (UIKit).
    open var completionSpeed: CGFloat = 1
    /// The curve of the rest after `finish()` or `cancel()` (default
    /// `.easeInOut`). During the interaction the timeline moves linearly.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing an interruptible animator is continued with after `finish()`
    /// or `cancel()`; nil keeps its own. Ignored, as in UIKit, when the
    /// animator has no `interruptibleAnimator(using:)`.
    open var timingCurve: UITimingCurveProvider?
    /// Whether the transition starts paused, driven by `update(_:)` (default
    /// true). False starts it playing, non-interactively, until `pause()`.
    open var wantsInteractiveStart = true

    private weak var context: UIViewControllerContextTransitioning?
    private var driver: PercentDrivenDriver?
    private var storedPercent: CGFloat = 0
    private var storedDuration: CGFloat = 0
    private var rasterization = InteractiveRasterization()

    public init() {}

    /// How far the transition is, 0...1: the last `update(_:)` during the
    /// interaction, where the animations are while the rest plays, and 0 when
    /// no transition runs.
    public var percentComplete: CGFloat {
        guard let driver, driver.isRunning else { return storedPercent }
        return driver.fractionComplete
    }

    /// The animator's `transitionDuration(using:)` when the transition started
    /// (its non-interactive duration); 0 before.
    open var duration: CGFloat { storedDuration }

    /// Our extension: whether the transition's animations are playing towards
    /// an end (after `finish()`/`cancel()`, or after a non-interactive start);
    /// `pause()` stops them there.
    public var isRunning: Bool { driver?.isRunning ?? false }

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let transition = transitionContext as? TransitionContext, let animator = transition.animator,
              let window = transition.containerView.window else {
            (transitionContext as? TransitionContext)?.animator?.animateTransition(using: transitionContext)
            return
        }
        storedDuration = CGFloat(transition.transitionDuration)
        rasterization.begin(transitionContext)
        let onEnd: () -> Void = { [weak self] in self?.transitionDidEnd() }
        let interruptible = animator.interruptibleAnimator(using: transitionContext)
        if interruptible is NoInterruptibleAnimator {
            driver = CapturedAnimationsDriver(transition: transition, animator: animator, window: window,
                                              fraction: storedPercent, onEnd: onEnd)
        } else {
            driver = InterruptibleAnimatorDriver(animator: interruptible, transition: transition, onEnd: onEnd)
        }
        if wantsInteractiveStart {
            driver?.scrub(to: storedPercent)
        } else {
            driver?.run()
        }
    }

    /// Shows the transition at `percentComplete` (0...1). While the rest plays
    /// it stops it there first, as `pause()` does.
    open func update(_ percentComplete: CGFloat) {
        if isRunning { pause() }
        storedPercent = min(max(percentComplete, 0), 1)
        driver?.scrub(to: storedPercent)
        context?.updateInteractiveTransition(storedPercent)
    }

    /// Stops a playing transition where it is and makes it interactive again
    /// (UIKit: pauses a running interruptible animator; here captured
    /// animations pause too). Observers of `notifyWhenInteractionChanges` hear it.
    open func pause() {
        guard let driver else { return }
        driver.pause()
        storedPercent = driver.fractionComplete
        context?.pauseInteractiveTransition()
    }

    /// The user completed the interaction: the rest plays forward.
    open func finish() {
        end(toEnd: true, .standard(speed: completionSpeed, curve: completionCurve, timingCurve: timingCurve))
    }

    /// The user cancelled the interaction: the transition plays back to its start.
    open func cancel() {
        end(toEnd: false, .standard(speed: completionSpeed, curve: completionCurve, timingCurve: timingCurve))
    }

    /// Our extension: finishes, with the rest starting at `velocity` and
    /// easing to rest at the end, so the views leave at the speed they were
    /// thrown (`VelocityCompletion`: at most as long as `finish()` and a quarter
    /// of the time the hand's speed would need, at least 0.25 s).
    ///
    /// - Parameter velocity: how fast `percentComplete` was changing when the
    ///   hand let go, in progress per second (1 = the whole transition per
    ///   second); positive towards the end. A drag's velocity divided by the
    ///   distance that makes 100 %: see `finish(velocity:distance:)`.
    open func finish(velocity: CGFloat) {
        end(toEnd: true, .velocity(progressPerSecond: velocity, speed: completionSpeed))
    }

    /// Our extension: cancels, with the way back starting at `velocity`
    /// (progress per second, positive towards the end, so a hand moving back
    /// gives a negative value) and easing to rest at the start.
    open func cancel(velocity: CGFloat) {
        end(toEnd: false, .velocity(progressPerSecond: velocity, speed: completionSpeed))
    }

    private func end(toEnd: Bool, _ completion: PercentDrivenCompletion) {
        if toEnd { context?.finishInteractiveTransition() } else { context?.cancelInteractiveTransition() }
        if case .standard(let speed, _, _) = completion { (context as? TransitionContext)?.completionVelocity = speed }
        guard let driver else {
            context?.completeTransition(toEnd)
            transitionDidEnd()
            return
        }
        storedPercent = driver.fractionComplete
        driver.play(toEnd: toEnd, completion)
    }

    /// UIKit resets the interaction after its transition ends, so one instance
    /// can drive the next transition from 0.
    private func transitionDidEnd() {
        rasterization.end()
        storedPercent = 0
        driver = nil
        context = nil
    }
}

extension UIPercentDrivenInteractiveTransition {
    /// Our extension: `finish(velocity:)` with the drag's velocity in points
    /// per second and the `distance` in points that takes the transition from
    /// 0 to 100 % (for a modal dragged down, its height).
    public func finish(velocity: CGFloat, distance: CGFloat) {
        finish(velocity: distance > 0 ? velocity / distance : 0)
    }

    /// Our extension: `cancel(velocity:)` with the drag's velocity in points
    /// per second over `distance` points.
    public func cancel(velocity: CGFloat, distance: CGFloat) {
        cancel(velocity: distance > 0 ? velocity / distance : 0)
    }

    /// Our extension: where the transition would come to rest if the hand's
    /// momentum carried it on, as the sheet projects its position
    /// (`InteractiveRelease.projectedProgress`): `percentComplete` plus the
    /// projected distance of `velocity` (points per second, positive towards
    /// the end) over `distance`. Releases slower than 700 pt/s are drags, not
    /// flicks, and project to `percentComplete` itself. Compare it with your
    /// threshold to decide between `finish` and `cancel`.
    public func projectedPercentComplete(velocity: CGFloat, distance: CGFloat) -> CGFloat {
        InteractiveRelease.projectedProgress(percentComplete, velocity: velocity, distance: distance)
    }
}
