import Foundation

/// How the rest of an interactive transition plays once the hand lets go with
/// some velocity: how long it takes and along which curve, so that it starts
/// at the hand's speed and eases to rest at its end.
///
/// The rule (ours; UIKit has no velocity-aware completion):
/// - The rest takes at most as long as UIKit's own completion would
///   (`naturalDuration`: (1 − percentComplete) × duration / completionSpeed),
///   unless that is under `minimumDuration`.
/// - Towards the end, it takes at most a quarter of the time the hand's speed
///   would need (distance / (4 × velocity)): a thrown modal speeds up on its
///   way out, as a flicked iOS sheet does, instead of crawling to rest, and
///   any flick is gone quickly (a modal flicked at 15 % of an 844 pt screen
///   with 700 pt/s, the slowest flick, leaves in 0.26 s). Its starting slope
///   is then 0.25 and its top speed about 7 times the hand's.
/// - It never takes less than `minimumDuration` (0.25 s): a shorter rest would
///   accelerate so hard that the first frame after the release already moves
///   visibly faster than the hand (at 0.25 s and slope 0.5, 5.5 % faster over
///   a 60 Hz frame; at 0.1 s, 29 %).
/// - A fast hand close to the end (slope over 2.5) gets less time, just
///   enough not to pass the end: it has to stop there.
/// - Moving away from the end (a slow drag downwards that cancels), it first
///   carries on the hand's way, then turns round.
public struct VelocityCompletion: Equatable, Sendable {
    /// Seconds the rest takes.
    public var duration: TimeInterval
    /// The curve the rest follows over `duration`.
    public var curve: MinimumJerkCurve

    /// With a fast hand, the rest takes this fraction of the time the hand's
    /// own speed would need to cover it.
    public static let fastFraction: CGFloat = 0.25
    /// The shortest rest, in seconds.
    public static let minimumDuration: TimeInterval = 0.25

    /// - Parameters:
    ///   - distance: what is left to go (in any unit, e.g. progress 0...1).
    ///   - velocity: the hand's speed towards the end, in those units per second
    ///     (negative when it moves away from the end).
    ///   - naturalDuration: how long UIKit's completion would take.
    public init(distance: CGFloat, velocity: CGFloat, naturalDuration: TimeInterval) {
        guard distance > 0 else {
            self.init(duration: 0, curve: MinimumJerkCurve(initialSlope: 0))
            return
        }
        var seconds = naturalDuration
        if velocity > 0 {
            seconds = min(seconds, TimeInterval(Self.fastFraction * distance / velocity))
        }
        seconds = max(seconds, Self.minimumDuration)
        if velocity > 0 {
            seconds = min(seconds, TimeInterval(MinimumJerkCurve.largestMonotonicSlope * distance / velocity))
        }
        self.init(duration: seconds, curve: MinimumJerkCurve(initialSlope: velocity * CGFloat(seconds) / distance))
    }

    public init(duration: TimeInterval, curve: MinimumJerkCurve) {
        self.duration = max(0, duration)
        self.curve = curve
    }
}
