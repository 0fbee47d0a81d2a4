import Foundation

/// Keyboard focus moving with Tab and Shift+Tab (our extension; UIKit on iPad
/// and Mac Catalyst has a similar "key view loop").
///
/// The chain holds the visible, enabled views that can take focus (`UIControl`s
/// whose `canBecomeFocused` is true, editable `UITextView`s and the rows of
/// tables that allow selection), in reading
/// order: by their top edge in window coordinates, then their left edge.
/// It is restricted to a *focus trap*: the nearest ancestor whose
/// `isFocusTrap` is true; else the frontmost presentation in the window (so
/// Tab never reaches the views behind a modal); else the whole window.
/// Tab after the last view wraps to the first, Shift+Tab before the first wraps
/// to the last.
extension UIView {
    /// Whether this view can take part in the focus chain now.
    var isInFocusChain: Bool { takesFocusInChain && isVisibleForFocus }

    private var isVisibleForFocus: Bool {
        var view: UIView? = self
        while let current = view {
            if current.isHidden || current.alpha < 0.01 || !current.isUserInteractionEnabled { return false }
            if current is UIWindow { return true }
            view = current.superview
        }
        return false
    }

    /// The root of the focus chain this view belongs to (see the type's notes).
    var focusChainRoot: UIView? {
        guard let window else { return nil }
        var view: UIView? = self
        while let current = view {
            if current.isFocusTrap { return current }
            if current.containedPresentation != nil { return current }
            view = current.superview
        }
        return window
    }

    /// The focusable views under this root, in reading order.
    func focusChain() -> [UIView] {
        var found: [(view: UIView, frame: CGRect, order: Int)] = []
        var stack: [UIView] = [self]
        var order = 0
        while let view = stack.popLast() {
            if view.isHidden { continue }
            if view.isInFocusChain {
                found.append((view, view.convert(view.bounds, to: nil), order))
                order += 1
            }
            // Focusable views do not contain other focus stops (a text field's clear button is not one).
            if view.isInFocusChain { continue }
            stack += view.subviews.reversed()
        }
        return found.sorted { a, b in
            let ay = a.frame.minY.rounded(), by = b.frame.minY.rounded()
            if ay != by { return ay < by }
            if a.frame.minX != b.frame.minX { return a.frame.minX < b.frame.minX }
            return a.order < b.order
        }.map(\.view)
    }

    /// Moves focus to the next (or previous) view of the chain; returns whether it moved.
    @discardableResult
    func moveFocus(forward: Bool) -> Bool {
        guard let root = focusChainRoot else { return false }
        let chain = root.focusChain()
        guard !chain.isEmpty else { return false }
        let current = chain.firstIndex { $0 === self }
        let start: Int
        if let current {
            start = forward ? current + 1 : current - 1 + chain.count
        } else {
            start = forward ? 0 : chain.count - 1
        }
        for step in 0..<chain.count {
            let index = forward ? (start + step) % chain.count : (start - step + chain.count) % chain.count
            let candidate = chain[index]
            if candidate === self && current != nil { return true }
            if candidate.becomeFirstResponder() { return true }
        }
        return false
    }
}

extension UIResponder {
    /// Tab and Shift+Tab move focus along the chain; true when the key was one of them.
    func handleFocusNavigationKey(_ key: UIKey) -> Bool {
        guard key.keyCode == .keyboardTab,
              key.modifierFlags.intersection([.control, .command, .alternate]).isEmpty else { return false }
        let forward = !key.modifierFlags.contains(.shift)
        if let view = self as? UIView { view.moveFocus(forward: forward); return true }
        return false
    }
}

extension UIWindow {
    /// Tab with nothing focused: focus the first (Shift+Tab: last) view of the
    /// frontmost presentation, or of the window. Called from `pressesBegan`.
    func handleUnfocusedTab(_ presses: Set<UIPress>) -> Bool {
        guard let key = presses.first?.key, key.keyCode == .keyboardTab,
              key.modifierFlags.intersection([.control, .command, .alternate]).isEmpty else { return false }
        let root: UIView = subviews.last(where: { $0.containedPresentation != nil }) ?? self
        let chain = root.focusChain()
        let ordered = key.modifierFlags.contains(.shift) ? chain.reversed() : chain
        for view in ordered where view.becomeFirstResponder() { return true }
        return !chain.isEmpty
    }
}
