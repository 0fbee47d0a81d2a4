import XCTest
import Observation
import UIKit
@testable import SwiftUI

/// What a presentation test's views and delegates did, in order.
@Observable
final class PresentationModel {
    var isPresented = false
    var isEdited = false
    var detent = PresentationDetent.medium
    var log: [String] = []

    /// A binding to `isPresented` that logs its writes ("binding=false").
    var presentedBinding: Binding<Bool> {
        Binding(get: { self.isPresented }, set: { value in
            self.log.append("binding=\(value)")
            self.isPresented = value
        })
    }
}

/// Records the adaptive delegate calls into the model's log, as an app's own
/// delegate (installed through a representable) would.
final class LoggingPresentationDelegate: UIAdaptivePresentationControllerDelegate {
    let model: PresentationModel
    init(model: PresentationModel) { self.model = model }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { model.log.append("delegate.willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { model.log.append("delegate.didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        model.log.append("delegate.didAttemptToDismiss")
    }
}

/// A 390 × 844 headless window hosting `view`, with the trace's events recorded.
@MainActor
final class SwiftUIHost {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    let root: UIViewController
    var events: [String] = []

    init<V: View>(_ view: V) {
        root = UIHostingController(rootView: view)
        host.window.rootViewController = root
        host.window.onPresentationEvent = { [unowned self] event in self.events.append(event.name) }
        host.runUntilIdle()
    }

    /// Lets the update passes, effects and animations finish.
    func settle() { host.runUntilIdle() }

    /// The controller presented on the root (the sheet's hosting controller).
    var presented: UIViewController? { root.presentedViewController }
    /// The topmost presented controller.
    var topmost: UIViewController? {
        var controller = root.presentedViewController
        while let next = controller?.presentedViewController { controller = next }
        return controller
    }
    var sheet: UISheetPresentationController? { presented?.presentationController as? UISheetPresentationController }
    var cardFrame: CGRect? { presented?.presentationController?.presentedView?.frame }
    var alert: UIAlertController? { topmost as? UIAlertController }

    /// A quick 60 pt flick down on the card (1200 pt/s): dismisses an unlocked sheet.
    func flick(at y: CGFloat = 300) { host.drag(from: CGPoint(x: 195, y: y), to: CGPoint(x: 195, y: y + 60), duration: 0.05) }
    /// A slow 150 pt drag down: a locked sheet refuses it.
    func pull(at y: CGFloat = 300) { host.drag(from: CGPoint(x: 195, y: y), to: CGPoint(x: 195, y: y + 150), duration: 0.5) }

    /// Clicks the alert's action titled `title` (its button carries the title as identifier).
    func choose(_ title: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let alertView = alert?.view, let button = alertView.firstSubview(where: { $0.accessibilityIdentifier == title }) else {
            return XCTFail("no alert action \(title) (actions: \(alert?.actions.map { $0.title ?? "" } ?? []))", file: file, line: line)
        }
        let frame = button.convert(button.bounds, to: nil)
        host.click(at: CGPoint(x: frame.midX, y: frame.midY))
        settle()
    }

    /// The titles of the alert's actions as shown (cancel last).
    var alertTitles: [String] { alert?.displayedActions.map { $0.title ?? "" } ?? [] }
}

extension PresentationEvent {
    var name: String {
        switch self {
        case .presented: return "presented"
        case .shouldDismiss: return "shouldDismiss"
        case .willDismiss: return "willDismiss"
        case .didDismiss: return "didDismiss"
        case .didAttemptToDismiss: return "didAttemptToDismiss"
        case .dismissCancelled: return "dismissCancelled"
        case .dismissed: return "dismissed"
        case .alertPresented: return "alert"
        case .alertAction: return "alertAction"
        case .menuPresented: return "menu"
        case .menuAction: return "menuAction"
        case .menuDismissed: return "menuDismissed"
        }
    }
}

extension UIView {
    func firstSubview(where predicate: (UIView) -> Bool) -> UIView? {
        for subview in subviews {
            if predicate(subview) { return subview }
            if let found = subview.firstSubview(where: predicate) { return found }
        }
        return nil
    }
}
