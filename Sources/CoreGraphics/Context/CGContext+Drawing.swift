import Foundation

/// Painting, clipping, gradients and images, as in Core Graphics. Everything
/// uses the graphics state: colours, line style, alpha, blend mode, shadow.
extension CGContext {
    // MARK: The current path

    /// Fills the current path with the fill colour under `rule`, then clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        backend.fill(consumePath(), rule: rule, color: state.fillColor, style: state.style)
    }

    /// Strokes the current path with the stroke colour and line style, then clears it.
    public func strokePath() {
        backend.stroke(consumePath(), line: state.line, color: state.strokeColor, style: state.style)
    }

    /// Fills and/or strokes the current path, then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let path = consumePath()
        switch mode {
        case .fill, .fillStroke: backend.fill(path, rule: .winding, color: state.fillColor, style: state.style)
        case .eoFill, .eoFillStroke: backend.fill(path, rule: .evenOdd, color: state.fillColor, style: state.style)
        case .stroke: break
        }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
            backend.stroke(path, line: state.line, color: state.strokeColor, style: state.style)
        }
    }

    /// Intersects the clip with the current path under `rule`, then clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        protectBackendIfNeeded()
        backend.clip(to: consumePath(), rule: rule)
    }

    // MARK: Shapes (the current path is left alone)

    public func fill(_ rect: CGRect) { fillShape(GraphicsPath(rect: rect)) }
    public func fill(_ rects: [CGRect]) {
        var path = GraphicsPath()
        for rect in rects { path.append(GraphicsPath(rect: rect)) }
        fillShape(path)
    }
    public func fillEllipse(in rect: CGRect) { fillShape(GraphicsPath(ovalIn: rect)) }

    public func stroke(_ rect: CGRect) { strokeShape(GraphicsPath(rect: rect), line: state.line) }
    public func stroke(_ rect: CGRect, width: CGFloat) {
        var line = state.line
        line.width = width
        strokeShape(GraphicsPath(rect: rect), line: line)
    }
    public func strokeEllipse(in rect: CGRect) { strokeShape(GraphicsPath(ovalIn: rect), line: state.line) }

    /// Strokes separate segments: points 0–1, 2–3, and so on.
    public func strokeLineSegments(between points: [CGPoint]) {
        var path = GraphicsPath()
        var index = 0
        while index + 1 < points.count {
            path.move(to: points[index])
            path.line(to: points[index + 1])
            index += 2
        }
        strokeShape(path, line: state.line)
    }

    /// Makes `rect` fully transparent.
    public func clear(_ rect: CGRect) { backend.clear(rect) }

    public func clip(to rect: CGRect) {
        protectBackendIfNeeded()
        backend.clip(to: GraphicsPath(rect: rect), rule: .winding)
    }

    public func clip(to rects: [CGRect]) {
        var path = GraphicsPath()
        for rect in rects { path.append(GraphicsPath(rect: rect)) }
        protectBackendIfNeeded()
        backend.clip(to: path, rule: .winding)
    }

    /// The bounding box of the clip in user space.
    public var boundingBoxOfClipPath: CGRect { backend.clipBounds }

    private func fillShape(_ path: GraphicsPath) {
        backend.fill(path, rule: .winding, color: state.fillColor, style: state.style)
    }

    private func strokeShape(_ path: GraphicsPath, line: LineStyle) {
        backend.stroke(path, line: line, color: state.strokeColor, style: state.style)
    }

    // MARK: Gradients

    /// Paints the clip with `gradient` along the line from `start` to `end`
    /// (colour constant across it); `options` extend the end colours beyond it.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions) {
        backend.drawGradient(gradient, .linear(start: start, end: end), options: options, style: state.style)
    }

    /// Paints `gradient` between the start circle and the end circle; `options`
    /// extend the start colour inside the start circle and the end colour outside the end circle.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        backend.drawGradient(gradient, .radial(startCenter: startCenter, startRadius: startRadius,
                                               endCenter: endCenter, endRadius: endRadius),
                             options: options, style: state.style)
    }

    // MARK: Images

    /// Draws `image` into `rect` as Core Graphics does: image space is bottom-up,
    /// so inside `draw(_:)` (a top-down UIKit context) the image appears upside
    /// down, exactly as on iOS; in a bitmap context (bottom-up) it is upright.
    /// Flip the context (translate by the height, scale y by -1) to draw it upright in a view.
    public func draw(_ image: CGImage, in rect: CGRect) {
        backend.saveState()
        backend.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY))
        let quality = image.shouldInterpolate ? state.interpolationQuality : .none
        backend.draw(image, in: rect, quality: quality, style: state.style)
        backend.restoreState()
    }

    // MARK: Transparency layers

    /// Draws what follows into an offscreen layer that `endTransparencyLayer()`
    /// composites with the current alpha (blend mode and shadow of the layer are not applied).
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        saveGState()
        transparencyAlphas.append(state.style.alpha)
        state.style.alpha = 1
        backend.beginTransparencyGroup()
    }

    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) {
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
    }

    public func endTransparencyLayer() {
        guard let alpha = transparencyAlphas.popLast() else { return }
        backend.endTransparencyGroup(alpha: alpha)
        restoreGState()
    }
}
