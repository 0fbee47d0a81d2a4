import UIKit

/// Turns presentation moments and scrolling into `--trace` events (see the contract).
final class DemoTracer {
    let trace: Trace
    private var pendingScroll: [ObjectIdentifier: UIScrollView] = [:]

    init(trace: Trace) { self.trace = trace }

    func record(_ event: PresentationEvent) {
        guard trace.isEnabled else { return }
        switch event {
        case .presented(let controller, let presentation):
            let card = presentation.presentedView ?? controller.view!
            card.window?.layoutIfNeeded()   // a presentation without animation is not laid out yet
            trace.emit("presented", [
                "controller": Self.name(of: controller),
                "style": presentation.presentationStyle.description,
                "frame": Trace.rect(card.convert(card.bounds, to: nil)),
                "elements": Self.elements(in: card),
            ])
        case .shouldDismiss(let presentation):
            trace.emit("shouldDismiss", ["controller": Self.name(of: presentation.presentedViewController)])
        case .willDismiss(let presentation):
            trace.emit("willDismiss", ["controller": Self.name(of: presentation.presentedViewController)])
        case .didDismiss(let presentation):
            trace.emit("didDismiss", ["controller": Self.name(of: presentation.presentedViewController)])
        case .didAttemptToDismiss(let presentation, let attempt):
            trace.emit("didAttemptToDismiss", [
                "controller": Self.name(of: presentation.presentedViewController),
                "source": attempt.source.rawValue,
                "distance": Double(attempt.distance),
                "velocity": Double(attempt.velocity),
            ])
        case .dismissCancelled(let presentation):
            trace.emit("dismissCancelled", ["controller": Self.name(of: presentation.presentedViewController)])
        case .dismissed(let controller, _):
            trace.emit("dismissed", ["controller": Self.name(of: controller)])
        case .alertPresented(let alert):
            alert.view.window?.layoutIfNeeded()
            trace.emit("alert", [
                "title": alert.title ?? "",
                "style": alert.preferredStyle.description,
                "actions": alert.displayedActions.map { $0.title ?? "" },
                "elements": Self.elements(in: alert.view),
            ])
        case .alertAction(let title):
            trace.emit("alertAction", ["title": title])
        default:
            break
        }
    }

    /// Coalesces scroll events to at most one per view per run-loop turn (frame).
    func scrolled(_ scrollView: UIScrollView, in window: UIWindow?) {
        guard trace.isEnabled, let window else { return }
        let key = ObjectIdentifier(scrollView)
        if pendingScroll.isEmpty {
            window.runLoop.perform { [weak self] in self?.flushScroll() }
        }
        pendingScroll[key] = scrollView
    }

    private func flushScroll() {
        let views = pendingScroll.values.sorted { ($0.accessibilityIdentifier ?? "") < ($1.accessibilityIdentifier ?? "") }
        pendingScroll.removeAll()
        for view in views {
            trace.emit("scroll", ["view": view.accessibilityIdentifier ?? "", "offset": [Double(view.contentOffset.x), Double(view.contentOffset.y)]])
        }
    }

    /// The type name a trace shows: a navigation controller shows its root's.
    static func name(of controller: UIViewController) -> String {
        if let navigation = controller as? UINavigationController, let root = navigation.viewControllers.first {
            return String(describing: type(of: root))
        }
        return String(describing: type(of: controller))
    }

    /// `{accessibilityIdentifier: [x, y, w, h]}` in window points for every identified view under `root`.
    static func elements(in root: UIView) -> [String: [Double]] {
        var result: [String: [Double]] = [:]
        var stack = [root]
        while let view = stack.popLast() {
            if let identifier = view.accessibilityIdentifier, !view.isHidden {
                result[identifier] = Trace.rect(view.convert(view.bounds, to: nil))
            }
            stack += view.subviews
        }
        return result
    }
}
