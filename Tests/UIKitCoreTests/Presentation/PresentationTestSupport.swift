import XCTest
@testable import UIKitCore

/// An ordered list of what happened, shared by the controllers and delegates of one test.
final class PresentationLog {
    var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
    func clear() { entries.removeAll() }
}

/// A controller that logs its appearance callbacks as "name.willAppear" and so on.
class LoggingViewController: UIViewController {
    let name: String
    let log: PresentationLog

    init(_ name: String, log: PresentationLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("\(name).didDisappear") }
}

/// Records the adaptive and sheet delegate calls, in order.
final class RecordingPresentationDelegate: UISheetPresentationControllerDelegate {
    var calls: [String] = []
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
}

/// A `UIWindow` on a virtual clock: frames at 60 Hz, input with exact timestamps.
final class VirtualWindowDriver {
    let window: UIWindow
    private(set) var now: TimeInterval = 0
    var presentationEvents: [String] = []

    init(size: CGSize = CGSize(width: 390, height: 844)) {
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.makeKeyAndVisible()
        window.onPresentationEvent = { [unowned self] event in self.presentationEvents.append(event.testName) }
        window.processFrame(at: now)
    }

    func advance(by seconds: TimeInterval) {
        let end = now + seconds
        while now < end - 1e-9 {
            now = min(end, now + 1.0 / 60)
            window.processFrame(at: now)
        }
    }

    func runUntilIdle(limit: TimeInterval = 30) {
        let deadline = now + limit
        window.processFrame(at: now)
        while now < deadline && (window.wantsAnimationFrames || window.runLoop.hasPendingWork) {
            now += 1.0 / 60
            window.processFrame(at: now)
        }
    }

    func pointerDown(at point: CGPoint) { window.pointerDown(at: point, timestamp: now) }
    func pointerMove(to point: CGPoint) { window.pointerMoved(to: point, timestamp: now) }
    func pointerUp(at point: CGPoint) { window.pointerUp(at: point, timestamp: now) }

    /// Down, one evenly spaced move per frame over `duration`, up.
    func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval) {
        pointerDown(at: start)
        let steps = max(1, Int((duration * 60).rounded()))
        for step in 1...steps {
            advance(by: duration / Double(steps))
            let f = CGFloat(step) / CGFloat(steps)
            pointerMove(to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
        pointerUp(at: end)
    }
}

extension PresentationEvent {
    /// The contract's trace name of the event.
    var testName: String {
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
