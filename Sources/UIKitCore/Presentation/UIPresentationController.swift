import Foundation

/// Manages the views of a presentation: the container, the presented view's frame,
/// and the chrome around it (dimming), as in UIKit. Subclass it for `.custom` styles.
open class UIPresentationController {
    /// Unowned: the presented controller owns its presentation controller, as in UIKit.
    public unowned let presentedViewController: UIViewController
    /// The controller the presentation covers (the root of `source`'s hierarchy).
    public var presentingViewController: UIViewController { presentingStorage ?? presentedViewController }
    weak var presentingStorage: UIViewController?
    public weak var delegate: UIAdaptivePresentationControllerDelegate?
    /// Observers besides the delegate (see `PresentationObserver`).
    var observerBoxes: [WeakPresentationObserver] = []
    /// The view the transition and the presentation live in (covers the window).
    public internal(set) var containerView: UIView?
    /// The most recent user attempt to dismiss (our extension; see `UIDismissalAttempt`).
    public internal(set) var lastDismissalAttempt: UIDismissalAttempt?
    /// The first responder the presentation took the keyboard from (our hook; an
    /// alert gives it back when it goes, as UIKit does).
    public internal(set) weak var resignedFirstResponder: UIResponder?
    var style: UIModalPresentationStyle { didSet { traitState.version &+= 1 } }
    /// Overrides, adopted traits and registrations (see `UIPresentationController+Traits`).
    let traitState = TraitEnvironmentState()
    /// Traits laid over the ones the presentation inherits, as in UIKit.
    open var overrideTraitCollection: UITraitCollection? { didSet { traitState.version &+= 1; traitsInputsDidChange() } }

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingStorage = presentingViewController
        self.style = presentedViewController.modalPresentationStyle.resolved
    }

    open var presentationStyle: UIModalPresentationStyle { style }
    open var adaptivePresentationStyle: UIModalPresentationStyle { adaptedStyle ?? style }
    /// The style the delegate adapted this presentation to (see `PresentationTransitionRunner`).
    var adaptedStyle: UIModalPresentationStyle?

    /// The view animated in and out; by default the presented controller's view.
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view rests; by default the whole container.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenting controller's view is removed once the presentation
    /// finishes (true only for full screen).
    open var shouldRemovePresentersView: Bool { false }
    open var shouldPresentInFullscreen: Bool { true }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called when the presentation's traits changed, before the presented
    /// controller hears (see `UITraitEnvironment`); UIKit's default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func containerViewWillLayoutSubviews() {}

    /// The window is about to take `size`, as in UIKit; the default tells the presented controller.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        presentedViewController.viewWillTransition(to: size, with: coordinator)
    }

    /// The traits are about to change (new size classes), as in UIKit; the default
    /// tells the presented controller.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        presentedViewController.willTransition(to: newCollection, with: coordinator)
    }

    /// The presented controller's preferred size, as in UIKit (`UIContentContainer`).
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

    /// The presented controller's `preferredContentSize` changed, as in UIKit: a
    /// subclass resizes the presented view here; the default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    /// The presented controller's Auto Layout fitting size changed; the default does nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    /// The size for the presented controller in a container of `parentSize`; the default is `parentSize`.
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    open func containerViewDidLayoutSubviews() {}

    /// Whether the presentation blocks the views behind it from scrolling and touches
    /// (true for every style; a sheet resting at an undimmed detent returns false).
    open var blocksPresentingHierarchy: Bool { true }

    /// The animator used when the transitioning delegate supplies none.
    func standardAnimator(presenting: Bool) -> UIViewControllerAnimatedTransitioning {
        StandardModalAnimator(isPresenting: presenting, style: presentedViewController.modalTransitionStyle)
    }

    // MARK: The presenting hierarchy

    private var frozenScrollers: [PresentationScrollFreezing] = []

    /// Freezes every scroll view behind the presentation at its exact offset
    /// (the native form of Bootstrap's `modal-open`), stopping any deceleration.
    func lockPresentingHierarchy() {
        guard frozenScrollers.isEmpty, let root = presentingViewController.viewIfLoaded else { return }
        var stack = [root]
        while let view = stack.popLast() {
            if let scroller = view as? PresentationScrollFreezing {
                scroller.freezeForPresentation()
                frozenScrollers.append(scroller)
            }
            stack += view.subviews
        }
    }

    /// Lets the frozen scroll views move again, at the offsets they had.
    func unlockPresentingHierarchy() {
        for scroller in frozenScrollers { scroller.unfreezeAfterPresentation() }
        frozenScrollers.removeAll()
    }

    // MARK: User dismissal rules

    /// Applies UIKit's rules to a user's attempt to dismiss: locked by
    /// `isModalInPresentation` or refused by the delegate → DidAttemptToDismiss and false;
    /// else WillDismiss and true (the caller then runs the dismissal).
    func userAttemptsDismissal(_ attempt: UIDismissalAttempt, askShouldDismiss: Bool = true) -> Bool {
        lastDismissalAttempt = attempt
        let allowed = userDismissalIsAllowed(askDelegate: askShouldDismiss)
        if allowed {
            (delegate as? UIDismissalAttemptObserving)?.presentationController(self, userAttemptedDismissal: attempt, allowed: true)
            announceWillDismiss()
        } else {
            announceDidAttemptToDismiss(attempt)
        }
        return allowed
    }

    /// `isModalInPresentation` false and the delegate's ShouldDismiss true
    /// (ShouldDismiss is not asked when the presentation is locked, as in UIKit).
    func userDismissalIsAllowed(askDelegate: Bool = true) -> Bool {
        if presentedViewController.effectiveModalInPresentation { return false }
        if askDelegate {
            report(.shouldDismiss(self))
            if let delegate, !delegate.presentationControllerShouldDismiss(self) { return false }
        }
        return true
    }

    /// A dimming click, Escape or window close: either dismisses (animated, then
    /// DidDismiss) or reports the refused attempt. Returns whether it dismissed.
    @discardableResult
    open func handleUserDismissal(_ attempt: UIDismissalAttempt) -> Bool {
        guard presentedViewController.presentingViewController != nil, presentedViewController.activeTransition == nil else { return false }
        guard userAttemptsDismissal(attempt) else { return false }
        presentedViewController.performDismissal(animated: true, userInitiated: true, completion: nil)
        return true
    }

    /// Finishes a user's dismissal attempt that the app confirmed (our extension):
    /// after DidAttemptToDismiss showed "Discard changes?" and the user chose to
    /// discard, this dismisses with WillDismiss and DidDismiss, as the user's own
    /// dismissal would have. UIKit has no such call: there, `dismiss(animated:)`
    /// from the alert's handler is programmatic and reports no delegate moment.
    public func dismissConfirmedByUser(animated: Bool = true, completion: (() -> Void)? = nil) {
        guard presentedViewController.presentingViewController != nil else {
            completion?()
            return
        }
        announceWillDismiss()
        presentedViewController.performDismissal(animated: animated, userInitiated: true, completion: completion)
    }

    // MARK: Keys

    /// Escape dismisses under the user-dismissal rules (our extension; on iPad
    /// with a hardware keyboard, UIKit does the same for sheets).
    open func handleEscape() -> Bool { handleUserDismissal(UIDismissalAttempt(source: .escapeKey)) }

    /// A screen reader's escape (the container's `accessibilityPerformEscape`): the
    /// same rules as the drag. An unlocked presentation is dismissed; a locked
    /// one reports `presentationControllerDidAttemptToDismiss` (and the app may
    /// ask, as the demo's "Discard changes?" does). Returns true when the attempt
    /// was made, false while nothing is presented or a transition runs.
    open func handleAccessibilityEscape() -> Bool {
        guard presentedViewController.presentingViewController != nil, presentedViewController.activeTransition == nil else { return false }
        handleUserDismissal(UIDismissalAttempt(source: .accessibilityEscape))
        return true
    }

    /// The name a screen reader gives the presentation: the title the presented
    /// controller shows (a navigation controller's top item), else its `title`.
    var accessibilityTitle: String? {
        let presented = presentedViewController
        if let navigation = presented as? UINavigationController, let top = navigation.topViewController {
            return top.navigationItem.displayTitle ?? navigation.title
        }
        return presented.navigationItem.displayTitle ?? presented.title
    }
}
