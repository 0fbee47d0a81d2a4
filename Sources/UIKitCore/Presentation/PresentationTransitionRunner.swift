import Foundation

/// Runs one presentation or dismissal: links the controllers, builds the container,
/// picks the animator (the transitioning delegate's or the style's standard one),
/// sends appearance callbacks in UIKit's order and cleans up when it ends.
///
/// Order for a style that removes the presenter's view (full screen), as iOS logs it:
/// presenting A will disappear, B will appear, B did appear, A did disappear; and
/// dismissing B will disappear, A will appear, A did appear, B did disappear. Sheets and over-full-screen leave the presenter on screen,
/// so only the presented controller gets callbacks (iOS 13+).
struct PresentationTransitionRunner {
    let presenting: UIViewController
    let presented: UIViewController
    let window: UIWindow

    func present(animated: Bool, completion: (() -> Void)?) {
        let controller = presentationController()
        let container = PresentationContainerView(presentationController: controller)
        container.frame = window.bounds
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(container)
        controller.containerView = container
        presenting.presentedViewController = presented
        presented.presentingStorage = presenting
        controller.presentingStorage = presenting
        presented.loadViewIfNeeded()
        if let responder = window.firstResponder as? UIResponder, responder.isInHierarchy(of: presenting) {
            controller.resignedFirstResponder = responder
            _ = responder.resignFirstResponder()
        }
        controller.lockPresentingHierarchy()

        let standard = controller.standardAnimator(presenting: true)
        let animator = presented.transitioningDelegate?.animationController(forPresented: presented, presenting: presenting, source: presenting) ?? standard
        let interaction = animated ? presented.transitioningDelegate?.interactionControllerForPresentation(using: animator) : nil
        let context = TransitionContext(container: container, from: presenting, to: presented, presentationController: controller,
                                        presenting: true, animated: animated, interactive: interaction?.wantsInteractiveStart ?? false)
        presenting.activeTransition = context
        presented.activeTransition = context
        controller.presentationTransitionWillBegin()
        if controller.shouldRemovePresentersView { presenting.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)

        context.onComplete = { completed in
            presenting.activeTransition = nil
            presented.activeTransition = nil
            if completed {
                // UIKit: presented did appear, then presenter did disappear.
                if controller.shouldRemovePresentersView { presenting.viewIfLoaded?.isHidden = true }
                presented.endAppearanceTransition()
                if controller.shouldRemovePresentersView { presenting.endAppearanceTransition() }
                controller.presentationTransitionDidEnd(true)
                // The window may have been resized during the animation, which the
                // presentation's layout skips while a transition runs: lay out at rest.
                container.setNeedsLayout()
                presenting.presentationControllerStorage?.containerView?.setNeedsLayout()
                controller.report(.presented(presented, controller))
                window.accessibility.post(.screenChanged, argument: nil)
                animator.animationEnded(true)
                completion?()
            } else {
                presented.beginAppearanceTransition(false, animated: false)
                container.removeFromSuperview()
                presented.endAppearanceTransition()
                if controller.shouldRemovePresentersView {
                    presenting.beginAppearanceTransition(true, animated: false)
                    presenting.endAppearanceTransition()
                }
                presenting.presentedViewController = nil
                presented.presentingStorage = nil
                controller.unlockPresentingHierarchy()
                controller.presentationTransitionDidEnd(false)
                controller.containerView = nil
                presented.presentationControllerStorage = nil
                animator.animationEnded(false)
            }
            presenting.runActionsAfterTransition()
            presented.runActionsAfterTransition()
        }
        start(context, animator: animator, interaction: interaction, standard: standard === animator)
    }

    func dismiss(animated: Bool, userInitiated: Bool, interaction explicitInteraction: UIViewControllerInteractiveTransitioning?,
                 completion: (() -> Void)?) {
        guard let controller = presented.presentationControllerStorage, let container = controller.containerView else {
            completion?()
            return
        }
        let standard = controller.standardAnimator(presenting: false)
        let animator = presented.transitioningDelegate?.animationController(forDismissed: presented) ?? standard
        let interaction = explicitInteraction
            ?? (animated ? presented.transitioningDelegate?.interactionControllerForDismissal(using: animator) : nil)
        let context = TransitionContext(container: container, from: presented, to: presenting, presentationController: controller,
                                        presenting: false, animated: animated || interaction != nil,
                                        interactive: interaction?.wantsInteractiveStart ?? false)
        presenting.activeTransition = context
        presented.activeTransition = context
        controller.dismissalTransitionWillBegin()
        presented.beginAppearanceTransition(false, animated: animated)
        if controller.shouldRemovePresentersView {
            presenting.viewIfLoaded?.isHidden = false
            presenting.beginAppearanceTransition(true, animated: animated)
        }

        context.onComplete = { completed in
            presenting.activeTransition = nil
            presented.activeTransition = nil
            if completed {
                container.removeFromSuperview()
                presenting.presentationControllerStorage?.containerView?.setNeedsLayout()
                // UIKit: presenter did appear, then presented did disappear.
                if controller.shouldRemovePresentersView { presenting.endAppearanceTransition() }
                presented.endAppearanceTransition()
                presenting.presentedViewController = nil
                presented.presentingStorage = nil
                controller.unlockPresentingHierarchy()
                controller.dismissalTransitionDidEnd(true)
                returnFocus(from: controller)
                animator.animationEnded(true)
                if userInitiated { controller.announceDidDismiss() }
                controller.announceDismissed(presented, userInitiated: userInitiated)
                controller.containerView = nil
                presented.presentationControllerStorage = nil
                completion?()
            } else {
                // UIKit, after a cancelled dismissal: no viewDidDisappear; the presented
                // controller gets viewWillAppear and viewDidAppear again (a new `begin`
                // replaces the pending one), and a removed presenter disappears again.
                presented.beginAppearanceTransition(true, animated: true)
                presented.endAppearanceTransition()
                if controller.shouldRemovePresentersView {
                    presenting.beginAppearanceTransition(false, animated: true)
                    presenting.endAppearanceTransition()
                    presenting.viewIfLoaded?.isHidden = true
                }
                controller.dismissalTransitionDidEnd(false)
                container.setNeedsLayout()
                presenting.presentationControllerStorage?.containerView?.setNeedsLayout()
                controller.announceDismissCancelled()
                animator.animationEnded(false)
            }
            presenting.runActionsAfterTransition()
            presented.runActionsAfterTransition()
        }
        start(context, animator: animator, interaction: interaction, standard: standard === animator)
    }

    private func start(_ context: TransitionContext, animator: UIViewControllerAnimatedTransitioning,
                       interaction: UIViewControllerInteractiveTransitioning?, standard: Bool) {
        context.transitionDuration = animator.transitionDuration(using: context)
        context.animator = animator
        if let interaction {
            // UIKit hands the transition to its interaction controller either way;
            // without `wantsInteractiveStart` the context starts non-interactive
            // and the controller plays the animations until it pauses them.
            context.completionCurve = interaction.completionCurve
            interaction.startInteractiveTransition(context)
        } else if context.isAnimated || standard {
            animator.animateTransition(using: context)
            if context.isAnimated && !context.isCompleted {
                UIView.animate(withDuration: context.transitionDuration) { context.runAlongsideAnimations() }
            } else {
                context.runAlongsideAnimations()
            }
        } else {
            // Not animated with a custom animator: put the views where they end and finish.
            if context.isPresenting, let view = context.view(forKey: .to) {
                if view.superview !== context.containerView { context.containerView.addSubview(view) }
                view.frame = context.finalFrame(for: presented)
            }
            context.runAlongsideAnimations()
            context.completeTransition(true)
        }
    }

    /// Focus goes back where it was before the presentation (as a web modal's
    /// and an alert's do), and the screen reader hears the screen changed.
    private func returnFocus(from controller: UIPresentationController) {
        if window.firstResponder == nil, let responder = controller.resignedFirstResponder, responder.responderWindow === window {
            responder.becomeFirstResponder()
        }
        window.accessibility.post(.screenChanged, argument: window.firstResponder)
    }

    private func presentationController() -> UIPresentationController {
        let controller: UIPresentationController
        if let existing = presented.presentationControllerStorage,
           existing.style == presented.modalPresentationStyle.resolved || presented.modalPresentationStyle == .custom {
            controller = existing
        } else {
            let previous = presented.presentationControllerStorage
            presented.presentationControllerStorage = nil
            controller = presented.presentationController!
            if controller.delegate == nil { controller.delegate = previous?.delegate }
            previous?.moveObservers(to: controller)
        }
        return adapted(controller)
    }

    /// A popover or sheet in a horizontally compact window asks its delegate how
    /// to adapt, as in UIKit; `.fullScreen` and `.overFullScreen` replace it.
    private func adapted(_ controller: UIPresentationController) -> UIPresentationController {
        let traits = window.traitCollection
        let compact = traits.horizontalSizeClass == .compact
        let popover = controller as? UIPopoverPresentationController
        // A popover in a regular-width window stays a popover (nothing is asked).
        if let popover, !compact {
            popover.showsAsPopover = true
            return controller
        }
        guard controller is UISheetPresentationController, compact else { return controller }
        let answer = popover?.compactAdaptation ?? controller.delegate?.adaptivePresentationStyle(for: controller, traitCollection: traits)
        // In a compact one, `.none` (SwiftUI: `.popover`) keeps it a popover.
        if let popover {
            popover.showsAsPopover = answer == UIModalPresentationStyle.none || answer == .popover
            if popover.showsAsPopover { return controller }
        }
        guard let style = answer, style == .fullScreen || style == .overFullScreen else { return controller }
        let delegate = controller.delegate
        let replacement: UIPresentationController = style == .fullScreen
            ? FullScreenPresentationController(presentedViewController: presented, presenting: controller.presentingStorage)
            : OverFullScreenPresentationController(presentedViewController: presented, presenting: controller.presentingStorage)
        replacement.delegate = delegate
        controller.moveObservers(to: replacement)
        replacement.adaptedStyle = style
        presented.presentationControllerStorage = replacement
        delegate?.presentationController(replacement, willPresentWithAdaptiveStyle: style, transitionCoordinator: nil)
        return replacement
    }
}

extension UIResponder {
    /// Whether this responder is `controller`, a view in its view tree, or a
    /// controller whose view is there (an alert that took the keyboard, say).
    func isInHierarchy(of controller: UIViewController) -> Bool {
        if self === controller { return true }
        guard let root = controller.viewIfLoaded else { return false }
        if let view = self as? UIView { return view.isDescendant(of: root) }
        if let other = self as? UIViewController, let view = other.viewIfLoaded { return view.isDescendant(of: root) }
        return false
    }
}
