import Foundation

/// What moves a scroll view's offset without the pointer: a fling's
/// deceleration (with its bounce at an edge) or a timed animation to an offset.
/// Pure values; UIKit's scroll view evaluates them on its display link with the
/// window's clock.
package enum ScrollMotion {
    case decelerating(DecelerationMotion)
    case animating(OffsetAnimation)

    package func offset(at time: TimeInterval) -> CGPoint {
        switch self {
        case .decelerating(let motion): return motion.offset(at: time)
        case .animating(let animation): return animation.offset(at: time)
        }
    }

    package func isDone(at time: TimeInterval) -> Bool {
        switch self {
        case .decelerating(let motion): return motion.isDone(at: time)
        case .animating(let animation): return animation.isDone(at: time)
        }
    }

    /// Points per second, for handing the motion over (or deciding whether a press stops something visible).
    package func velocity(at time: TimeInterval) -> CGPoint {
        switch self {
        case .decelerating(let motion): return motion.velocity(at: time)
        case .animating: return .zero
        }
    }
}

/// An offset animated from `from` to `to` along a timing curve; it ends exactly on `to`.
package struct OffsetAnimation {
    package var from: CGPoint
    package var to: CGPoint
    package var startTime: TimeInterval
    package var duration: TimeInterval
    package var curve: CubicBezierTimingCurve
    /// Wheel and keyboard scrolling: a new notch adds to `to` instead of to the current offset.
    package var accumulates: Bool

    package init(from: CGPoint, to: CGPoint, startTime: TimeInterval, duration: TimeInterval,
                 curve: CubicBezierTimingCurve, accumulates: Bool) {
        (self.from, self.to, self.startTime, self.duration, self.curve, self.accumulates) = (from, to, startTime, duration, curve, accumulates)
    }

    package func offset(at time: TimeInterval) -> CGPoint {
        guard duration > 0, time < startTime + duration else { return to }
        let fraction = CGFloat(max(0, time - startTime) / duration)
        let progress = curve.progress(at: fraction)
        return CGPoint(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
    }

    package func isDone(at time: TimeInterval) -> Bool { time >= startTime + duration }
}

/// A fling after release, one independent motion per axis.
package struct DecelerationMotion {
    package var x: AxisDeceleration
    package var y: AxisDeceleration
    package var startTime: TimeInterval

    package init(x: AxisDeceleration, y: AxisDeceleration, startTime: TimeInterval) {
        (self.x, self.y, self.startTime) = (x, y, startTime)
    }

    package func offset(at time: TimeInterval) -> CGPoint {
        let t = time - startTime
        return CGPoint(x: x.position(at: t), y: y.position(at: t))
    }

    package func velocity(at time: TimeInterval) -> CGPoint {
        let t = time - startTime
        return CGPoint(x: x.velocity(at: t), y: y.velocity(at: t))
    }

    package func isDone(at time: TimeInterval) -> Bool {
        let t = time - startTime
        return x.isDone(at: t) && y.isDone(at: t)
    }

    /// Whether the motion is past an edge or on its way back from one.
    package func isBouncing(at time: TimeInterval) -> Bool {
        let t = time - startTime
        return x.isBouncing(at: t) || y.isBouncing(at: t)
    }
}

/// One axis of a fling (time `t` in seconds since release).
package enum AxisDeceleration {
    /// The axis does not move.
    case fixed(CGFloat)
    /// Exponential deceleration whose limit is exactly `target`; the motion ends
    /// on `target` once less than `AxisDeceleration.restDistance` is left.
    case aimed(Deceleration, start: CGFloat, velocity: CGFloat, target: CGFloat)
    /// Deceleration that crosses (or starts past) an edge, then the edge spring.
    case bouncing(BouncingDeceleration)
    /// `bounces == false`: deceleration that stops dead on the edge it reaches at `crossing`.
    case stopping(Deceleration, start: CGFloat, velocity: CGFloat, crossing: TimeInterval, edge: CGFloat)

    /// A deceleration ends once less than this distance (points) is left to travel
    /// (our choice: a quarter point, invisible, and the final offset is the exact limit).
    package static let restDistance: CGFloat = 0.25

    /// Builds one axis of a fling.
    /// - Parameters:
    ///   - velocity: content velocity in points per second (already gated).
    ///   - target: where the motion should come to rest (`natural` unless a delegate changed it).
    ///   - natural: the resting place the release velocity gives (see `restingPlace`).
    package static func make(start: CGFloat, velocity: CGFloat, target: CGFloat, natural: CGFloat,
                     minimum: CGFloat, maximum: CGFloat, deceleration: Deceleration,
                     bounces: Bool) -> AxisDeceleration {
        let outside = start < minimum || start > maximum
        if outside {
            guard bounces else { return .fixed(min(max(start, minimum), maximum)) }
            return .bouncing(BouncingDeceleration(start: start, velocity: velocity, minimum: minimum,
                                                  maximum: maximum, deceleration: deceleration))
        }
        if target == natural, velocity != 0,
           let crossing = deceleration.edgeCrossing(from: start, velocity: velocity, minimum: minimum, maximum: maximum) {
            if bounces {
                return .bouncing(BouncingDeceleration(start: start, velocity: velocity, minimum: minimum,
                                                      maximum: maximum, deceleration: deceleration))
            }
            return .stopping(deceleration, start: start, velocity: velocity, crossing: crossing.time, edge: crossing.edge)
        }
        let goal = min(max(target, minimum), maximum)
        guard goal != start else { return .fixed(start) }
        // The velocity whose total distance -v/(1000 ln d) is exactly goal - start.
        let aimedVelocity = (goal - start) * -1000 * CGFloat(log(Double(deceleration.rate)))
        return .aimed(deceleration, start: start, velocity: aimedVelocity, target: goal)
    }

    /// Where a release at `start` with `velocity` comes to rest: the edge it would
    /// cross, else `start` plus the exact deceleration distance, rounded to device pixels.
    package static func restingPlace(start: CGFloat, velocity: CGFloat, minimum: CGFloat, maximum: CGFloat,
                             deceleration: Deceleration, scale: CGFloat) -> CGFloat {
        if start <= minimum && velocity <= 0 || start < minimum { return minimum }
        if start >= maximum && velocity >= 0 || start > maximum { return maximum }
        let end = start + deceleration.totalDistance(initialVelocity: velocity)
        let rounded = scale > 0 ? (end * scale).rounded() / scale : end
        return min(max(rounded, minimum), maximum)
    }

    package func position(at t: TimeInterval) -> CGFloat {
        switch self {
        case .fixed(let value):
            return value
        case let .aimed(deceleration, start, velocity, target):
            return isDone(at: t) ? target : deceleration.position(at: t, from: start, velocity: velocity)
        case .bouncing(let motion):
            return motion.position(at: t)
        case let .stopping(deceleration, start, velocity, crossing, edge):
            return t >= crossing ? edge : deceleration.position(at: t, from: start, velocity: velocity)
        }
    }

    package func velocity(at t: TimeInterval) -> CGFloat {
        if isDone(at: t) { return 0 }
        switch self {
        case .fixed: return 0
        case let .aimed(deceleration, _, velocity, _): return deceleration.velocity(at: t, initialVelocity: velocity)
        case .bouncing(let motion): return motion.velocity(at: t)
        case let .stopping(deceleration, _, velocity, _, _): return deceleration.velocity(at: t, initialVelocity: velocity)
        }
    }

    package func isDone(at t: TimeInterval) -> Bool {
        switch self {
        case .fixed:
            return true
        case let .aimed(deceleration, _, velocity, _):
            return t >= deceleration.duration(initialVelocity: velocity, threshold: Self.restThreshold(deceleration))
        case .bouncing(let motion):
            return motion.isDone(at: t, threshold: Self.restThreshold(motion.deceleration))
        case let .stopping(_, _, _, crossing, _):
            return t >= crossing
        }
    }

    package func isBouncing(at t: TimeInterval) -> Bool {
        guard case .bouncing(let motion) = self, let crossing = motion.crossing else { return false }
        return t >= crossing.time && !motion.isDone(at: t)
    }

    /// The speed at which `restDistance` is left: v = distance · |1000 ln d|.
    private static func restThreshold(_ deceleration: Deceleration) -> CGFloat {
        restDistance * CGFloat(abs(1000 * log(Double(deceleration.rate))))
    }
}
