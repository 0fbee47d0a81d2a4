import Foundation
import UIKitCore
import UIKitApp

extension AppHostDelegate: DesktopApplicationDelegate {
    /// The window manager asked to close an `App`'s window. With a presentation up
    /// it is the user's attempt to dismiss the topmost one (as Escape is): an
    /// unlocked sheet goes and the window stays; a locked one refuses, reports
    /// `didAttemptToDismiss`, and its `dismissalConfirmationDialog` asks (our
    /// addition, as on macOS where the dialog answers the window's close). With
    /// nothing presented the window closes.
    func applicationShouldCloseWindow(_ window: UIWindow) -> Bool {
        MainActor.assumeIsolated {
            guard let root = window.rootViewController, var top = root.presentedViewController else { return true }
            while let next = top.presentedViewController { top = next }
            top.presentationController?.handleUserDismissal(UIDismissalAttempt(source: .windowClose))
            return false
        }
    }
}
