import UIKit

/// Shows the card floating over the lower half of the screen, 12 points in from
/// the edges, over a dimmed backdrop; a tap on the backdrop dismisses it.
final class CardPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let margin: CGFloat = 12
        let height = min(360, container.bounds.height - 2 * margin)
        return CGRect(x: margin, y: container.bounds.height - height - margin,
                      width: container.bounds.width - 2 * margin, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        dimmingView.alpha = 0
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in
            presentedViewController.dismiss(animated: true)
        })
        container.insertSubview(dimmingView, at: 0)
        animateDimming(to: 1)
    }

    override func dismissalTransitionWillBegin() {
        animateDimming(to: 0)
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    private func animateDimming(to alpha: CGFloat) {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = alpha
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = alpha })
    }
}
