import Foundation
import UIKitCore

/// Presents one modifier's alert or confirmation dialog as a `UIAlertController`,
/// as SwiftUI does on iOS, and keeps its binding in step.
///
/// The binding turning true presents it (after the update pass) from the nearest
/// view controller of the modifier's view; choosing an action dismisses it, sets
/// the binding back to false, then runs the action (so an action may present
/// again); the binding turning false dismisses it. Escape and a click outside an
/// action sheet choose its cancel action, as UIKit does.
@MainActor
final class DialogPresenter {
    struct Request {
        var isPresented: Bool
        var title: String?
        var message: String?
        var style: UIAlertController.Style
        var content: DialogContent
        var resetBinding: () -> Void
        var animated: Bool
    }

    var presenterProvider: () -> UIViewController? = { nil }
    var afterUpdate: (@escaping () -> Void) -> Void = { $0() }

    private(set) var alert: UIAlertController?
    private var request: Request?
    private var isPresentScheduled = false

    func update(_ request: Request) {
        self.request = request
        if let alert {
            if !request.isPresented, alert.chosenAction == nil {
                self.alert = nil
                alert.presentingViewController?.dismiss(animated: request.animated)
            }
        } else if request.isPresented, !isPresentScheduled {
            isPresentScheduled = true
            afterUpdate { [weak self] in
                self?.isPresentScheduled = false
                self?.presentIfWanted()
            }
        }
    }

    func tearDown() {
        request = nil
        if let alert, alert.chosenAction == nil {
            self.alert = nil
            alert.presentingViewController?.dismiss(animated: false)
        }
    }

    private func presentIfWanted() {
        guard let request, request.isPresented, alert == nil, let presenter = presenterProvider(),
              presenter.viewIfLoaded?.window != nil else { return }
        let alert = UIAlertController(title: request.title, message: request.message, preferredStyle: request.style)
        var actions = request.content.actions
        if request.style == .alert && actions.isEmpty {
            // iOS: an alert without actions gets a standard OK.
            actions.append(DialogAction(title: "OK", role: .normal, run: {}))
        }
        if request.style == .actionSheet && !actions.contains(where: { $0.role == .cancel }) {
            // iOS: a confirmation dialog always has a Cancel.
            actions.append(DialogAction(title: "Cancel", role: .cancel, run: {}))
        }
        for action in actions {
            let alertAction = UIAlertAction(title: action.title, style: action.role.alertStyle) { [weak self, weak alert] _ in
                guard let self else { return }
                if self.alert === alert { self.alert = nil }
                if self.request?.isPresented == true {
                    self.request?.isPresented = false
                    self.request?.resetBinding()
                }
                action.run()
            }
            alertAction.isEnabled = action.isEnabled
            alert.addAction(alertAction)
        }
        if request.style == .alert {
            for field in request.content.textFields { addTextField(field, to: alert) }
        }
        self.alert = alert
        presenter.present(alert, animated: request.animated)
    }

    private func addTextField(_ field: DialogTextField, to alert: UIAlertController) {
        alert.addTextField { textField in
            textField.placeholder = field.placeholder
            textField.text = field.text.wrappedValue
            textField.isSecureTextEntry = field.isSecure
            textField.addAction(UIAction { [weak textField] _ in field.text.wrappedValue = textField?.text ?? "" }, for: .editingChanged)
        }
    }
}
