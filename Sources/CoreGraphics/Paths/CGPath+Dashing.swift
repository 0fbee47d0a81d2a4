import Foundation

extension CGPath {
    /// The dashes of this path as a new path, as in Core Graphics: each subpath
    /// is walked from its start with the pattern `lengths` (on, off, on, ...)
    /// begun `phase` points in, and every "on" stretch becomes an open subpath
    /// (curves are flattened to lines within 0.01 point). The pattern restarts
    /// with each subpath. With no lengths, a negative one, or lengths that sum to
    /// 0, the path comes back undashed (Core Graphics draws such a pattern solid).
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat],
                     transform: CGAffineTransform = .identity) -> CGPath {
        let total = lengths.reduce(0, +)
        guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 }), total > 0 else {
            return CGPath(elements: elements.map { $0.applying(transform) })
        }
        var result: [PathElement] = []
        for polygon in graphicsPath.polygons(tolerance: 0.01) where polygon.count > 1 {
            // Where the pattern starts: which dash, and how much of it is left.
            var index = 0
            var remaining = lengths[0]
            var offset = phase.truncatingRemainder(dividingBy: total)
            if offset < 0 { offset += total }
            while offset > 0 {
                if offset >= remaining {
                    offset -= remaining
                    index = (index + 1) % lengths.count
                    remaining = lengths[index]
                } else {
                    remaining -= offset
                    offset = 0
                }
            }
            var drawing = false
            for (a, b) in zip(polygon, polygon.dropFirst()) {
                let length = hypot(b.x - a.x, b.y - a.y)
                var travelled: CGFloat = 0
                while travelled < length {
                    let on = index % 2 == 0
                    let step = min(remaining, length - travelled)
                    let start = Self.point(a, b, length == 0 ? 0 : travelled / length)
                    let end = travelled + step >= length ? b : Self.point(a, b, (travelled + step) / length)
                    if on {
                        if !drawing { result.append(.move(start)); drawing = true }
                        result.append(.line(end))
                    } else {
                        drawing = false
                    }
                    travelled += step
                    remaining -= step
                    if remaining <= 0 {
                        index = (index + 1) % lengths.count
                        remaining = lengths[index]
                        if index % 2 == 1 { drawing = false }
                    }
                }
            }
        }
        return CGPath(elements: result.map { $0.applying(transform) })
    }

    private static func point(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
