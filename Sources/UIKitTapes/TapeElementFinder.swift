import Foundation
import UIKitCore

/// Finds what a tape points at in a window's view tree.
///
/// `#identifier` matches `accessibilityIdentifier`; `"text"` matches a label's text,
/// a button's title, an alert action's title, a text field's placeholder or (unless
/// it is secure) its text, first exactly, then as a part of a longer text. Only
/// visible views count (not hidden, not transparent, on screen). When several views
/// match, the frontmost one that a click at its centre would reach wins; if none is
/// reachable, the frontmost visible one.
public enum TapeElementFinder {
    /// The centre (window points) of the view `target` names, or nil when none is visible.
    public static func point(for target: TapeTarget, in window: UIWindow) -> CGPoint? {
        if case .point(let point) = target { return point }
        return view(for: target, in: window).map { frame(of: $0).center }
    }

    /// The view `target` names (nil for points and for targets not on screen).
    public static func view(for target: TapeTarget, in window: UIWindow) -> UIView? {
        let visible = visibleViews(in: window)
        let matches: [UIView]
        switch target {
        case .point: return nil
        case .identifier(let identifier):
            matches = visible.filter { $0.accessibilityIdentifier == identifier }
        case .text(let text):
            let exact = visible.filter { texts(of: $0).contains(text) }
            matches = exact.isEmpty ? visible.filter { texts(of: $0).contains { $0.contains(text) } } : exact
        }
        return matches.last { isReachable($0, in: window) } ?? matches.last
    }

    /// Every visible view with an identifier, `{identifier: [x, y, w, h]}` in window points
    /// (the frontmost wins when two share one).
    public static func elements(in window: UIWindow) -> [String: CGRect] {
        var result: [String: CGRect] = [:]
        for view in visibleViews(in: window) {
            if let identifier = view.accessibilityIdentifier { result[identifier] = frame(of: view) }
        }
        return result
    }

    /// The texts a view shows, as a reader of the screen would name it.
    static func texts(of view: UIView) -> [String] {
        if let label = view as? UILabel { return label.text.map { [$0] } ?? [] }
        if let button = view as? UIButton { return button.currentTitle.map { [$0] } ?? [] }
        if let field = view as? UITextField {
            var texts: [String] = []
            if !field.isSecureTextEntry, let text = field.text, !text.isEmpty { texts.append(text) }
            if (field.text ?? "").isEmpty, let placeholder = field.placeholder { texts.append(placeholder) }
            return texts
        }
        if let textView = view as? UITextView { return textView.text.map { [$0] } ?? [] }
        return []
    }

    /// Visible views in drawing order (back to front), in every window the host
    /// draws (a popup's window after the app's, as they stack).
    static func visibleViews(in window: UIWindow) -> [UIView] {
        var result: [UIView] = []
        let bounds = window.bounds
        func visit(_ view: UIView, root: UIWindow) {
            guard !view.isHidden, view.alpha > 0.01 else { return }
            let frame = frame(of: view)
            if view !== root, frame.width > 0, frame.height > 0, frame.intersects(bounds) { result.append(view) }
            for subview in view.subviews { visit(subview, root: root) }
        }
        for shown in window.windowsInStackingOrder { visit(shown, root: shown) }
        return result
    }

    /// The view's frame in the scene (the host's window is at its origin).
    static func frame(of view: UIView) -> CGRect {
        let origin = view.window?.layer.presented.frame.origin ?? .zero
        return view.convert(view.bounds, to: nil).offsetBy(dx: origin.x, dy: origin.y)
    }

    /// Whether a click at the view's centre lands on it, inside it, or on a control
    /// around it. In another window than the host's, the window's own `hitTest` is
    /// left out (a popup window's dismisses on a tap outside), its subviews' walked.
    static func isReachable(_ view: UIView, in window: UIWindow) -> Bool {
        let owner = view.window ?? window
        let centre = frame(of: view).center
        let origin = owner.layer.presented.frame.origin
        let local = CGPoint(x: centre.x - origin.x, y: centre.y - origin.y)
        let found = owner === window ? window.hitTest(local, with: nil) : owner.subviewHit(at: local)
        guard let hit = found else { return false }
        return hit === view || hit.isDescendant(of: view) || view.isDescendant(of: hit)
    }
}
