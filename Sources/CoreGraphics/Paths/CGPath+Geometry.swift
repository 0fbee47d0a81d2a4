import Foundation

extension CGPath {
    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end of the last element (the subpath's start after a close); `.zero` when empty.
    public var currentPoint: CGPoint {
        var current = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p): current = p; start = p
            case .close: current = start
            default: current = element.endPoint ?? current
            }
        }
        return current
    }

    /// The smallest rectangle holding every point, control points included, as
    /// Core Graphics' `boundingBox`; `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        var box = BoxBuilder()
        for element in elements {
            switch element {
            case .move(let p), .line(let p): box.add(p)
            case .quad(let c, let p): box.add(c); box.add(p)
            case .curve(let a, let b, let p): box.add(a); box.add(b); box.add(p)
            case .close: break
            }
        }
        return box.rect
    }

    /// The smallest rectangle holding the path itself (curves' extremes, not
    /// their control points); `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect { graphicsPath.tightBounds }

    /// Whether `point` (mapped by `transform` first) is inside the filled path
    /// under `rule`; open subpaths count as closed, as when filling.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        graphicsPath.contains(point.applying(transform), rule: rule)
    }

    /// Whether the path is exactly one closed axis-aligned rectangle; fills `rect` when it is.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var points: [CGPoint] = []
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let p) where index == 0: points.append(p)
            case .line(let p) where index > 0: points.append(p)
            case .close where index == elements.count - 1: break
            default: return false
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return false }
        let xs = Set(points.map(\.x)), ys = Set(points.map(\.y))
        guard xs.count == 2, ys.count == 2 else { return false }
        for i in 0..<4 {
            let a = points[i], b = points[(i + 1) % 4]
            if a.x != b.x && a.y != b.y { return false }
        }
        rect?.pointee = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        return true
    }
}

/// Grows a rectangle point by point (null until the first point).
struct BoxBuilder {
    private(set) var rect = CGRect.null
    mutating func add(_ p: CGPoint) {
        rect = rect.isNull ? CGRect(origin: p, size: .zero) : rect.union(CGRect(origin: p, size: .zero))
    }
}
