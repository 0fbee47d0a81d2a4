import Foundation

extension UIScrollView {
    /// The scrollable content as a layout guide (iOS 11): pin content views to
    /// it and their constraints size `contentSize`, as in UIKit.
    public var contentLayoutGuide: UILayoutGuide {
        systemGuide(\.scrollContentGuide, role: .scrollContent)
    }

    /// The scroll view's visible frame as a layout guide, in content coordinates
    /// (it moves with the offset); constrain widths to it for vertical scrolling.
    public var frameLayoutGuide: UILayoutGuide {
        systemGuide(\.scrollFrameGuide, role: .scrollFrame)
    }

    /// Called by the engine when constraints sized the content layout guide.
    func contentSizeFromLayoutGuide(_ size: CGSize) {
        let rounded = CGSize(width: max(0, size.width), height: max(0, size.height))
        if contentSize != rounded { contentSize = rounded }
    }
}

extension UIScrollView {
    /// Recomputes the safe-area part of `adjustedContentInset` from the insets
    /// the last layout pass saw: all of them for `.always`, none for `.never`,
    /// and for `.scrollableAxes` and `.automatic` the sides of the axes the
    /// content scrolls along (a table hanging off the bottom of the window, as
    /// in a sheet at a medium detent, can then scroll its last rows into view).
    func updateSafeAreaContentAdjustment() {
        let safe = autoLayout?.lastSafeAreaInsets ?? .zero
        var adjustment = UIEdgeInsets.zero
        switch contentInsetAdjustmentBehavior {
        case .never:
            break
        case .always:
            adjustment = safe
        case .automatic, .scrollableAxes:
            let size = bounds.size
            if alwaysBounceVertical || contentSize.height + contentInset.top + contentInset.bottom > size.height {
                adjustment.top = safe.top
                adjustment.bottom = safe.bottom
            }
            if alwaysBounceHorizontal || contentSize.width + contentInset.left + contentInset.right > size.width {
                adjustment.left = safe.left
                adjustment.right = safe.right
            }
        }
        guard adjustment != safeAreaContentAdjustment else { return }
        // Content resting at its top edge stays there when the top inset changes
        // (a large title's area appearing above a table), as in UIKit.
        let oldTop = adjustedContentInset.top
        let wasAtTop = contentOffset.y == -oldTop && motion == nil && !isTracking
        safeAreaContentAdjustment = adjustment
        let newTop = adjustedContentInset.top
        if wasAtTop && newTop != oldTop { applyContentOffset(CGPoint(x: contentOffset.x, y: -newTop)) }
        scrollGeometryDidChange()
        adjustedContentInsetDidChange()
    }
}

