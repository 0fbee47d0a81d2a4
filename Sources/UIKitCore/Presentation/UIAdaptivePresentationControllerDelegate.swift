import Foundation

/// Hears about user-initiated dismissals, as in UIKit (iOS 13+).
///
/// Only user actions call these (a drag of a sheet, a click on the dimming view,
/// Escape, closing the window); a programmatic `dismiss(animated:)` calls none.
/// Orders: completed drag ShouldDismiss → WillDismiss → DidDismiss; drag released
/// short ShouldDismiss → WillDismiss; locked (`isModalInPresentation` or ShouldDismiss
/// returning false) DidAttemptToDismiss only, once per attempt.
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// Asked when a popover or sheet is presented in a horizontally compact window
    /// (every iPhone-sized one), as in UIKit: `.fullScreen` or `.overFullScreen`
    /// shows it full screen instead; `.none` keeps a popover a popover; anything
    /// else keeps the default adaptation (a popover becomes a sheet). Not
    /// implemented, the answer is `.automatic`: no opinion, as UIKit's default is.
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// Told just before a presentation shows in the style it adapted to.
    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: UIViewControllerTransitionCoordinator?)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationController(_ presentationController: UIPresentationController,
                                       willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: UIViewControllerTransitionCoordinator?) {}
}

/// How and with what force the user tried to dismiss a presentation (our extension:
/// UIKit's delegate only says that an attempt happened).
public struct UIDismissalAttempt: Equatable {
    public enum Source: String, Equatable {
        /// Dragging the sheet down (or a custom interactive transition).
        case drag
        /// A click on the dimming view or backdrop outside the card.
        case dimmingClick
        /// The Escape key.
        case escapeKey
        /// The window manager's close button (WM_DELETE_WINDOW).
        case windowClose
        /// A screen reader's escape (`accessibilityPerformEscape`, AT-SPI's "dismiss" action).
        case accessibilityEscape
    }

    public var source: Source
    /// How far the card was pulled, in points (0 for clicks and keys).
    public var distance: CGFloat
    /// Release velocity in points per second, positive downwards (0 for clicks and keys).
    public var velocity: CGFloat

    public init(source: Source, distance: CGFloat = 0, velocity: CGFloat = 0) {
        self.source = source
        self.distance = distance
        self.velocity = velocity
    }
}

/// Adopt this too to learn how each refused or accepted attempt was made (our extension).
public protocol UIDismissalAttemptObserving: AnyObject {
    /// Called right before `presentationControllerDidAttemptToDismiss` (refused) or
    /// `presentationControllerWillDismiss` (accepted).
    func presentationController(_ presentationController: UIPresentationController,
                                userAttemptedDismissal attempt: UIDismissalAttempt, allowed: Bool)
}
