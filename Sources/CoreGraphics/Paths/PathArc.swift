import Foundation

/// Circular arcs as cubic Bézier curves: at most a quarter turn per curve,
/// control points at k = 4/3·tan(θ/4) of the radius along the tangents
/// (the standard approximation; its radial error is under 0.03 % of the radius).
enum PathArc {
    static func point(_ center: CGPoint, _ radius: CGFloat, _ angle: CGFloat) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    /// The signed sweep from `start` to `end` turning one way, as HTML canvas
    /// `arc()` defines it: a difference of 2π or more is a full turn, anything
    /// else is taken modulo 2π in the turning direction.
    static func sweep(from start: CGFloat, to end: CGFloat, decreasing: Bool) -> CGFloat {
        let fullTurn = 2 * CGFloat.pi
        let difference = decreasing ? start - end : end - start
        let magnitude: CGFloat
        if difference >= fullTurn {
            magnitude = fullTurn
        } else {
            let wrapped = difference.truncatingRemainder(dividingBy: fullTurn)
            magnitude = wrapped < 0 ? wrapped + fullTurn : wrapped
        }
        return decreasing ? -magnitude : magnitude
    }

    /// The curves of an arc from `start` turning by `sweep` (no initial move or line).
    static func segments(center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat) -> [PathElement] {
        guard sweep != 0, radius != 0, sweep.isFinite else { return [] }
        let count = max(1, Int((abs(sweep) / (CGFloat.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let k = 4 / 3 * tan(step / 4)
        var elements: [PathElement] = []
        var angle = start
        for index in 0..<count {
            let next = index == count - 1 ? start + sweep : angle + step
            let p0 = point(center, radius, angle), p1 = point(center, radius, next)
            let c1 = CGPoint(x: p0.x - k * radius * sin(angle), y: p0.y + k * radius * cos(angle))
            let c2 = CGPoint(x: p1.x + k * radius * sin(next), y: p1.y - k * radius * cos(next))
            elements.append(.curve(c1, c2, p1))
            angle = next
        }
        return elements
    }

    /// `arcTo`: a line to the first tangent point and the arc to the second, or
    /// a line to `corner` when the three points are collinear or the radius is 0.
    static func tangentArc(from p0: CGPoint, corner: CGPoint, to p2: CGPoint, radius: CGFloat) -> [PathElement] {
        let v1 = CGVector(dx: p0.x - corner.x, dy: p0.y - corner.y)
        let v2 = CGVector(dx: p2.x - corner.x, dy: p2.y - corner.y)
        let l1 = (v1.dx * v1.dx + v1.dy * v1.dy).squareRoot(), l2 = (v2.dx * v2.dx + v2.dy * v2.dy).squareRoot()
        let cross = v1.dx * v2.dy - v1.dy * v2.dx
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else { return [.line(corner)] }
        let u1 = CGVector(dx: v1.dx / l1, dy: v1.dy / l1), u2 = CGVector(dx: v2.dx / l2, dy: v2.dy / l2)
        let cosine = min(1, max(-1, u1.dx * u2.dx + u1.dy * u2.dy))
        let theta = acos(cosine)                       // angle at the corner
        let distance = radius / tan(theta / 2)          // corner to each tangent point
        let q1 = CGPoint(x: corner.x + u1.dx * distance, y: corner.y + u1.dy * distance)
        let q2 = CGPoint(x: corner.x + u2.dx * distance, y: corner.y + u2.dy * distance)
        let bisector = CGVector(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
        let bisectorLength = (bisector.dx * bisector.dx + bisector.dy * bisector.dy).squareRoot()
        let centerDistance = radius / sin(theta / 2)
        let center = CGPoint(x: corner.x + bisector.dx / bisectorLength * centerDistance,
                             y: corner.y + bisector.dy / bisectorLength * centerDistance)
        let a0 = atan2(q1.y - center.y, q1.x - center.x), a1 = atan2(q2.y - center.y, q2.x - center.x)
        var sweep = a1 - a0
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        return [.line(q1)] + segments(center: center, radius: radius, start: a0, sweep: sweep)
    }
}
