import Foundation

extension UISegmentedControl {
    /// Each segment as wide as the widest content plus 24 points (or its own content, with
    /// `apportionsSegmentWidthsByContent`; or its fixed width), 32 points high.
    var segmentedIntrinsicSize: CGSize {
        let widths = contentWidths
        let widest = widths.max() ?? 0
        var total: CGFloat = 0
        for (view, width) in zip(segmentViews, widths) {
            total += view.fixedWidth > 0 ? view.fixedWidth : (apportionsSegmentWidthsByContent ? width : widest) + Self.contentPadding
        }
        return CGSize(width: total.rounded(.up), height: Self.height)
    }

    private var contentWidths: [CGFloat] { segmentViews.map(\.contentWidth) }

    /// The segments' frames in the bounds: fixed widths first, the rest shared equally
    /// (or in proportion to content with `apportionsSegmentWidthsByContent`).
    var segmentFrames: [CGRect] {
        let fixed = segmentViews.reduce(CGFloat(0)) { $0 + $1.fixedWidth }
        let automatic = segmentViews.indices.filter { segmentViews[$0].fixedWidth == 0 }
        let room = max(0, bounds.width - fixed)
        let widths = contentWidths
        let weightTotal = automatic.reduce(CGFloat(0)) { $0 + widths[$1] + Self.contentPadding }
        var x = bounds.minX
        return segmentViews.indices.map { index in
            let view = segmentViews[index]
            let width: CGFloat
            if view.fixedWidth > 0 {
                width = view.fixedWidth
            } else if apportionsSegmentWidthsByContent, weightTotal > 0 {
                width = room * (widths[index] + Self.contentPadding) / weightTotal
            } else {
                width = room / CGFloat(max(1, automatic.count))
            }
            defer { x += width }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    func layOutSegments() {
        if !(window?.animationEngine.isRunning ?? false) {
            UIView.performWithoutAnimation { updateLook() }
        } else {
            updateLook()
        }
    }

    /// The selection card's frame for a segment.
    func selectionFrame(for index: Int) -> CGRect {
        let frames = segmentFrames
        guard frames.indices.contains(index) else { return .zero }
        return frames[index].insetBy(dx: Self.selectionInset, dy: Self.selectionInset)
    }

    /// Places the background, dividers, selection card and segments for the current state.
    func updateLook() {
        backgroundView.frame = bounds
        let frames = segmentFrames
        for (view, frame) in zip(segmentViews, frames) { view.frame = frame }
        let shown = shownSelection
        for (index, view) in segmentViews.enumerated() { view.isSegmentSelected = index == shown }
        selectionView.isHidden = shown == Self.noSegment
        if shown != Self.noSegment { selectionView.frame = selectionFrame(for: shown) }
        selectionView.backgroundColor = selectedSegmentTintColor ?? Self.selectionColor
        for (index, divider) in dividers.enumerated() where index + 1 < frames.count {
            divider.frame = CGRect(x: frames[index].maxX - 0.5, y: bounds.midY - Self.dividerHeight / 2, width: 1, height: Self.dividerHeight)
            // Hidden beside the selected segment, as on iOS.
            divider.isHidden = index == shown || index + 1 == shown
        }
        segmentViews.forEach { $0.updateLook() }
        alpha = isEnabled ? 1 : 0.5
    }
}
