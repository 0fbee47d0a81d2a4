import Foundation

// A container controller's transition between two children (a navigation push or
// pop, a change of tab), run as UIKit runs one: `from`'s view sits in a clipping
// container over the content area, below the container's bar; the animator adds
// `to`'s view and calls `completeTransition`.
extension TransitionContext {
    /// Makes the container (in `view`, below `bar`, over `frame`) with `from`'s view
    /// in it and `to`'s view sized to it, and the context that drives `animator`.
    static func childTransition(in view: UIView, below bar: UIView, frame: CGRect,
                                from old: UIViewController, to new: UIViewController,
                                animator: UIViewControllerAnimatedTransitioning,
                                interaction: UIViewControllerInteractiveTransitioning?) -> TransitionContext {
        let container = UIView(frame: frame)
        container.clipsToBounds = true
        view.insertSubview(container, belowSubview: bar)
        if let oldView = old.viewIfLoaded {
            container.addSubview(oldView)
            oldView.frame = container.bounds
        }
        new.view.frame = container.bounds
        let context = TransitionContext(navigationContainer: container, from: old, to: new, animated: true,
                                        interactive: interaction?.wantsInteractiveStart ?? false)
        context.transitionDuration = animator.transitionDuration(using: context)
        context.animator = animator
        return context
    }

    /// Starts the transition: the interaction controller drives it when there is
    /// one; otherwise the animator runs it, with the alongside animations over its duration.
    func start(animator: UIViewControllerAnimatedTransitioning, interaction: UIViewControllerInteractiveTransitioning?) {
        if let interaction {
            completionCurve = interaction.completionCurve
            interaction.startInteractiveTransition(self)
        } else {
            animator.animateTransition(using: self)
            if !isCompleted {
                UIView.animate(withDuration: transitionDuration) { self.runAlongsideAnimations() }
            }
        }
    }

    /// Ends the children's appearance transitions: on completion both end; when
    /// cancelled the incoming controller disappears again and the outgoing one
    /// reappears, as in UIKit.
    static func endChildAppearance(from old: UIViewController, to new: UIViewController, completed: Bool) {
        if completed {
            old.endAppearanceTransition()
            new.endAppearanceTransition()
        } else {
            new.beginAppearanceTransition(false, animated: true)
            new.endAppearanceTransition()
            old.beginAppearanceTransition(true, animated: true)
            old.endAppearanceTransition()
        }
    }
}
