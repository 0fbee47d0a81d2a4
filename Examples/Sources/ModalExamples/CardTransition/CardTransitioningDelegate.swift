import UIKit

/// Hands UIKit the card's animators, and its interaction controller while the
/// user is dragging the card down.
final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The card's drag-to-dismiss, driven by `CardViewController`'s pan.
    let interactor = CardInteractor()

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardAnimator(isPresenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactor.hasStarted ? interactor : nil
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
