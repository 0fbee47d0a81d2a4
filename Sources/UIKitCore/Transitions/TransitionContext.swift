import Foundation

/// The context of one presentation or dismissal, or of a navigation controller's
/// custom push or pop (no presentation controller; the views are the controllers'): what `UIViewControllerContextTransitioning`
/// exposes to animators, and what `UIViewControllerTransitionCoordinator` exposes to
/// everyone else. The presentation machinery creates one per transition.
final class TransitionContext: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let fromViewController: UIViewController
    let toViewController: UIViewController
    /// Nil for a navigation transition.
    let presentationController: UIPresentationController?
    /// A navigation transition's content frame (the container's bounds).
    private var navigationFrame: CGRect?
    let isPresenting: Bool
    let isAnimated: Bool
    var isInteractive: Bool
    let initiallyInteractive: Bool
    private(set) var transitionWasCancelled = false
    private(set) var isCompleted = false
    private(set) var percentComplete: CGFloat = 0
    var transitionDuration: TimeInterval = 0
    var completionVelocity: CGFloat = 1
    var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The animator running this transition (percent-driven interactions scrub it).
    var animator: UIViewControllerAnimatedTransitioning?
    /// Runs once when the animator calls `completeTransition`.
    var onComplete: ((Bool) -> Void)?
    /// Runs an alongside animation registered after the transition's animations
    /// started, so that it shares their timing (a percent-driven interaction scrubs it too).
    var runLateAlongsideAnimation: ((@escaping () -> Void) -> Void)?

    private var alongsideAnimations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var alongsideCompletions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionObservers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var alongsideStarted = false

    init(container: UIView, from: UIViewController, to: UIViewController, presentationController: UIPresentationController,
         presenting: Bool, animated: Bool, interactive: Bool) {
        containerView = container
        fromViewController = from
        toViewController = to
        self.presentationController = presentationController
        isPresenting = presenting
        isAnimated = animated
        isInteractive = interactive
        initiallyInteractive = interactive
    }

    /// A navigation controller's push or pop: `from`'s view is in `container`,
    /// the animator adds `to`'s.
    init(navigationContainer container: UIView, from: UIViewController, to: UIViewController, animated: Bool, interactive: Bool) {
        containerView = container
        fromViewController = from
        toViewController = to
        presentationController = nil
        navigationFrame = container.bounds
        isPresenting = false
        isAnimated = animated
        isInteractive = interactive
        initiallyInteractive = interactive
    }

    /// `.none` for navigation transitions, as in UIKit.
    var presentationStyle: UIModalPresentationStyle { presentationController?.presentationStyle ?? .none }
    var targetTransform: CGAffineTransform { .identity }
    var isCancelled: Bool { transitionWasCancelled }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? fromViewController : (key == .to ? toViewController : nil)
    }

    /// UIKit returns nil for the presenting side's view when the presentation
    /// controller leaves it in place (every style but full screen).
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        guard let presentationController else {
            return key == .from ? fromViewController.view : (key == .to ? toViewController.view : nil)
        }
        let presented = presentationController.presentedView
        let presentersView = presentationController.shouldRemovePresentersView ? presentationController.presentingViewController.view : nil
        switch (key, isPresenting) {
        case (.to, true): return presented
        case (.from, false): return presented
        case (.from, true), (.to, false): return presentersView
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        guard let presentationController else { return vc === fromViewController ? navigationFrame ?? .zero : .zero }
        if vc === presentationController.presentedViewController {
            return isPresenting ? .zero : presentationController.frameOfPresentedViewInContainerView
        }
        return vc.viewIfLoaded?.frame ?? .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        guard let presentationController else { return vc === toViewController ? navigationFrame ?? .zero : .zero }
        if vc === presentationController.presentedViewController {
            return isPresenting ? presentationController.frameOfPresentedViewInContainerView : .zero
        }
        return containerView.bounds
    }

    // MARK: Interaction

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() {
        transitionWasCancelled = false
        endInteraction()
    }

    func cancelInteractiveTransition() {
        transitionWasCancelled = true
        endInteraction()
    }

    func pauseInteractiveTransition() {
        isInteractive = true
        for observer in interactionObservers { observer(self) }
    }

    private func endInteraction() {
        guard isInteractive else { return }
        isInteractive = false
        for observer in interactionObservers { observer(self) }
    }

    func completeTransition(_ didComplete: Bool) {
        guard !isCompleted else { return }
        // An animator that finished at once (not animated) still owes the
        // coordinator's alongside animations their final values.
        if !alongsideStarted { runAlongsideAnimations() }
        isCompleted = true
        if !didComplete { transitionWasCancelled = true }
        onComplete?(didComplete)
        onComplete = nil
        runLateAlongsideAnimation = nil
        let completions = alongsideCompletions
        alongsideCompletions.removeAll()
        alongsideAnimations.removeAll()
        interactionObservers.removeAll()
        for completion in completions { completion(self) }
    }

    // MARK: Coordinator

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        guard !isCompleted else { return false }
        if let animation {
            if alongsideStarted {
                if let runLateAlongsideAnimation { runLateAlongsideAnimation { animation(self) } } else { animation(self) }
            } else {
                alongsideAnimations.append(animation)
            }
        }
        if let completion { alongsideCompletions.append(completion) }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionObservers.append(handler)
    }

    /// Runs the alongside animations (inside the animator's animation capture).
    func runAlongsideAnimations() {
        alongsideStarted = true
        let pending = alongsideAnimations
        alongsideAnimations.removeAll()
        for animation in pending { animation(self) }
    }
}

/// What a transition coordinator reports about its transition, as in UIKit.
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var initiallyInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Lets code run alongside a transition and learn how it ended, as in UIKit.
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}
