import XCTest
@testable import UIKitCore

/// Slides the dismissed view down by the window's height, linearly over 0.5 s, so
/// the view's top is exactly the transition's progress × 844.
final class LinearSlideDownAnimator: UIViewControllerAnimatedTransitioning {
    var animateTransitionCalls = 0

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        animateTransitionCalls += 1
        guard let view = transitionContext.view(forKey: .from) else { return }
        let height = transitionContext.containerView.bounds.height
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: {
            view.frame.origin.y = height
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The same slide as an interruptible animator, the iOS 10 way: a linear
/// `UIViewPropertyAnimator` returned for the whole transition.
final class InterruptibleSlideDownAnimator: UIViewControllerAnimatedTransitioning {
    private var animator: UIViewPropertyAnimator?
    var animateTransitionCalls = 0
    var positions: [UIViewAnimatingPosition] = []

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        animateTransitionCalls += 1
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator { return animator }
        let view = transitionContext.view(forKey: .from)!
        let height = transitionContext.containerView.bounds.height
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.frame.origin.y = height }
        animator.addCompletion { [weak self] position in
            self?.positions.append(position)
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

/// Supplies one animator and, while `interactive`, one percent-driven interactor.
final class PercentDrivenDelegate: UIViewControllerTransitioningDelegate {
    let animator: UIViewControllerAnimatedTransitioning
    let interactor = UIPercentDrivenInteractiveTransition()
    var interactive = true

    init(animator: UIViewControllerAnimatedTransitioning) { self.animator = animator }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactive ? interactor : nil
    }
}

/// A full-screen modal on an 844 pt window, dismissed through a percent-driven
/// interactor that the test drives (directly, or from a pan as apps do).
final class PercentDrivenFixture {
    let driver = VirtualWindowDriver()
    let root = UIViewController()
    let modal = UIViewController()
    let delegate: PercentDrivenDelegate
    var interactor: UIPercentDrivenInteractiveTransition { delegate.interactor }

    init(animator: UIViewControllerAnimatedTransitioning = LinearSlideDownAnimator()) {
        delegate = PercentDrivenDelegate(animator: animator)
        driver.window.rootViewController = root
        driver.runUntilIdle()
        modal.modalPresentationStyle = .fullScreen
        modal.transitioningDelegate = delegate
        root.present(modal, animated: false)
        driver.runUntilIdle()
    }

    /// Where the modal shows its top now.
    var top: CGFloat { modal.view.layer.presented.frame.minY }
    var isPresented: Bool { root.presentedViewController === modal }
    var events: [String] { driver.presentationEvents.filter { $0 == "dismissed" || $0 == "dismissCancelled" } }

    /// Starts the interactive dismissal.
    func beginDismissal() {
        modal.dismiss(animated: true)
    }

    /// The seed's pan on the modal: progress = translation / height, released with
    /// `finish(velocity:distance:)` past 30 % (projected), `cancel(velocity:distance:)` otherwise.
    func installVelocityPan() {
        let pan = UIPanGestureRecognizer { [unowned self] recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            let height = self.modal.view.bounds.height
            switch pan.state {
            case .began: self.beginDismissal()
            case .changed: self.interactor.update(pan.translation(in: self.modal.view).y / height)
            case .ended:
                let velocity = pan.velocity(in: self.modal.view).y
                if self.interactor.projectedPercentComplete(velocity: velocity, distance: height) > 0.3 {
                    self.interactor.finish(velocity: velocity, distance: height)
                } else {
                    self.interactor.cancel(velocity: velocity, distance: height)
                }
            default: break
            }
        }
        modal.view.addGestureRecognizer(pan)
    }
}
