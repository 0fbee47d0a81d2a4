import Foundation

/// The pan recognizer a scroll view owns. Besides panning it tells the scroll
/// view when a press starts (to stop momentum at once) and when the touch is over.
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if let touch = touches.first { scrollView?.pressBegan(touch) }
    }

    override func reset() {
        super.reset()
        scrollView?.pressEnded()
    }
}

/// Dragging: the content follows the pointer 1:1 inside the scroll range and
/// along the rubber band past it (physics.md §3, dimension = the bounds' size on
/// that axis); the release velocity continues as momentum.
extension UIScrollView {
    // MARK: Press

    /// The button went down on the scroll view or its content. Momentum stops at
    /// once; if it was visibly moving, the press is swallowed: the content's views
    /// never see the touch and their recognizers fail (the click that stops a
    /// fling is not a click), as in UIKit.
    func pressBegan(_ touch: UITouch) {
        isTracking = true
        if let now = clockNow, motionSwallowsPress(at: now) { swallow(touch) }
        stopMotion()
        endPreciseScrolling(settle: false)
        takeKeyboardFocusOnClick()
    }

    private func swallow(_ touch: UITouch) {
        touch.isCancelledForView = true
        for recognizer in touch.recognizers where recognizer !== panGestureRecognizer {
            if recognizer.state == .possible, let view = recognizer.view, view !== self, view.isDescendant(of: self) {
                recognizer.state = .failed
            }
        }
    }

    /// The touch is over (every recognizer reset). A press that stopped content
    /// past an edge without dragging lets it spring back.
    func pressEnded() {
        isTracking = false
        if isScrollEnabled && !isDragging && motion == nil && isOutOfRange {
            startDeceleration(velocity: .zero, target: nil, notify: false)
        }
    }

    // MARK: Pan

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            beginDragging()
            dragMoved(pan)
        case .changed:
            dragMoved(pan)
        case .ended:
            dragMoved(pan)
            endDragging(pointerVelocity: pan.velocity(in: self))
        case .cancelled:
            endDragging(pointerVelocity: .zero)
        default:
            break
        }
    }

    private func beginDragging() {
        guard isScrollEnabled else { return }
        stopMotion()
        dragLastTranslation = .zero
        isDragging = true
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// Applies the pointer's movement since the last event to the offset. Working
    /// from the current offset (not the drag's start) lets a delegate pin the
    /// offset in `scrollViewDidScroll` and the drag carry on from there.
    private func dragMoved(_ pan: UIPanGestureRecognizer) {
        guard isDragging, isScrollEnabled else { return }
        let translation = pan.translation(in: self)
        let delta = CGPoint(x: translation.x - dragLastTranslation.x, y: translation.y - dragLastTranslation.y)
        dragLastTranslation = translation
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        var offset = contentOffset
        if scrollsHorizontally {
            offset.x = dragged(offset.x, by: -delta.x, minimum: minimum.x, maximum: maximum.x, dimension: bounds.width)
        }
        if scrollsVertically {
            offset.y = dragged(offset.y, by: -delta.y, minimum: minimum.y, maximum: maximum.y, dimension: bounds.height)
        }
        applyContentOffset(offset)
    }

    /// The displayed offset after moving the raw (un-banded) offset by `delta`.
    func dragged(_ displayed: CGFloat, by delta: CGFloat, minimum: CGFloat, maximum: CGFloat, dimension: CGFloat) -> CGFloat {
        guard bounces else { return min(max(displayed + delta, minimum), maximum) }
        let raw = unbanded(displayed, minimum: minimum, maximum: maximum, dimension: dimension)
        return rubberBandClamp(raw + delta, minimum: minimum, maximum: maximum, dimension: dimension)
    }

    /// The raw offset that the rubber band shows as `displayed`.
    func unbanded(_ displayed: CGFloat, minimum: CGFloat, maximum: CGFloat, dimension: CGFloat) -> CGFloat {
        if displayed < minimum {
            let raw = rubberBandInverse(displayed: displayed - minimum, dimension: dimension)
            return raw.isFinite ? minimum + raw : displayed
        }
        if displayed > maximum {
            let raw = rubberBandInverse(displayed: displayed - maximum, dimension: dimension)
            return raw.isFinite ? maximum + raw : displayed
        }
        return displayed
    }

    /// The release: the delegate may move the resting place, then momentum (or the
    /// bounce back) starts with the release velocity.
    private func endDragging(pointerVelocity: CGPoint) {
        guard isDragging else { return }
        isDragging = false
        guard isScrollEnabled, let now = clockNow else {
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
            return
        }
        let velocity = flingVelocity(forPointerVelocity: pointerVelocity)
        let start = contentOffset
        let natural = naturalRestingOffset(from: start, velocity: velocity)
        var target = isPagingEnabled ? pagedRestingOffset(from: start, velocity: velocity) : natural
        if let restingOffsetAdjuster { target = restingOffsetAdjuster(target, velocity) }
        if let delegate {
            // UIKit reports points per millisecond, positive as the offset grows.
            let reported = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
            withUnsafeMutablePointer(to: &target) {
                delegate.scrollViewWillEndDragging(self, withVelocity: reported, targetContentOffset: $0)
            }
        }
        let fling = makeDeceleration(from: start, velocity: velocity, target: target == natural ? nil : target, at: now)
        let willDecelerate = !fling.isDone(at: now)
        if willDecelerate {
            motion = .decelerating(fling)
            wakeScrollClock()
        } else {
            applyContentOffset(fling.offset(at: now))
        }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        if willDecelerate, case .decelerating? = motion {
            delegate?.scrollViewWillBeginDecelerating(self)
        }
    }
}
