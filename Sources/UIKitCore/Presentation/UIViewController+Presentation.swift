import Foundation

extension UIViewController {
    /// The presentation controller managing this controller, or the one managing
    /// its nearest presented ancestor, as in UIKit. Created on first access from
    /// `modalPresentationStyle` (so `viewDidLoad` can set its delegate).
    public var presentationController: UIPresentationController? {
        if let existing = presentationControllerStorage { return existing }
        if let parent { return parent.presentationController }
        return makePresentationController(presenting: presentingStorage, source: presentingStorage ?? self)
    }

    /// The sheet presentation controller, when this controller is shown as a sheet.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The coordinator of the transition this controller (or its parent) takes part in.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        activeTransition ?? parent?.transitionCoordinator
    }

    public var isBeingPresented: Bool { activeTransition?.isPresenting == true && activeTransition?.toViewController === self }
    public var isBeingDismissed: Bool { activeTransition?.isPresenting == false && activeTransition?.fromViewController === self }

    private func makePresentationController(presenting: UIViewController?, source: UIViewController) -> UIPresentationController {
        let controller: UIPresentationController
        switch modalPresentationStyle.resolved {
        case .custom:
            controller = transitioningDelegate?.presentationController(forPresented: self, presenting: presenting, source: source)
                ?? UIPresentationController(presentedViewController: self, presenting: presenting)
        case .pageSheet where modalPresentationStyle == .popover:
            controller = UIPopoverPresentationController(presentedViewController: self, presenting: presenting)
        case .pageSheet, .formSheet:
            controller = UISheetPresentationController(presentedViewController: self, presenting: presenting)
        case .fullScreen:
            controller = FullScreenPresentationController(presentedViewController: self, presenting: presenting)
        default:
            controller = OverFullScreenPresentationController(presentedViewController: self, presenting: presenting)
        }
        presentationControllerStorage = controller
        return controller
    }

    /// The controller a presentation from here is made on: the root of this
    /// controller's containment (a child presents from its container), as UIKit does.
    var presentationContextRoot: UIViewController {
        var controller = self
        while let parent = controller.parent, !controller.definesPresentationContext { controller = parent }
        return controller
    }

    // MARK: Presenting

    /// Presents `viewControllerToPresent` over this controller's hierarchy, as in UIKit.
    ///
    /// Like UIKit, a controller that already presents something does not present
    /// another one (the call is ignored with a warning on stderr): present from
    /// the top of the stack instead. `completion` runs once the presentation has appeared.
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let presenter = presentationContextRoot
        if let transition = presenter.activeTransition ?? presenter.presentedViewController?.activeTransition, !transition.isCompleted {
            presenter.actionsAfterTransition.append { [weak self] in
                self?.present(viewControllerToPresent, animated: flag, completion: completion)
            }
            return
        }
        guard presenter.presentedViewController == nil else {
            warn("Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: presenter)) which is already presenting \(type(of: presenter.presentedViewController!))",
                 in: presenter.viewIfLoaded?.window)
            return
        }
        guard viewControllerToPresent.presentingStorage == nil, viewControllerToPresent !== presenter else {
            warn("Attempt to present \(type(of: viewControllerToPresent)) which is already presented", in: presenter.viewIfLoaded?.window)
            return
        }
        guard let window = presenter.viewIfLoaded?.window else {
            warn("Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: presenter)) whose view is not in the window hierarchy", in: nil)
            return
        }
        PresentationTransitionRunner(presenting: presenter, presented: viewControllerToPresent, window: window)
            .present(animated: flag, completion: completion)
    }

    // MARK: Dismissing

    /// Dismisses the controller this one presents (with everything above it), or,
    /// when it presents nothing, this controller itself, as in UIKit. Programmatic
    /// dismissals call no `UIAdaptivePresentationControllerDelegate` method.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let presenter: UIViewController
        if let root = Optional(presentationContextRoot), root.presentedViewController != nil {
            presenter = root
        } else if let presenting = presentingViewController {
            presenter = presenting
        } else {
            completion?()
            return
        }
        guard let presented = presenter.presentedViewController else { completion?(); return }
        presented.performDismissal(animated: flag, userInitiated: false, completion: completion)
    }

    /// Runs the dismissal of this presented controller (and of everything it presents).
    func performDismissal(animated: Bool, userInitiated: Bool, completion: (() -> Void)?,
                          interaction: UIViewControllerInteractiveTransitioning? = nil) {
        if let transition = activeTransition, !transition.isCompleted {
            actionsAfterTransition.append { [weak self] in
                self?.performDismissal(animated: animated, userInitiated: userInitiated, completion: completion, interaction: interaction)
            }
            return
        }
        guard let presenter = presentingStorage, let controller = presentationControllerStorage,
              let window = controller.containerView?.window else {
            completion?()
            return
        }
        // Everything above this one goes away at once, without animation.
        if let above = presentedViewController { above.removePresentationImmediately() }
        PresentationTransitionRunner(presenting: presenter, presented: self, window: window)
            .dismiss(animated: animated, userInitiated: userInitiated, interaction: interaction, completion: completion)
    }

    /// Tears down this presentation and those above it with no animation.
    func removePresentationImmediately() {
        if let above = presentedViewController { above.removePresentationImmediately() }
        // Finish what is in flight first, so its completion and delegate moments happen
        // exactly once (a user dismissal under way still ends with DidDismiss).
        if let transition = activeTransition, !transition.isCompleted {
            transition.completeTransition(true)
            if presentingStorage == nil { return }
        }
        guard let controller = presentationControllerStorage, let presenter = presentingStorage else { return }
        beginAppearanceTransition(false, animated: false)
        controller.dismissalTransitionWillBegin()
        controller.containerView?.removeFromSuperview()
        endAppearanceTransition()
        controller.dismissalTransitionDidEnd(true)
        presenter.presentedViewController = nil
        presentingStorage = nil
        controller.announceDismissed(self, userInitiated: false)
        controller.containerView = nil
        presentationControllerStorage = nil
    }

    func runActionsAfterTransition() {
        let actions = actionsAfterTransition
        actionsAfterTransition.removeAll()
        for action in actions { action() }
    }
}
