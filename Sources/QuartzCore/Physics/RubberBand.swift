import Foundation

/// UIKit's rubber-band resistance: the displayed offset for a raw overshoot
/// `x` past an edge, b(x) = (1 - 1 / (x·c / d + 1))·d. It follows the finger
/// 1:1·c at first and never exceeds `d`.
///
/// Source: community measurement of `UIScrollView` (physics.md §3), c = 0.55,
/// d = the viewport's dimension along the axis. For d = 960: 5 → 2.74,
/// 10 → 5.47, 100 → 52.02, 400 → 178.98, 960 → 340.65.
/// Negative overshoots give the mirrored (negative) result.
public func rubberBand(offset x: CGFloat, dimension d: CGFloat, constant c: CGFloat = 0.55) -> CGFloat {
    guard d > 0 else { return 0 }
    let magnitude = (1 - 1 / (abs(x) * c / d + 1)) * d
    return x < 0 ? -magnitude : magnitude
}

/// The inverse of `rubberBand(offset:dimension:constant:)`: the raw overshoot
/// that displays as `displayed`, x = (d / c)·b / (d - b). Used when a drag
/// starts on content that is already banded. |displayed| must be below `d`;
/// larger values give infinity with the displayed sign.
public func rubberBandInverse(displayed b: CGFloat, dimension d: CGFloat, constant c: CGFloat = 0.55) -> CGFloat {
    guard d > 0 else { return 0 }
    let magnitude = abs(b)
    guard magnitude < d else { return b < 0 ? -.infinity : .infinity }
    let x = (d / c) * magnitude / (d - magnitude)
    return b < 0 ? -x : x
}

/// Clamps `value` to `[minimum, maximum]` with the rubber band beyond:
/// inside the range it is returned unchanged, past an edge the overshoot is
/// passed through `rubberBand(offset:dimension:constant:)`.
public func rubberBandClamp(_ value: CGFloat, minimum: CGFloat, maximum: CGFloat,
                            dimension d: CGFloat, constant c: CGFloat = 0.55) -> CGFloat {
    precondition(minimum <= maximum, "minimum must not exceed maximum")
    if value < minimum {
        return minimum + rubberBand(offset: value - minimum, dimension: d, constant: c)
    }
    if value > maximum {
        return maximum + rubberBand(offset: value - maximum, dimension: d, constant: c)
    }
    return value
}
