import Foundation
import UIKitCore

/// Presents and dismisses one modifier's sheet, cover or popover as a hosting
/// controller, the way SwiftUI does on iOS, and keeps its binding in step.
///
/// - The binding (or item) turning true presents a `UIHostingController` with the
///   content, from the nearest view controller of the modifier's view, after the
///   update pass; turning false dismisses it (programmatically: the lock does not
///   stop it). A new item while one is up dismisses the old sheet, then presents
///   the new one, as iOS does.
/// - It observes the presentation controller (`PresentationObserver`), so the app's
///   own `UIAdaptivePresentationControllerDelegate` keeps working: when the sheet
///   is gone, however it went (a swipe, Escape, a click outside, `dismiss()`,
///   the binding, its presenter going), the binding is set back to false, then
///   `onDismiss` runs; a refused attempt on a locked sheet runs the content's
///   `onDismissAttempt` handlers and shows its `dismissalConfirmationDialog`.
@MainActor
final class SheetPresenter: @preconcurrency PresentationObserver {
    enum Style: Equatable {
        case sheet
        case fullScreenCover
        case popover

        var modalPresentationStyle: UIModalPresentationStyle {
            switch self {
            case .sheet: return .pageSheet
            case .fullScreenCover: return .fullScreen
            case .popover: return .popover
            }
        }
    }

    /// What the latest update asked for.
    struct Request {
        var isPresented: Bool
        var identity: AnyHashable?
        var style: Style
        var onDismiss: (() -> Void)?
        var resetBinding: () -> Void
        var content: () -> AnyView
        var environment: EnvironmentValues
        var animated: Bool
        var popover: PopoverOptions? = nil
    }

    /// The controller it presents from (the modifier's view's nearest controller).
    var presenterProvider: () -> UIViewController? = { nil }
    /// Runs work after the current update pass (the graph's effects).
    var afterUpdate: (@escaping () -> Void) -> Void = { $0() }

    private(set) var hosting: UIHostingController<AnyView>?
    private(set) var context: PresentationContext?
    private var presentedIdentity: AnyHashable?
    private var request: Request?
    private var isDismissing = false
    private var isPresentScheduled = false
    /// The `onDismiss` of the presentation that is up (the one to run when it goes).
    private var presentedOnDismiss: (() -> Void)?
    private var confirmationAlert: UIAlertController?

    /// Applies the modifier's latest values.
    func update(_ request: Request) {
        self.request = request
        if let hosting, !isDismissing {
            if !request.isPresented {
                dismissPresented(animated: request.animated)
            } else if request.identity != presentedIdentity {
                // A new item: the old sheet goes, then the new one comes (after the dismissal).
                dismissPresented(animated: request.animated)
            } else {
                presentedOnDismiss = request.onDismiss
                context?.environment = request.environment
                hosting.rootView = request.content()
            }
        } else if request.isPresented, hosting == nil, !isPresentScheduled {
            isPresentScheduled = true
            afterUpdate { [weak self] in
                self?.isPresentScheduled = false
                self?.presentIfWanted()
            }
        }
    }

    /// The modifier left the view tree: what it presented goes too.
    func tearDown() {
        request = nil
        guard hosting != nil, !isDismissing else { return }
        dismissPresented(animated: false)
    }

    private func presentIfWanted() {
        guard let request, request.isPresented, hosting == nil, let presenter = presenterProvider() else { return }
        guard presenter.viewIfLoaded?.window != nil else { return }
        let context = PresentationContext()
        context.environment = request.environment
        let hosting = UIHostingController(rootView: request.content()) { [weak context] values in
            guard let context else { return }
            // The presenter's environment, with this presentation's context and dismiss action.
            values = context.environment
            values.presentationContext = context
            values.dismiss = DismissAction(isActive: true) { [weak context] in context?.dismiss() }
        }
        hosting.modalPresentationStyle = request.style.modalPresentationStyle
        context.controller = hosting
        context.dismiss = { [weak self, weak hosting] in
            guard let self, let hosting, self.hosting === hosting else { return }
            self.dismissPresented(animated: true)
        }
        self.context = context
        self.hosting = hosting
        presentedIdentity = request.identity
        presentedOnDismiss = request.onDismiss
        hosting.presentationController?.addObserver(self)
        hosting.loadViewIfNeeded()
        if let options = request.popover, let popover = hosting.popoverPresentationController {
            if let view = options.sourceView() {
                popover.sourceView = view
                popover.sourceRect = options.sourceRect(in: view)
            }
            popover.permittedArrowDirections = options.permittedArrowDirections
            // A popover is as big as its content would be (which also evaluates it, so
            // its presentationCompactAdaptation is known before UIKit adapts it).
            let fitting = hosting.sizeThatFits(in: PopoverOptions.maximumSize)
            hosting.preferredContentSize = CGSize(width: max(1, min(fitting.width, PopoverOptions.maximumSize.width).rounded(.up)),
                                                  height: max(1, min(fitting.height, PopoverOptions.maximumSize.height).rounded(.up)))
        }
        context.apply()
        // UIKit refuses when the presenter already presents something (a warning on
        // stderr, as on iOS); the binding then stays true and nothing shows.
        presenter.present(hosting, animated: request.animated) { [weak context] in context?.apply() }
    }

    private func dismissPresented(animated: Bool) {
        guard let hosting, !isDismissing else { return }
        isDismissing = true
        if hosting.presentingViewController != nil {
            hosting.presentingViewController?.dismiss(animated: animated)
        } else {
            finish()
        }
    }

    /// The presentation is gone: the binding goes back to false, then onDismiss runs,
    /// then a pending new item is presented.
    private func finish() {
        let onDismiss = presentedOnDismiss
        let identity = presentedIdentity
        hosting?.presentationController?.removeObserver(self)
        hosting = nil
        context = nil
        presentedIdentity = nil
        presentedOnDismiss = nil
        isDismissing = false
        confirmationAlert = nil
        if let request, request.isPresented, request.identity == identity {
            // Gone while the binding still says presented (a swipe, Escape, dismiss()): reset it.
            self.request?.isPresented = false
            request.resetBinding()
        }
        onDismiss?()
        if let request, request.isPresented {
            // Still wanted (a new item, or the binding set again in onDismiss).
            update(request)
        }
    }

    // MARK: PresentationObserver

    func presentationController(_ presentationController: UIPresentationController, didFinishDismissal userInitiated: Bool) {
        guard presentationController.presentedViewController === hosting else { return }
        finish()
    }

    func presentationController(_ presentationController: UIPresentationController, didAttemptToDismiss attempt: UIDismissalAttempt) {
        guard presentationController.presentedViewController === hosting, let context else { return }
        for handler in context.dismissAttemptHandlers { handler() }
        if let confirmation = context.confirmation, confirmation.shouldPresent {
            presentConfirmation(confirmation, for: presentationController)
        }
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        guard sheetPresentationController.presentedViewController === hosting else { return }
        context?.userSelectedDetent(sheetPresentationController.selectedDetentIdentifier)
    }

    // MARK: The dismissal confirmation (our addition)

    /// Shows the confirmation as an action sheet over the presented content: its
    /// cancel action keeps the presentation; every other action runs, then the
    /// presentation is dismissed as the user's own dismissal (WillDismiss, DidDismiss).
    private func presentConfirmation(_ confirmation: DismissalConfirmation, for presentationController: UIPresentationController) {
        guard let hosting, confirmationAlert == nil, hosting.presentedViewController == nil else { return }
        let alert = UIAlertController(title: confirmation.title, message: confirmation.message, preferredStyle: .actionSheet)
        for action in DialogAction.dismissalActions(confirmation.actions) {
            alert.addAction(UIAlertAction(title: action.title, style: action.role.alertStyle) { [weak self, weak presentationController] _ in
                self?.confirmationAlert = nil
                action.run()
                if action.role != .cancel { presentationController?.dismissConfirmedByUser() }
            })
        }
        confirmationAlert = alert
        hosting.present(alert, animated: true)
    }
}
