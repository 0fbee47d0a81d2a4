import UIKit

/// A bottom sheet as sheet libraries write one: as tall as the presented
/// controller's `preferredContentSize` (plus the bottom safe area), growing and
/// shrinking with it (`preferredContentSizeDidChange(forChildContentContainer:)`),
/// over a dimming view that dismisses it when tapped.
final class ResizingSheetPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let insets = containerView.safeAreaInsets
        let wanted = presentedViewController.preferredContentSize.height + insets.bottom
        let height = min(wanted, containerView.bounds.height - insets.top - 20)
        return CGRect(x: 0, y: containerView.bounds.height - height, width: containerView.bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        dimmingView.alpha = 0
        dimmingView.frame = containerView.bounds
        dimmingView.accessibilityIdentifier = "sheet-dimming"
        dimmingView.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in
            self?.presentedViewController.dismiss(animated: true)
        })
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.view.layer.cornerRadius = 12
        presentedViewController.view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        presentedViewController.view.clipsToBounds = true
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    /// The content asked for another height: the sheet follows, animated.
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        UIView.animate(withDuration: 0.25) {
            self.presentedView?.frame = self.frameOfPresentedViewInContainerView
        }
    }
}

/// Hands out the resizing sheet for `.custom` presentations.
final class ResizingSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        ResizingSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
