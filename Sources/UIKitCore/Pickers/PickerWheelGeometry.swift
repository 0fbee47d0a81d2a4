import Foundation

/// Where a wheel draws a row: the rows lie on a cylinder whose axis is horizontal, seen
/// from the front, so a row `distance` points (along the wheel's face) from the middle
/// is drawn at `radius · sin θ` from the middle, `cos θ` as high and faded, θ = distance
/// / radius. The radius is half the wheel's height, so the wheel's face fills it exactly
/// (our model of iOS's wheel; UIKit uses a perspective 3D transform).
struct PickerWheelGeometry: Equatable {
    /// Half the visible height: the cylinder's radius.
    var radius: CGFloat

    /// How a row looks at `distance` points from the middle (positive: below).
    struct RowLook: Equatable {
        /// Offset of the row's centre from the middle, in points.
        var displacement: CGFloat
        /// Vertical scale (cos θ) and horizontal scale (a slight narrowing towards the edges).
        var scaleY: CGFloat
        var scaleX: CGFloat
        /// Opacity: 1 in the band, falling towards the edges.
        var alpha: CGFloat
        /// Whether the row is on the visible half of the cylinder.
        var isVisible: Bool
    }

    /// How much narrower a row is at the edge than in the middle (perspective).
    static let edgeNarrowing: CGFloat = 0.12
    /// The opacity of a row at the very edge of the wheel.
    static let edgeAlpha: CGFloat = 0.25

    func look(atDistance distance: CGFloat) -> RowLook {
        guard radius > 0 else { return RowLook(displacement: distance, scaleY: 1, scaleX: 1, alpha: 1, isVisible: true) }
        let angle = distance / radius
        guard abs(angle) < .pi / 2 else { return RowLook(displacement: distance, scaleY: 0, scaleX: 1, alpha: 0, isVisible: false) }
        let cosine = cos(angle)
        return RowLook(displacement: radius * sin(angle), scaleY: cosine,
                       scaleX: 1 - Self.edgeNarrowing * (1 - cosine),
                       alpha: Self.edgeAlpha + (1 - Self.edgeAlpha) * cosine * cosine,
                       isVisible: true)
    }

    /// The distance along the face shown at `displacement` from the middle (nil past the edge).
    func distance(atDisplacement displacement: CGFloat) -> CGFloat? {
        guard radius > 0 else { return displacement }
        let sine = displacement / radius
        guard abs(sine) < 1 else { return nil }
        return asin(sine) * radius
    }
}
