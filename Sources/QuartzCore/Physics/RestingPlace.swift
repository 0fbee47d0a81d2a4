import Foundation

/// Where a flicked object comes to rest among `snapPoints`: project the
/// release position with the deceleration rate, then take the nearest snap
/// point. With no snap points, the projected position itself.
///
/// Source: WWDC 2018 session 803 "Designing Fluid Interfaces" (project the
/// momentum, then pick the nearest resting place); physics.md §2 and §5.
/// Ties go to the snap point listed first.
public func restingPlace(position: CGFloat, velocity: CGFloat, snapPoints: [CGFloat],
                         decelerationRate: CGFloat = 0.998) -> CGFloat {
    guard let index = restingPlaceIndex(position: position, velocity: velocity,
                                        snapPoints: snapPoints, decelerationRate: decelerationRate)
    else {
        return position + Deceleration(rate: decelerationRate).project(velocity: velocity)
    }
    return snapPoints[index]
}

/// The index in `snapPoints` of `restingPlace(position:velocity:snapPoints:decelerationRate:)`,
/// or nil when there are no snap points.
public func restingPlaceIndex(position: CGFloat, velocity: CGFloat, snapPoints: [CGFloat],
                              decelerationRate: CGFloat = 0.998) -> Int? {
    let projected = position + Deceleration(rate: decelerationRate).project(velocity: velocity)
    var best: Int?
    for (index, point) in snapPoints.enumerated() {
        if let current = best, abs(snapPoints[current] - projected) <= abs(point - projected) {
            continue
        }
        best = index
    }
    return best
}
