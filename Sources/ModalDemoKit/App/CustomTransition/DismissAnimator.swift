import UIKit

/// Moves the modal's view off the bottom of the screen in 0.6 s (the second seed).
class DismissAnimator: NSObject {
    let transitionDuration = 0.6
}

extension DismissAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return transitionDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from) else { return }
        let containerView = transitionContext.containerView
        if transitionContext.transitionWasCancelled {
            // If the animation is interrupted, put it back.
            containerView.insertSubview(fromVC.view, at: 0)
        } else {
            let screenBounds = UIScreen.main.bounds
            let bottomLeftCorner = CGPoint(x: 0, y: screenBounds.height)
            let finalFrame = CGRect(origin: bottomLeftCorner, size: screenBounds.size)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                fromVC.view.frame = finalFrame
            }, completion: { _ in
                // The article prints `completeTransition(!$0)`, a garbling of the original
                // tutorial's line below (with `!$0` a finished slide would count as cancelled).
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}
