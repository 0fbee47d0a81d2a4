import Foundation

/// How an animation's progress follows time: a cubic Bézier curve over a
/// fixed duration, a spring in closed form (physics.md §4), or a
/// minimum-jerk curve that starts at a given speed (a velocity-aware finish).
package struct AnimationTiming {
    package enum Curve {
        case cubic(CubicBezierTimingCurve)
        /// Normalised springs from 0 to 1, one per axis (their initial
        /// velocities are in "distances per second").
        case spring(x: SpringSolution, y: SpringSolution)
        /// Starts at the curve's initial slope and eases to rest (may dip below 0
        /// first when that slope is negative).
        case minimumJerk(MinimumJerkCurve)
    }

    package let curve: Curve
    /// Seconds from start to the final value (after which progress is 1).
    package let duration: TimeInterval

    /// A Bézier timing curve over `duration` seconds.
    package static func cubic(_ curve: CubicBezierTimingCurve, duration: TimeInterval) -> AnimationTiming {
        AnimationTiming(curve: .cubic(curve), duration: max(0, duration))
    }

    /// A minimum-jerk curve over `duration` seconds.
    package static func minimumJerk(_ curve: MinimumJerkCurve, duration: TimeInterval) -> AnimationTiming {
        AnimationTiming(curve: .minimumJerk(curve), duration: max(0, duration))
    }

    /// A spring from 0 to 1 with a normalised initial velocity (1 = the whole
    /// distance per second). It ends when the spring has settled
    /// (|1 - x| ≤ 0.001 for good, `SpringSolution.defaultEpsilon`) or at
    /// `minimumDuration`, whichever is later, and then shows exactly 1.
    package static func spring(_ spring: Spring, initialVelocity: CGVector = .zero,
                       minimumDuration: TimeInterval = 0) -> AnimationTiming {
        let x = SpringSolution(spring: spring, from: 0, to: 1, initialVelocity: initialVelocity.dx)
        let y = SpringSolution(spring: spring, from: 0, to: 1, initialVelocity: initialVelocity.dy)
        let settle = max(x.settleTime, y.settleTime)
        // An undamped spring never settles: stop it at the minimum duration.
        let duration = settle.isFinite ? max(settle, minimumDuration) : minimumDuration
        return AnimationTiming(curve: .spring(x: x, y: y), duration: max(0, duration))
    }

    /// The progress `elapsed` seconds after the start: 0 before, exactly 1
    /// from `duration` on.
    package func progress(at elapsed: TimeInterval) -> AnimationProgress {
        if elapsed >= duration { return .end }
        if elapsed <= 0 { return .start }
        switch curve {
        case .cubic(let bezier):
            let fraction = CGFloat(elapsed / duration)
            // Control points on the diagonal make the identity: skip the solver's 1e-7 error.
            let isLinear = bezier.c1.x == bezier.c1.y && bezier.c2.x == bezier.c2.y
            return AnimationProgress(isLinear ? fraction : bezier.progress(at: fraction))
        case .spring(let x, let y):
            return AnimationProgress(x: x.value(at: elapsed), y: y.value(at: elapsed))
        case .minimumJerk(let curve):
            return AnimationProgress(curve.progress(at: CGFloat(elapsed / duration)))
        }
    }

    /// The progress at `fraction` of the duration (0...1).
    package func progress(atFraction fraction: CGFloat) -> AnimationProgress {
        progress(at: Double(min(max(fraction, 0), 1)) * duration)
    }
}
