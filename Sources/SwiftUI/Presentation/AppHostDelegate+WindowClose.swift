import Foundation
import UIKitCore
import UIKitApp

extension AppHostDelegate: DesktopApplicationDelegate {
    /// The window manager asked to close an `App`'s window. With a presentation up
    /// it is the user's attempt to dismiss the topmost one (as Escape is): an
    /// unlocked sheet goes and the window stays; a locked one refuses, reports
    /// `didAttemptToDismiss`, and its `dismissalConfirmationDialog` asks (our
    /// addition, as on macOS where the dialog answers the window's close).
    ///
    /// With nothing presented, the root content's `dismissalConfirmationDialog`
    /// asks when its `shouldPresent` is true, as Apple's does for a window on macOS:
    /// its `onDismissAttempt` handlers run, the window stays while the action sheet
    /// is up, a `.cancel` action keeps it, and any other action runs and then closes
    /// it (`requestSceneSessionDestruction`). Otherwise the window closes.
    func applicationShouldCloseWindow(_ window: UIWindow) -> Bool {
        MainActor.assumeIsolated {
            guard let root = window.rootViewController else { return true }
            guard var top = root.presentedViewController else { return rootMayClose(window, root: root) }
            while let next = top.presentedViewController { top = next }
            top.presentationController?.handleUserDismissal(UIDismissalAttempt(source: .windowClose))
            return false
        }
    }

    /// Whether the window may close with nothing presented: not while the root
    /// content's dismissal confirmation asks.
    @MainActor
    private func rootMayClose(_ window: UIWindow, root: UIViewController) -> Bool {
        guard let hostingView = root.viewIfLoaded as? _UIHostingView else { return true }
        let context = hostingView.windowPresentationContext
        guard let confirmation = context.confirmation, confirmation.shouldPresent else { return true }
        for handler in context.dismissAttemptHandlers { handler() }
        let alert = UIAlertController(title: confirmation.title, message: confirmation.message, preferredStyle: .actionSheet)
        for action in DialogAction.dismissalActions(confirmation.actions) {
            alert.addAction(UIAlertAction(title: action.title, style: action.role.alertStyle) { [weak window] _ in
                action.run()
                guard action.role != .cancel, let session = window?.windowScene?.session else { return }
                UIApplication.shared.requestSceneSessionDestruction(session, options: nil)
            })
        }
        root.present(alert, animated: true)
        return false
    }
}
