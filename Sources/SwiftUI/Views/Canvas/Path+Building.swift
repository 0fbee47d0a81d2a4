import Foundation

/// More of SwiftUI's `Path` building and queries (what `Canvas` renderers and custom
/// shapes use), on its `CGMutablePath`.
extension Path {
    /// A rounded rectangle (`style` is accepted: corners are circular).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle) {
        self.init(roundedRect: rect, cornerRadius: cornerRadius)
    }

    /// A rounded rectangle with `cornerSize` corners.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// An arc of the circle round `center` from `startAngle` to `endAngle` (angles
    /// clockwise from the x axis on screen; `clockwise` as Core Graphics reads it).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        uniquePath().addArc(center: center, radius: radius, startAngle: CGFloat(startAngle.radians), endAngle: CGFloat(endAngle.radians),
                      clockwise: clockwise, transform: transform)
    }

    /// An arc of `delta` from `startAngle`.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        uniquePath().addRelativeArc(center: center, radius: radius, startAngle: CGFloat(startAngle.radians), delta: CGFloat(delta.radians),
                              transform: transform)
    }

    /// An arc tangent to the lines from the current point to `tangent1End` and on to `tangent2End`.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        uniquePath().addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
    }

    /// Lines through `points` (a new subpath at the first).
    public mutating func addLines(_ lines: [CGPoint]) { uniquePath().addLines(between: lines) }

    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        uniquePath().addRects(rects, transform: transform)
    }

    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let width = min(cornerSize.width, rect.width / 2), height = min(cornerSize.height, rect.height / 2)
        uniquePath().addRoundedRect(in: rect, cornerWidth: max(width, 0), cornerHeight: max(height, 0), transform: transform)
    }

    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        uniquePath().addPath(path.cgPath, transform: transform)
    }

    /// The last point added (nil for an empty path).
    public var currentPoint: CGPoint? { cgPath.isEmpty ? nil : cgPath.currentPoint }

    /// Whether `point` is inside (non-zero winding, or even-odd with `eoFill`).
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        cgPath.contains(point, using: eoFill ? .evenOdd : .winding)
    }

    /// The path moved by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var matrix = transform
        return Path(cgPath.copy(using: &matrix) ?? cgPath)
    }

    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// The outline of the path stroked with `style`, as a path to fill.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        var outline: CGPath = cgPath
        if !style.dash.isEmpty { outline = outline.copy(dashingWithPhase: style.dashPhase, lengths: style.dash) }
        return Path(outline.copy(strokingWithWidth: style.lineWidth, lineCap: style.lineCap, lineJoin: style.lineJoin,
                                 miterLimit: style.miterLimit))
    }
}
