import Foundation

/// Supplies an alert's presentation controller and animators.
final class AlertTransitioning: UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        AlertPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertAnimator(isPresenting: false)
    }
}

/// Places an alert (centred) or action sheet (at the bottom, 8 points from the
/// edges) over a black dimming view, and turns clicks on the dimming and Escape
/// into the cancel action. Gives the keyboard back to whoever had it before.
final class AlertPresentationController: UIPresentationController {
    static let sheetMargin: CGFloat = 8
    static let sheetMaxWidth: CGFloat = 414
    static let alertWidth: CGFloat = 270
    /// Black alpha of the dimming: 40 % behind action sheets, 20 % behind alerts (UIKit).
    static let sheetDimming: CGFloat = 0.4
    static let alertDimming: CGFloat = 0.2

    let dimmingView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        dimmingView.accessibilityIdentifier = "alert-dimming"
        dimmingView.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.dimmingClicked() })
    }

    var alert: UIAlertController? { presentedViewController as? UIAlertController }
    var isActionSheet: Bool { alert?.preferredStyle != .alert }
    var dimmingAlpha: CGFloat { isActionSheet ? Self.sheetDimming : Self.alertDimming }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView, let content = alert?.contentView else { return .zero }
        let bounds = container.bounds
        if isActionSheet {
            let width = min(bounds.width - 2 * Self.sheetMargin, Self.sheetMaxWidth)
            let height = min(content.preferredHeight(forWidth: width), bounds.height - 2 * Self.sheetMargin)
            return CGRect(x: ((bounds.width - width) / 2).rounded(), y: bounds.height - Self.sheetMargin - height, width: width, height: height)
        }
        let width = min(Self.alertWidth, bounds.width - 2 * Self.sheetMargin)
        let height = min(content.preferredHeight(forWidth: width), bounds.height - 2 * Self.sheetMargin)
        return CGRect(x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - height) / 2).rounded(), width: width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        container.insertSubview(dimmingView, at: 0)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        guard completed, let alert else { return }
        // Without animation the animator does not run: put the dimming where it rests.
        dimmingView.alpha = dimmingAlpha
        alert.takeInitialFocus()
        report(.alertPresented(alert))
    }

    override func dismissalTransitionWillBegin() {
        alert?.giveUpFocus()
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        guard completed, let responder = resignedFirstResponder, responder.responderWindow != nil else { return }
        responder.becomeFirstResponder()
    }

    override func containerViewWillLayoutSubviews() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        if presentedViewController.activeTransition == nil { presentedView?.frame = frameOfPresentedViewInContainerView }
    }

    /// UIKit ignores clicks outside alerts; outside an action sheet they cancel.
    private func dimmingClicked() {
        guard isActionSheet, presentedViewController.activeTransition == nil else { return }
        alert?.chooseCancel()
    }

    override func handleEscape() -> Bool {
        alert?.chooseCancel()
        return true
    }

    /// A screen reader's escape chooses the cancel action, as Escape does.
    override func handleAccessibilityEscape() -> Bool {
        guard let alert, alert.cancelAction != nil, alert.activeTransition == nil else { return false }
        alert.chooseCancel()
        return true
    }
}

/// Slides an action sheet up (or back down), or fades and scales an alert in
/// (1.2x to 1) and fades it out, with the dimming fading alongside.
final class AlertAnimator: UIViewControllerAnimatedTransitioning {
    static let sheetDuration: TimeInterval = 0.4
    static let alertInDuration: TimeInterval = 0.3
    static let alertOutDuration: TimeInterval = 0.2
    static let alertInitialScale: CGFloat = 1.2
    let isPresenting: Bool

    init(isPresenting: Bool) { self.isPresenting = isPresenting }

    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval {
        guard let controller = context?.viewController(forKey: isPresenting ? .to : .from) as? UIAlertController,
              controller.preferredStyle == .alert else { return Self.sheetDuration }
        return isPresenting ? Self.alertInDuration : Self.alertOutDuration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let alert = context.viewController(forKey: key) as? UIAlertController,
              let presentation = alert.presentationControllerStorage as? AlertPresentationController,
              let view = context.view(forKey: isPresenting ? .to : .from) else {
            context.completeTransition(true)
            return
        }
        let container = context.containerView
        let rest = presentation.frameOfPresentedViewInContainerView
        let sheet = alert.preferredStyle == .actionSheet
        let below = rest.offsetBy(dx: 0, dy: container.bounds.height - rest.minY)
        if isPresenting {
            container.addSubview(view)
            view.frame = rest
            if sheet { view.frame = below } else {
                view.alpha = 0
                view.transform = CGAffineTransform(scaleX: Self.alertInitialScale, y: Self.alertInitialScale)
            }
            presentation.dimmingView.alpha = 0
        }
        let finalState = {
            presentation.dimmingView.alpha = self.isPresenting ? presentation.dimmingAlpha : 0
            if sheet {
                view.frame = self.isPresenting ? rest : below
            } else {
                view.alpha = self.isPresenting ? 1 : 0
                if self.isPresenting { view.transform = .identity }
            }
        }
        guard context.isAnimated else {
            finalState()
            context.completeTransition(true)
            return
        }
        let duration = transitionDuration(using: context)
        let completion: (Bool) -> Void = { _ in context.completeTransition(!context.transitionWasCancelled) }
        if sheet {
            UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                           options: [], animations: finalState, completion: completion)
        } else {
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: finalState, completion: completion)
        }
    }
}
