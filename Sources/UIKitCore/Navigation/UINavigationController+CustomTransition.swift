import Foundation

extension UINavigationController {
    /// Which way a navigation transition goes, as in UIKit.
    public enum Operation: Int {
        case none, push, pop
    }

    /// Runs a push or pop with `animator` (the delegate's, or the edge swipe's
    /// slide), driven by `interaction` when there is one, as UIKit does:
    /// `from`'s view sits in a container over the content area and the animator
    /// adds `to`'s; `completeTransition(false)` (a cancelled interactive pop)
    /// puts everything back and runs `cancelled`.
    func runTransition(from old: UIViewController, to new: UIViewController, animator: UIViewControllerAnimatedTransitioning,
                       interaction: UIViewControllerInteractiveTransitioning?, visible: Bool,
                       completion: @escaping () -> Void, cancelled: @escaping () -> Void) {
        guard let view = viewIfLoaded else { completion(); return }
        let context = TransitionContext.childTransition(in: view, below: navigationBar, frame: contentFrame, from: old, to: new,
                                                        animator: animator, interaction: interaction)
        let container = context.containerView
        isTransitioning = true
        activeTransition = context
        if visible {
            old.beginAppearanceTransition(false, animated: true)
            new.beginAppearanceTransition(true, animated: true)
        }
        context.onComplete = { [weak self] completed in
            guard let self else { return }
            let shown = completed ? new : old
            let hidden = completed ? old : new
            hidden.viewIfLoaded?.removeFromSuperview()
            view.insertSubview(shown.view, belowSubview: self.navigationBar)
            shown.view.frame = self.contentFrame
            container.removeFromSuperview()
            self.activeTransition = nil
            self.isTransitioning = false
            if visible { TransitionContext.endChildAppearance(from: old, to: new, completed: completed) }
            animator.animationEnded(completed)
            if completed {
                completion()
                self.delegate?.navigationController(self, didShow: new, animated: true)
            } else {
                cancelled()
            }
            self.runPendingOperations()
        }
        context.start(animator: animator, interaction: interaction)
    }

    /// Starts the edge swipe's pop: the standard slide, driven by the finger.
    func beginInteractivePop() -> UIPercentDrivenInteractiveTransition? {
        guard viewControllers.count > 1, !isTransitioning, viewIfLoaded?.window != nil,
              let from = topViewController else { return nil }
        let to = viewControllers[viewControllers.count - 2]
        if delegate?.navigationController(self, animationControllerFor: .pop, from: from, to: to) != nil { return nil }
        let interaction = UIPercentDrivenInteractiveTransition()
        poppingInteraction = interaction
        popViewController(animated: true)
        return interaction
    }
}

/// The slide UIKit uses for pushes and pops, as an animator (the edge swipe scrubs
/// it): the incoming view from the right edge, the outgoing one to 30 % of the
/// width on the left; reversed for a pop. Right to left (the container's
/// `effectiveUserInterfaceLayoutDirection`) it mirrors: in from the left edge, the
/// outgoing view's parallax to the right.
final class NavigationSlideAnimator: UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) { self.operation = operation }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        UINavigationController.transitionDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let from = transitionContext.view(forKey: .from), let to = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let frame = container.bounds
        let forward = container.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -frame.width : frame.width
        let pushing = operation == .push
        if pushing { container.addSubview(to) } else { container.insertSubview(to, belowSubview: from) }
        to.frame = frame.offsetBy(dx: pushing ? forward : -forward * UINavigationController.parallaxFraction, dy: 0)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear], animations: {
            to.frame = frame
            from.frame = frame.offsetBy(dx: pushing ? -forward * UINavigationController.parallaxFraction : forward, dy: 0)
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// Lets the edge swipe begin only when there is something to pop, no transition
/// runs, and the delegate does not animate pops itself (as in UIKit).
final class InteractivePopGate: UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigation = navigationController, navigation.viewControllers.count > 1, !navigation.isTransitioning,
              let from = navigation.topViewController else { return false }
        let to = navigation.viewControllers[navigation.viewControllers.count - 2]
        return navigation.delegate?.navigationController(navigation, animationControllerFor: .pop, from: from, to: to) == nil
    }
}

/// The interactive pop's recognizer: a screen-edge pan from the leading edge of the
/// navigation controller's view. UIKit's `edges` are physical (`.left`, `.right`);
/// the pop picks the leading one, so `edges` reads `.left` left to right and `.right`
/// right to left, following the view's direction whenever it changes (setting it
/// changes nothing: the navigation controller owns the edge, as in UIKit).
final class InteractivePopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    override var edges: UIRectEdge {
        get { view?.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left }
        set {}
    }
}
