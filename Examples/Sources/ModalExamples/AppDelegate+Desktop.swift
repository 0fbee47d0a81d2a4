import UIKit

// The one Linux-only addition: named start states, so that
// `ModalExamples --present sheet --screenshot sheet.png` renders a screen
// headlessly (and `make test` checks each one). iOS never reads this.
extension AppDelegate: DesktopApplicationDelegate {
    var commandLineSummary: String { "Modal screens written as on iOS: a sheet, a custom transition, a locked form, tabs, a resizing sheet." }

    var startStates: [AppStartState] {
        [
            AppStartState("sheet", "the page sheet with detents, at its medium detent") { window in
                Self.home(in: window)?.showTripSheet(animated: false)
            },
            AppStartState("transition", "the card shown by the custom transition") { window in
                Self.home(in: window)?.showCard(animated: false)
            },
            AppStartState("form", "the form, edited (a swipe down would ask first)") { window in
                Self.home(in: window)?.showForm(animated: false)?.titleField.insertText("Groceries")
            },
            AppStartState("resizing", "the bottom sheet sized by its content, a navigation controller inside") { window in
                Self.home(in: window)?.showResizingSheet(animated: false)
            },
            AppStartState("discard", "the edited form after a swipe down: the Discard changes? sheet") { window in
                guard let form = Self.home(in: window)?.showForm(animated: false),
                      let sheet = form.navigationController?.presentationController else { return }
                form.titleField.insertText("Groceries")
                form.presentationControllerDidAttemptToDismiss(sheet)
            },
        ]
    }

    private static func home(in window: UIWindow) -> HomeViewController? {
        (window.rootViewController as? UINavigationController)?.viewControllers.first as? HomeViewController
    }
}
