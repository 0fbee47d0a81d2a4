import Foundation

/// Momentum after a release: exponential deceleration at `decelerationRate`
/// (physics.md §2) that hands off to the edge spring when it crosses an edge
/// (`BouncingDeceleration`, Flutter's `BouncingScrollSimulation`), and the
/// spring back from a release past an edge.
extension UIScrollView {
    var deceleration: Deceleration {
        Deceleration(rate: min(max(decelerationRate.rawValue, 0.000001), 0.999999))
    }

    private var pixelScale: CGFloat { window?.screen.scale ?? 1 }

    /// Where a release at `start` with content `velocity` (points/s) comes to rest.
    func naturalRestingOffset(from start: CGPoint, velocity: CGPoint) -> CGPoint {
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        let x = AxisDeceleration.restingPlace(start: start.x, velocity: velocity.x, minimum: minimum.x,
                                              maximum: maximum.x, deceleration: deceleration, scale: pixelScale)
        let y = AxisDeceleration.restingPlace(start: start.y, velocity: velocity.y, minimum: minimum.y,
                                              maximum: maximum.y, deceleration: deceleration, scale: pixelScale)
        return CGPoint(x: x, y: y)
    }

    /// The motion from `start` with `velocity` that comes to rest on `target`
    /// (the natural resting place when nil).
    func makeDeceleration(from start: CGPoint, velocity: CGPoint, target: CGPoint?, at time: TimeInterval) -> DecelerationMotion {
        let natural = naturalRestingOffset(from: start, velocity: velocity)
        let goal = target ?? natural
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        let x = AxisDeceleration.make(start: start.x, velocity: velocity.x, target: goal.x, natural: natural.x,
                                      minimum: minimum.x, maximum: maximum.x, deceleration: deceleration, bounces: bounces)
        let y = AxisDeceleration.make(start: start.y, velocity: velocity.y, target: goal.y, natural: natural.y,
                                      minimum: minimum.y, maximum: maximum.y, deceleration: deceleration, bounces: bounces)
        return DecelerationMotion(x: x, y: y, startTime: time)
    }

    /// Starts decelerating from `start` (the current offset when nil) now.
    /// Returns whether anything moves; when it does and `notify` is set, the
    /// delegate hears `scrollViewWillBeginDecelerating`.
    @discardableResult
    func startDeceleration(from start: CGPoint? = nil, velocity: CGPoint, target: CGPoint?, notify: Bool) -> Bool {
        let origin = start ?? contentOffset
        guard let now = clockNow else {
            motion = nil
            applyContentOffset(target.map(clampedToRange) ?? clampedToRange(origin))
            return false
        }
        let fling = makeDeceleration(from: origin, velocity: velocity, target: target, at: now)
        guard !fling.isDone(at: now) else {
            motion = nil
            applyContentOffset(fling.offset(at: now))
            return false
        }
        motion = .decelerating(fling)
        wakeScrollClock()
        if notify { delegate?.scrollViewWillBeginDecelerating(self) }
        return true
    }

    /// Content velocity (points/s) for a release: the pointer's velocity reversed,
    /// through the fling gate (|v| > 50, clamped to 8000; physics.md §1), only on
    /// axes that scroll.
    func flingVelocity(forPointerVelocity pointer: CGPoint) -> CGPoint {
        CGPoint(x: scrollsHorizontally ? VelocityTracker.flingVelocity(-pointer.x) : 0,
                y: scrollsVertically ? VelocityTracker.flingVelocity(-pointer.y) : 0)
    }

    /// Whether a press now should stop visible motion and be swallowed (not reach
    /// the content): a deceleration still faster than 10 points/s, or any bounce.
    /// Our threshold: the last, invisible tail of a fling does not eat a click.
    func motionSwallowsPress(at time: TimeInterval) -> Bool {
        guard case .decelerating(let fling)? = motion else { return false }
        if fling.isBouncing(at: time) || isOutOfRange { return true }
        let v = fling.velocity(at: time)
        return (v.x * v.x + v.y * v.y).squareRoot() > Self.swallowingSpeed
    }

    static let swallowingSpeed: CGFloat = 10
}
