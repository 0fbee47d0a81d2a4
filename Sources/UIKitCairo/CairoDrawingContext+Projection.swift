import CCairo
import Foundation
import UIKitCore

/// Projective drawing: the plane is drawn into a bitmap at about the device
/// resolution it will be shown at, then pixman maps each device pixel back to the
/// bitmap through the inverse homography (bilinear, edges padded), and the result
/// is painted through the projected outline of the part in front of the eye, so
/// nothing behind the eye (W ≤ 0) is ever shown mirrored.
extension CairoDrawingContext {
    public func drawProjected(_ rect: CGRect, projection: PlaneProjection, draw: () -> Void) -> Bool {
        guard !rect.isEmpty, rect.width.isFinite, rect.height.isFinite else { return true }
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        // The plane to device pixels.
        let device = projection.concatenating(PlaneProjection(rows: [[m.xx, m.yx, 0], [m.xy, m.yy, 0], [m.x0, m.y0, 1]]))
        let polygon = device.visiblePolygon(of: rect).map { device.project($0) }
        guard polygon.count >= 3, polygon.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return true }
        // Where it can show: the projected outline inside the clip.
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        cairo_restore(cairo)
        let xs = polygon.map { Double($0.x) }, ys = polygon.map { Double($0.y) }
        let left = max(xs.min()!, x1).rounded(.down), top = max(ys.min()!, y1).rounded(.down)
        let right = min(xs.max()!, x2).rounded(.up), bottom = min(ys.max()!, y2).rounded(.up)
        let width = Int(right - left), height = Int(bottom - top)
        guard width > 0, height > 0, width * height <= 16_000_000 else { return true }

        // The bitmap's resolution: the device's, more where the plane is magnified.
        let deviceEdge = zip(polygon, polygon.dropFirst() + [polygon[0]]).map { hypot($0.x - $1.x, $0.y - $1.y) }.max() ?? 1
        let ctmScale = sqrt(abs(m.xx * m.yy - m.xy * m.yx))
        let planeEdge = Double(max(rect.width, rect.height))
        var scale = max(ctmScale, Double(deviceEdge) / planeEdge)
        scale = min(scale, 4096 / planeEdge, 8 * max(ctmScale, 1))
        let bitmapWidth = max(1, Int((Double(rect.width) * scale).rounded(.up)))
        let bitmapHeight = max(1, Int((Double(rect.height) * scale).rounded(.up)))
        guard let bitmap = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmapWidth), Int32(bitmapHeight)) else { return true }
        defer { cairo_surface_destroy(bitmap) }
        guard cairo_surface_status(bitmap) == CAIRO_STATUS_SUCCESS, let bitmapCairo = cairo_create(bitmap) else { return true }
        cairo_scale(bitmapCairo, scale, scale)
        cairo_translate(bitmapCairo, -Double(rect.minX), -Double(rect.minY))
        let outer = cairo
        cairo = bitmapCairo
        draw()
        cairo = outer
        cairo_destroy(bitmapCairo)
        cairo_surface_flush(bitmap)

        // Device pixels (of the mapped image at left, top) back to bitmap pixels.
        let bitmapToDevice = PlaneProjection(rows: [[1 / scale, 0, 0], [0, 1 / scale, 0], [Double(rect.minX), Double(rect.minY), 1]])
            .concatenating(device)
        guard let inverse = bitmapToDevice.inverted,
              let mapped = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return true }
        defer { cairo_surface_destroy(mapped) }
        let shifted = PlaneProjection(rows: [[1, 0, 0], [0, 1, 0], [left, top, 1]]).concatenating(inverse)
        Self.map(bitmap, into: mapped, by: shifted)

        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_new_path(cairo)
        for (index, point) in polygon.enumerated() {
            if index == 0 { cairo_move_to(cairo, Double(point.x), Double(point.y)) } else { cairo_line_to(cairo, Double(point.x), Double(point.y)) }
        }
        cairo_close_path(cairo)
        cairo_set_source_surface(cairo, mapped, left, top)
        cairo_fill(cairo)
        cairo_restore(cairo)
        return true
    }

    /// `target`'s pixel (x, y) (centres at +0.5) takes `source` at `(x, y, 1) · rowMap`,
    /// divided through, bilinearly; pixman's projective transform does the division.
    private static func map(_ source: OpaquePointer, into target: OpaquePointer, by rowMap: PlaneProjection) {
        guard let src = LayerComposite.pixmanImage(for: source), let dst = LayerComposite.pixmanImage(for: target) else { return }
        defer { pixman_image_unref(src); pixman_image_unref(dst) }
        // Pixman takes columns (source = M · destination); scaled so the largest entry is
        // 1024, which keeps the small perspective terms precise in 16.16 fixed point.
        let columns = (0..<3).map { i in (0..<3).map { j in rowMap.m[j][i] } }
        let largest = columns.joined().map(abs).max() ?? 1
        let factor = largest > 0 ? 1024 / largest : 1
        func fixed(_ value: Double) -> Int32 { Int32(clamping: Int64((value * factor * 65536).rounded())) }
        var transform = pixman_transform_t()
        transform.matrix.0 = (fixed(columns[0][0]), fixed(columns[0][1]), fixed(columns[0][2]))
        transform.matrix.1 = (fixed(columns[1][0]), fixed(columns[1][1]), fixed(columns[1][2]))
        transform.matrix.2 = (fixed(columns[2][0]), fixed(columns[2][1]), fixed(columns[2][2]))
        pixman_image_set_transform(src, &transform)
        pixman_image_set_filter(src, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(src, PIXMAN_REPEAT_PAD)
        pixman_image_composite32(PIXMAN_OP_SRC, src, nil, dst, 0, 0, 0, 0, 0, 0,
                                 Int32(cairo_image_surface_get_width(target)), Int32(cairo_image_surface_get_height(target)))
        cairo_surface_mark_dirty(target)
    }
}
