import Foundation
import XCTest
import UIKit
@testable import ModalDemoKit

/// Records Bootstrap-like web modal events in order.
final class WebModalEventRecorder: WebModalDelegate {
    var events: [String] = []
    var allowsHide = true

    func webModalWillShow(_ modal: WebModalPresentationController) { events.append("willShow") }
    func webModalDidShow(_ modal: WebModalPresentationController) { events.append("didShow") }
    func webModalShouldHide(_ modal: WebModalPresentationController, reason: WebModalHideReason) -> Bool {
        events.append("shouldHide:\(reason.rawValue)")
        return allowsHide
    }
    func webModalDidHide(_ modal: WebModalPresentationController) { events.append("didHide") }
    func webModalHidePrevented(_ modal: WebModalPresentationController, reason: WebModalHideReason) {
        events.append("hidePrevented:\(reason.rawValue)")
    }
}

extension DemoHarness {
    /// The web login modal, if it is the list's presentation.
    var webModal: WebLoginModalViewController? { app.navigation.presentedViewController as? WebLoginModalViewController }

    /// The card's frame in window points.
    var webCardFrame: CGRect {
        guard let card = webModal?.view else { return .null }
        return card.convert(card.bounds, to: nil)
    }

    /// Presents the web login modal over the list with `options` and `recorder`, and waits until it rests.
    @discardableResult
    func openWebModal(options: WebModalOptions = WebModalOptions(), recorder: WebModalEventRecorder? = nil,
                      wait: Bool = true) -> WebLoginModalViewController {
        let modal = WebLoginModalViewController.make(options: options)
        if let recorder { modal.modalDelegate = recorder }
        app.navigation.present(modal, animated: true)
        if wait { host.runUntilIdle() }
        return modal
    }

    /// A point on the backdrop, away from the card and from the list's text.
    var backdropPoint: CGPoint { CGPoint(x: 10, y: window.bounds.height - 40) }
}
