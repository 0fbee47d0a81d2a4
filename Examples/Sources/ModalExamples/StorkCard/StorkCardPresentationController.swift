import UIKit

/// A card that asks before it leaves (SPStorkController's `SPStorkControllerConfirmDelegate`).
protocol StorkCardConfirming: AnyObject {
    var needsConfirmation: Bool { get }
    /// Asks the user; `decide(true)` dismisses the card, `decide(false)` keeps it.
    func confirmDismissal(_ decide: @escaping (Bool) -> Void)
}

/// SPStorkController's card, written anew: the presented screen covers all but
/// the top 44 points, with rounded top corners and an indicator, over the
/// presenting screen shrunk behind a dimming. Dragged down (or pulled by a table
/// overscrolled at its top, see `pull(to:)`), it follows the hand; let go past
/// `dismissDistance` or flicked, it leaves, after asking if the card wants to
/// (`StorkCardConfirming`); otherwise it springs back.
final class StorkCardPresentationController: UIPresentationController {
    static let topSpace: CGFloat = 44
    static let dismissDistance: CGFloat = 100
    /// How much the presenting screen shrinks behind the card.
    static let presentingScale: CGFloat = 0.92

    private let dimmingView = UIView()
    private let indicator = UIView()
    private var isAsking = false

    /// How far the card is pulled down from where it rests.
    private(set) var pullDistance: CGFloat = 0 {
        didSet { presentedView?.frame = frameOfPresentedViewInContainerView.offsetBy(dx: 0, dy: pullDistance) }
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return CGRect(x: 0, y: Self.topSpace, width: container.bounds.width, height: container.bounds.height - Self.topSpace)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView, let card = presentedView else { return }
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.35)
        dimmingView.alpha = 0
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(dimmingView, at: 0)

        card.layer.cornerRadius = 12
        card.clipsToBounds = true
        indicator.backgroundColor = .tertiaryLabel
        indicator.layer.cornerRadius = 2.5
        indicator.accessibilityIdentifier = "stork-indicator"
        indicator.frame = CGRect(x: (card.bounds.width - 36) / 2, y: 6, width: 36, height: 5)
        indicator.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        card.addSubview(indicator)
        card.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] pan in handlePan(pan) })

        let presenting = presentingViewController.view
        presenting?.layer.cornerRadius = 12
        presenting?.clipsToBounds = true
        alongside {
            self.dimmingView.alpha = 1
            presenting?.transform = CGAffineTransform(scaleX: Self.presentingScale, y: Self.presentingScale)
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if let card = presentedView { card.bringSubviewToFront(indicator) }
    }

    override func dismissalTransitionWillBegin() {
        let presenting = presentingViewController.view
        alongside {
            self.dimmingView.alpha = 0
            presenting?.transform = .identity
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        guard completed else { return }
        presentingViewController.view.transform = .identity
        presentingViewController.view.layer.cornerRadius = 0
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView.offsetBy(dx: 0, dy: pullDistance)
    }

    // MARK: Pulling

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .changed: pull(to: max(0, pan.translation(in: containerView).y))
        case .ended: release(velocity: pan.velocity(in: containerView).y)
        case .cancelled, .failed: springBack()
        default: break
        }
    }

    /// Moves the card `distance` points below where it rests (ignored while asking).
    func pull(to distance: CGFloat) {
        guard !isAsking else { return }
        pullDistance = max(0, distance)
    }

    /// Let go: far or fast enough dismisses the card (after asking), otherwise it springs back.
    func release(velocity: CGFloat) {
        guard !isAsking else { return }
        if pullDistance > Self.dismissDistance || (pullDistance > 0 && velocity > 1000) {
            dismissAfterConfirming()
        } else {
            springBack()
        }
    }

    /// Dismisses the card, asking first if it wants (its Cancel button, a long drag).
    func dismissAfterConfirming() {
        guard let confirming = presentedViewController as? StorkCardConfirming, confirming.needsConfirmation else {
            presentedViewController.dismiss(animated: true)
            return
        }
        guard !isAsking else { return }
        isAsking = true
        confirming.confirmDismissal { [weak self] confirmed in
            guard let self else { return }
            isAsking = false
            if confirmed { presentedViewController.dismiss(animated: true) } else { springBack() }
        }
    }

    private func springBack() {
        guard pullDistance > 0 else { return }
        UIView.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0, options: [],
                       animations: { self.pullDistance = 0 })
    }

    private func alongside(_ animations: @escaping () -> Void) {
        guard let coordinator = presentedViewController.transitionCoordinator else { return animations() }
        coordinator.animate(alongsideTransition: { _ in animations() })
    }
}

/// Presents `StorkCardViewController`s as stork cards (sliding up with `CardAnimator`).
final class StorkCardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardAnimator(isPresenting: false)
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        StorkCardPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
