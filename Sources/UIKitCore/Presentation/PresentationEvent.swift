import Foundation

/// Moments of a presentation's life that a window reports to `UIWindow.onPresentationEvent`
/// (our extension; the demo's `--trace` prints them).
public enum PresentationEvent {
    /// A presentation finished appearing.
    case presented(UIViewController, UIPresentationController)
    /// The user-dismissal rules asked ShouldDismiss (also when no delegate is set).
    case shouldDismiss(UIPresentationController)
    case willDismiss(UIPresentationController)
    case didDismiss(UIPresentationController)
    case didAttemptToDismiss(UIPresentationController, UIDismissalAttempt)
    /// An interactive dismissal snapped back.
    case dismissCancelled(UIPresentationController)
    /// Any dismissal (also programmatic) finished.
    case dismissed(UIViewController, UIPresentationController)
    /// An alert or action sheet finished appearing (reported just before its `.presented`).
    case alertPresented(UIAlertController)
    /// The user chose the action with this title in an alert (before the alert is
    /// dismissed and the handler runs; `UIAlertController.chosenAction` has the action).
    case alertAction(String)
    /// A menu finished appearing (our extension): the menu and the card showing it.
    case menuPresented(UIMenu, UIView)
    /// The user chose the action with this title in a menu (before the menu
    /// closes and the handler runs).
    case menuAction(String)
    /// A menu closed: an action was chosen, or a click outside or Escape closed it.
    case menuDismissed(UIMenu)
}

extension UIPresentationController {
    func report(_ event: PresentationEvent) {
        let window = containerView?.window ?? presentingViewController.viewIfLoaded?.window
        window?.reportPresentationEvent(event)
    }
}
