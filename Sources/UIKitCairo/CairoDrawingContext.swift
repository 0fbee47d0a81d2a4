import CCairo
import CPango
import Foundation
import UIKitCore

/// `DrawingContext` on a Cairo context: paths, clips, gradients, images, groups,
/// soft shadows, blend modes and Pango text.
///
/// Cairo enters a permanent error state on a non-invertible matrix or a bad
/// dash; this context refuses such input instead (a transform that would make
/// the space singular makes drawing a no-op until the state is restored), so
/// one bad call in a `draw(_:)` cannot blank the rest of the frame.
public final class CairoDrawingContext: DrawingContext {
    /// The Cairo context (`cairo_t *`); owned by whoever created it. While a
    /// rasterized layer's bitmap or a shadow mask is being drawn, that one's context.
    public internal(set) var cairo: OpaquePointer
    /// Draws text (bitmap contexts share their thread's `PangoTextSystem.offscreen`).
    let text: PangoTextSystem?
    let shadows: ShadowCache
    /// Bitmaps of `shouldRasterize` layers; nil draws them directly.
    let layers: LayerRasterCache?
    /// Device pixels per point (the scale rasterized layers and shadows are drawn at).
    public let deviceScale: CGFloat
    /// Whether the user space is singular (nothing can be drawn), per saved state.
    private var singular = false
    private var savedSingular: [Bool] = []

    public init(cairo: OpaquePointer, text: PangoTextSystem?, shadows: ShadowCache,
                layers: LayerRasterCache? = nil, deviceScale: CGFloat = 1) {
        self.cairo = cairo
        self.text = text
        self.shadows = shadows
        self.layers = layers
        self.deviceScale = deviceScale
    }

    // MARK: State and transform

    public func saveState() {
        cairo_save(cairo)
        savedSingular.append(singular)
    }

    public func restoreState() {
        cairo_restore(cairo)
        singular = savedSingular.popLast() ?? false
    }

    public func concatenate(_ t: CGAffineTransform) {
        guard !singular else { return }
        let combined = t.concatenating(currentTransform)
        guard combined.determinant != 0, combined.determinant.isFinite, [t.tx, t.ty].allSatisfy(\.isFinite) else {
            singular = true
            return
        }
        var matrix = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                                    x0: Double(t.tx), y0: Double(t.ty))
        cairo_transform(cairo, &matrix)
    }

    public var currentTransform: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    // MARK: Clipping

    public func clip(to path: GraphicsPath, rule: CGPathFillRule) {
        if singular { return }
        addPath(path)
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cairo)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
    }

    public var clipBounds: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: Fills and strokes

    public func fill(_ path: GraphicsPath, rule: CGPathFillRule, color: CGColor, style: DrawingStyle) {
        guard !singular, !path.isEmpty else { return }
        composite(style) { alpha in
            self.addPath(path)
            self.setSource(color, alpha: alpha)
            if rule == .evenOdd { cairo_set_fill_rule(self.cairo, CAIRO_FILL_RULE_EVEN_ODD) }
            cairo_fill(self.cairo)
            if rule == .evenOdd { cairo_set_fill_rule(self.cairo, CAIRO_FILL_RULE_WINDING) }
        }
    }

    public func stroke(_ path: GraphicsPath, line: LineStyle, color: CGColor, style: DrawingStyle) {
        guard !singular, !path.isEmpty, line.width > 0, line.width.isFinite else { return }
        composite(style) { alpha in
            self.addPath(path)
            self.setSource(color, alpha: alpha)
            self.apply(line)
            cairo_stroke(self.cairo)
            self.resetLine()
        }
    }

    public func clear(_ rect: CGRect) {
        guard !singular else { return }
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    // MARK: Groups

    public func beginTransparencyGroup() { cairo_push_group(cairo) }

    public func endTransparencyGroup(alpha: CGFloat) {
        cairo_pop_group_to_source(cairo)
        cairo_paint_with_alpha(cairo, Double(alpha))
    }

    public func drawCrossFade(from old: () -> Void, to new: () -> Void, fraction: CGFloat) {
        guard !singular else { return }
        cairo_push_group(cairo)
        cairo_push_group(cairo)
        old()
        cairo_pop_group_to_source(cairo)
        cairo_paint_with_alpha(cairo, Double(1 - fraction))
        cairo_push_group(cairo)
        new()
        cairo_pop_group_to_source(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_ADD)
        cairo_paint_with_alpha(cairo, Double(fraction))
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        cairo_pop_group_to_source(cairo)
        cairo_paint(cairo)
    }

    public func drawMasked(content: () -> Void, mask: () -> Void) {
        guard !singular else { return }
        cairo_push_group(cairo)
        content()
        let drawn = cairo_pop_group(cairo)
        cairo_push_group(cairo)
        mask()
        let coverage = cairo_pop_group(cairo)
        cairo_save(cairo)
        cairo_set_source(cairo, drawn)
        cairo_mask(cairo, coverage)
        cairo_restore(cairo)
        cairo_pattern_destroy(drawn)
        cairo_pattern_destroy(coverage)
    }

    // MARK: Layer shadows and text

    public func drawShadow(of path: GraphicsPath, color: CGColor, blurRadius: CGFloat, offset: CGSize) {
        guard !singular, color.alpha > 0 else { return }
        let device = currentTransform
        let shifted = path.applying(CGAffineTransform(translationX: offset.width, y: offset.height))
        let scale = (abs(device.a * device.d - device.b * device.c)).squareRoot()
        guard let mask = shadows.mask(for: shifted, transform: device, sigma: blurRadius * scale) else {
            // Degenerate transform: a hard shadow is better than none.
            fill(shifted, rule: .winding, color: color, style: .normal)
            return
        }
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        setSource(color, alpha: 1)
        cairo_mask_surface(cairo, mask.surface, Double(mask.origin.x), Double(mask.origin.y))
        cairo_restore(cairo)
    }

    public func draw(_ run: TextRun, in rect: CGRect) {
        guard !singular else { return }
        text?.draw(run, in: rect, on: cairo)
    }

    public var textMeasurer: TextMeasuring? { text }
    public func beginContent(of view: UIView) { text?.cache.beginOwner(view) }
    public func endContent() { text?.cache.endOwner() }

    // MARK: Helpers

    func setSource(_ color: CGColor, alpha: CGFloat) {
        let c = color.rgbaComponents
        cairo_set_source_rgba(cairo, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha * alpha))
    }

    private func apply(_ line: LineStyle) {
        cairo_set_line_width(cairo, Double(line.width))
        switch line.cap {
        case .butt: break
        case .round: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_SQUARE)
        }
        switch line.join {
        case .miter: break
        case .round: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_BEVEL)
        }
        if line.miterLimit != 10, line.miterLimit.isFinite, line.miterLimit >= 1 {
            cairo_set_miter_limit(cairo, Double(line.miterLimit))
        }
        // Cairo refuses negative lengths and all-zero patterns (and then stops drawing for good).
        let dashes = line.dashLengths.map(Double.init)
        if !dashes.isEmpty, dashes.allSatisfy({ $0 >= 0 && $0.isFinite }), dashes.contains(where: { $0 > 0 }) {
            cairo_set_dash(cairo, dashes, Int32(dashes.count), Double(line.dashPhase.isFinite ? line.dashPhase : 0))
        }
    }

    private func resetLine() {
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cairo, 10)
        cairo_set_dash(cairo, nil, 0, 0)
    }

    func addPath(_ path: GraphicsPath) {
        cairo_new_path(cairo)
        path.append(to: cairo)
    }

    /// Whether drawing is possible (the user space is not singular).
    var canDraw: Bool { !singular }
}
