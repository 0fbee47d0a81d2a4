import Foundation

extension CGPath {
    /// The outline of this path stroked with `lineWidth`, as in Core Graphics: a
    /// path that, filled with the nonzero winding rule, covers what stroking
    /// would paint. Curves are flattened to lines within 0.01 point first.
    ///
    /// Difference: the outline is a union of pieces (one quadrilateral per
    /// segment, plus join and cap shapes, all wound the same way) rather than a
    /// single traced contour; it fills identically with `.winding`, not with
    /// `.evenOdd`.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        let half = lineWidth / 2
        guard half > 0 else { return CGPath(elements: []) }
        var pieces: [[CGPoint]] = []
        for subpath in graphicsPath.subpaths {
            var points = [subpath.start]
            for segment in subpath.segments {
                switch segment {
                case .line(_, let b): points.append(b)
                case .cubic(let p0, let p1, let p2, let p3):
                    let n = GraphicsPath.flatteningSteps(p0, p1, p2, p3, tolerance: 0.01)
                    for i in 1...n { points.append(GraphicsPath.point(p0, p1, p2, p3, CGFloat(i) / CGFloat(n))) }
                }
            }
            // Drop repeated points: they have no direction.
            var polyline: [CGPoint] = []
            for p in points where polyline.last.map({ hypot(p.x - $0.x, p.y - $0.y) > 1e-9 }) ?? true { polyline.append(p) }
            if polyline.count == 1 {
                // A lone point: round and square caps paint a dot, butt nothing.
                if lineCap == .round { pieces.append(Self.circle(polyline[0], half)) }
                if lineCap == .square { pieces.append(Self.square(polyline[0], half)) }
                continue
            }
            for (a, b) in zip(polyline, polyline.dropFirst()) { pieces.append(Self.band(a, b, half)) }
            let closed = subpath.isClosed && polyline.count > 2
            var joints = Array(polyline.indices.dropFirst().dropLast())
            if closed { joints.append(0) }
            let last = polyline.count - 1
            for i in joints {
                let previous = i == 0 ? polyline[last - (polyline[last] == polyline[0] ? 1 : 0)] : polyline[i - 1]
                let next = polyline[i == last ? 1 : i + 1]
                pieces.append(contentsOf: Self.join(previous, polyline[i], next, half, lineJoin, miterLimit))
            }
            if !closed {
                for (end, inner) in [(polyline[0], polyline[1]), (polyline[last], polyline[last - 1])] {
                    switch lineCap {
                    case .butt: break
                    case .round: pieces.append(Self.circle(end, half))
                    case .square:
                        let d = Self.unit(inner, end)
                        pieces.append(Self.band(end, CGPoint(x: end.x + d.x * half, y: end.y + d.y * half), half))
                    @unknown default: break
                    }
                }
            }
        }
        var elements: [PathElement] = []
        for piece in pieces where piece.count > 2 {
            let wound = Self.area(piece) < 0 ? Array(piece.reversed()) : piece
            elements.append(.move(wound[0].applying(transform)))
            for p in wound.dropFirst() { elements.append(.line(p.applying(transform))) }
            elements.append(.close)
        }
        return CGPath(elements: elements)
    }

    private static func unit(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let length = max(hypot(b.x - a.x, b.y - a.y), 1e-12)
        return CGPoint(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
    }

    /// The rectangle `half` either side of the segment a-b.
    private static func band(_ a: CGPoint, _ b: CGPoint, _ half: CGFloat) -> [CGPoint] {
        let d = unit(a, b)
        let n = CGPoint(x: -d.y * half, y: d.x * half)
        return [CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y)]
    }

    private static func circle(_ c: CGPoint, _ r: CGFloat) -> [CGPoint] {
        let steps = max(16, Int((2 * .pi * r / 0.5).rounded(.up)))
        return (0..<steps).map { i in
            let angle = 2 * CGFloat.pi * CGFloat(i) / CGFloat(steps)
            return CGPoint(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
        }
    }

    private static func square(_ c: CGPoint, _ h: CGFloat) -> [CGPoint] {
        [CGPoint(x: c.x - h, y: c.y - h), CGPoint(x: c.x + h, y: c.y - h), CGPoint(x: c.x + h, y: c.y + h), CGPoint(x: c.x - h, y: c.y + h)]
    }

    /// The piece that fills the outer side of the corner at `p` between a-p and p-b.
    private static func join(_ a: CGPoint, _ p: CGPoint, _ b: CGPoint, _ half: CGFloat, _ style: CGLineJoin,
                             _ miterLimit: CGFloat) -> [[CGPoint]] {
        if style == .round { return [circle(p, half)] }
        let d1 = unit(a, p), d2 = unit(p, b)
        let turn = d1.x * d2.y - d1.y * d2.x
        guard abs(turn) > 1e-9 else { return [] }
        // The outer side is left of the travel for a right turn, and right of it for a left one.
        let side: CGFloat = turn > 0 ? -1 : 1
        let o1 = CGPoint(x: p.x - d1.y * half * side, y: p.y + d1.x * half * side)
        let o2 = CGPoint(x: p.x - d2.y * half * side, y: p.y + d2.x * half * side)
        let bevel = [p, o1, o2]
        guard style == .miter else { return [bevel] }
        // Miter length over line width is 1 / sin(θ/2), θ the angle between the segments.
        let cosTheta = -(d1.x * d2.x + d1.y * d2.y)
        let sinHalf = ((1 - cosTheta) / 2).squareRoot()
        guard sinHalf > 1e-9, 1 / sinHalf <= miterLimit else { return [bevel] }
        let bisector = unit(CGPoint.zero, CGPoint(x: o1.x + o2.x - 2 * p.x, y: o1.y + o2.y - 2 * p.y))
        let tipDistance = half / sinHalf
        let tip = CGPoint(x: p.x + bisector.x * tipDistance, y: p.y + bisector.y * tipDistance)
        return [[p, o1, tip, o2]]
    }

    private static func area(_ polygon: [CGPoint]) -> CGFloat {
        zip(polygon, polygon.dropFirst() + [polygon[0]]).reduce(0) { $0 + ($1.0.x * $1.1.y - $1.1.x * $1.0.y) } / 2
    }
}
