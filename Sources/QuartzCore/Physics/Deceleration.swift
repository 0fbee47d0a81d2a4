import Foundation

/// Exponential deceleration, as `UIScrollView` does after a fling: the
/// velocity is multiplied by `rate` every millisecond, v(t) = v₀·d^(1000·t).
///
/// Integrating gives the position x(t) = x₀ + v₀·(d^(1000t) - 1) / (1000·ln d)
/// and the total distance -v₀ / (1000·ln d) (physics.md §2). Time is in
/// seconds, velocities in units per second.
public struct Deceleration: Equatable, Sendable {
    /// The fraction of velocity kept per millisecond, in (0, 1).
    public var rate: CGFloat

    public init(rate: CGFloat) {
        precondition(rate > 0 && rate < 1, "a deceleration rate must be in (0, 1)")
        self.rate = rate
    }

    /// UIKit `UIScrollView.DecelerationRate.normal` = 0.998.
    public static let normal = Deceleration(rate: 0.998)
    /// UIKit `UIScrollView.DecelerationRate.fast` = 0.99.
    public static let fast = Deceleration(rate: 0.99)

    /// 1000·ln d, the exponent per second (negative).
    private var lnPerSecond: Double { 1000 * log(Double(rate)) }

    /// The position `t` seconds after starting at `x0` with velocity `v0`.
    public func position(at t: TimeInterval, from x0: CGFloat, velocity v0: CGFloat) -> CGFloat {
        x0 + CGFloat(Double(v0) * (exp(lnPerSecond * t) - 1) / lnPerSecond)
    }

    /// The velocity `t` seconds after starting with `v0`: v₀·d^(1000t).
    public func velocity(at t: TimeInterval, initialVelocity v0: CGFloat) -> CGFloat {
        CGFloat(Double(v0) * exp(lnPerSecond * t))
    }

    /// The exact distance travelled until rest: -v₀ / (1000·ln d).
    public func totalDistance(initialVelocity v0: CGFloat) -> CGFloat {
        CGFloat(-Double(v0) / lnPerSecond)
    }

    /// Apple's projection of where a flick ends, (v / 1000)·d / (1 - d).
    /// Source: WWDC 2018 session 803 "Designing Fluid Interfaces" (`project`).
    /// It is the discrete sum of the per-millisecond steps after the first,
    /// so it falls a little short of `totalDistance`: 1000 px/s gives
    /// 499.0 px at `.normal` (exact integral 499.50) and 99.0 px at `.fast`
    /// (exact 99.50). physics.md quotes the exact integral for both.
    public func project(velocity v: CGFloat) -> CGFloat {
        (v / 1000) * rate / (1 - rate)
    }

    /// How long until |v(t)| falls to `threshold` (units/s); 0 if it is
    /// already there.
    public func duration(initialVelocity v0: CGFloat, threshold: CGFloat) -> TimeInterval {
        precondition(threshold > 0, "the velocity threshold must be greater than 0")
        let speed = abs(Double(v0))
        guard speed > Double(threshold) else { return 0 }
        return log(Double(threshold) / speed) / lnPerSecond
    }
}

// MARK: - Crossing a content edge

extension Deceleration {
    /// Where a decelerating motion leaves `[minimum, maximum]`.
    public struct EdgeCrossing: Equatable, Sendable {
        /// Seconds after the start; 0 if it started outside.
        public var time: TimeInterval
        /// The edge crossed (or the start position, if it started outside).
        public var position: CGFloat
        /// The velocity at that moment, for the spring that takes over.
        public var velocity: CGFloat
        /// The edge the spring should pull back to.
        public var edge: CGFloat
    }

    /// The spring that takes over at a content edge.
    /// Flutter packages/flutter/lib/src/widgets/scroll_simulation.dart
    /// (`BouncingScrollSimulation`): `SpringDescription.withDampingRatio(
    /// mass: 0.5, stiffness: 100.0, ratio: 1.1)`.
    public static let edgeSpring = Spring(mass: 0.5, stiffness: 100, dampingRatio: 1.1)

    /// When and how fast the motion started at `x0` with `v0` crosses an edge
    /// of `[minimum, maximum]`, or nil if it comes to rest inside.
    ///
    /// Starting outside the range hands over at once (time 0), towards the
    /// nearer violated edge, as Flutter's `BouncingScrollSimulation` does.
    public func edgeCrossing(from x0: CGFloat, velocity v0: CGFloat,
                             minimum: CGFloat, maximum: CGFloat) -> EdgeCrossing? {
        precondition(minimum <= maximum, "minimum must not exceed maximum")
        if x0 < minimum {
            return EdgeCrossing(time: 0, position: x0, velocity: v0, edge: minimum)
        }
        if x0 > maximum {
            return EdgeCrossing(time: 0, position: x0, velocity: v0, edge: maximum)
        }
        guard v0 != 0 else { return nil }
        let edge = v0 > 0 ? maximum : minimum
        guard let t = time(toTravel: edge - x0, initialVelocity: v0) else { return nil }
        return EdgeCrossing(time: t, position: edge,
                            velocity: velocity(at: t, initialVelocity: v0), edge: edge)
    }

    /// The time at which the motion has covered `distance` (same sign as v0),
    /// or nil if it stops first: solve v₀·(d^(1000t) - 1) / (1000 ln d) = distance.
    public func time(toTravel distance: CGFloat, initialVelocity v0: CGFloat) -> TimeInterval? {
        if distance == 0 { return 0 }
        guard v0 != 0, (distance > 0) == (v0 > 0) else { return nil }
        let factor = 1 + Double(distance) * lnPerSecond / Double(v0)
        guard factor > 0 else { return nil }
        return log(factor) / lnPerSecond
    }
}
