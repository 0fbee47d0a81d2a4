import UIKit

// The first seed's `DismissableFormViewController` ("Glisser pour rejeter"), made real:
// once the form is edited, `isModalInPresentation` locks the sheet, and any attempt to
// leave (drag, dimming click, Escape, window close) asks through an action sheet.
// Following the article's closing suggestion, it also guards the navigation bar's
// Cancel button and offers Save. Beyond the article: reverting the edits unlocks.

class DismissableFormViewController: UIViewController {

    // MARK: Life cycle

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.presentationController?.delegate = self
        presentationController?.delegate = self
    }

    // MARK: Configuration

    /// Lock the form dismiss.
    func formWasEdited() {
        isModalInPresentation = true
    }

    /// The edits were undone: leaving loses nothing, so unlock again.
    func formWasReverted() {
        isModalInPresentation = false
    }

    /// Called when the user chose to throw the edits away (before the dismissal).
    func discardChanges() {}

    // MARK: Navigation bar

    /// Cancel asks first when there is something to lose.
    func cancelTapped() {
        if isModalInPresentation {
            displayConfirmationActionSheet()
        } else {
            dismiss(animated: true, completion: nil)
        }
    }

    // MARK: Display

    private(set) weak var confirmationSheet: UIAlertController?

    func displayConfirmationActionSheet() {
        // Only one at a time; a dismissed sheet someone still holds does not count.
        guard confirmationSheet?.presentingViewController == nil else { return }
        let alertController = UIAlertController(title: "Discard changes?", message: "Your edits to this note will be lost.",
                                                preferredStyle: .actionSheet)
        let confirmAction = UIAlertAction(title: "Discard Changes", style: .destructive) { [weak self] _ in
            guard let self else { return }
            self.discardChanges()
            self.isModalInPresentation = false
            // The seed calls `dismiss(animated:completion:)` here. The user confirmed
            // leaving, so we finish it as the user's dismissal (our extension): the
            // delegate hears WillDismiss and DidDismiss, as for an unlocked swipe.
            if let presentation = self.presentationController {
                presentation.dismissConfirmedByUser()
            } else {
                self.dismiss(animated: true, completion: nil)
            }
        }
        alertController.addAction(confirmAction)
        let cancelAction = UIAlertAction(title: "Keep Editing", style: .cancel)
        alertController.addAction(cancelAction)
        confirmationSheet = alertController
        present(alertController, animated: true, completion: nil)
    }
}

// MARK: - UIAdaptivePresentationControllerDelegate

extension DismissableFormViewController: UIAdaptivePresentationControllerDelegate {

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        displayConfirmationActionSheet()
    }

}
