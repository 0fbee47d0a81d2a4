import Foundation

/// The view a presentation lives in: it covers the window above the presenting
/// hierarchy, lets its presentation controller lay out, and turns Escape into a
/// user dismissal attempt.
final class PresentationContainerView: UIView {
    unowned(unsafe) let presentationController: UIPresentationController

    init(presentationController: UIPresentationController) {
        self.presentationController = presentationController
        super.init(frame: .zero)
        isOpaque = false
        accessibilityIdentifier = nil
    }

    @available(*, unavailable, message: "not made from archives")
    required init?(coder: NSCoder) { fatalError("init(coder:) is not available") }

    override func layoutSubviews() {
        presentationController.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController.containerViewDidLayoutSubviews()
    }

    /// Touches that reach the container itself (not the card) are outside the presentation.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if hit === self && !presentationController.blocksPresentingHierarchy { return nil }
        return hit
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if presses.contains(where: { $0.key?.keyCode == .keyboardEscape }), presentationController.handleEscape() { return }
        if presses.contains(where: { $0.key?.keyCode == .keyboardEscape }) { return }
        super.pressesBegan(presses, with: event)
    }

    /// A dialog (an alert for alerts and action sheets) named after the presented
    /// controller's title, modal while it blocks what is behind it.
    override var accessibilityDefaults: AccessibilityDefaults {
        let alert = presentationController.presentedViewController as? UIAlertController
        return AccessibilityDefaults(label: presentationController.accessibilityTitle, hint: alert?.message,
                                     role: alert == nil ? .dialog : .alert,
                                     viewIsModal: presentationController.blocksPresentingHierarchy)
    }

    /// Modal while it blocks what is behind it, active while it is the frontmost
    /// presentation; as a dialog or alert it can be dismissed when escaping can do anything.
    override var accessibleClassStates: AccessibleStates {
        var states = super.accessibleClassStates
        if accessibilityViewIsModal { states.insert(.modal) }
        if superview?.subviews.last(where: { $0.containedPresentation != nil }) === self { states.insert(.active) }
        return states
    }

    override var accessibleClassActions: [AccessibleAction] {
        guard [.dialog, .alert].contains(accessibleRole), canEscape else { return [] }
        return [AccessibleAction(name: "dismiss", description: "Dismisses, as Escape does", keyBinding: "Escape")]
    }

    /// The presentation this view contains (traits, focus, the wheel and accessibility find it here).
    override var containedPresentation: UIPresentationController? { presentationController }

    /// The presented card's frame, not the whole container's.
    override var accessibilityFrame: CGRect {
        get {
            guard let view = presentationController.presentedView, view.isDescendant(of: self) else { return super.accessibilityFrame }
            return view.convert(view.bounds, to: nil)
        }
        set { super.accessibilityFrame = newValue }
    }

    /// The screen reader's escape follows the user-dismissal rules.
    override func accessibilityPerformEscape() -> Bool { presentationController.handleAccessibilityEscape() }

    /// Whether escaping can do anything (an alert needs a cancel action).
    var canEscape: Bool {
        guard let alert = presentationController.presentedViewController as? UIAlertController else { return true }
        return alert.cancelAction != nil
    }

    /// Wheel events over the presentation never reach the views behind it; a touchpad
    /// swipe over a sheet's card drags the sheet.
    override func scrollWheel(_ event: UIScrollWheelEvent) -> Bool {
        if let sheet = presentationController as? UISheetPresentationController, sheet.handleScrollDrag(event) { return true }
        return presentationController.blocksPresentingHierarchy
    }
}

/// Full screen: the presented view covers the window and the presenter's view is
/// taken off screen once the presentation has finished, as in UIKit.
final class FullScreenPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { true }
    override func containerViewWillLayoutSubviews() {
        if presentedViewController.activeTransition == nil { presentedView?.frame = frameOfPresentedViewInContainerView }
    }
}

/// Over full screen: like full screen, but the presenter stays visible behind.
final class OverFullScreenPresentationController: UIPresentationController {
    override func containerViewWillLayoutSubviews() {
        if presentedViewController.activeTransition == nil { presentedView?.frame = frameOfPresentedViewInContainerView }
    }
}

/// UIKit's standard modal animation: cover vertical (slide up from the bottom) or
/// cross dissolve, 0.5 s on a critically damped spring.
final class StandardModalAnimator: UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    let style: UIModalTransitionStyle

    init(isPresenting: Bool, style: UIModalTransitionStyle) {
        self.isPresenting = isPresenting
        self.style = style
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        guard let view = context.view(forKey: key),
              let controller = context.viewController(forKey: isPresenting ? .to : .from) else {
            context.completeTransition(true)
            return
        }
        let rest = isPresenting ? context.finalFrame(for: controller) : context.initialFrame(for: controller)
        let away = rest.offsetBy(dx: 0, dy: container.bounds.height)
        // Reduce Motion cross-fades what would slide, as iOS does.
        let fades = style == .crossDissolve || container.window?.application?.accessibilitySettings.isReduceMotionEnabled == true
        if isPresenting {
            container.addSubview(view)
            view.frame = rest
            if fades { view.alpha = 0 } else { view.frame = away }
        }
        let presenting = isPresenting
        let finish = {
            if fades { view.alpha = presenting ? 1 : 0 } else { view.frame = presenting ? rest : away }
        }
        guard context.isAnimated else {
            finish()
            context.completeTransition(true)
            return
        }
        UIView.animate(withDuration: transitionDuration(using: context), delay: 0, usingSpringWithDamping: 1,
                       initialSpringVelocity: 0, options: [], animations: finish) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}
