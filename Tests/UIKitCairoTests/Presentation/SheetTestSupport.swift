import XCTest
import UIKit

/// Records the adaptive and sheet delegate calls, in order.
final class SheetDelegateRecorder: UISheetPresentationControllerDelegate, UIDismissalAttemptObserving {
    var calls: [String] = []
    var attempts: [(UIDismissalAttempt, Bool)] = []
    var allowsDismissal = true

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        calls.append("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { calls.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { calls.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { calls.append("didAttemptToDismiss") }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        calls.append("didChangeDetent")
    }
    func presentationController(_ presentationController: UIPresentationController,
                                userAttemptedDismissal attempt: UIDismissalAttempt, allowed: Bool) {
        attempts.append((attempt, allowed))
    }
}

/// A controller whose view is one flat colour.
final class ColorViewController: UIViewController {
    let color: UIColor
    init(_ color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = color
        self.view = view
    }
}

/// A 390 × 844 host with a root controller and a page sheet on it, at rest.
final class SheetFixture {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    let root = ColorViewController(UIColor(red: 0.2, green: 0.6, blue: 1, alpha: 1))
    let sheet: UIViewController
    let recorder = SheetDelegateRecorder()
    var events: [String] = []

    init(sheet: UIViewController = ColorViewController(.white), configure: (UIViewController) -> Void = { _ in }) {
        self.sheet = sheet
        host.window.rootViewController = root
        host.runUntilIdle()
        host.window.onPresentationEvent = { [unowned self] event in self.events.append(event.traceName) }
        configure(sheet)
        sheet.presentationController?.delegate = recorder
        root.present(sheet, animated: true)
        host.runUntilIdle()
        events.removeAll()
    }

    var presentationController: UIPresentationController { sheet.presentationController! }
    /// The card as placed now.
    var cardFrame: CGRect { presentationController.presentedView!.frame }
    var cardTop: CGFloat { cardFrame.minY }
    var restingFrame: CGRect { presentationController.frameOfPresentedViewInContainerView }
    var isPresented: Bool { root.presentedViewController === sheet }

    var dimmingView: UIView? { host.window.firstSubview { $0.accessibilityIdentifier == "dimming" } }

    /// A quick 60 pt flick down from the middle of the card (1200 pt/s).
    func flick60() { host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 360), duration: 0.05) }
    /// The same 60 pt, slowly (100 pt/s).
    func slow60() { host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 360), duration: 0.6) }
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

extension PresentationEvent {
    /// The contract's trace name of the event.
    var traceName: String {
        switch self {
        case .presented: return "presented"
        case .shouldDismiss: return "shouldDismiss"
        case .willDismiss: return "willDismiss"
        case .didDismiss: return "didDismiss"
        case .didAttemptToDismiss: return "didAttemptToDismiss"
        case .dismissCancelled: return "dismissCancelled"
        case .dismissed: return "dismissed"
        default: return "other"
        }
    }
}

/// The sheet's spring (SheetMotion: critically damped, response 0.42 s) in closed form:
/// x(t) = target + (x0 + (v0 + ω·x0)·t)·e^(−ω·t), x0 = start − target, ω = 2π / 0.42.
func sheetSpringPosition(from start: CGFloat, to target: CGFloat, velocity: CGFloat, after t: Double) -> CGFloat {
    let omega = 2 * Double.pi / 0.42
    let x0 = Double(start - target)
    return target + CGFloat((x0 + (Double(velocity) + omega * x0) * t) * exp(-omega * t))
}
