import Foundation

/// The closed-form motion of a `Spring` pulling a value from `from` to `to`,
/// starting with `initialVelocity` (units per second). Time is a parameter,
/// in seconds since the motion began.
///
/// With x₀ = from - to, v₀ the initial velocity, β = c / 2m, ω₀ = √(k/m)
/// (physics.md §4; Flutter packages/flutter/lib/src/physics/spring_simulation.dart;
/// libadwaita src/adw-spring-animation.c):
/// - under-damped, ω₁ = √(ω₀² - β²):
///   x(t) = to + e^(-βt)·(x₀·cos ω₁t + ((β·x₀ + v₀)/ω₁)·sin ω₁t)
/// - critically damped:
///   x(t) = to + e^(-βt)·(x₀ + (β·x₀ + v₀)·t),
///   v(t) = e^(-βt)·(v₀ - β·(β·x₀ + v₀)·t)   (libadwaita's derivative is wrong)
/// - over-damped, ω₂ = √(β² - ω₀²): the cosh/sinh form, evaluated here as
///   C₁·e^(r₁t) + C₂·e^(r₂t) with r = -β ± ω₂, which is the same function
///   but cannot overflow for large t.
///
/// `value(at:)` and `velocity(at:)` snap to the target (and zero) once the
/// motion has settled; `exactValue(at:)` and `exactVelocity(at:)` never do.
public struct SpringSolution: Equatable, Sendable {
    public enum Regime: Equatable, Sendable {
        case underDamped, criticallyDamped, overDamped
    }

    /// libadwaita AdwSpringAnimation's default epsilon, in the value's units.
    public static let defaultEpsilon: CGFloat = 0.001

    public let spring: Spring
    public let from: CGFloat
    public let to: CGFloat
    /// Units per second at t = 0.
    public let initialVelocity: CGFloat
    /// The displacement from `to` below which the motion counts as settled.
    public let epsilon: CGFloat
    /// Time after which |x(t) - to| ≤ epsilon for good (see `settlingDuration`).
    public private(set) var settleTime: TimeInterval
    public let regime: Regime

    private let x0: Double
    private let v0: Double
    private let beta: Double
    private let omega0: Double
    /// ω₁ (under-damped) or ω₂ (over-damped); 0 when critical.
    private let omegaD: Double

    public init(spring: Spring, from: CGFloat, to: CGFloat, initialVelocity: CGFloat = 0,
                epsilon: CGFloat = SpringSolution.defaultEpsilon) {
        self.spring = spring
        self.from = from
        self.to = to
        self.initialVelocity = initialVelocity
        self.epsilon = epsilon
        x0 = Double(from - to)
        v0 = Double(initialVelocity)
        beta = Double(spring.damping) / (2 * Double(spring.mass))
        omega0 = spring.undampedAngularFrequency
        // Treat ζ within 1e-9 of 1 as critical: the other forms divide by ω₁ or ω₂.
        let zeta = beta / omega0
        if abs(zeta - 1) < 1e-9 {
            regime = .criticallyDamped
            omegaD = 0
        } else if zeta < 1 {
            regime = .underDamped
            omegaD = (omega0 * omega0 - beta * beta).squareRoot()
        } else {
            regime = .overDamped
            omegaD = (beta * beta - omega0 * omega0).squareRoot()
        }
        settleTime = 0
        settleTime = settlingDuration(epsilon: epsilon)
    }

    // MARK: Closed form

    /// The spring's position at `t` seconds, never snapped; exactly `from`
    /// at (or before) t = 0.
    public func exactValue(at t: TimeInterval) -> CGFloat {
        t <= 0 ? from : to + CGFloat(displacement(at: t))
    }

    /// The spring's velocity (units/s) at `t` seconds, never snapped;
    /// exactly `initialVelocity` at (or before) t = 0.
    public func exactVelocity(at t: TimeInterval) -> CGFloat {
        if t <= 0 { return initialVelocity }
        let decay = exp(-beta * t)
        switch regime {
        case .underDamped:
            let b = (beta * v0 + omega0 * omega0 * x0) / omegaD
            return CGFloat(decay * (v0 * cos(omegaD * t) - b * sin(omegaD * t)))
        case .criticallyDamped:
            return CGFloat(decay * (v0 - beta * (beta * x0 + v0) * t))
        case .overDamped:
            let (r1, r2, c1, c2) = overDampedTerms
            return CGFloat(r1 * c1 * exp(r1 * t) + r2 * c2 * exp(r2 * t))
        }
    }

    private func displacement(at t: TimeInterval) -> Double {
        switch regime {
        case .underDamped:
            let b = (beta * x0 + v0) / omegaD
            return exp(-beta * t) * (x0 * cos(omegaD * t) + b * sin(omegaD * t))
        case .criticallyDamped:
            return exp(-beta * t) * (x0 + (beta * x0 + v0) * t)
        case .overDamped:
            let (r1, r2, c1, c2) = overDampedTerms
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// r₁ = -β + ω₂ (slow root), r₂ = -β - ω₂, and C₁ + C₂ = x₀,
    /// r₁·C₁ + r₂·C₂ = v₀.
    private var overDampedTerms: (Double, Double, Double, Double) {
        let r1 = -beta + omegaD, r2 = -beta - omegaD
        let c2 = (r1 * x0 - v0) / (r1 - r2)
        return (r1, r2, x0 - c2, c2)
    }

    // MARK: Settling

    /// Whether the motion has come to rest on `to` at time `t` (at once, if
    /// it starts at rest on the target).
    public func isSettled(at t: TimeInterval) -> Bool {
        t >= settleTime && (t > 0 || settleTime == 0)
    }

    /// The position at `t`: the closed form, then exactly `to` once settled.
    public func value(at t: TimeInterval) -> CGFloat {
        isSettled(at: t) ? to : exactValue(at: t)
    }

    /// The velocity at `t`: the closed form, then 0 once settled.
    public func velocity(at t: TimeInterval) -> CGFloat {
        isSettled(at: t) ? 0 : exactVelocity(at: t)
    }

    /// The first time after which |x(t) - to| ≤ epsilon forever, found from
    /// an envelope that bounds the displacement (so it never underestimates):
    /// - under-damped: A·e^(-βt), A = √(x₀² + ((β·x₀ + v₀)/ω₁)²), which
    ///   gives libadwaita's -ln(ε)/β when A = 1;
    /// - critically damped: (|x₀| + |β·x₀ + v₀|·t)·e^(-βt);
    /// - over-damped: |C₁|·e^(r₁t) + |C₂|·e^(r₂t).
    /// Infinite for an undamped spring (unless already at rest).
    public func settlingDuration(epsilon: CGFloat) -> TimeInterval {
        let eps = Double(epsilon)
        precondition(eps > 0, "epsilon must be greater than 0")
        if x0 == 0 && v0 == 0 { return 0 }
        guard beta > 0 else { return .infinity }
        switch regime {
        case .underDamped:
            let b = (beta * x0 + v0) / omegaD
            let amplitude = (x0 * x0 + b * b).squareRoot()
            return max(0, log(amplitude / eps) / beta)
        case .criticallyDamped:
            let a = abs(x0), b = abs(beta * x0 + v0)
            let envelope = { (t: Double) in (a + b * t) * exp(-self.beta * t) }
            // The envelope rises until 1/β - a/b, then falls for good.
            let peak = b > 0 ? max(0, 1 / beta - a / b) : 0
            return Self.lastCrossing(of: envelope, below: eps, decreasingFrom: peak)
        case .overDamped:
            let (r1, r2, c1, c2) = overDampedTerms
            let envelope = { (t: Double) in abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t) }
            return Self.lastCrossing(of: envelope, below: eps, decreasingFrom: 0)
        }
    }

    /// The time at which a function that decreases from `start` on reaches
    /// `limit` (0 if it is already there at `start`), by doubling then bisection.
    private static func lastCrossing(of f: (Double) -> Double, below limit: Double,
                                     decreasingFrom start: Double) -> TimeInterval {
        if f(start) <= limit { return 0 }
        var low = start
        var step = 0.01
        var high = start + step
        while f(high) > limit {
            low = high
            step *= 2
            high += step
            if high > 1e9 { return .infinity }
        }
        for _ in 0..<200 where high - low > 1e-12 {
            let mid = (low + high) / 2
            if f(mid) > limit { low = mid } else { high = mid }
        }
        return high
    }
}
