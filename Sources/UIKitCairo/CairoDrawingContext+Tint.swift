import CCairo
import Foundation
import UIKitCore

/// A tinted group: drawn into a group, then every channel multiplied by pixman
/// through a component-alpha solid mask (premultiplied colour × red·alpha, ...,
/// alpha × alpha), then painted in place.
extension CairoDrawingContext {
    public func drawTinted(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, draw: () -> Void) {
        cairo_push_group(cairo)
        draw()
        guard let pattern = cairo_pop_group(cairo) else { return }
        defer { cairo_pattern_destroy(pattern) }
        var groupSurface: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &groupSurface) == CAIRO_STATUS_SUCCESS, let group = groupSurface,
              cairo_surface_get_type(group) == CAIRO_SURFACE_TYPE_IMAGE,
              let tinted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width(group),
                                                      cairo_image_surface_get_height(group)) else {
            // Not an image group: the alpha alone.
            cairo_set_source(cairo, pattern)
            cairo_paint_with_alpha(cairo, Double(alpha))
            return
        }
        defer { cairo_surface_destroy(tinted) }
        cairo_surface_flush(group)
        if let src = LayerComposite.pixmanImage(for: group), let dst = LayerComposite.pixmanImage(for: tinted) {
            func channel(_ value: CGFloat) -> UInt16 { UInt16(max(0, min(65535, (Double(value) * 65535).rounded()))) }
            var color = pixman_color_t(red: channel(red * alpha), green: channel(green * alpha), blue: channel(blue * alpha), alpha: channel(alpha))
            if let mask = pixman_image_create_solid_fill(&color) {
                pixman_image_set_component_alpha(mask, 1)
                pixman_image_composite32(PIXMAN_OP_SRC, src, mask, dst, 0, 0, 0, 0, 0, 0,
                                         Int32(cairo_image_surface_get_width(group)), Int32(cairo_image_surface_get_height(group)))
                pixman_image_unref(mask)
            }
            pixman_image_unref(src)
            pixman_image_unref(dst)
        }
        cairo_surface_mark_dirty(tinted)
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(group, &offsetX, &offsetY)
        cairo_surface_set_device_offset(tinted, offsetX, offsetY)
        guard let tintedPattern = cairo_pattern_create_for_surface(tinted) else { return }
        defer { cairo_pattern_destroy(tintedPattern) }
        var matrix = cairo_matrix_t()
        cairo_pattern_get_matrix(pattern, &matrix)
        cairo_pattern_set_matrix(tintedPattern, &matrix)
        cairo_set_source(cairo, tintedPattern)
        cairo_paint(cairo)
    }
}
