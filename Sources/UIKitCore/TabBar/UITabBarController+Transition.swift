import Foundation

extension UITabBarController {
    /// Runs the delegate's animator for a tap's change of tab, as UIKit does:
    /// `from`'s view sits in a container above the bar, the animator adds `to`'s
    /// and calls `completeTransition`; the new tab is selected at once (the bar
    /// shows it), and a cancelled interactive transition selects the old one again.
    func runTabTransition(from old: UIViewController, to new: UIViewController, index: Int,
                          animator: UIViewControllerAnimatedTransitioning, interaction: UIViewControllerInteractiveTransitioning?) {
        guard let view = viewIfLoaded else { return }
        let oldIndex = selection
        let context = TransitionContext.childTransition(in: view, below: tabBar, frame: contentFrame, from: old, to: new,
                                                        animator: animator, interaction: interaction)
        let container = context.containerView
        isTransitioningTabs = true
        selection = index
        tabBar.selectedItem = new.tabBarItem
        old.beginAppearanceTransition(false, animated: true)
        new.beginAppearanceTransition(true, animated: true)
        context.onComplete = { [weak self] completed in
            guard let self else { return }
            let shown = completed ? new : old
            let hidden = completed ? old : new
            hidden.viewIfLoaded?.removeFromSuperview()
            view.insertSubview(shown.view, belowSubview: self.tabBar)
            container.removeFromSuperview()
            self.isTransitioningTabs = false
            if !completed {
                self.selection = oldIndex
                self.tabBar.selectedItem = old.tabBarItem
            }
            TransitionContext.endChildAppearance(from: old, to: new, completed: completed)
            self.layoutContent()
            animator.animationEnded(completed)
            if completed { view.window?.reportTabSelection(self) }
        }
        context.start(animator: animator, interaction: interaction)
    }
}
