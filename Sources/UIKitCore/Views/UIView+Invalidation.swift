import Foundation

/// Redrawing part of a view: `setNeedsDisplay(_:)` bumps the content version like
/// `setNeedsDisplay()` but remembers which rectangle changed, so the damage tracker
/// repaints and uploads only that (a blinking caret: a 2-point sliver, not the field).
extension UIView {
    /// Marks `invalidRect` (bounds coordinates) as needing to be redrawn on the next
    /// frame. As in UIKit, `draw(_:)` is still asked for the whole view; only the
    /// pixels of that rectangle are repainted on screen.
    public func setNeedsDisplay(_ invalidRect: CGRect) {
        guard !invalidRect.isNull, !invalidRect.isEmpty else { return }
        contentVersion &+= 1
        partialInvalidation = partialInvalidation.union(invalidRect.standardized)
        window?.setNeedsDisplay()
    }

    /// Bumps the content version for a whole redraw (`setNeedsDisplay()`).
    func invalidateWholeContent() {
        contentVersion &+= 1
        wholeInvalidationVersion = contentVersion
        partialInvalidation = .null
    }

    /// What changed in the view's own drawing since its content version was `version`:
    /// nil when the whole view may have changed (a `setNeedsDisplay()` after it),
    /// else the union of the rectangles invalidated since then, in bounds coordinates
    /// (possibly more: it accumulates until the next whole invalidation).
    public func invalidatedRect(since version: UInt64) -> CGRect? {
        if version == contentVersion { return .null }
        // Versions only grow (wrapping after 2^64 bumps is not a concern).
        return wholeInvalidationVersion > version ? nil : partialInvalidation
    }
}
