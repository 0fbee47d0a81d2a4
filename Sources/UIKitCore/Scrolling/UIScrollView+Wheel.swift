import Foundation

/// A touchpad (precise) scroll in progress: deltas move the content directly.
struct PreciseScrollState {
    /// Sum of the deltas, for the velocity when the fingers stop.
    var travelled: CGPoint = .zero
    var tracker = VelocityTracker()
    var lastTimestamp: TimeInterval
    var endTimer: WindowRunLoop.Timer?
}

/// Wheel and touchpad scrolling (our extension: iOS has no wheel).
///
/// - Wheel notches (`isPrecise == false`) animate smoothly to the new offset
///   (0.18 s, ease-out), successive notches adding to the target; no rubber band.
/// - Touchpad deltas (`isPrecise == true`, XInput2 smooth scrolling) move the
///   content directly with the rubber band past the edges. X11 sends no "fingers
///   lifted" event, so 60 ms without a delta ends the gesture: the content then
///   flings with the deltas' velocity (if above the fling gate) or springs back
///   from past an edge.
///
/// Disabled scrolling, or an axis that does not scroll, passes the event on up
/// the responder chain (an enclosing scroll view gets it).
extension UIScrollView {
    /// How long a wheel notch's animation lasts.
    static let wheelAnimationDuration: TimeInterval = 0.18
    /// Silence after which a touchpad gesture counts as ended.
    static let preciseScrollEndDelay: TimeInterval = 0.06

    /// Handles a wheel event (`scrollWheel(_:)` forwards here); false passes it on.
    func handleScrollWheel(_ event: UIScrollWheelEvent) -> Bool {
        let delta = event.delta
        let usable = (delta.dy != 0 && scrollsVertically) || (delta.dx != 0 && scrollsHorizontally)
        guard isScrollEnabled, usable else { return false }
        if isTracking { return true }
        if event.isPrecise && precise == nil && delta.dy != 0 && contentOffset.y <= minimumContentOffset.y + 0.5
            && isInsidePresentation, let next, next.scrollWheel(event) {
            // A swipe starting with the content at its top, inside a sheet: the sheet takes
            // it when it wants it (pulled down, or grown towards a larger detent first).
            return true
        }
        if event.isPrecise {
            scrollPrecisely(by: delta, timestamp: event.timestamp)
        } else {
            smoothScroll(by: delta, duration: Self.wheelAnimationDuration)
        }
        return true
    }

    private func scrollPrecisely(by delta: CGVector, timestamp: TimeInterval) {
        if precise == nil {
            stopMotion()
            precise = PreciseScrollState(lastTimestamp: timestamp)
        }
        guard var state = precise else { return }
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        var offset = contentOffset
        if scrollsHorizontally {
            offset.x = dragged(offset.x, by: delta.dx, minimum: minimum.x, maximum: maximum.x, dimension: bounds.width)
        }
        if scrollsVertically {
            offset.y = dragged(offset.y, by: delta.dy, minimum: minimum.y, maximum: maximum.y, dimension: bounds.height)
        }
        state.travelled.x += delta.dx
        state.travelled.y += delta.dy
        state.tracker.addSample(position: state.travelled, timestamp: timestamp)
        state.lastTimestamp = timestamp
        state.endTimer?.cancel()
        state.endTimer = window?.runLoop.schedule(after: Self.preciseScrollEndDelay) { [weak self] in
            self?.endPreciseScrolling(settle: true)
        }
        precise = state
        applyContentOffset(offset)
    }

    /// Whether the scroll view is inside a presented view (a sheet's content).
    private var isInsidePresentation: Bool {
        var current = superview
        while let view = current {
            if view.containedPresentation != nil { return true }
            current = view.superview
        }
        return false
    }

    /// Ends a touchpad gesture; with `settle`, flings or springs back.
    func endPreciseScrolling(settle: Bool) {
        guard let state = precise else { return }
        state.endTimer?.cancel()
        precise = nil
        guard settle, isScrollEnabled, !isTracking, let now = clockNow else { return }
        let raw = state.tracker.velocity(at: nil)
        var velocity = CGPoint(x: scrollsHorizontally ? VelocityTracker.flingVelocity(raw.x) : 0,
                               y: scrollsVertically ? VelocityTracker.flingVelocity(raw.y) : 0)
        // The gesture ended at its last delta; carry the velocity it has decayed to since.
        let gap = max(0, now - state.lastTimestamp)
        velocity = CGPoint(x: deceleration.velocity(at: gap, initialVelocity: velocity.x),
                           y: deceleration.velocity(at: gap, initialVelocity: velocity.y))
        if velocity != .zero || isOutOfRange {
            startDeceleration(velocity: velocity, target: nil, notify: false)
        }
    }
}
