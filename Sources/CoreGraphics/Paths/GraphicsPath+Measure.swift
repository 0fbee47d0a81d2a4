import Foundation

/// Measuring paths: tight bounds, point containment, length, and trimming by
/// length (what `CAShapeLayer.strokeStart` / `strokeEnd` draw).
extension GraphicsPath {
    /// One drawn segment: a line or a cubic curve from `from`.
    enum Segment {
        case line(CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint, CGPoint)
    }

    /// A subpath's segments and whether it is closed (its closing line included).
    struct Subpath {
        var segments: [Segment] = []
        var isClosed = false
        var start = CGPoint.zero
    }

    var subpaths: [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        var point = CGPoint.zero
        func finish() { if let subpath = current { result.append(subpath) }; current = nil }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                current = Subpath(start: p)
                point = p
            case .line(let p):
                if current == nil { current = Subpath(start: point) }
                current!.segments.append(.line(point, p))
                point = p
            case .curve(let a, let b, let p):
                if current == nil { current = Subpath(start: point) }
                current!.segments.append(.cubic(point, a, b, p))
                point = p
            case .close:
                guard var subpath = current else { continue }
                if point != subpath.start { subpath.segments.append(.line(point, subpath.start)) }
                subpath.isClosed = true
                result.append(subpath)
                current = nil
                point = subpath.start
            }
        }
        finish()
        return result
    }

    /// The bounds of the outline itself (curve extremes, not control points).
    public var tightBounds: CGRect {
        var box = BoxBuilder()
        for element in elements { if case .move(let p) = element { box.add(p) } }
        for subpath in subpaths {
            box.add(subpath.start)
            for segment in subpath.segments {
                switch segment {
                case .line(_, let b): box.add(b)
                case .cubic(let p0, let p1, let p2, let p3):
                    box.add(p3)
                    for t in Self.extremeParameters(p0.x, p1.x, p2.x, p3.x) + Self.extremeParameters(p0.y, p1.y, p2.y, p3.y) {
                        box.add(Self.point(p0, p1, p2, p3, t))
                    }
                }
            }
        }
        return box.rect
    }

    /// Whether `point` is inside the path filled with `rule` (open subpaths closed).
    public func contains(_ point: CGPoint, rule: CGPathFillRule) -> Bool {
        var winding = 0
        for polygon in polygons() {
            guard polygon.count > 2 else { continue }
            for i in 0..<polygon.count {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                if a.y <= point.y {
                    if b.y > point.y && cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y && cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return rule == .evenOdd ? winding % 2 != 0 : winding != 0
    }

    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// Each subpath flattened to a polygon (curves within `tolerance`).
    func polygons(tolerance: CGFloat = 0.01) -> [[CGPoint]] {
        subpaths.map { subpath in
            var points = [subpath.start]
            for segment in subpath.segments {
                switch segment {
                case .line(_, let b): points.append(b)
                case .cubic(let p0, let p1, let p2, let p3):
                    let n = Self.flatteningSteps(p0, p1, p2, p3, tolerance: tolerance)
                    for i in 1...n { points.append(Self.point(p0, p1, p2, p3, CGFloat(i) / CGFloat(n))) }
                }
            }
            return points
        }
    }

    /// The total length of every subpath (closing lines included).
    public var length: CGFloat {
        subpaths.reduce(0) { total, subpath in subpath.segments.reduce(total) { $0 + Self.length(of: $1) } }
    }

    /// The part of the path between `start` and `end`, fractions of its total
    /// length (clamped to 0...1, swapped if reversed), as Core Animation strokes
    /// `strokeStart`...`strokeEnd`. The whole path comes back unchanged.
    public func trimmed(from start: CGFloat, to end: CGFloat) -> GraphicsPath {
        let lo = min(max(min(start, end), 0), 1), hi = min(max(max(start, end), 0), 1)
        if lo <= 0 && hi >= 1 { return self }
        let total = length
        guard total > 0, hi > lo else { return GraphicsPath() }
        let from = lo * total, to = hi * total
        var result = GraphicsPath()
        var walked: CGFloat = 0
        for subpath in subpaths {
            var open = false
            for segment in subpath.segments {
                let length = Self.length(of: segment)
                let segmentStart = walked, segmentEnd = walked + length
                walked = segmentEnd
                guard segmentEnd > from, segmentStart < to, length > 0 else { continue }
                let t0 = Self.parameter(in: segment, atLength: max(0, from - segmentStart))
                let t1 = Self.parameter(in: segment, atLength: min(length, to - segmentStart))
                let piece = Self.subsegment(segment, from: t0, to: t1)
                switch piece {
                case .line(let a, let b):
                    if !open { result.move(to: a); open = true }
                    result.line(to: b)
                case .cubic(let a, let c1, let c2, let b):
                    if !open { result.move(to: a); open = true }
                    result.curve(to: b, control1: c1, control2: c2)
                }
            }
        }
        return result
    }

    // MARK: Segment maths

    static func point(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// Parameters in (0, 1) where one coordinate of a cubic has a zero derivative.
    static func extremeParameters(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
        // B'(t)/3 = (b - a)(1-t)² + 2(c - b)(1-t)t + (d - c)t² = A t² + B t + C
        let qa = (b - a) - 2 * (c - b) + (d - c), qb = 2 * ((c - b) - (b - a)), qc = b - a
        var roots: [CGFloat] = []
        if abs(qa) < 1e-12 {
            if abs(qb) > 1e-12 { roots = [-qc / qb] }
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots = [(-qb + root) / (2 * qa), (-qb - root) / (2 * qa)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    /// Wang's bound: enough line pieces to keep a cubic within `tolerance`.
    static func flatteningSteps(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, tolerance: CGFloat) -> Int {
        let d1 = hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
        let d2 = hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y)
        let steps = (0.75 * max(d1, d2) / tolerance).squareRoot().rounded(.up)
        return steps.isFinite ? min(max(Int(steps), 1), 1000) : 1
    }

    /// Arc length (a cubic's through its flattening within 0.001 points).
    static func length(of segment: Segment) -> CGFloat {
        switch segment {
        case .line(let a, let b): return hypot(b.x - a.x, b.y - a.y)
        case .cubic(let p0, let p1, let p2, let p3):
            let n = flatteningSteps(p0, p1, p2, p3, tolerance: 0.001)
            var total: CGFloat = 0, previous = p0
            for i in 1...n {
                let next = point(p0, p1, p2, p3, CGFloat(i) / CGFloat(n))
                total += hypot(next.x - previous.x, next.y - previous.y)
                previous = next
            }
            return total
        }
    }

    /// The curve parameter at arc length `target` along `segment`.
    static func parameter(in segment: Segment, atLength target: CGFloat) -> CGFloat {
        switch segment {
        case .line(let a, let b):
            let length = hypot(b.x - a.x, b.y - a.y)
            return length > 0 ? min(max(target / length, 0), 1) : 0
        case .cubic(let p0, let p1, let p2, let p3):
            let n = flatteningSteps(p0, p1, p2, p3, tolerance: 0.001)
            var walked: CGFloat = 0, previous = p0
            for i in 1...n {
                let t = CGFloat(i) / CGFloat(n)
                let next = point(p0, p1, p2, p3, t)
                let piece = hypot(next.x - previous.x, next.y - previous.y)
                if walked + piece >= target {
                    let within = piece > 0 ? (target - walked) / piece : 0
                    return (CGFloat(i - 1) + within) / CGFloat(n)
                }
                walked += piece
                previous = next
            }
            return 1
        }
    }

    /// The piece of `segment` between parameters `t0` and `t1` (de Casteljau).
    static func subsegment(_ segment: Segment, from t0: CGFloat, to t1: CGFloat) -> Segment {
        switch segment {
        case .line(let a, let b):
            func at(_ t: CGFloat) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
            return .line(at(t0), at(t1))
        case .cubic(let p0, let p1, let p2, let p3):
            // Keep [0, t1], then [t0 / t1, 1] of that.
            let right = split(p0, p1, p2, p3, at: t1).0
            let u = t1 > 0 ? t0 / t1 : 0
            let piece = split(right.0, right.1, right.2, right.3, at: u).1
            return .cubic(piece.0, piece.1, piece.2, piece.3)
        }
    }

    typealias Cubic = (CGPoint, CGPoint, CGPoint, CGPoint)

    static func split(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: CGFloat) -> (Cubic, Cubic) {
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        let a = mix(p0, p1), b = mix(p1, p2), c = mix(p2, p3)
        let d = mix(a, b), e = mix(b, c)
        let f = mix(d, e)
        return ((p0, a, d, f), (f, e, c, p3))
    }
}
