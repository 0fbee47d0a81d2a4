import Foundation

/// A damped harmonic oscillator: `m·x'' + c·x' + k·x = 0`.
///
/// The parameters only; `SpringSolution` gives the motion between two values.
/// The initialisers mirror the ways Apple and Flutter describe a spring.
public struct Spring: Equatable, Sendable {
    /// m, greater than 0.
    public var mass: CGFloat
    /// k, the restoring force per unit of displacement.
    public var stiffness: CGFloat
    /// c, the resisting force per unit of velocity.
    public var damping: CGFloat

    /// UIKit `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`,
    /// Core Animation `CASpringAnimation`.
    public init(mass: CGFloat = 1, stiffness: CGFloat, damping: CGFloat) {
        precondition(mass > 0, "a spring's mass must be greater than 0")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// Flutter `SpringDescription.withDampingRatio`
    /// (packages/flutter/lib/src/physics/spring_simulation.dart):
    /// c = 2·ζ·√(k·m).
    public init(mass: CGFloat, stiffness: CGFloat, dampingRatio: CGFloat) {
        self.init(mass: mass, stiffness: stiffness,
                  damping: 2 * dampingRatio * (stiffness * mass).squareRoot())
    }

    /// SwiftUI `Animation.spring(response:dampingFraction:)`: mass 1,
    /// k = (2π / response)², c = 4π·ζ / response.
    /// `response` is the period of the undamped oscillation, in seconds.
    public init(dampingRatio: CGFloat, response: TimeInterval) {
        precondition(response > 0, "a spring's response must be greater than 0")
        let omega = 2 * Double.pi / response
        self.init(mass: 1, stiffness: CGFloat(omega * omega),
                  damping: CGFloat(4 * Double.pi * Double(dampingRatio) / response))
    }

    /// SwiftUI / Apple `Spring(duration:bounce:)` (iOS 17): mass 1,
    /// k = (2π / duration)², and damping ratio 1 - bounce for bounce ≥ 0
    /// (c = 4π·(1 - bounce) / duration) or 1 / (1 + bounce) for bounce < 0
    /// (c = 4π / (duration·(1 + bounce))).
    /// `Spring(duration: 0.5, bounce: 0.3)` is stiffness 157.9, damping 17.6.
    public init(duration: TimeInterval, bounce: CGFloat = 0) {
        precondition(duration > 0, "a spring's duration must be greater than 0")
        precondition(bounce > -1, "a spring's bounce must be greater than -1")
        let omega = 2 * Double.pi / duration
        let b = Double(bounce)
        let damping = b >= 0
            ? 4 * Double.pi * (1 - b) / duration
            : 4 * Double.pi / (duration * (1 + b))
        self.init(mass: 1, stiffness: CGFloat(omega * omega), damping: CGFloat(damping))
    }

    /// ζ = c / (2·√(k·m)): below 1 the spring oscillates, 1 is critical,
    /// above 1 it creeps to the target.
    public var dampingRatio: CGFloat {
        damping / (2 * (stiffness * mass).squareRoot())
    }

    /// ω₀ = √(k / m), the undamped angular frequency (rad/s).
    public var undampedAngularFrequency: Double {
        (Double(stiffness) / Double(mass)).squareRoot()
    }

    /// The SwiftUI response: the undamped period 2π / ω₀, in seconds.
    public var response: TimeInterval {
        2 * Double.pi / undampedAngularFrequency
    }
}

// MARK: - UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)

extension Spring {
    /// The fraction of the starting amplitude at which a spring animation
    /// of a given duration is considered finished: the envelope e^(-β·t)
    /// has fallen to 1/1500 when `duration` has elapsed.
    /// Source: the community mapping from a UIKit (duration, damping ratio)
    /// spring to a `CASpringAnimation` (Stack Overflow answer 61763337,
    /// "fractionOfAmplitude = 1500"), which reproduces UIKit's curves.
    public static let uiKitPerceivedRestFraction: Double = 1500

    /// The spring UIKit runs for
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`.
    ///
    /// UIKit takes only a duration and a damping ratio; it uses mass 1 and
    /// picks the stiffness so that the motion settles in about `duration`.
    /// Our choice: the decay rate β = ζ·ω₀ = ln(1500) / duration, so the
    /// oscillation envelope is 1/1500 of the start at `duration`; then
    /// k = ω₀² = (ln 1500 / (ζ·duration))² and c = 2·ζ·ω₀. As in that mapping
    /// the ratio is clipped to [0.01, 1] (UIKit: "1 to smoothly decelerate
    /// without oscillation"), so no value gives an over-damped crawl.
    /// The animation still snaps to the target once `SpringSolution` has
    /// settled, which may be a little after `duration`.
    public static func uiViewAnimation(duration: TimeInterval, dampingRatio: CGFloat) -> Spring {
        precondition(duration > 0, "a spring animation's duration must be greater than 0")
        let zeta = min(1, max(Double(dampingRatio), 0.01))
        let omega = log(uiKitPerceivedRestFraction) / (zeta * duration)
        return Spring(mass: 1, stiffness: CGFloat(omega * omega), damping: CGFloat(2 * zeta * omega))
    }

    /// UIKit's `initialSpringVelocity` is normalised to the distance to
    /// travel: 1 covers the whole distance in one second. Returns px/s.
    /// (UIKit `UISpringTimingParameters.initialVelocity` documentation:
    /// 200 points to go at 100 points per second is 0.5.)
    public static func initialVelocity(normalized: CGFloat, distance: CGFloat) -> CGFloat {
        normalized * distance
    }

    /// The inverse of `initialVelocity(normalized:distance:)`: px/s divided
    /// by the distance left, or 0 when there is no distance left.
    public static func normalizedInitialVelocity(_ velocity: CGFloat, distance: CGFloat) -> CGFloat {
        distance == 0 ? 0 : velocity / distance
    }
}
