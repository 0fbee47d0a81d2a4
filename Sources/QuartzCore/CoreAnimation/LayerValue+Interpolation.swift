import Foundation

/// Blending and adding layer values, as Core Animation interpolates them:
/// numbers, points, sizes and rects component by component; transforms by
/// their parts (scale, rotation the short way, translation) of the drawn 2D
/// part; colours in sRGB with straight alpha; paths point by point when both
/// have the same elements (else the change happens at the midpoint); arrays
/// element by element when they have the same length. Anything else switches
/// at the midpoint.
extension LayerValue {
    public func interpolated(to other: LayerValue, fraction t: CGFloat) -> LayerValue {
        if t == 0 { return self }
        if t == 1 { return other }
        switch (self, other) {
        case let (.number(a), .number(b)): return .number(lerp(a, b, t))
        case let (.point(a), .point(b)): return .point(CGPoint(x: lerp(a.x, b.x, t), y: lerp(a.y, b.y, t)))
        case let (.size(a), .size(b)): return .size(CGSize(width: lerp(a.width, b.width, t), height: lerp(a.height, b.height, t)))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: lerp(a.minX, b.minX, t), y: lerp(a.minY, b.minY, t),
                                width: lerp(a.width, b.width, t), height: lerp(a.height, b.height, t)))
        case let (.transform(a), .transform(b)): return .transform(Self.blend(a, b, t))
        case let (.color(a), .color(b)): return .color(Self.blend(a, b, t))
        case let (.path(a?), .path(b?)):
            guard let blended = Self.blend(a, b, t) else { return t < 0.5 ? self : other }
            return .path(blended)
        case let (.colors(a?), .colors(b?)) where a.count == b.count:
            return .colors(zip(a, b).map { Self.blend($0, $1, t) ?? $1 })
        case let (.numbers(a?), .numbers(b?)) where a.count == b.count:
            return .numbers(zip(a, b).map { lerp($0, $1, t) })
        default:
            return t < 0.5 ? self : other
        }
    }

    /// `self + other` (transforms: `other` then `self`'s 2D part composed; colours and paths: `other`).
    func adding(_ other: LayerValue) -> LayerValue {
        switch (self, other) {
        case let (.number(a), .number(b)): return .number(a + b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case let (.size(a), .size(b)): return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width, height: a.height + b.height))
        case let (.transform(a), .transform(b)): return .transform(CATransform3DConcat(b, a))
        case let (.numbers(a?), .numbers(b?)) where a.count == b.count: return .numbers(zip(a, b).map(+))
        default: return other
        }
    }

    /// `-self` (transforms: the inverse).
    var negated: LayerValue {
        switch self {
        case .number(let a): return .number(-a)
        case .point(let a): return .point(CGPoint(x: -a.x, y: -a.y))
        case .size(let a): return .size(CGSize(width: -a.width, height: -a.height))
        case .rect(let a): return .rect(CGRect(x: -a.minX, y: -a.minY, width: -a.width, height: -a.height))
        case .transform(let a): return .transform(CATransform3DInvert(a))
        case .numbers(let a): return .numbers(a?.map { -$0 })
        default: return self
        }
    }

    /// A distance between two values (paced keyframes): Euclidean for numbers,
    /// points, sizes and rects; 1 for anything else that differs.
    func distance(to other: LayerValue) -> CGFloat {
        switch (self, other) {
        case let (.number(a), .number(b)): return abs(b - a)
        case let (.point(a), .point(b)): return hypot(b.x - a.x, b.y - a.y)
        case let (.size(a), .size(b)): return hypot(b.width - a.width, b.height - a.height)
        case let (.rect(a), .rect(b)):
            return (pow(b.minX - a.minX, 2) + pow(b.minY - a.minY, 2) + pow(b.width - a.width, 2) + pow(b.height - a.height, 2)).squareRoot()
        default: return self == other ? 0 : 1
        }
    }

    private static func blend(_ a: CATransform3D, _ b: CATransform3D, _ t: CGFloat) -> CATransform3D {
        if !CATransform3DIsAffine(a) || !CATransform3DIsAffine(b) {
            // Depth or perspective: by parts, as Core Animation (a turn stays a turn half way).
            if let from = TransformDecomposition(a), let to = TransformDecomposition(b) {
                return from.interpolated(to: to, fraction: Double(t)).transform
            }
            // No parts (a singular matrix): element by element.
            let x = a.rows, y = b.rows
            return CATransform3D(rows: (0..<4).map { i in (0..<4).map { j in lerp(x[i][j], y[i][j], t) } })
        }
        let from = a.affinePart, to = b.affinePart
        guard let x = TransformParts(from), let y = TransformParts(to) else {
            return CATransform3DMakeAffineTransform(CGAffineTransform(a: lerp(from.a, to.a, t), b: lerp(from.b, to.b, t),
                                                                      c: lerp(from.c, to.c, t), d: lerp(from.d, to.d, t),
                                                                      tx: lerp(from.tx, to.tx, t), ty: lerp(from.ty, to.ty, t)))
        }
        return CATransform3DMakeAffineTransform(x.interpolated(to: y, progress: AnimationProgress(t)).transform)
    }

    private static func blend(_ a: CGColor?, _ b: CGColor?, _ t: CGFloat) -> CGColor? {
        guard a != nil || b != nil else { return nil }
        let from = (a ?? b!.copy(alpha: 0)!).rgbaComponents, to = (b ?? a!.copy(alpha: 0)!).rgbaComponents
        return CGColor(red: lerp(from.red, to.red, t), green: lerp(from.green, to.green, t),
                       blue: lerp(from.blue, to.blue, t), alpha: lerp(from.alpha, to.alpha, t))
    }

    private static func blend(_ a: CGPath, _ b: CGPath, _ t: CGFloat) -> CGPath? {
        a.interpolated(to: b, fraction: t)
    }
}
