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
        group = window.animationEngine.captureAnimations {
            animator.animateTransition(using: transitionContext)
            transition.runAlongsideAnimations()
        }
        group?.fractionComplete = percentComplete
    }

    /// Shows the transition at `percentComplete` (0...1).
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
        group?.fractionComplete = self.percentComplete
        context?.updateInteractiveTransition(self.percentComplete)
    }

    open func pause() {
        group?.pause()
        context?.pauseInteractiveTransition()
    }

    open func finish() {
        context?.finishInteractiveTransition()
        group?.finish(speed: completionSpeed, curve: completionCurve)
        if group == nil { context?.completeTransition(true) }
    }

    open func cancel() {
        context?.cancelInteractiveTransition()
        group?.cancel(speed: completionSpeed, curve: completionCurve)
        if group == nil { context?.completeTransition(false) }
    }
}
