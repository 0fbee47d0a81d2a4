import Foundation

/// Hears a presentation's moments alongside its public `delegate`, without taking
/// the delegate away from app code (package-level, our mechanism; UIKit has one
/// delegate and nothing else).
///
/// SwiftUI's presentation modifiers use it: on iOS, SwiftUI's own delegate resets
/// a sheet's binding, and app code that installs its own delegate through a
/// representable (to hear `presentationControllerDidAttemptToDismiss`) breaks that
/// reset. Here both work: the delegate hears every moment first, then each
/// observer, in the order they were added.
///
/// Observers are held weakly, and they move with the presentation when UIKit
/// replaces its presentation controller (a changed style, an adaptation), as the
/// delegate does.
package protocol PresentationObserver: AnyObject {
    /// The user's dismissal was accepted (after the delegate's WillDismiss).
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A user dismissal finished (after the delegate's DidDismiss).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A user dismissal was refused by the lock or the delegate (after the delegate's DidAttemptToDismiss).
    func presentationController(_ presentationController: UIPresentationController, didAttemptToDismiss attempt: UIDismissalAttempt)
    /// An interactive dismissal snapped back.
    func presentationControllerDidCancelDismissal(_ presentationController: UIPresentationController)
    /// Any dismissal finished, user-initiated or programmatic, also one torn down
    /// without animation because something below it went (last of all moments).
    func presentationController(_ presentationController: UIPresentationController, didFinishDismissal userInitiated: Bool)
    /// The user dragged a sheet to another detent (after the sheet delegate heard).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension PresentationObserver {
    package func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    package func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    package func presentationController(_ presentationController: UIPresentationController, didAttemptToDismiss attempt: UIDismissalAttempt) {}
    package func presentationControllerDidCancelDismissal(_ presentationController: UIPresentationController) {}
    package func presentationController(_ presentationController: UIPresentationController, didFinishDismissal userInitiated: Bool) {}
    package func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}

/// A weak reference to an observer.
struct WeakPresentationObserver {
    weak var observer: PresentationObserver?
}

extension UIPresentationController {
    /// Adds an observer (once; adding it again does nothing).
    package func addObserver(_ observer: PresentationObserver) {
        observerBoxes.removeAll { $0.observer == nil }
        guard !observerBoxes.contains(where: { $0.observer === observer }) else { return }
        observerBoxes.append(WeakPresentationObserver(observer: observer))
    }

    /// Removes an observer added with `addObserver(_:)`.
    package func removeObserver(_ observer: PresentationObserver) {
        observerBoxes.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// The live observers, in the order they were added.
    package var observers: [PresentationObserver] { observerBoxes.compactMap(\.observer) }

    /// Gives this controller's observers to the one that replaces it.
    func moveObservers(to replacement: UIPresentationController) {
        for observer in observers { replacement.addObserver(observer) }
    }

    // MARK: Telling the delegate and the observers, in one order everywhere

    /// WillDismiss: the trace, the delegate, then the observers.
    func announceWillDismiss() {
        report(.willDismiss(self))
        delegate?.presentationControllerWillDismiss(self)
        for observer in observers { observer.presentationControllerWillDismiss(self) }
    }

    /// DidAttemptToDismiss for a refused `attempt`: the attempt-observing delegate,
    /// the trace, the delegate, then the observers.
    func announceDidAttemptToDismiss(_ attempt: UIDismissalAttempt) {
        lastDismissalAttempt = attempt
        (delegate as? UIDismissalAttemptObserving)?.presentationController(self, userAttemptedDismissal: attempt, allowed: false)
        report(.didAttemptToDismiss(self, attempt))
        delegate?.presentationControllerDidAttemptToDismiss(self)
        for observer in observers { observer.presentationController(self, didAttemptToDismiss: attempt) }
    }

    /// DidDismiss after a user dismissal: the trace, the delegate, then the observers.
    func announceDidDismiss() {
        report(.didDismiss(self))
        delegate?.presentationControllerDidDismiss(self)
        for observer in observers { observer.presentationControllerDidDismiss(self) }
    }

    /// A finished dismissal of `presented`, of any kind: the trace, then the observers.
    func announceDismissed(_ presented: UIViewController, userInitiated: Bool) {
        report(.dismissed(presented, self))
        for observer in observers { observer.presentationController(self, didFinishDismissal: userInitiated) }
    }

    /// An interactive dismissal snapped back: the trace, then the observers.
    func announceDismissCancelled() {
        report(.dismissCancelled(self))
        for observer in observers { observer.presentationControllerDidCancelDismissal(self) }
    }
}
