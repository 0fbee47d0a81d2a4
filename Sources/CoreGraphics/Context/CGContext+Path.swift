import Foundation

/// Building and reading the current path, as in Core Graphics (the same
/// elements as `CGMutablePath`, in the current user space).
extension CGContext {
    /// Starts a new, empty path.
    public func beginPath() { currentPath = CGMutablePath() }

    public func move(to point: CGPoint) { currentPath.move(to: point) }
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point) }
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2)
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { currentPath.addQuadCurve(to: end, control: control) }
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect) }
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects) }
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect) }

    /// See `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:)`
    /// for the meaning of `clockwise` (Core Graphics' y-up sense).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
    }

    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat) {
        currentPath.addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta)
    }

    public func addPath(_ path: CGPath) { currentPath.addPath(path) }

    public func closePath() { currentPath.closeSubpath() }

    public var isPathEmpty: Bool { currentPath.isEmpty }
    public var currentPointOfPath: CGPoint { currentPath.currentPoint }
    public var boundingBoxOfPath: CGRect { currentPath.boundingBox }

    /// A copy of the current path, or nil when it is empty.
    public var path: CGPath? { currentPath.isEmpty ? nil : currentPath.copy() }

    /// Whether `point` is inside the current path drawn with `mode` (a stroke
    /// mode tests the fill too).
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let rule: CGPathFillRule = mode == .eoFill || mode == .eoFillStroke ? .evenOdd : .winding
        return currentPath.contains(point, using: rule)
    }

    /// Takes the current path for drawing or clipping, leaving it empty (as Core Graphics does).
    func consumePath() -> GraphicsPath {
        defer { currentPath = CGMutablePath() }
        return currentPath.graphicsPath
    }
}
