import Foundation
import UIKitCore

/// Turns a window's presentation moments and scrolling into the contract's
/// `--trace` events (`presented`, `shouldDismiss`, ..., `dismissed`, `alert`,
/// `alertAction`, `menu`, `menuAction`, `menuDismissed`, `scroll`, `tabSelected`, and our
/// `searchPresented`, `searchDismissed`, `refreshBegan`, `refreshEnded`), for any app.
///
/// Element frames come from `accessibilityIdentifier`s. Secure text never
/// appears: only identifiers, titles and frames are written.
public final class PresentationTracer {
    public let trace: AppTrace

    public init(trace: AppTrace) { self.trace = trace }

    /// Listens to `window` for the rest of its life.
    public func attach(to window: UIWindow) {
        guard trace.isEnabled else { return }
        window.addPresentationObserver { [self] event in record(event) }
        window.addScrollObserver { [self] scrollView in scrolled(scrollView) }
        window.addTabSelectionObserver { [self] controller in tabSelected(controller) }
        window.addSearchAndRefreshObserver { [self] event in searchOrRefresh(event) }
    }

    /// The `ready` event: the first frame is on screen. `upload` names how frames
    /// reach an X window (`shm`, `xputimage`, `cairo`; absent when headless).
    public func ready(_ window: UIWindow, scale: CGFloat, upload: String? = nil) {
        let size = window.bounds.size
        var fields: [String: Any] = ["size": [Double(size.width), Double(size.height)], "scale": Double(scale),
                                     "elements": Self.elements(in: window)]
        if let upload { fields["upload"] = upload }
        trace.emit("ready", fields)
    }

    func record(_ event: PresentationEvent) {
        switch event {
        case .presented(let controller, let presentation):
            let card = presentation.presentedView ?? controller.view!
            card.window?.layoutIfNeeded()   // a presentation without animation is not laid out yet
            trace.emit("presented", [
                "controller": Self.name(of: controller),
                "style": presentation.presentationStyle.description,
                "frame": AppTrace.rect(card.convert(card.bounds, to: nil)),
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
        case .menuPresented(let menu, let card):
            card.window?.layoutIfNeeded()
            let rows = card.subviews.flatMap(\.subviews).filter { !$0.accessibilityTraits.contains(.header) }.compactMap { $0.accessibilityLabel }
            trace.emit("menu", [
                "title": menu.title,
                "actions": rows,
                "frame": AppTrace.rect(card.convert(card.bounds, to: nil)),
                "elements": Self.elements(in: card),
            ])
        case .menuAction(let title):
            trace.emit("menuAction", ["title": title])
        case .menuDismissed(let menu):
            trace.emit("menuDismissed", ["title": menu.title])
        }
    }

    /// `tabSelected`: the tab bar controller shows another tab (a click or code).
    func tabSelected(_ tabs: UITabBarController) {
        guard let selected = tabs.selectedViewController else { return }
        trace.emit("tabSelected", ["controller": Self.name(of: selected), "index": tabs.selectedIndex,
                                   "title": selected.tabBarItem.title ?? selected.title ?? ""])
    }

    /// `searchPresented` (`text`), `searchDismissed`, `refreshBegan` and `refreshEnded`
    /// (`view`: the scroll view's accessibilityIdentifier).
    func searchOrRefresh(_ event: SearchAndRefreshEvent) {
        switch event {
        case .searchPresented(let search):
            trace.emit("searchPresented", ["text": search.searchBar.text ?? ""])
        case .searchDismissed:
            trace.emit("searchDismissed", [:])
        case .refreshBegan(let control):
            trace.emit("refreshBegan", ["view": control.superview?.accessibilityIdentifier ?? ""])
        case .refreshEnded(let control):
            trace.emit("refreshEnded", ["view": control.superview?.accessibilityIdentifier ?? ""])
        }
    }

    func scrolled(_ scrollView: UIScrollView) {
        trace.emit("scroll", ["view": scrollView.accessibilityIdentifier ?? "",
                              "offset": [Double(scrollView.contentOffset.x), Double(scrollView.contentOffset.y)]])
    }

    /// The type name a trace shows: a navigation controller shows its root's.
    public static func name(of controller: UIViewController) -> String {
        if let navigation = controller as? UINavigationController, let root = navigation.viewControllers.first {
            return String(describing: type(of: root))
        }
        return String(describing: type(of: controller))
    }

    /// `{accessibilityIdentifier: [x, y, w, h]}` in window points for every identified, shown view under `root`.
    public static func elements(in root: UIView) -> [String: [Double]] {
        var result: [String: [Double]] = [:]
        var stack = [root]
        while let view = stack.popLast() {
            if let identifier = view.accessibilityIdentifier, !view.isHidden {
                result[identifier] = AppTrace.rect(view.convert(view.bounds, to: nil))
            }
            stack += view.subviews
        }
        return result
    }
}
