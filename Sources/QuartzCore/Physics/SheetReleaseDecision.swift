import Foundation

/// What a sheet does when the finger lifts after an interactive drag:
/// dismiss, or spring to one of its detents.
///
/// Offsets are measured downward from the sheet's highest resting position
/// (its largest detent, offset 0); the dismissed sheet sits at
/// `sheetHeight`, entirely below the screen. Velocities are px/s, positive
/// downward, as `VelocityTracker` reports them.
///
/// The rule is Apple's (WWDC 2018 session 803 "Designing Fluid
/// Interfaces", physics.md §5): project the release offset with the
/// `UIScrollView` deceleration rate (0.998), then go to the nearest resting
/// place. For a 700 pt sheet this gives:
/// - a flick of 60 pt at about 1200 pt/s projects 60 + 599 = 659 → dismiss;
/// - a slow drag of 60 pt at 100 pt/s projects 60 + 50 = 110 → back to 0;
/// - a slow drag past half the height (≥ 350 pt, no velocity) → dismiss,
///   like Flutter's Material `BottomSheet` ("closes if less than 50 % of the
///   sheet is still showing").
/// Below 50 px/s the release velocity counts as zero and above 8000 px/s it
/// is clamped (Flutter's fling gate, `VelocityTracker.flingVelocity`).
public enum SheetReleaseDecision: Equatable, Sendable {
    /// Animate the sheet off screen and dismiss it.
    case dismiss
    /// Spring back to the detent at `detentIndex`, whose offset is `offset`.
    case snap(detentIndex: Int, offset: CGFloat)

    /// Decides the outcome of a release.
    /// - Parameters:
    ///   - offset: how far the sheet's top is below offset 0 at release.
    ///   - velocity: the release velocity (px/s, positive downward).
    ///   - sheetHeight: the distance from offset 0 to fully dismissed.
    ///   - detentOffsets: the offsets of the sheet's detents (0 for `.large`).
    ///   - allowsDismissal: false when the sheet is `isModalInPresentation`
    ///     (or its delegate refuses): then only detents are candidates.
    ///   - deceleration: the rate used to project the release.
    public static func decide(offset: CGFloat, velocity: CGFloat, sheetHeight: CGFloat,
                              detentOffsets: [CGFloat] = [0], allowsDismissal: Bool = true,
                              deceleration: Deceleration = .normal) -> SheetReleaseDecision {
        precondition(!detentOffsets.isEmpty || allowsDismissal,
                     "a sheet needs a detent or the possibility to dismiss")
        var candidates = detentOffsets
        if allowsDismissal {
            candidates.append(sheetHeight)
        }
        let gated = VelocityTracker.flingVelocity(velocity)
        let index = restingPlaceIndex(position: offset, velocity: gated, snapPoints: candidates,
                                      decelerationRate: deceleration.rate)!
        if allowsDismissal && index == candidates.count - 1 {
            return .dismiss
        }
        return .snap(detentIndex: index, offset: candidates[index])
    }

    /// The offset the sheet moves to: the detent's, or `sheetHeight` to dismiss.
    public func targetOffset(sheetHeight: CGFloat) -> CGFloat {
        switch self {
        case .dismiss: return sheetHeight
        case .snap(_, let offset): return offset
        }
    }
}
