import Foundation

/// A resolution-independent outline made of lines and cubic curves.
///
/// This is the value type behind `UIBezierPath` and what drawing backends consume.
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

    /// A rounded rectangle whose chosen corners are quarter circles of `radius`
    /// (clamped to half the shorter side). Circular arcs are drawn with the
    /// standard 0.5523 cubic approximation.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, corners: UIRectCorner = .allCorners) {
        let r = max(0, min(cornerRadius, min(rect.width, rect.height) / 2))
        guard r > 0, !corners.isEmpty else { self.init(rect: rect); return }
        self.init()
        let k: CGFloat = 0.552_284_749_8 * r
        let tl = corners.contains(.topLeft) ? r : 0, tr = corners.contains(.topRight) ? r : 0
        let br = corners.contains(.bottomRight) ? r : 0, bl = corners.contains(.bottomLeft) ? r : 0
        func kk(_ radius: CGFloat) -> CGFloat { radius == 0 ? 0 : k }
        move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
        line(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
        if tr > 0 {
            curve(to: CGPoint(x: rect.maxX, y: rect.minY + tr),
                  control1: CGPoint(x: rect.maxX - tr + kk(tr), y: rect.minY),
                  control2: CGPoint(x: rect.maxX, y: rect.minY + tr - kk(tr)))
        }
        line(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
        if br > 0 {
            curve(to: CGPoint(x: rect.maxX - br, y: rect.maxY),
                  control1: CGPoint(x: rect.maxX, y: rect.maxY - br + kk(br)),
                  control2: CGPoint(x: rect.maxX - br + kk(br), y: rect.maxY))
        }
        line(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
        if bl > 0 {
            curve(to: CGPoint(x: rect.minX, y: rect.maxY - bl),
                  control1: CGPoint(x: rect.minX + bl - kk(bl), y: rect.maxY),
                  control2: CGPoint(x: rect.minX, y: rect.maxY - bl + kk(bl)))
        }
        line(to: CGPoint(x: rect.minX, y: rect.minY + tl))
        if tl > 0 {
            curve(to: CGPoint(x: rect.minX + tl, y: rect.minY),
                  control1: CGPoint(x: rect.minX, y: rect.minY + tl - kk(tl)),
                  control2: CGPoint(x: rect.minX + tl - kk(tl), y: rect.minY))
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

/// Corners of a rectangle, as in UIKit (also used for `CALayer.maskedCorners`).
public struct UIRectCorner: OptionSet, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1)
    public static let topRight = UIRectCorner(rawValue: 2)
    public static let bottomLeft = UIRectCorner(rawValue: 4)
    public static let bottomRight = UIRectCorner(rawValue: 8)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
