import UIKit

/// Slides the card up from the bottom edge, and back down when it is dismissed
/// (the dismissal is what the user scrubs with a drag).
final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        isPresenting ? 0.45 : 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let card = transitionContext.viewController(forKey: key) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let onScreen = transitionContext.finalFrame(for: card) == .zero
            ? transitionContext.initialFrame(for: card) : transitionContext.finalFrame(for: card)
        let offScreen = onScreen.offsetBy(dx: 0, dy: container.bounds.height - onScreen.minY)

        if isPresenting {
            container.addSubview(card.view)
            card.view.frame = offScreen
        }
        let duration = transitionDuration(using: transitionContext)
        let curve: UIView.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseOut
        UIView.animate(withDuration: duration, delay: 0, options: curve, animations: {
            card.view.frame = self.isPresenting ? onScreen : offScreen
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The percent-driven dismissal: follows the drag, then finishes past 30% of
/// the way (or on a downward flick) and cancels otherwise.
final class CardInteractor: UIPercentDrivenInteractiveTransition {
    var hasStarted = false
    var shouldFinish = false
}
