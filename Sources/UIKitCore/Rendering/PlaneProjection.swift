import Foundation

/// A projective map of the plane (a 3x3 matrix on row vectors `(x, y, 1)`, as
/// `CATransform3D` acts on rows): what a 4x4 layer transform does to the layer's
/// plane (z = 0) once the depth is dropped. `x' = X / W`, `y' = Y / W`.
public struct PlaneProjection: Equatable {
    /// Rows: `[m11 m12 m14]`, `[m21 m22 m24]`, `[m41 m42 m44]` of the 4x4.
    public var m: [[Double]]

    public init(rows: [[Double]]) { m = rows }

    /// The plane part of a 4x4 (its z = 0 plane, depth dropped).
    public init(_ t: CATransform3D) {
        m = [[Double(t.m11), Double(t.m12), Double(t.m14)],
             [Double(t.m21), Double(t.m22), Double(t.m24)],
             [Double(t.m41), Double(t.m42), Double(t.m44)]]
    }

    public init(_ t: CGAffineTransform) {
        m = [[Double(t.a), Double(t.b), 0], [Double(t.c), Double(t.d), 0], [Double(t.tx), Double(t.ty), 1]]
    }

    /// Whether it is an affine map (no perspective); then `affine` is it.
    public var isAffine: Bool { m[0][2] == 0 && m[1][2] == 0 && m[2][2] != 0 }

    public var affine: CGAffineTransform {
        let w = m[2][2]
        return CGAffineTransform(a: CGFloat(m[0][0] / w), b: CGFloat(m[0][1] / w), c: CGFloat(m[1][0] / w),
                                 d: CGFloat(m[1][1] / w), tx: CGFloat(m[2][0] / w), ty: CGFloat(m[2][1] / w))
    }

    /// `(X, Y, W)` of `p`.
    public func homogeneous(_ p: CGPoint) -> (x: Double, y: Double, w: Double) {
        let x = Double(p.x), y = Double(p.y)
        return (x * m[0][0] + y * m[1][0] + m[2][0], x * m[0][1] + y * m[1][1] + m[2][1], x * m[0][2] + y * m[1][2] + m[2][2])
    }

    /// `self` then `other`.
    public func concatenating(_ other: PlaneProjection) -> PlaneProjection {
        PlaneProjection(rows: (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0.0) { $0 + m[i][$1] * other.m[$1][j] } } })
    }

    public var determinant: Double {
        m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
    }

    /// The inverse map (nil when singular).
    public var inverted: PlaneProjection? {
        let d = determinant
        guard d != 0, d.isFinite else { return nil }
        let a = m
        let cofactors: [[Double]] = [
            [a[1][1] * a[2][2] - a[1][2] * a[2][1], a[0][2] * a[2][1] - a[0][1] * a[2][2], a[0][1] * a[1][2] - a[0][2] * a[1][1]],
            [a[1][2] * a[2][0] - a[1][0] * a[2][2], a[0][0] * a[2][2] - a[0][2] * a[2][0], a[0][2] * a[1][0] - a[0][0] * a[1][2]],
            [a[1][0] * a[2][1] - a[1][1] * a[2][0], a[0][1] * a[2][0] - a[0][0] * a[2][1], a[0][0] * a[1][1] - a[0][1] * a[1][0]],
        ]
        return PlaneProjection(rows: cofactors.map { $0.map { $0 / d } })
    }

    /// The part of `rect` in front of the eye (W ≥ `epsilon`), as a convex polygon
    /// in the plane (empty when none of it is), cut where W crosses `epsilon`.
    public func visiblePolygon(of rect: CGRect, epsilon: Double = 1e-3) -> [CGPoint] {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        var kept: [CGPoint] = []
        for (index, a) in corners.enumerated() {
            let b = corners[(index + 1) % corners.count]
            let wa = homogeneous(a).w - epsilon, wb = homogeneous(b).w - epsilon
            if wa >= 0 { kept.append(a) }
            if (wa >= 0) != (wb >= 0) {
                let t = wa / (wa - wb)
                kept.append(CGPoint(x: a.x + CGFloat(t) * (b.x - a.x), y: a.y + CGFloat(t) * (b.y - a.y)))
            }
        }
        return kept.count >= 3 ? kept : []
    }

    /// Where `p` (with W > 0) lands.
    public func project(_ p: CGPoint) -> CGPoint {
        let h = homogeneous(p)
        return CGPoint(x: h.x / h.w, y: h.y / h.w)
    }
}
