import Foundation

/// A path with its drawing attributes, for `draw(_:)`, shape layers and
/// shadows, as in UIKit. Its geometry is a `CGPath` (`cgPath`).
///
/// Arcs: `clockwise` means clockwise on screen (UIKit's top-down space),
/// which is Core Graphics' counter-clockwise. Rounded rectangles use circular
/// corners (iOS draws slightly smoother "continuous" ones), and
/// `init(roundedRect:byRoundingCorners:cornerRadii:)` uses `cornerRadii.width`
/// for both axes, as iOS does.
open class UIBezierPath {
    private var storage = CGMutablePath()
    private var cachedPath: CGPath?

    public var lineWidth: CGFloat = 1
    public var lineCapStyle: CGLineCap = .butt
    public var lineJoinStyle: CGLineJoin = .miter
    public var miterLimit: CGFloat = 10
    /// Accepted; curves are always flattened finely.
    public var flatness: CGFloat = 0.6
    /// Fill and hit-test with the even-odd rule instead of non-zero winding.
    public var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    public init() {}

    public convenience init(rect: CGRect) {
        self.init()
        storage.addRect(rect)
    }

    /// An ellipse inscribed in `rect`, starting at its right-hand point, clockwise on screen.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        storage.addEllipse(in: rect)
    }

    /// A rounded rectangle, starting after the top-left corner, clockwise on screen;
    /// the radius is clamped to half the shorter side.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        storage.addPath(CGPath(graphicsPath: GraphicsPath(roundedRect: rect, cornerRadius: cornerRadii.width, corners: corners)))
    }

    /// An arc of a circle (`clockwise` on screen), starting with a move to its start.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        storage.addPath(cgPath)
    }

    // MARK: The path

    /// The geometry as an immutable Core Graphics path; setting replaces it.
    public var cgPath: CGPath {
        get {
            if let cachedPath { return cachedPath }
            let copy = storage.copy()!
            cachedPath = copy
            return copy
        }
        set { storage = newValue.mutableCopy()!; cachedPath = nil }
    }

    /// Our extension: the geometry for drawing backends.
    public var path: GraphicsPath {
        get { storage.graphicsPath }
        set { storage = CGMutablePath(); storage.addPath(CGPath(graphicsPath: newValue)); cachedPath = nil }
    }

    private func changed() { cachedPath = nil }

    open func move(to point: CGPoint) { storage.move(to: point); changed() }
    open func addLine(to point: CGPoint) { storage.addLine(to: point); changed() }
    open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        storage.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
        changed()
    }
    open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
        storage.addQuadCurve(to: end, control: controlPoint)
        changed()
    }

    /// An arc turning clockwise on screen when `clockwise` (angles grow
    /// towards +y); a line joins it to the current point when there is one.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        storage.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        changed()
    }

    open func close() { storage.closeSubpath(); changed() }
    open func removeAllPoints() { storage = CGMutablePath(); changed() }
    open func append(_ other: UIBezierPath) { storage.addPath(other.storage); changed() }

    /// Applies `transform` to every point.
    open func apply(_ transform: CGAffineTransform) {
        var t = transform
        storage = storage.mutableCopy(using: &t)!
        changed()
    }

    /// The same shape with every subpath drawn in the opposite direction.
    open func reversing() -> UIBezierPath {
        let reversed = copyAttributes()
        reversed.storage = storage.reversedPath()
        return reversed
    }

    public var isEmpty: Bool { storage.isEmpty }
    /// The box of every point, control points included (as UIKit's `bounds`).
    public var bounds: CGRect { storage.isEmpty ? .zero : storage.boundingBox }
    public var currentPoint: CGPoint { storage.currentPoint }

    /// Whether `point` is inside the filled path (under `usesEvenOddFillRule`).
    open func contains(_ point: CGPoint) -> Bool {
        storage.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Dashes

    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? []
        dashPhase = phase
    }

    public func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                            phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (i, value) in dashPattern.enumerated() { pattern[i] = value } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: Drawing in the current context

    /// Fills with the current context's fill colour (set with `UIColor.setFill()`).
    open func fill() { draw { $0.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding) } }

    /// Strokes with the current context's stroke colour and this path's line attributes.
    open func stroke() { draw { $0.strokePath() } }

    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        draw { context in
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
            context.fillPath(using: self.usesEvenOddFillRule ? .evenOdd : .winding)
        }
    }

    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        draw { context in
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
            context.strokePath()
        }
    }

    /// Intersects the current context's clip with the filled path.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let pending = context.path
        context.beginPath()
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
        if let pending { context.addPath(pending) }
    }

    /// Draws this path alone with its attributes, leaving the context's state
    /// and its path as they were (as UIKit saves and restores around it).
    private func draw(_ body: (CGContext) -> Void) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let pending = context.path
        context.saveGState()
        context.beginPath()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.addPath(cgPath)
        body(context)
        context.restoreGState()
        if let pending { context.addPath(pending) }
    }

    // MARK: Copying

    /// A copy with the same geometry and attributes (`NSCopying`).
    open func copy() -> Any {
        let copy = copyAttributes()
        copy.storage = storage.mutableCopy()!
        return copy
    }

    private func copyAttributes() -> UIBezierPath {
        let copy = UIBezierPath()
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dashPattern = dashPattern
        copy.dashPhase = dashPhase
        return copy
    }
}
