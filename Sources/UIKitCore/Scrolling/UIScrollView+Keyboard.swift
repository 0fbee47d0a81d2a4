import Foundation

/// Keyboard scrolling while the scroll view is first responder (our extension,
/// like Mac Catalyst): ↑/↓ by 40 points, Page Up/Down by the visible height
/// minus 40 points of overlap, Home/End to the ends; all animated and
/// accumulating with a step still in flight. Keys with ⌘, ⌃ or ⌥, other keys,
/// and every key while scrolling is disabled travel on up the responder chain.
extension UIScrollView {
    /// Distance of an arrow key, and the overlap kept by Page Up/Down.
    static let keyboardLineStep: CGFloat = 40
    static let keyboardAnimationDuration: TimeInterval = 0.2

    /// Handles a key press (`pressesBegan` forwards here); false passes it on.
    func handleKeyPress(_ presses: Set<UIPress>) -> Bool {
        guard isScrollEnabled, !isDragging, let key = presses.first?.key,
              key.modifierFlags.intersection([.command, .control, .alternate]).isEmpty,
              let target = keyboardTarget(for: key.keyCode) else { return false }
        smoothScroll(to: clampedToRange(target), duration: Self.keyboardAnimationDuration)
        return true
    }

    private func keyboardTarget(for key: UIKeyboardHIDUsage) -> CGPoint? {
        guard scrollsVertically else { return nil }
        let base = accumulatedScrollTarget
        let inset = adjustedContentInset
        let page = max(Self.keyboardLineStep, bounds.height - inset.top - inset.bottom - Self.keyboardLineStep)
        switch key {
        case .keyboardDownArrow: return CGPoint(x: base.x, y: base.y + Self.keyboardLineStep)
        case .keyboardUpArrow: return CGPoint(x: base.x, y: base.y - Self.keyboardLineStep)
        case .keyboardPageDown: return CGPoint(x: base.x, y: base.y + page)
        case .keyboardPageUp: return CGPoint(x: base.x, y: base.y - page)
        case .keyboardHome: return CGPoint(x: base.x, y: minimumContentOffset.y)
        case .keyboardEnd: return CGPoint(x: base.x, y: maximumContentOffset.y)
        default: return nil
        }
    }

    /// A click in the scroll view gives it the keyboard, unless another kind of
    /// responder (a text field, say) has it: we never take focus from text input.
    func takeKeyboardFocusOnClick() {
        guard let window, isScrollEnabled else { return }
        if window.firstResponder == nil || window.firstResponder is UIScrollView {
            becomeFirstResponder()
        }
    }
}
