import CCairo
import Foundation
import UIKitCore

/// Core Graphics' per-drawing state on Cairo: global alpha (folded into the
/// source), blend mode (a Cairo operator), antialiasing, and shadows (the
/// drawing's coverage rendered into an alpha mask, blurred, and painted in the
/// shadow colour under the drawing).
extension CairoDrawingContext {
    /// Runs `draw` (which paints with the alpha it is given) under `style`.
    func composite(_ style: DrawingStyle, _ draw: (CGFloat) -> Void) {
        if let shadow = style.shadow { drawShadow(shadow, style: style, draw) }
        if style.blendMode == .normal && style.antialias {
            draw(style.alpha)
            return
        }
        cairo_save(cairo)
        cairo_set_operator(cairo, Self.cairoOperator(for: style.blendMode))
        if !style.antialias { cairo_set_antialias(cairo, CAIRO_ANTIALIAS_NONE) }
        draw(style.alpha)
        cairo_restore(cairo)
    }

    /// Core Graphics' shadow: offset and blur in base units (points), the blur
    /// a Gaussian of standard deviation blur / 2 (as HTML canvas, modelled on
    /// Core Graphics, defines it), positive height downward.
    private func drawShadow(_ shadow: DrawingShadow, style: DrawingStyle, _ draw: (CGFloat) -> Void) {
        let sigma = Double(shadow.blur / 2 * deviceScale)
        let dx = Double(shadow.offset.width * deviceScale), dy = Double(shadow.offset.height * deviceScale)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        cairo_restore(cairo)
        // The mask covers what can cast a shadow into the clip.
        let margin = (sigma * 3).rounded(.up) + 1
        let originX = (x1 - dx - margin).rounded(.down), originY = (y1 - dy - margin).rounded(.down)
        let width = Int((x2 - x1 + 2 * margin).rounded(.up)) + 2, height = Int((y2 - y1 + 2 * margin).rounded(.up)) + 2
        guard width > 0, height > 0, width * height <= 16_000_000,
              let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(mask) }
        guard let maskCairo = cairo_create(mask) else { return }
        let device = currentTransform.concatenating(CGAffineTransform(translationX: CGFloat(-originX), y: CGFloat(-originY)))
        var matrix = cairo_matrix_t(xx: Double(device.a), yx: Double(device.b), xy: Double(device.c), yy: Double(device.d),
                                    x0: Double(device.tx), y0: Double(device.ty))
        cairo_set_matrix(maskCairo, &matrix)
        if !style.antialias { cairo_set_antialias(maskCairo, CAIRO_ANTIALIAS_NONE) }
        let outer = cairo
        cairo = maskCairo
        draw(1)
        cairo = outer
        cairo_destroy(maskCairo)
        cairo_surface_flush(mask)
        if sigma > 0.3, let data = cairo_image_surface_get_data(mask) {
            BoxBlur.gaussianApproximation(data, width: width, height: height,
                                          stride: Int(cairo_image_surface_get_stride(mask)), sigma: sigma)
            cairo_surface_mark_dirty(mask)
        }
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_operator(cairo, Self.cairoOperator(for: style.blendMode))
        setSource(shadow.color, alpha: style.alpha)
        cairo_mask_surface(cairo, mask, originX + dx, originY + dy)
        cairo_restore(cairo)
    }

    /// The Cairo operator with the same compositing formula as a Core Graphics
    /// blend mode (Porter-Duff and the PDF separable and non-separable modes).
    /// Cairo has no plus-darker: it draws as multiply.
    static func cairoOperator(for mode: CGBlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply, .plusDarker: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }
}
