import Foundation

/// An affine transform split into scale, skew, rotation and translation:
/// M = S·K·R (row vectors, as `CGAffineTransform`), then the translation.
/// S = diag(scaleX, scaleY), K = [[1, 0], [skew, 1]], R = rotation(angle).
///
/// For a transform built as `CGAffineTransform(scaleX:y:)` then
/// `.rotated(by:)` / `.translatedBy`, the parts are the ones used to build it.
package struct TransformParts: Equatable {
    package var scaleX: CGFloat
    package var scaleY: CGFloat
    package var skew: CGFloat
    package var angle: CGFloat
    package var translationX: CGFloat
    package var translationY: CGFloat

    /// Nil when the matrix has no inverse (a zero scale).
    package init?(_ m: CGAffineTransform) {
        let sx = (m.a * m.a + m.b * m.b).squareRoot()
        guard sx > 1e-12 else { return nil }
        let angle = atan2(m.b, m.a)
        let sy = (m.a * m.d - m.b * m.c) / sx
        guard abs(sy) > 1e-12 else { return nil }
        scaleX = sx
        scaleY = sy
        self.angle = angle
        skew = (m.c * cos(angle) + m.d * sin(angle)) / sy
        translationX = m.tx
        translationY = m.ty
    }

    package var transform: CGAffineTransform {
        let scaleAndSkew = CGAffineTransform(a: scaleX, b: 0, c: skew * scaleY, d: scaleY, tx: 0, ty: 0)
        var result = scaleAndSkew.concatenating(CGAffineTransform(rotationAngle: angle))
        result.tx = translationX
        result.ty = translationY
        return result
    }

    /// Each part blended linearly; the angle takes the shorter way round.
    package func interpolated(to other: TransformParts, progress: AnimationProgress) -> TransformParts {
        var target = other.angle
        if target - angle > .pi { target -= 2 * .pi }
        if angle - target > .pi { target += 2 * .pi }
        var result = self
        let t = progress.x
        result.scaleX = lerp(scaleX, other.scaleX, t)
        result.scaleY = lerp(scaleY, other.scaleY, t)
        result.skew = lerp(skew, other.skew, t)
        result.angle = lerp(angle, target, t)
        result.translationX = lerp(translationX, other.translationX, t)
        result.translationY = lerp(translationY, other.translationY, progress.y)
        return result
    }
}
