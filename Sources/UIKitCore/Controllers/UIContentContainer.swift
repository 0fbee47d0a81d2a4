import Foundation

/// What a container of view controllers answers about its content's size, as in
/// UIKit: adopted by `UIViewController` and `UIPresentationController`.
///
/// When a controller's `preferredContentSize` changes, UIKit tells its container:
/// the parent controller, or, for a presented controller, its presentation
/// controller (`preferredContentSizeDidChange(forChildContentContainer:)`). When the
/// window changes size, controllers hear `willTransition(to:with:)` first if the
/// size classes change, then `viewWillTransition(to:with:)`.
public protocol UIContentContainer: AnyObject {
    /// The size the content would like.
    var preferredContentSize: CGSize { get }
    /// A child's `preferredContentSize` changed.
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// A child's Auto Layout fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// The size to give a child inside a container of `parentSize`.
    func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// The window is about to take `size`.
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
    /// The trait collection is about to change to `newCollection` (new size classes).
    func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {
    /// Tells this controller's container that its preferred size changed (see
    /// `UIContentContainer`): the parent, or the presentation controller that
    /// presents this controller.
    func preferredContentSizeChanged() {
        if let parent {
            parent.preferredContentSizeDidChange(forChildContentContainer: self)
        } else if let presentation = presentationControllerStorage, presentation.presentedViewController === self {
            presentation.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }
}

extension UIPresentationController: UIContentContainer {}

extension UIWindow {
    /// Tells every controller on screen that the traits will change to the
    /// window's at `size` when the size classes differ from the current ones, in
    /// the order of `notifySizeTransition`.
    func notifyTraitTransition(to size: CGSize, coordinator: UIViewControllerTransitionCoordinator) {
        guard let root = rootViewController else { return }
        let rules = WindowTraitRules.traits(for: size)
        let current = traitCollection
        guard rules.horizontal != current.horizontalSizeClass || rules.vertical != current.verticalSizeClass else { return }
        let next = current.modifyingTraits { traits in
            traits.horizontalSizeClass = rules.horizontal
            traits.verticalSizeClass = rules.vertical
        }
        root.willTransition(to: next, with: coordinator)
        var presenter = root
        while let presented = presenter.presentedViewController {
            presented.presentationController?.willTransition(to: next, with: coordinator)
            presenter = presented
        }
    }
}
