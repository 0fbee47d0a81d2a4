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
        let container = UIView(frame: contentFrame)
        container.clipsToBounds = true
        view.insertSubview(container, belowSubview: tabBar)
        if let oldView = old.viewIfLoaded {
            container.addSubview(oldView)
            oldView.frame = container.bounds
        }
        new.view.frame = container.bounds
        let context = TransitionContext(navigationContainer: container, from: old, to: new, animated: true,
                                        interactive: interaction?.wantsInteractiveStart ?? false)
        context.transitionDuration = animator.transitionDuration(using: context)
        context.animator = animator
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
            if completed {
                old.endAppearanceTransition()
                new.endAppearanceTransition()
            } else {
                self.selection = oldIndex
                self.tabBar.selectedItem = old.tabBarItem
                new.beginAppearanceTransition(false, animated: true)
                new.endAppearanceTransition()
                old.beginAppearanceTransition(true, animated: true)
                old.endAppearanceTransition()
            }
            self.layoutContent()
            animator.animationEnded(completed)
            if completed { view.window?.reportTabSelection(self) }
        }
        if let interaction {
            context.completionCurve = interaction.completionCurve
            interaction.startInteractiveTransition(context)
        } else {
            animator.animateTransition(using: context)
            if !context.isCompleted {
                UIView.animate(withDuration: context.transitionDuration) { context.runAlongsideAnimations() }
            }
        }
    }
}
