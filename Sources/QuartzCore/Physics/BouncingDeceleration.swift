import Foundation

/// A fling inside content bounds: exponential deceleration until the motion
/// crosses an edge, then a spring that carries it past the edge and back.
/// Starting outside the bounds, the spring takes over at once.
///
/// Source: Flutter packages/flutter/lib/src/widgets/scroll_simulation.dart
/// (`BouncingScrollSimulation`: friction simulation, then at the edge a
/// `ScrollSpringSimulation` with mass 0.5, stiffness 100, damping ratio 1.1,
/// started with the velocity at that moment). Deceleration rate from UIKit
/// (`UIScrollView.DecelerationRate`). Time is seconds since release.
public struct BouncingDeceleration: Equatable, Sendable {
    public let deceleration: Deceleration
    public let minimum: CGFloat
    public let maximum: CGFloat
    public let start: CGFloat
    public let initialVelocity: CGFloat
    /// Where the spring takes over, or nil if the motion stops inside.
    public let crossing: Deceleration.EdgeCrossing?
    /// The spring from the crossing back to the edge (nil without crossing).
    public let bounce: SpringSolution?

    /// - Parameters:
    ///   - epsilon: the spring's settle distance, in the value's units.
    public init(start: CGFloat, velocity: CGFloat, minimum: CGFloat, maximum: CGFloat,
                deceleration: Deceleration = .normal, spring: Spring = Deceleration.edgeSpring,
                epsilon: CGFloat = SpringSolution.defaultEpsilon) {
        self.deceleration = deceleration
        self.minimum = minimum
        self.maximum = maximum
        self.start = start
        self.initialVelocity = velocity
        let crossing = deceleration.edgeCrossing(from: start, velocity: velocity,
                                                 minimum: minimum, maximum: maximum)
        self.crossing = crossing
        bounce = crossing.map {
            SpringSolution(spring: spring, from: $0.position, to: $0.edge,
                           initialVelocity: $0.velocity, epsilon: epsilon)
        }
    }

    /// The position `t` seconds after release.
    public func position(at t: TimeInterval) -> CGFloat {
        if let crossing, let bounce, t >= crossing.time {
            return bounce.value(at: t - crossing.time)
        }
        return deceleration.position(at: t, from: start, velocity: initialVelocity)
    }

    /// The velocity `t` seconds after release.
    public func velocity(at t: TimeInterval) -> CGFloat {
        if let crossing, let bounce, t >= crossing.time {
            return bounce.velocity(at: t - crossing.time)
        }
        return deceleration.velocity(at: t, initialVelocity: initialVelocity)
    }

    /// Whether the motion is over at `t`: the spring has settled, or (with
    /// no edge crossed) the speed has fallen below `threshold` units/s.
    public func isDone(at t: TimeInterval, threshold: CGFloat = 1) -> Bool {
        if let crossing, let bounce {
            return t >= crossing.time && bounce.isSettled(at: t - crossing.time)
        }
        return t >= deceleration.duration(initialVelocity: initialVelocity, threshold: threshold)
    }
}
