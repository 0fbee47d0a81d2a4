import Foundation

/// A resolution-independent outline made of lines and cubic curves.
///
/// The flattened form of a `CGPath` (quadratic curves become cubic ones) that
/// drawing backends consume; the value type behind `UIBezierPath` and layer outlines.
public struct GraphicsPath: Equatable {
    public enum Element: Equatable {
        case move(CGPoint)
        case line(CGPoint)
        case curve(CGPoint, CGPoint, CGPoint)
        case close
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public init(rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        line(to: CGPoint(x: rect.maxX, y: rect.minY))
        line(to: CGPoint(x: rect.maxX, y: rect.maxY))
        line(to: CGPoint(x: rect.minX, y: rect.maxY))
        close()
    }

    /// A rounded rectangle with an elliptical corner of its own size at each
    /// corner (a zero size leaves the corner square), clockwise on screen from
    /// the end of the top-left corner. Each radius is clamped to half the side
    /// it lies along. Quarter ellipses use the standard 0.5523 cubic approximation.
    public init(roundedRect rect: CGRect, topLeft: CGSize, topRight: CGSize, bottomRight: CGSize, bottomLeft: CGSize) {
        func clamp(_ r: CGSize) -> CGSize {
            CGSize(width: max(0, min(r.width, rect.width / 2)), height: max(0, min(r.height, rect.height / 2)))
        }
        let tl = clamp(topLeft), tr = clamp(topRight), br = clamp(bottomRight), bl = clamp(bottomLeft)
        func isRound(_ r: CGSize) -> Bool { r.width > 0 && r.height > 0 }
        guard [tl, tr, br, bl].contains(where: isRound) else { self.init(rect: rect); return }
        self.init()
        let kappa: CGFloat = 0.552_284_749_8
        func k(_ radius: CGFloat) -> CGFloat { kappa * radius }
        let tlr = isRound(tl) ? tl : .zero, trr = isRound(tr) ? tr : .zero
        let brr = isRound(br) ? br : .zero, blr = isRound(bl) ? bl : .zero
        move(to: CGPoint(x: rect.minX + tlr.width, y: rect.minY))
        line(to: CGPoint(x: rect.maxX - trr.width, y: rect.minY))
        if isRound(trr) {
            curve(to: CGPoint(x: rect.maxX, y: rect.minY + trr.height),
                  control1: CGPoint(x: rect.maxX - trr.width + k(trr.width), y: rect.minY),
                  control2: CGPoint(x: rect.maxX, y: rect.minY + trr.height - k(trr.height)))
        }
        line(to: CGPoint(x: rect.maxX, y: rect.maxY - brr.height))
        if isRound(brr) {
            curve(to: CGPoint(x: rect.maxX - brr.width, y: rect.maxY),
                  control1: CGPoint(x: rect.maxX, y: rect.maxY - brr.height + k(brr.height)),
                  control2: CGPoint(x: rect.maxX - brr.width + k(brr.width), y: rect.maxY))
        }
        line(to: CGPoint(x: rect.minX + blr.width, y: rect.maxY))
        if isRound(blr) {
            curve(to: CGPoint(x: rect.minX, y: rect.maxY - blr.height),
                  control1: CGPoint(x: rect.minX + blr.width - k(blr.width), y: rect.maxY),
                  control2: CGPoint(x: rect.minX, y: rect.maxY - blr.height + k(blr.height)))
        }
        line(to: CGPoint(x: rect.minX, y: rect.minY + tlr.height))
        if isRound(tlr) {
            curve(to: CGPoint(x: rect.minX + tlr.width, y: rect.minY),
                  control1: CGPoint(x: rect.minX, y: rect.minY + tlr.height - k(tlr.height)),
                  control2: CGPoint(x: rect.minX + tlr.width - k(tlr.width), y: rect.minY))
        }
        close()
    }

    public init(ovalIn rect: CGRect) {
        let kx = 0.552_284_749_8 * rect.width / 2, ky = 0.552_284_749_8 * rect.height / 2
        let cx = rect.midX, cy = rect.midY
        move(to: CGPoint(x: rect.maxX, y: cy))
        curve(to: CGPoint(x: cx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: cy + ky), control2: CGPoint(x: cx + kx, y: rect.maxY))
        curve(to: CGPoint(x: rect.minX, y: cy), control1: CGPoint(x: cx - kx, y: rect.maxY), control2: CGPoint(x: rect.minX, y: cy + ky))
        curve(to: CGPoint(x: cx, y: rect.minY), control1: CGPoint(x: rect.minX, y: cy - ky), control2: CGPoint(x: cx - kx, y: rect.minY))
        curve(to: CGPoint(x: rect.maxX, y: cy), control1: CGPoint(x: cx + kx, y: rect.minY), control2: CGPoint(x: rect.maxX, y: cy - ky))
        close()
    }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: CGPoint) { elements.append(.move(p)) }
    public mutating func line(to p: CGPoint) { elements.append(.line(p)) }
    public mutating func curve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(control1, control2, p))
    }
    public mutating func close() { elements.append(.close) }
    public mutating func append(_ other: GraphicsPath) { elements += other.elements }

    /// The bounding box of all points, control points included.
    public var bounds: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .curve(let c1, let c2, let p): points += [c1, c2, p]
            case .close: break
            }
        }
        guard let first = points.first else { return .null }
        return points.reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }

    public func applying(_ t: CGAffineTransform) -> GraphicsPath {
        var result = GraphicsPath()
        result.elements = elements.map {
            switch $0 {
            case .move(let p): return .move(p.applying(t))
            case .line(let p): return .line(p.applying(t))
            case .curve(let a, let b, let p): return .curve(a.applying(t), b.applying(t), p.applying(t))
            case .close: return .close
            }
        }
        return result
    }
}
