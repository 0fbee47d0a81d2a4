import CCairo
import CPango
import Foundation
import UIKitCore

/// `DrawingContext` on a Cairo context: paths, clips, groups, soft shadows and Pango text.
public final class CairoDrawingContext: DrawingContext {
    /// The Cairo context (`cairo_t *`); owned by whoever created it. While a
    /// rasterized layer's bitmap is being drawn, the bitmap's context.
    public internal(set) var cairo: OpaquePointer
    let text: PangoTextSystem
    let shadows: ShadowCache
    /// Bitmaps of `shouldRasterize` layers; nil draws them directly.
    let layers: LayerRasterCache?
    /// Device pixels per point (the scale rasterized layers are drawn at).
    let deviceScale: CGFloat

    public init(cairo: OpaquePointer, text: PangoTextSystem, shadows: ShadowCache,
                layers: LayerRasterCache? = nil, deviceScale: CGFloat = 1) {
        self.cairo = cairo
        self.text = text
        self.shadows = shadows
        self.layers = layers
        self.deviceScale = deviceScale
    }

    public func saveState() { cairo_save(cairo) }
    public func restoreState() { cairo_restore(cairo) }

    public func concatenate(_ t: CGAffineTransform) {
        var matrix = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                                    x0: Double(t.tx), y0: Double(t.ty))
        cairo_transform(cairo, &matrix)
    }

    public func clip(to path: GraphicsPath) {
        addPath(path)
        cairo_clip(cairo)
    }

    public var clipBounds: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    public func fill(_ path: GraphicsPath, color: UIColor) {
        addPath(path)
        setSource(color)
        cairo_fill(cairo)
    }

    public func stroke(_ path: GraphicsPath, color: UIColor, lineWidth: CGFloat) {
        addPath(path)
        setSource(color)
        cairo_set_line_width(cairo, Double(lineWidth))
        cairo_stroke(cairo)
    }

    public func drawShadow(of path: GraphicsPath, color: UIColor, blurRadius: CGFloat, offset: CGSize) {
        guard color.alpha > 0 else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let device = CGAffineTransform(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
        let shifted = path.applying(CGAffineTransform(translationX: offset.width, y: offset.height))
        let scale = (abs(device.a * device.d - device.b * device.c)).squareRoot()
        guard let mask = shadows.mask(for: shifted, transform: device, sigma: blurRadius * scale) else {
            // Degenerate transform: a hard shadow is better than none.
            fill(shifted, color: color)
            return
        }
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        setSource(color)
        cairo_mask_surface(cairo, mask.surface, Double(mask.origin.x), Double(mask.origin.y))
        cairo_restore(cairo)
    }

    public func beginTransparencyGroup() { cairo_push_group(cairo) }

    public func endTransparencyGroup(alpha: CGFloat) {
        cairo_pop_group_to_source(cairo)
        cairo_paint_with_alpha(cairo, Double(alpha))
    }

    public func draw(_ run: TextRun, in rect: CGRect) {
        text.draw(run, in: rect, on: cairo)
    }

    private func setSource(_ color: UIColor) {
        let color = color.resolvedColor(with: .current)
        cairo_set_source_rgba(cairo, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
    }

    func addPath(_ path: GraphicsPath) {
        cairo_new_path(cairo)
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cairo, Double(p.x), Double(p.y))
            case .line(let p): cairo_line_to(cairo, Double(p.x), Double(p.y))
            case .curve(let c1, let c2, let p):
                cairo_curve_to(cairo, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .close: cairo_close_path(cairo)
            }
        }
    }
}
