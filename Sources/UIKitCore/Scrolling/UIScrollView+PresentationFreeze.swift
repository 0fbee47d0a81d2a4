import Foundation

/// The native form of Bootstrap's `modal-open`: while a presentation covers it, a
/// scroll view ignores drag, wheel and keys, its deceleration stops where it is,
/// and its offset is remembered; afterwards the exact offset comes back (clamped
/// only if the content can no longer reach it), even if the window was resized.
extension UIScrollView: PresentationScrollFreezing {
    public func freezeForPresentation() {
        presentationFreezeCount += 1
        guard presentationFreezeCount == 1 else { return }
        frozenState = (contentOffset, isScrollEnabled)
        isScrollEnabled = false
    }

    public func unfreezeAfterPresentation() {
        guard presentationFreezeCount > 0 else { return }
        presentationFreezeCount -= 1
        guard presentationFreezeCount == 0, let state = frozenState else { return }
        frozenState = nil
        isScrollEnabled = state.wasEnabled
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        let restored = CGPoint(x: min(max(state.offset.x, minimum.x), max(minimum.x, maximum.x)),
                               y: min(max(state.offset.y, minimum.y), max(minimum.y, maximum.y)))
        if restored != contentOffset { contentOffset = restored }
    }

    /// Whether a presentation holds this scroll view frozen.
    public var isFrozenForPresentation: Bool { presentationFreezeCount > 0 }
}
