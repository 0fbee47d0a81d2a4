import Foundation

/// Options of a web-style modal, after Bootstrap's modal options.
public struct WebModalOptions: Equatable {
    /// What a click on the backdrop does.
    public enum Backdrop: Equatable {
        /// Closes the modal (under the user-dismissal rules).
        case dismisses
        /// Bootstrap's `backdrop: 'static'`: refuses, with a short scale(1.02) bump.
        case isStatic
    }
    public var backdrop: Backdrop
    /// Bootstrap's `keyboard`: false refuses Escape with the same bump.
    public var keyboard: Bool

    public init(backdrop: Backdrop = .dismisses, keyboard: Bool = true) {
        self.backdrop = backdrop
        self.keyboard = keyboard
    }
}

/// Why a web modal is being hidden.
public enum WebModalHideReason: String, Equatable {
    case closeButton, cancelButton, backdropClick, escapeKey, windowClose, programmatic
}

/// Bootstrap's modal events in Swift terms: show / shown / hide (cancelable) /
/// hidden / hidePrevented. All optional.
public protocol WebModalDelegate: AnyObject {
    func webModalWillShow(_ modal: WebModalPresentationController)
    func webModalDidShow(_ modal: WebModalPresentationController)
    /// Return false to keep the modal open (Bootstrap's `hide.bs.modal` preventDefault).
    func webModalShouldHide(_ modal: WebModalPresentationController, reason: WebModalHideReason) -> Bool
    func webModalDidHide(_ modal: WebModalPresentationController)
    /// A close was refused by `backdrop: static` or `keyboard: false`.
    func webModalHidePrevented(_ modal: WebModalPresentationController, reason: WebModalHideReason)
}

extension WebModalDelegate {
    public func webModalWillShow(_ modal: WebModalPresentationController) {}
    public func webModalDidShow(_ modal: WebModalPresentationController) {}
    public func webModalShouldHide(_ modal: WebModalPresentationController, reason: WebModalHideReason) -> Bool { true }
    public func webModalDidHide(_ modal: WebModalPresentationController) {}
    public func webModalHidePrevented(_ modal: WebModalPresentationController, reason: WebModalHideReason) {}
}

/// The second seed's web-style modal as a `.custom` presentation: a backdrop of
/// 40 % black over the whole window, and a white card 80 % of the window wide with
/// a 1 px #888 border, centred, its top at 60 pt + 5 % of the window width (the
/// seed's `padding-top: 60px` and `margin: 5% auto`, CSS percentages being of the
/// width). The card's height is the content's (`preferredContentSize.height`).
///
/// Closing paths: the card's × and Cancel (see `requestHide`), a backdrop click,
/// Escape and the window's close button; static backdrop / `keyboard: false`
/// refuse with a bump. A dirty form (`isModalInPresentation`) makes every path ask
/// through the delegate's DidAttemptToDismiss, as sheets do. Focus moves into the
/// card on open and returns where it was on close.
public final class WebModalPresentationController: UIPresentationController {
    public var options: WebModalOptions
    public weak var modalDelegate: WebModalDelegate?
    public let backdropView = UIView()
    static let backdropAlpha: CGFloat = 0.4
    private weak var focusBeforeOpening: UIResponder?
    private var bump: UIViewPropertyAnimator?

    public init(presentedViewController: UIViewController, presenting: UIViewController?, options: WebModalOptions) {
        self.options = options
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        style = .custom
        backdropView.backgroundColor = UIColor(white: 0, alpha: Self.backdropAlpha)
        backdropView.accessibilityIdentifier = "backdrop"
        backdropView.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.backdropClicked() })
    }

    public override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? presentingViewController.viewIfLoaded?.window?.bounds ?? .zero
        let width = (bounds.width * 0.8).rounded()
        let top = (60 + bounds.width * 0.05).rounded()
        let wanted = presentedViewController.preferredContentSize.height
        let height = min(wanted > 0 ? wanted : 360, max(0, bounds.height - top - 10))
        return CGRect(x: ((bounds.width - width) / 2).rounded(), y: top, width: width, height: height)
    }

    public override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        modalDelegate?.webModalWillShow(self)
        // The transition takes the keyboard from the presenter before this runs (`resignedFirstResponder`).
        focusBeforeOpening = resignedFirstResponder ?? container.window?.firstResponder
        backdropView.frame = container.bounds
        backdropView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backdropView.alpha = 0
        container.insertSubview(backdropView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
            self?.backdropView.alpha = 1
        }, completion: nil)
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        guard completed else { backdropView.removeFromSuperview(); return }
        focusFirstField()
        modalDelegate?.webModalDidShow(self)
    }

    public override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
            self?.backdropView.alpha = 0
        }, completion: nil)
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        guard completed else { return }
        if let focus = focusBeforeOpening, focus.responderWindow != nil { focus.becomeFirstResponder() }
        modalDelegate?.webModalDidHide(self)
    }

    public override func containerViewWillLayoutSubviews() {
        backdropView.frame = containerView?.bounds ?? .zero
        if presentedViewController.activeTransition == nil, bump == nil {
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }

    /// Focuses the first field in document order (depth first, as a browser
    /// finds a dialog's first input), wherever stack views nest it.
    private func focusFirstField() {
        guard let card = presentedView else { return }
        var stack = [card]
        while let view = stack.popLast() {
            if view !== card, view.canBecomeFirstResponder, !view.isHidden, view.isUserInteractionEnabled {
                view.becomeFirstResponder()
                return
            }
            stack += view.subviews.reversed()
        }
    }

    // MARK: Closing

    /// × and Cancel: asks the delegate (will hide), then the dirty-form rule, then closes.
    @discardableResult
    public func requestHide(reason: WebModalHideReason) -> Bool {
        guard presentedViewController.presentingViewController != nil, presentedViewController.activeTransition == nil else { return false }
        guard modalDelegate?.webModalShouldHide(self, reason: reason) ?? true else { return false }
        if presentedViewController.effectiveModalInPresentation {
            let attempt = UIDismissalAttempt(source: reason == .escapeKey ? .escapeKey : (reason == .windowClose ? .windowClose : .dimmingClick))
            return userAttemptsDismissal(attempt, askShouldDismiss: false)
        }
        presentedViewController.dismiss(animated: true)
        return true
    }

    private func backdropClicked() {
        if options.backdrop == .isStatic {
            refuse(reason: .backdropClick)
            return
        }
        userClose(attempt: UIDismissalAttempt(source: .dimmingClick), reason: .backdropClick)
    }

    public override func handleEscape() -> Bool {
        if !options.keyboard {
            refuse(reason: .escapeKey)
            return true
        }
        userClose(attempt: UIDismissalAttempt(source: .escapeKey), reason: .escapeKey)
        return true
    }

    /// Window close and the other user paths: Bootstrap's hide event first, then UIKit's rules.
    @discardableResult
    public override func handleUserDismissal(_ attempt: UIDismissalAttempt) -> Bool {
        let reason: WebModalHideReason = attempt.source == .windowClose ? .windowClose : ([.escapeKey, .accessibilityEscape].contains(attempt.source) ? .escapeKey : .backdropClick)
        return userClose(attempt: attempt, reason: reason)
    }

    @discardableResult
    private func userClose(attempt: UIDismissalAttempt, reason: WebModalHideReason) -> Bool {
        guard presentedViewController.presentingViewController != nil, presentedViewController.activeTransition == nil else { return false }
        guard modalDelegate?.webModalShouldHide(self, reason: reason) ?? true else { return false }
        return super.handleUserDismissal(attempt)
    }

    /// Bootstrap's refusal: hidePrevented, and the card bumps to scale 1.02 and back.
    private func refuse(reason: WebModalHideReason) {
        modalDelegate?.webModalHidePrevented(self, reason: reason)
        guard let card = presentedView, bump == nil else { return }
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) {
            card.transform = CGAffineTransform(scaleX: 1.02, y: 1.02)
        }
        animator.addCompletion { [weak self] _ in
            UIView.animate(withDuration: 0.15, animations: { card.transform = .identity }, completion: { _ in self?.bump = nil })
        }
        bump = animator
        animator.startAnimation()
    }

    override func standardAnimator(presenting: Bool) -> UIViewControllerAnimatedTransitioning {
        WebModalZoomAnimator(isPresenting: presenting)
    }
}

/// The seed's `@keyframes zoom`: scale 0.1 → 1.0 in 0.4 s with CSS's default `ease`
/// curve; closing plays it backwards while fading (0.3 s).
final class WebModalZoomAnimator: UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    static let openingDuration: TimeInterval = 0.4
    static let closingDuration: TimeInterval = 0.3
    static let startScale: CGFloat = 0.1

    init(isPresenting: Bool) { self.isPresenting = isPresenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        isPresenting ? Self.openingDuration : Self.closingDuration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let controller = context.viewController(forKey: isPresenting ? .to : .from),
              let card = context.view(forKey: isPresenting ? .to : .from) else {
            context.completeTransition(true)
            return
        }
        let small = CGAffineTransform(scaleX: Self.startScale, y: Self.startScale)
        if isPresenting {
            context.containerView.addSubview(card)
            card.frame = context.finalFrame(for: controller)
            card.transform = small
        }
        let ease = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.25, y: 0.1), controlPoint2: CGPoint(x: 0.25, y: 1))
        guard context.isAnimated else {
            card.transform = isPresenting ? .identity : small
            if !isPresenting { card.alpha = 0 }
            // Without animation the alongside blocks (the backdrop's fade) still apply, at once;
            // completing first would drop them and leave the backdrop invisible.
            (context as? TransitionContext)?.runAlongsideAnimations()
            context.completeTransition(true)
            return
        }
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: context), timingParameters: ease)
        animator.addAnimations {
            card.transform = self.isPresenting ? .identity : small
            if !self.isPresenting { card.alpha = 0 }
        }
        animator.addCompletion { _ in context.completeTransition(!context.transitionWasCancelled) }
        animator.startAnimation()
    }
}
