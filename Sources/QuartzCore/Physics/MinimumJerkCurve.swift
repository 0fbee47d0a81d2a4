import Foundation

/// A timing curve from 0 to 1 that starts at a given speed with no
/// acceleration and comes to rest at its end with no acceleration either:
/// the minimum-jerk trajectory for those end conditions.
///
/// It is what the rest of an interactive transition plays after the hand lets
/// go (`UIPercentDrivenInteractiveTransition.finish(velocity:)`): the views
/// carry on at exactly the hand's speed (no jump in speed, and no jump in
/// acceleration either, so the first frame after the release moves as far as
/// the hand did in a frame), then ease to rest at the end.
///
/// Source: T. Flash and N. Hogan, "The coordination of arm movements: an
/// experimentally confirmed mathematical model", J. Neurosci. 5(7), 1985: the
/// quintic that minimises the integral of the squared jerk between two states
/// (position, velocity, acceleration). With x(0) = 0, x'(0) = k, x''(0) = 0 and
/// x(1) = 1, x'(1) = 0, x''(1) = 0 (time and distance normalised to 1):
///
///     x(s)  = k·s + (10 − 6k)·s³ + (8k − 15)·s⁴ + (6 − 3k)·s⁵
///     x'(s) = (1 − s)²·(k + 2k·s + (30 − 15k)·s²)
///
/// With k = 0 it is the classic symmetric minimum-jerk ease-in-out
/// (10s³ − 15s⁴ + 6s⁵). It never passes its end for k ≤ 2.5 (x' ≥ 0); a
/// negative k (the hand was moving away from the end) first carries on
/// backwards, then turns round, as a thrown object would.
public struct MinimumJerkCurve: Equatable, Sendable {
    /// The starting slope dx/ds: the starting speed as a multiple of the
    /// average speed (distance / duration).
    public var initialSlope: CGFloat

    /// The largest initial slope for which the curve never passes its end.
    public static let largestMonotonicSlope: CGFloat = 2.5

    public init(initialSlope: CGFloat) {
        self.initialSlope = initialSlope
    }

    /// The fraction of the change done at `fraction` of the duration (clamped to 0...1).
    public func progress(at fraction: CGFloat) -> CGFloat {
        let s = Double(min(max(fraction, 0), 1))
        let k = Double(initialSlope)
        let value = ((((6 - 3 * k) * s + (8 * k - 15)) * s + (10 - 6 * k)) * s * s + k) * s
        return CGFloat(value)
    }

    /// dx/ds at `fraction`: the speed as a multiple of the average speed.
    public func slope(at fraction: CGFloat) -> CGFloat {
        let s = Double(min(max(fraction, 0), 1))
        let k = Double(initialSlope)
        return CGFloat((1 - s) * (1 - s) * (k + 2 * k * s + (30 - 15 * k) * s * s))
    }
}
