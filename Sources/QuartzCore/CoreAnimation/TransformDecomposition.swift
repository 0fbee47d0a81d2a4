import Foundation

/// A 4x4 transform taken apart as Core Animation (and CSS) interpolate it:
/// scale, skew, a rotation (a unit quaternion), translation and perspective,
/// applied in that order (row vectors: `M = S · K · R · T · P`).
///
/// Halfway between two turns about y seen through the same perspective is the
/// half turn through it, where element-by-element blending would squash.
struct TransformDecomposition: Equatable {
    var scale: [Double]
    /// xy, xz, yz shears.
    var skew: [Double]
    /// x, y, z, w of a unit quaternion.
    var quaternion: [Double]
    var translation: [Double]
    var perspective: [Double]

    /// The parts of `t`, or nil when it has none (a singular or degenerate matrix).
    init?(_ t: CATransform3D) {
        var m = t.rows.map { $0.map(Double.init) }
        guard m[3][3] != 0 else { return nil }
        let w = m[3][3]
        m = m.map { $0.map { $0 / w } }
        // The perspective column, solved against the rest (M = Mp · P).
        var affine = m
        for i in 0..<3 { affine[i][3] = 0 }
        affine[3][3] = 1
        guard let inverse = Self.inverse(affine) else { return nil }
        if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
            let rhs = [m[0][3], m[1][3], m[2][3], m[3][3]]
            perspective = (0..<4).map { i in (0..<4).reduce(0) { $0 + inverse[i][$1] * rhs[$1] } }
        } else {
            perspective = [0, 0, 0, 1]
        }
        translation = [m[3][0], m[3][1], m[3][2]]
        var rows = (0..<3).map { i in [m[i][0], m[i][1], m[i][2]] }
        var scale = [0.0, 0, 0], skew = [0.0, 0, 0]
        scale[0] = Self.length(rows[0]); guard scale[0] != 0 else { return nil }
        rows[0] = rows[0].map { $0 / scale[0] }
        skew[0] = Self.dot(rows[0], rows[1])
        rows[1] = zip(rows[1], rows[0]).map { $0 - skew[0] * $1 }
        scale[1] = Self.length(rows[1]); guard scale[1] != 0 else { return nil }
        rows[1] = rows[1].map { $0 / scale[1] }
        skew[0] /= scale[1]
        skew[1] = Self.dot(rows[0], rows[2])
        rows[2] = zip(rows[2], rows[0]).map { $0 - skew[1] * $1 }
        skew[2] = Self.dot(rows[1], rows[2])
        rows[2] = zip(rows[2], rows[1]).map { $0 - skew[2] * $1 }
        scale[2] = Self.length(rows[2]); guard scale[2] != 0 else { return nil }
        rows[2] = rows[2].map { $0 / scale[2] }
        skew[1] /= scale[2]
        skew[2] /= scale[2]
        // A mirror: flip everything so the rows make a rotation.
        if Self.dot(rows[0], Self.cross(rows[1], rows[2])) < 0 {
            scale = scale.map { -$0 }
            rows = rows.map { $0.map { -$0 } }
        }
        self.scale = scale
        self.skew = skew
        quaternion = Self.quaternion(rows)
    }

    /// The transform these parts make.
    var transform: CATransform3D {
        var result = Self.identity
        // Perspective, then translation before it, then the rotation, skew and scale before those.
        for i in 0..<4 { result[i][3] = perspective[i] }
        var translate = Self.identity
        translate[3] = [translation[0], translation[1], translation[2], 1]
        result = Self.multiply(translate, result)
        let (x, y, z, w) = (quaternion[0], quaternion[1], quaternion[2], quaternion[3])
        // Column-vector rotation, transposed into rows.
        let column = [[1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
                      [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
                      [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)]]
        var rotation = Self.identity
        for i in 0..<3 { for j in 0..<3 { rotation[i][j] = column[j][i] } }
        result = Self.multiply(rotation, result)
        var shear = Self.identity
        shear[1][0] = skew[0]; shear[2][0] = skew[1]; shear[2][1] = skew[2]
        result = Self.multiply(shear, result)
        var scaling = Self.identity
        for i in 0..<3 { scaling[i][i] = scale[i] }
        result = Self.multiply(scaling, result)
        return CATransform3D(rows: result.map { $0.map { CGFloat($0) } })
    }

    /// The parts `fraction` of the way to `other`: the rotation along the shorter arc.
    func interpolated(to other: TransformDecomposition, fraction t: Double) -> TransformDecomposition {
        func mix(_ a: [Double], _ b: [Double]) -> [Double] { zip(a, b).map { $0 + ($1 - $0) * t } }
        var result = self
        result.scale = mix(scale, other.scale)
        result.skew = mix(skew, other.skew)
        result.translation = mix(translation, other.translation)
        result.perspective = mix(perspective, other.perspective)
        var target = other.quaternion
        var cosine = Self.dot(quaternion, target)
        if cosine < 0 { target = target.map { -$0 }; cosine = -cosine }
        if cosine > 0.9995 {
            let blended = mix(quaternion, target)
            let length = Self.length(blended)
            result.quaternion = blended.map { $0 / length }
        } else {
            let angle = acos(min(1, cosine)), sine = sin(angle)
            let a = sin((1 - t) * angle) / sine, b = sin(t * angle) / sine
            result.quaternion = zip(quaternion, target).map { a * $0 + b * $1 }
        }
        return result
    }

    // MARK: Helpers

    private static let identity: [[Double]] = (0..<4).map { i in (0..<4).map { $0 == i ? 1 : 0 } }

    private static func multiply(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
    }

    private static func dot(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).reduce(0) { $0 + $1.0 * $1.1 } }
    private static func length(_ a: [Double]) -> Double { dot(a, a).squareRoot() }
    private static func cross(_ a: [Double], _ b: [Double]) -> [Double] {
        [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
    }

    /// The quaternion of the rotation whose rows are `rows` (Shepperd's method on its column form).
    private static func quaternion(_ rows: [[Double]]) -> [Double] {
        let m = (0..<3).map { i in (0..<3).map { j in rows[j][i] } }
        let trace = m[0][0] + m[1][1] + m[2][2]
        if trace > 0 {
            let s = 0.5 / (trace + 1).squareRoot()
            return [(m[2][1] - m[1][2]) * s, (m[0][2] - m[2][0]) * s, (m[1][0] - m[0][1]) * s, 0.25 / s]
        } else if m[0][0] > m[1][1] && m[0][0] > m[2][2] {
            let s = 2 * (1 + m[0][0] - m[1][1] - m[2][2]).squareRoot()
            return [0.25 * s, (m[0][1] + m[1][0]) / s, (m[0][2] + m[2][0]) / s, (m[2][1] - m[1][2]) / s]
        } else if m[1][1] > m[2][2] {
            let s = 2 * (1 + m[1][1] - m[0][0] - m[2][2]).squareRoot()
            return [(m[0][1] + m[1][0]) / s, 0.25 * s, (m[1][2] + m[2][1]) / s, (m[0][2] - m[2][0]) / s]
        } else {
            let s = 2 * (1 + m[2][2] - m[0][0] - m[1][1]).squareRoot()
            return [(m[0][2] + m[2][0]) / s, (m[1][2] + m[2][1]) / s, 0.25 * s, (m[1][0] - m[0][1]) / s]
        }
    }

    /// The inverse of a 4x4 (nil when singular).
    private static func inverse(_ matrix: [[Double]]) -> [[Double]]? {
        let inverted = CATransform3DInvert(CATransform3D(rows: matrix.map { $0.map { CGFloat($0) } }))
        let back = inverted.rows.map { $0.map(Double.init) }
        // Core Animation's inverse returns a singular matrix unchanged: check the product.
        let product = multiply(matrix, back)
        let isInverse = (0..<4).allSatisfy { i in (0..<4).allSatisfy { j in abs(product[i][j] - identity[i][j]) < 1e-9 } }
        return isInverse ? back : nil
    }
}
