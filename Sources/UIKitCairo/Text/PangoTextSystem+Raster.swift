import CCairo
import CPango
import Foundation

/// Rasterized text: a run's glyphs drawn once into a mask, then composited in the
/// run's colour wherever the run is drawn again, moved by whole device pixels.
///
/// The mask is drawn with the very transform and current point a direct draw would
/// use, into a surface whose device offset puts its first pixel on a whole device
/// pixel, so every glyph lands on the pixel a direct draw would round it to. A mask
/// is reused only when the run's device origin moved by whole pixels and sits on a
/// 1/1024 pixel grid (then that arithmetic is exact and the rounding the same); text
/// in flight at arbitrary sub-pixel positions is drawn from its layout instead.
///
/// The mask is ARGB (its alpha is the coverage), not A8: onto an ARGB target Cairo
/// composites glyphs one by one (OVER), onto A8 through a mask they are added into,
/// which darkens pixels two small glyphs share. Compositing the colour through the
/// mask is then the same OVER per pixel, within one level of rounding.
extension PangoTextSystem {
    /// Draws `entry` at `point` (user space) under `matrix` (user to device, an
    /// axis-aligned positive scale) from its mask, making the mask when it has none
    /// for this position; returns false when the position is not on the grid masks
    /// are kept for (the caller draws the layout). The caller has set the colour and
    /// any clip.
    func drawMask(of entry: TextLayoutCache.Entry, at point: CGPoint, matrix: cairo_matrix_t,
                  on cairo: OpaquePointer) -> Bool {
        let origin = (x: matrix.xx * Double(point.x) + matrix.x0, y: matrix.yy * Double(point.y) + matrix.y0)
        func onGrid(_ value: Double) -> Bool { (value * 1024).rounded() == value * 1024 && abs(value) < 1_048_576 }
        guard onGrid(origin.x), onGrid(origin.y) else { return false }
        let raster: TextRaster
        if let cached = entry.raster, Self.isWhole(origin.x - cached.origin.x), Self.isWhole(origin.y - cached.origin.y) {
            cache.noteMaskHit()
            raster = cached
        } else {
            guard let made = rasterize(entry.layout, at: point, matrix: matrix, origin: origin) else { return true }
            cache.noteMaskRasterized()
            entry.raster = made
            raster = made
        }
        cairo_identity_matrix(cairo)
        cairo_mask_surface(cairo, raster.surface, origin.x - raster.origin.x, origin.y - raster.origin.y)
        return true
    }

    private static func isWhole(_ value: Double) -> Bool { value.rounded() == value }

    /// The layout's glyphs drawn at `point` under `matrix` into an ARGB surface covering
    /// their ink (plus a margin), whose device offset maps it back to device pixels.
    private func rasterize(_ layout: OpaquePointer, at point: CGPoint, matrix: cairo_matrix_t,
                           origin: (x: Double, y: Double)) -> TextRaster? {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        guard ink.width > 0, ink.height > 0 else { return nil }
        let unit = Double(PANGO_SCALE), margin = 2
        let minX = origin.x + matrix.xx * Double(ink.x) / unit, maxX = minX + matrix.xx * Double(ink.width) / unit
        let minY = origin.y + matrix.yy * Double(ink.y) / unit, maxY = minY + matrix.yy * Double(ink.height) / unit
        let left = Int(minX.rounded(.down)) - margin, top = Int(minY.rounded(.down)) - margin
        let width = Int(maxX.rounded(.up)) + margin - left, height = Int(maxY.rounded(.up)) + margin - top
        guard width > 0, height > 0, width * height <= 16_000_000,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_set_device_offset(surface, -Double(left), -Double(top))
        guard let cairo = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        var drawing = matrix
        cairo_set_matrix(cairo, &drawing)
        cairo_set_source_rgba(cairo, 0, 0, 0, 1)
        cairo_move_to(cairo, Double(point.x), Double(point.y))
        pango_cairo_show_layout(cairo, layout)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        return TextRaster(surface: surface, origin: origin)
    }

    /// Whether the clip is whole device-pixel rectangles (or none). Cairo clips glyphs
    /// to the clip rounded to whole pixels but masks to its exact edges: where a clip
    /// edge falls inside a pixel (or the clip is a path), the mask would cover that
    /// pixel differently, so text is drawn from its layout directly there.
    static func clipIsWholePixels(_ cairo: OpaquePointer, _ m: cairo_matrix_t) -> Bool {
        guard let list = cairo_copy_clip_rectangle_list(cairo) else { return false }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return false }
        func whole(_ value: Double) -> Bool { abs(value - value.rounded()) < 1e-6 }
        for index in 0..<Int(list.pointee.num_rectangles) {
            let r = list.pointee.rectangles[index]
            guard whole(m.xx * r.x + m.x0), whole(m.yy * r.y + m.y0),
                  whole(m.xx * (r.x + r.width) + m.x0), whole(m.yy * (r.y + r.height) + m.y0) else { return false }
        }
        return true
    }
}
