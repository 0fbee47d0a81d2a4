import Foundation

extension CGPath {
    /// Our extension (shape-layer `path` animations): the path `fraction` of the
    /// way to `other`, point by point, when both have the same kinds of
    /// elements in the same order; nil otherwise.
    public func interpolated(to other: CGPath, fraction t: CGFloat) -> CGPath? {
        guard elements.count == other.elements.count else { return nil }
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        var result: [PathElement] = []
        result.reserveCapacity(elements.count)
        for (a, b) in zip(elements, other.elements) {
            switch (a, b) {
            case let (.move(p), .move(q)): result.append(.move(mix(p, q)))
            case let (.line(p), .line(q)): result.append(.line(mix(p, q)))
            case let (.quad(c, p), .quad(d, q)): result.append(.quad(mix(c, d), mix(p, q)))
            case let (.curve(c1, c2, p), .curve(d1, d2, q)): result.append(.curve(mix(c1, d1), mix(c2, d2), mix(p, q)))
            case (.close, .close): result.append(.close)
            default: return nil
            }
        }
        return CGPath(elements: result)
    }
}
