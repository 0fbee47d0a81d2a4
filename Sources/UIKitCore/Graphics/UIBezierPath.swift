import Foundation

/// A path for custom drawing in `draw(_:)`, as in UIKit.
public final class UIBezierPath {
    public var path: GraphicsPath
    public var lineWidth: CGFloat = 1

    public init() { path = GraphicsPath() }
    public init(rect: CGRect) { path = GraphicsPath(rect: rect) }
    public init(ovalIn rect: CGRect) { path = GraphicsPath(ovalIn: rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        path = GraphicsPath(roundedRect: rect, cornerRadius: cornerRadius)
    }
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        path = GraphicsPath(roundedRect: rect, cornerRadius: cornerRadii.width, corners: corners)
    }

    public func move(to p: CGPoint) { path.move(to: p) }
    public func addLine(to p: CGPoint) { path.line(to: p) }
    public func addCurve(to p: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.curve(to: p, control1: controlPoint1, control2: controlPoint2)
    }
    public func close() { path.close() }
    public func append(_ other: UIBezierPath) { path.append(other.path) }
    public var bounds: CGRect { path.bounds }
    public var isEmpty: Bool { path.isEmpty }

    /// Fills with the current context's fill colour (set with `UIColor.setFill()`).
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.backend.fill(path, color: context.currentFillColor)
    }

    /// Strokes with the current context's stroke colour and this path's `lineWidth`.
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.backend.stroke(path, color: context.currentStrokeColor, lineWidth: lineWidth)
    }

    public func addClip() { UIGraphicsGetCurrentContext()?.backend.clip(to: path) }
}
