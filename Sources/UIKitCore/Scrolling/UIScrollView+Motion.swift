import Foundation

/// The scroll view's frame clock: one `CADisplayLink` per scroll view, running
/// only while something moves (deceleration, animated offset, indicator fade,
/// a pending `onScrollFrame` report).
extension UIScrollView {
    /// The window's current time, or nil outside a window.
    var clockNow: TimeInterval? { window?.runLoop.now }

    /// Makes sure the display link runs on the next frames.
    func wakeScrollClock() {
        guard let window else { return }
        if scrollClock == nil || scrollClock?.window !== window {
            scrollClock?.invalidate()
            let link = CADisplayLink { [weak self] link in self?.scrollClockTick(at: link.timestamp) }
            link.add(to: window)
            scrollClock = link
        }
        if scrollClock?.isPaused == true { scrollClock?.isPaused = false }
    }

    /// One frame: advance the motion, report the offset, fade the indicator.
    func scrollClockTick(at time: TimeInterval) {
        if let current = motion {
            let offset = current.offset(at: time)
            let done = current.isDone(at: time)
            if done { motion = nil }
            applyContentOffset(offset)
            if done { motionDidFinish(current) }
        }
        // A host may run two frame turns at one time (an input, then the next
        // frame): the report waits for the next frame, so each time has at most one.
        if needsFrameReport && time > lastFrameReportTime {
            needsFrameReport = false
            lastFrameReportTime = time
            onScrollFrame?(self)
            window?.reportScrollFrame(self)
        }
        let indicatorBusy = updateIndicatorFade(at: time)
        if motion == nil && !indicatorBusy && !needsFrameReport {
            scrollClock?.isPaused = true
        }
    }

    /// Stops a deceleration or animation where it is, without telling the delegate.
    func stopMotion() {
        motion = nil
    }

    private func motionDidFinish(_ finished: ScrollMotion) {
        switch finished {
        case .decelerating: delegate?.scrollViewDidEndDecelerating(self)
        case .animating: delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// Animates the offset to `target` from where it is now.
    /// - Parameter accumulates: wheel and keys: the next step adds to this target.
    func animateContentOffset(to target: CGPoint, duration: TimeInterval,
                              curve: CubicBezierTimingCurve, accumulates: Bool) {
        guard let now = clockNow, duration > 0 else {
            motion = nil
            applyContentOffset(target)
            return
        }
        guard target != contentOffset else {
            motion = nil
            return
        }
        motion = .animating(OffsetAnimation(from: contentOffset, to: target, startTime: now,
                                            duration: duration, curve: curve, accumulates: accumulates))
        wakeScrollClock()
    }

    /// Where wheel notches and arrow keys add their distance: the end of the
    /// wheel/key animation in progress, else the current offset.
    var accumulatedScrollTarget: CGPoint {
        if case .animating(let animation)? = motion, animation.accumulates { return animation.to }
        return contentOffset
    }

    /// Scrolls by `delta` smoothly, accumulating with a previous step still in flight;
    /// the target is clamped to the scroll range (no rubber band). Returns whether anything moves.
    @discardableResult
    func smoothScroll(by delta: CGVector, duration: TimeInterval) -> Bool {
        let base = accumulatedScrollTarget
        let target = clampedToRange(CGPoint(x: base.x + (scrollsHorizontally ? delta.dx : 0),
                                            y: base.y + (scrollsVertically ? delta.dy : 0)))
        return smoothScroll(to: target, duration: duration)
    }

    @discardableResult
    func smoothScroll(to target: CGPoint, duration: TimeInterval) -> Bool {
        if target == accumulatedScrollTarget && motion != nil { return false }
        if isDecelerating { stopMotion() }
        animateContentOffset(to: target, duration: duration, curve: Self.smoothScrollCurve, accumulates: true)
        return motion != nil
    }

    /// Wheel and keyboard steps ease out: fast at once, settling gently (CSS `ease-out`).
    static let smoothScrollCurve = CubicBezierTimingCurve.easeOut
}
