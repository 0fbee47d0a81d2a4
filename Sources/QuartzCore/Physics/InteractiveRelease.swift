import Foundation

/// Where a percent-driven interactive transition is heading when the hand lets
/// go: its progress projected with the release velocity, as the sheet projects
/// its position (physics.md §2 and §5, WWDC 2018 session 803 "Designing Fluid
/// Interfaces": project the momentum with the `UIScrollView` deceleration rate,
/// then decide).
///
/// A release only counts as a flick from `minimumFlickVelocity` on; slower, the
/// velocity is ignored and the decision is the position's alone. A threshold
/// such as the Danish article's 30 % sits much closer to the start than the
/// sheet's nearest-resting-place midpoint, so without that gate the speed of
/// an ordinary slow drag would decide every release (300 pt/s already projects
/// 300 pt, a third of a phone screen). Slow drags therefore keep the
/// threshold rule exactly; flicks decide by where their momentum carries them.
public enum InteractiveRelease {
    /// The slowest release that counts as a flick, in points per second.
    /// Flutter packages/flutter/lib/src/material/bottom_sheet.dart
    /// `_minFlingVelocity = 700.0` (a faster downward release closes the sheet).
    public static let minimumFlickVelocity: CGFloat = 700

    /// The progress where the release would come to rest: `progress` plus the
    /// distance the velocity carries at `.normal` deceleration (0.998 per ms),
    /// as a fraction of `distance`. Velocities under `minimumFlickVelocity`
    /// count as zero; faster ones are clamped to Flutter's 8000 pt/s.
    ///
    /// - Parameters:
    ///   - progress: how far the transition is, 0...1.
    ///   - velocity: points per second along the drag; positive towards the end.
    ///   - distance: the points that take the transition from 0 to 1 (for the
    ///     Danish article's modal, its height).
    public static func projectedProgress(_ progress: CGFloat, velocity: CGFloat, distance: CGFloat,
                                         deceleration: Deceleration = .normal) -> CGFloat {
        guard distance > 0, abs(velocity) >= minimumFlickVelocity else { return progress }
        let flick = VelocityTracker.flingVelocity(velocity)
        return progress + deceleration.project(velocity: flick) / distance
    }

    /// Whether the transition should finish: its projected progress is past
    /// `threshold` (strictly, as the article's `percent > 0.3`).
    public static func shouldFinish(progress: CGFloat, velocity: CGFloat, distance: CGFloat,
                                    threshold: CGFloat) -> Bool {
        projectedProgress(progress, velocity: velocity, distance: distance) > threshold
    }
}
