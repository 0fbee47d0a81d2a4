import Foundation

/// What a path element does, as in Core Graphics.
public enum CGPathElementType: Int32 {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// One element handed to `CGPath.apply` / `applyWithBlock`: its type and its
/// points (1 for move and line, 2 for a quadratic curve — control, end — 3 for
/// a cubic curve — control 1, control 2, end — 0 for close).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The rule that decides which points a path encloses, as in Core Graphics.
public enum CGPathFillRule: Int {
    /// Non-zero winding number.
    case winding = 0
    case evenOdd = 1
}

/// The function `CGPath.apply(info:function:)` calls for each element (a Swift
/// closure here: Core Graphics' is a C function, which Swift cannot form over
/// a Swift struct on Linux; closure literals read the same).
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

/// One stored path element (points in the path's own space).
enum PathElement: Equatable, Hashable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, CGPoint)
    case curve(CGPoint, CGPoint, CGPoint)
    case close

    func applying(_ t: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let p): return .move(p.applying(t))
        case .line(let p): return .line(p.applying(t))
        case .quad(let c, let p): return .quad(c.applying(t), p.applying(t))
        case .curve(let a, let b, let p): return .curve(a.applying(t), b.applying(t), p.applying(t))
        case .close: return .close
        }
    }

    /// The end point (nil for close).
    var endPoint: CGPoint? {
        switch self {
        case .move(let p), .line(let p), .quad(_, let p), .curve(_, _, let p): return p
        case .close: return nil
        }
    }
}

/// An immutable path: subpaths of lines and quadratic and cubic Bézier
/// curves, as in Core Graphics. `CGMutablePath` builds one.
///
/// Geometry is exact (no flattening) except `contains`, which tests against
/// curves flattened finely. Paths compare equal when their elements are equal.
public class CGPath: Equatable, Hashable, CustomStringConvertible {
    var elements: [PathElement]

    init(elements: [PathElement]) { self.elements = elements }

    /// A closed rectangle from its origin, clockwise on screen (Core Graphics:
    /// counter-clockwise from the bottom left in its y-up space).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let t = transform?.pointee ?? .identity
        self.init(elements: CGMutablePath.rectElements(rect).map { $0.applying(t) })
    }

    /// A closed ellipse inscribed in `rect`, starting at its right-hand point.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let t = transform?.pointee ?? .identity
        self.init(elements: CGMutablePath.ellipseElements(rect).map { $0.applying(t) })
    }

    /// A closed rounded rectangle with elliptical corners `cornerWidth` ×
    /// `cornerHeight` (Core Graphics requires each to be at most half the side;
    /// here they are clamped).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let t = transform?.pointee ?? .identity
        self.init(elements: CGMutablePath.roundedRectElements(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
            .map { $0.applying(t) })
    }

    // MARK: Copies

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// A copy with `transform` applied to every point.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        let t = transform?.pointee ?? .identity
        return CGPath(elements: elements.map { $0.applying(t) })
    }

    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        let t = transform?.pointee ?? .identity
        return CGMutablePath(elements: elements.map { $0.applying(t) })
    }

    // MARK: Reading the elements

    /// Calls `function` with each element in order, as Core Graphics does.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        forEachElement { function(info, $0) }
    }

    /// Calls `block` with each element in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        forEachElement(block)
    }

    private func forEachElement(_ body: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        points.initialize(repeating: .zero, count: 3)
        for element in elements {
            var type = CGPathElementType.closeSubpath
            switch element {
            case .move(let p): type = .moveToPoint; points[0] = p
            case .line(let p): type = .addLineToPoint; points[0] = p
            case .quad(let c, let p): type = .addQuadCurveToPoint; points[0] = c; points[1] = p
            case .curve(let a, let b, let p): type = .addCurveToPoint; points[0] = a; points[1] = b; points[2] = p
            case .close: break
            }
            var value = CGPathElement(type: type, points: points)
            withUnsafePointer(to: &value) { body($0) }
        }
    }

    /// Our extension: the path for drawing backends, quadratic curves raised to
    /// cubic ones (exactly: the same curves).
    public var graphicsPath: GraphicsPath {
        var result = GraphicsPath()
        var current = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p): result.move(to: p); current = p; start = p
            case .line(let p): result.line(to: p); current = p
            case .quad(let c, let p):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                result.curve(to: p, control1: c1, control2: c2)
                current = p
            case .curve(let a, let b, let p): result.curve(to: p, control1: a, control2: b); current = p
            case .close: result.close(); current = start
            }
        }
        return result
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs === rhs || lhs.elements == rhs.elements }

    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    public var description: String { "CGPath(\(elements.count) elements, bounds \(boundingBox))" }
}
