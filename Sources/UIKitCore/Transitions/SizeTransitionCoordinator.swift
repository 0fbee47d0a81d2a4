import Foundation

/// The coordinator `viewWillTransition(to:with:)` gets when the window is
/// resized, as UIKit's for a rotation or a window resize on iPad.
///
/// A desktop window is resized live, step by step, so the transition is not
/// animated: alongside blocks run once the window has its new size and its
/// layout (so they see the new geometry, as inside UIKit's animation block),
/// and completions run on the window's next run-loop turn.
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(window: UIWindow) { containerView = window }

    var hasAlongsideAnimations: Bool { !alongside.isEmpty }

    var isAnimated: Bool { false }
    var isInteractive: Bool { false }
    var initiallyInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { 1 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var presentationStyle: UIModalPresentationStyle { .none }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}

    /// Runs the alongside blocks (the window already has its new size) and
    /// schedules the completions.
    func finish(in window: UIWindow) {
        let blocks = alongside
        alongside.removeAll()
        for block in blocks { block(self) }
        let pending = completions
        completions.removeAll()
        guard !pending.isEmpty else { return }
        window.runLoop.perform { [self] in for completion in pending { completion(self) } }
    }
}

extension UIViewControllerTransitionCoordinator {
    /// UIKit's call without a completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// UIKit's call for animations in a view outside the transition's container: the same here.
    @discardableResult
    public func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                           completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }
}

extension UIWindow {
    /// Tells every controller on screen that the window takes `size`, in UIKit's
    /// order: the root controller (which tells its children), then each presented
    /// controller's presentation controller (which tells the presented controller).
    func notifySizeTransition(to size: CGSize, coordinator: SizeTransitionCoordinator) {
        guard let root = rootViewController else { return }
        root.viewWillTransition(to: size, with: coordinator)
        var presenter = root
        while let presented = presenter.presentedViewController {
            presented.presentationController?.viewWillTransition(to: size, with: coordinator)
            presenter = presented
        }
    }
}
