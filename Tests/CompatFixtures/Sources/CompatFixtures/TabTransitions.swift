import UIKit

// A tab bar controller delegate with a custom, interactive transition between tabs.
final class FixtureTabTransitionDelegate: NSObject, UITabBarControllerDelegate {
    private let interaction = UIPercentDrivenInteractiveTransition()
    var isInteractive = false

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        viewController !== tabBarController.selectedViewController
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FixtureTabSlide()
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        isInteractive ? interaction : nil
    }
}

final class FixtureTabSlide: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let from = transitionContext.view(forKey: .from), let to = transitionContext.view(forKey: .to) else { return }
        let width = transitionContext.containerView.bounds.width
        to.transform = CGAffineTransform(translationX: width, y: 0)
        transitionContext.containerView.addSubview(to)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            from.transform = CGAffineTransform(translationX: -width, y: 0)
            to.transform = .identity
        }, completion: { _ in
            from.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
