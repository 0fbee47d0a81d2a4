import Foundation

extension UIViewController {
    /// Calls `viewWillAppear` or `viewWillDisappear` on this controller and the
    /// children whose views are in its view, as UIKit's containment does.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        pendingAppearance = isAppearing
        for child in visibleChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Calls the matching `viewDidAppear` or `viewDidDisappear`.
    public func endAppearanceTransition() {
        guard let appearing = pendingAppearance else { return }
        pendingAppearance = nil
        if appearing { viewDidAppear(true) } else { viewDidDisappear(true) }
        for child in visibleChildren { child.endAppearanceTransition() }
    }

    private var visibleChildren: [UIViewController] {
        guard let root = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: root) ?? false }
    }

    /// The presented controller's effective lock: its own `isModalInPresentation`,
    /// or that of the visible child that defines it (a navigation controller's top).
    var effectiveModalInPresentation: Bool {
        if isModalInPresentation { return true }
        return childForModalInPresentation?.effectiveModalInPresentation ?? false
    }

    /// The child whose `isModalInPresentation` also locks this controller's
    /// presentation (a navigation controller returns its top controller; our hook).
    var childForModalInPresentation: UIViewController? { childControllerForModalInPresentation }
}
