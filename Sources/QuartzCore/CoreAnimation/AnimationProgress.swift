import Foundation

/// How far an animation has come, per axis: 0 shows the start value, 1 the
/// end value; a spring may go past 1 (overshoot) or below 0.
///
/// Two axes so that a spring can start with a different velocity along x and
/// y (a spring's initial velocity is a vector). Properties
/// without a direction (alpha, colour, corner radius, rotation and scale)
/// follow `x`.
package struct AnimationProgress: Equatable {
    package var x: CGFloat
    package var y: CGFloat

    package init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    package init(_ both: CGFloat) { self.init(x: both, y: both) }

    package static let start = AnimationProgress(0)
    package static let end = AnimationProgress(1)
}

/// `a` when `t` is 0, `b` when it is 1 (exactly), else on the line through them.
package func lerp(_ a: CGFloat, _ b: CGFloat, _ t: CGFloat) -> CGFloat {
    if t == 0 { return a }
    if t == 1 { return b }
    return a + (b - a) * t
}
