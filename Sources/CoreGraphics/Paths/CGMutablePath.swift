import Foundation

/// A path you build, as in Core Graphics. Every method takes an optional
/// `transform` applied to the points it adds.
///
/// As in Core Graphics, adding a line or curve with no current point does
/// nothing; an arc starts with a line from the current point when there is one.
public final class CGMutablePath: CGPath {
    public init() { super.init(elements: []) }

    override init(elements: [PathElement]) { super.init(elements: elements) }

    private func append(_ element: PathElement, _ transform: CGAffineTransform) {
        elements.append(transform.isIdentity ? element : element.applying(transform))
    }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.move(point), transform)
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard !isEmpty else { return }
        append(.line(point), transform)
    }

    /// A move to the first point, then lines to the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { append(.line(point), transform) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard !isEmpty else { return }
        append(.quad(control, end), transform)
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        guard !isEmpty else { return }
        append(.curve(control1, control2, end), transform)
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        for element in Self.rectElements(rect) { append(element, transform) }
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        for element in Self.ellipseElements(rect) { append(element, transform) }
    }

    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        for element in Self.roundedRectElements(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight) {
            append(element, transform)
        }
    }

    /// A circular arc from `startAngle` to `endAngle` (radians from the x axis
    /// towards the y axis). `clockwise` is Core Graphics' sense in its y-up
    /// space: the angle decreases. In UIKit's top-down space that turns
    /// counter-clockwise on screen (`UIBezierPath`'s `clockwise` is the opposite).
    /// A sweep of 2π or more draws a full circle.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        let sweep = PathArc.sweep(from: startAngle, to: endAngle, decreasing: clockwise)
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: transform)
    }

    /// A circular arc from `startAngle` turning by `delta` radians (positive
    /// towards the y axis).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let segments = PathArc.segments(center: center, radius: radius, start: startAngle, sweep: delta)
        let start = PathArc.point(center, radius, startAngle)
        append(isEmpty ? .move(start) : .line(start), transform)
        for element in segments { append(element, transform) }
    }

    /// The arc of `radius` tangent to the line from the current point to
    /// `tangent1End` and to the line from there to `tangent2End`, after a line
    /// to its first tangent point (HTML canvas `arcTo`, Core Graphics `CGPathAddArcToPoint`).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard let current = untransformedCurrentPoint(transform) else { return }
        for element in PathArc.tangentArc(from: current, corner: tangent1End, to: tangent2End, radius: radius) {
            append(element, transform)
        }
    }

    /// Adds `path`'s elements.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for element in path.elements { append(element, transform) }
    }

    public func closeSubpath() {
        guard !isEmpty, elements.last != .close else { return }
        elements.append(.close)
    }

    /// The current point in the space before `transform`, for `addArc(tangent1End:...)`.
    private func untransformedCurrentPoint(_ transform: CGAffineTransform) -> CGPoint? {
        guard !isEmpty else { return nil }
        return currentPoint.applying(transform.inverted())
    }

    // MARK: Shapes

    static func rectElements(_ rect: CGRect) -> [PathElement] {
        [.move(CGPoint(x: rect.minX, y: rect.minY)), .line(CGPoint(x: rect.maxX, y: rect.minY)),
         .line(CGPoint(x: rect.maxX, y: rect.maxY)), .line(CGPoint(x: rect.minX, y: rect.maxY)), .close]
    }

    static func ellipseElements(_ rect: CGRect) -> [PathElement] {
        PathElement.elements(of: GraphicsPath(ovalIn: rect))
    }

    static func roundedRectElements(_ rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) -> [PathElement] {
        let r = CGSize(width: cornerWidth, height: cornerHeight)
        return PathElement.elements(of: GraphicsPath(roundedRect: rect, topLeft: r, topRight: r, bottomRight: r, bottomLeft: r))
    }
}

extension PathElement {
    /// The elements of a drawing path (all cubic).
    static func elements(of path: GraphicsPath) -> [PathElement] {
        path.elements.map {
            switch $0 {
            case .move(let p): return .move(p)
            case .line(let p): return .line(p)
            case .curve(let a, let b, let p): return .curve(a, b, p)
            case .close: return .close
            }
        }
    }
}
