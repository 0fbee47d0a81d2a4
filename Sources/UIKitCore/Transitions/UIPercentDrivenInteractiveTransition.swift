import Foundation

/// Drives a transition's animations by a percentage, as in UIKit: whatever the
/// animator starts with `UIView.animate` in `animateTransition(using:)` is captured
/// paused, `update(_:)` scrubs it (linearly in time), and `finish()` / `cancel()`
/// play the rest forward or back, taking (1 − percent) × duration / `completionSpeed`
/// (or percent × duration / speed back) with `completionCurve`.
///
/// On cancel the model values return to their start values and the animations'
/// completions get `finished == false` (UIKit leaves the flag undocumented); complete
/// the transition with `!transitionContext.transitionWasCancelled`, as Apple's samples do.
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    public private(set) var percentComplete: CGFloat = 0
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    open var wantsInteractiveStart = true
    private weak var context: UIViewControllerContextTransitioning?
    private var group: AnimationGroup?
    /// Alongside animations registered after the start, captured on their own
    /// timelines of the same duration and driven with the main one.
    private var lateGroups: [AnimationGroup] = []

    public init() {}

    /// The captured animations' length (the animator's transition duration).
    open var duration: CGFloat { CGFloat(group?.duration ?? 0) }

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let transition = transitionContext as? TransitionContext, let animator = transition.animator,
              let window = transition.containerView.window else {
            (transitionContext as? TransitionContext)?.animator?.animateTransition(using: transitionContext)
            return
        }
        lateGroups.removeAll()
        let duration = transition.transitionDuration
        // UIKit runs alongside animations in an animation block of the transition's
        // duration, so their property changes are captured and scrubbed too.
        let alongsideOptions = UIView.AnimationOptions(rawValue: UInt(transition.completionCurve.rawValue) << 16)
        group = window.animationEngine.captureAnimations {
            animator.animateTransition(using: transitionContext)
            UIView.animate(withDuration: duration, delay: 0, options: alongsideOptions,
                           animations: { transition.runAlongsideAnimations() })
        }
        group?.fractionComplete = percentComplete
        // Ready for the next transition once this one has played out (the seed reuses one interactor).
        group?.completion = { [weak self] _ in self?.transitionDidEnd() }
        transition.runLateAlongsideAnimation = { [weak self, weak window] animation in
            guard let self, let window, self.group?.isFinished == false else { animation(); return }
            let late = window.animationEngine.captureAnimations {
                UIView.animate(withDuration: duration, delay: 0, options: alongsideOptions, animations: animation)
            }
            late.fractionComplete = self.percentComplete
            self.lateGroups.append(late)
        }
    }

    /// Shows the transition at `percentComplete` (0...1).
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
        group?.fractionComplete = self.percentComplete
        for late in lateGroups { late.fractionComplete = self.percentComplete }
        context?.updateInteractiveTransition(self.percentComplete)
    }

    open func pause() {
        group?.pause()
        for late in lateGroups { late.pause() }
        context?.pauseInteractiveTransition()
    }

    open func finish() {
        context?.finishInteractiveTransition()
        for late in lateGroups { late.finish(speed: completionSpeed, curve: completionCurve) }
        group?.finish(speed: completionSpeed, curve: completionCurve)
        if group == nil {
            context?.completeTransition(true)
            transitionDidEnd()
        }
    }

    open func cancel() {
        context?.cancelInteractiveTransition()
        for late in lateGroups { late.cancel(speed: completionSpeed, curve: completionCurve) }
        group?.cancel(speed: completionSpeed, curve: completionCurve)
        if group == nil {
            context?.completeTransition(false)
            transitionDidEnd()
        }
    }

    /// UIKit resets the interaction after its transition ends, so one instance
    /// can drive the next transition from 0.
    private func transitionDidEnd() {
        percentComplete = 0
        group = nil
        lateGroups.removeAll()
        context = nil
    }
}
