import Foundation

/// The vertical scroll indicator: a thin rounded bar at the right edge that
/// appears while the content moves and fades out after it stops, as in UIKit.
/// Its length is the visible fraction of the content (at least 36 points), and
/// it shrinks (down to 7 points) while the content is pulled past an edge.
final class ScrollIndicator: UIView {
    /// Bar thickness and distance from the scroll view's edges, in points (UIKit ≈ 3 and 3).
    static let thickness: CGFloat = 3
    static let margin: CGFloat = 3
    static let minimumLength: CGFloat = 36
    static let minimumBandedLength: CGFloat = 7
    /// Seconds the bar stays after the last movement, then seconds to fade out.
    static let holdDuration: TimeInterval = 0.5
    static let fadeDuration: TimeInterval = 0.25

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        // UIKit's default indicator style: dark on light content, light on dark.
        backgroundColor = .dynamic(light: UIColor(white: 0, alpha: 0.35), dark: UIColor(white: 1, alpha: 0.35))
        layer.cornerRadius = Self.thickness / 2
        alpha = 0
    }

    @available(*, unavailable, message: "not made from archives")
    required init?(coder: NSCoder) { fatalError("init(coder:) is not available") }

    /// The bar's frame in the scroll view's bounds space, or nil when the content fits.
    /// `indicatorInsets` (`verticalScrollIndicatorInsets`) narrow the track further.
    static func frame(offset: CGFloat, minimum: CGFloat, maximum: CGFloat, bounds: CGRect,
                      contentHeight: CGFloat, inset: UIEdgeInsets, indicatorInsets: UIEdgeInsets = .zero) -> CGRect? {
        guard maximum > minimum, bounds.height > 0 else { return nil }
        let track = bounds.height - inset.top - inset.bottom - indicatorInsets.top - indicatorInsets.bottom - 2 * margin
        guard track > minimumBandedLength else { return nil }
        let visible = bounds.height - inset.top - inset.bottom
        let total = contentHeight + inset.top + inset.bottom
        var length = max(minimumLength, min(track, track * visible / max(total, 1)))
        let overshoot = offset < minimum ? minimum - offset : (offset > maximum ? offset - maximum : 0)
        length = max(minimumBandedLength, length - overshoot)
        let fraction = min(max((offset - minimum) / (maximum - minimum), 0), 1)
        let y = bounds.minY + inset.top + indicatorInsets.top + margin + fraction * (track - length)
        return CGRect(x: bounds.maxX - indicatorInsets.right - margin - thickness, y: y, width: thickness, height: length)
    }
}

extension UIScrollView {
    /// The offset moved: while the user scrolls (drag, momentum, animation, wheel,
    /// keys) the indicator shows, if the content overflows, and restarts its hold.
    /// Setting `contentOffset` in code does not show it (UIKit neither).
    func noteScrollActivity(force: Bool = false) {
        updateIndicator()
        guard force || isDragging || motion != nil || precise != nil else { return }
        indicatorActivity = clockNow ?? indicatorActivity
        if verticalIndicator.alpha < 1, !verticalIndicator.isHidden { verticalIndicator.alpha = 1 }
    }

    /// Places the indicator for the current offset (it scrolls with the content,
    /// so it lives in content coordinates).
    func updateIndicator() {
        let frame = showsVerticalScrollIndicator
            ? ScrollIndicator.frame(offset: contentOffset.y, minimum: minimumContentOffset.y,
                                    maximum: maximumContentOffset.y, bounds: bounds,
                                    contentHeight: contentSize.height, inset: adjustedContentInset,
                                    indicatorInsets: verticalScrollIndicatorInsets)
            : nil
        guard let frame else {
            verticalIndicator.isHidden = true
            return
        }
        verticalIndicator.isHidden = false
        if verticalIndicator.frame != frame { verticalIndicator.frame = frame }
    }

    /// Fades the indicator; returns whether it still needs frames.
    func updateIndicatorFade(at time: TimeInterval) -> Bool {
        if isDragging || motion != nil || precise != nil { indicatorActivity = time }
        guard verticalIndicator.alpha > 0 else { return false }
        let idle = time - indicatorActivity - ScrollIndicator.holdDuration
        let alpha = idle <= 0 ? 1 : max(0, 1 - CGFloat(idle / ScrollIndicator.fadeDuration))
        verticalIndicator.alpha = verticalIndicator.isHidden ? 0 : alpha
        return verticalIndicator.alpha > 0
    }

    /// Shows the indicator briefly, as UIKit's `flashScrollIndicators()`.
    public func flashScrollIndicators() {
        noteScrollActivity(force: true)
        wakeScrollClock()
    }
}
