import Foundation
import UIKitCore

extension View {
    /// Asks before the presentation this view is in goes, with Apple's signature
    /// (SwiftUI has it on macOS 15 for windows and on iOS 27): while `shouldPresent`
    /// is true, the user's swipe, Escape, click outside or window close is refused
    /// (the sheet is locked, as `interactiveDismissDisabled(true)` locks it; the
    /// attempt shows in the trace as `didAttemptToDismiss`) and an action sheet with
    /// `titleKey` and `actions` asks instead.
    ///
    /// As Apple documents it: every action closes the dialog after it runs; a
    /// `.cancel` button (else a standard Cancel) keeps the presentation; every other
    /// action lets the dismissal proceed, as the user's own dismissal would have
    /// (the binding goes back to false and `onDismiss` runs); a standard Close is
    /// added unless a button is `.destructive`.
    ///
    /// Our addition on iOS before 27: there, SwiftUI gives no callback when a locked
    /// sheet is swiped.
    public func dismissalConfirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, shouldPresent: Bool,
                                                              @ViewBuilder actions: () -> A,
                                                              @ViewBuilder message: () -> M) -> some View {
        dismissalConfirmation(title: titleKey.key, shouldPresent: shouldPresent, actions: actions(), message: message())
    }

    public func dismissalConfirmationDialog<A: View>(_ titleKey: LocalizedStringKey, shouldPresent: Bool,
                                                     @ViewBuilder actions: () -> A) -> some View {
        dismissalConfirmation(title: titleKey.key, shouldPresent: shouldPresent, actions: actions(), message: nil)
    }

    public func dismissalConfirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, shouldPresent: Bool,
                                                                                 @ViewBuilder actions: () -> A,
                                                                                 @ViewBuilder message: () -> M) -> some View {
        dismissalConfirmation(title: String(title), shouldPresent: shouldPresent, actions: actions(), message: message())
    }

    public func dismissalConfirmationDialog<S: StringProtocol, A: View>(_ title: S, shouldPresent: Bool,
                                                                        @ViewBuilder actions: () -> A) -> some View {
        dismissalConfirmation(title: String(title), shouldPresent: shouldPresent, actions: actions(), message: nil)
    }

    public func dismissalConfirmationDialog<A: View, M: View>(_ title: Text, shouldPresent: Bool, @ViewBuilder actions: () -> A,
                                                              @ViewBuilder message: () -> M) -> some View {
        dismissalConfirmation(title: title.string, shouldPresent: shouldPresent, actions: actions(), message: message())
    }

    public func dismissalConfirmationDialog<A: View>(_ title: Text, shouldPresent: Bool, @ViewBuilder actions: () -> A) -> some View {
        dismissalConfirmation(title: title.string, shouldPresent: shouldPresent, actions: actions(), message: nil)
    }

    private func dismissalConfirmation(title: String, shouldPresent: Bool, actions: Any, message: Any?) -> some View {
        let confirmation = DismissalConfirmation(title: title, shouldPresent: shouldPresent,
                                                 actions: DialogContentReader.content(of: actions).actions,
                                                 message: DialogContentReader.message(of: message))
        return PresentationPreference(content: self) { context, owner, depth in
            context.setDismissalConfirmation(confirmation, owner: owner, depth: depth)
        }
    }

    /// Runs `action` when the user tries to dismiss the presentation this view is
    /// in and the dismissal is refused (a locked sheet's swipe, Escape, a click
    /// outside, the window's close): UIKit's `presentationControllerDidAttemptToDismiss`,
    /// heard without replacing the presentation controller's delegate (our
    /// addition: SwiftUI has no such callback).
    public func onDismissAttempt(perform action: @escaping () -> Void) -> some View {
        PresentationPreference(content: self) { context, owner, depth in
            context.setDismissAttemptHandler(action, owner: owner, depth: depth)
        }
    }
}
