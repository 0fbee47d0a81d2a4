import CCairo
import Foundation
import UIKitCore

/// Projective drawing: the plane is drawn into a bitmap at about the device
/// resolution it will be shown at, then each device pixel is mapped back into the
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

    /// `target`'s pixel (i, j) takes `source` at `(i + ½, j + ½, 1) · rowMap`, divided
    /// through, sampled bilinearly between pixel centres with the edges padded (in
    /// doubles: pixman's 16.16 projective transform overflows and drifts at these sizes).
    private static func map(_ source: OpaquePointer, into target: OpaquePointer, by rowMap: PlaneProjection) {
        cairo_surface_flush(source)
        cairo_surface_flush(target)
        guard let sourceBytes = cairo_image_surface_get_data(source), let targetBytes = cairo_image_surface_get_data(target) else { return }
        let sourceWidth = Int(cairo_image_surface_get_width(source)), sourceHeight = Int(cairo_image_surface_get_height(source))
        let sourceStride = Int(cairo_image_surface_get_stride(source)) / 4
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        let targetStride = Int(cairo_image_surface_get_stride(target)) / 4
        let src = UnsafeRawPointer(sourceBytes).assumingMemoryBound(to: UInt32.self)
        let dst = UnsafeMutableRawPointer(targetBytes).assumingMemoryBound(to: UInt32.self)
        let m = rowMap.m
        for j in 0..<height {
            let y = Double(j) + 0.5
            for i in 0..<width {
                let x = Double(i) + 0.5
                let w = x * m[0][2] + y * m[1][2] + m[2][2]
                guard w > 0 else { dst[j * targetStride + i] = 0; continue }
                let u = (x * m[0][0] + y * m[1][0] + m[2][0]) / w - 0.5
                let v = (x * m[0][1] + y * m[1][1] + m[2][1]) / w - 0.5
                guard u.isFinite, v.isFinite else { dst[j * targetStride + i] = 0; continue }
                let uFloor = u.rounded(.down), vFloor = v.rounded(.down)
                let fu = u - uFloor, fv = v - vFloor
                let x0 = min(max(Int(max(min(uFloor, 1e9), -1e9)), 0), sourceWidth - 1), x1 = min(max(x0 + (uFloor < 0 ? 0 : 1), 0), sourceWidth - 1)
                let y0 = min(max(Int(max(min(vFloor, 1e9), -1e9)), 0), sourceHeight - 1), y1 = min(max(y0 + (vFloor < 0 ? 0 : 1), 0), sourceHeight - 1)
                let p00 = src[y0 * sourceStride + x0], p10 = src[y0 * sourceStride + x1]
                let p01 = src[y1 * sourceStride + x0], p11 = src[y1 * sourceStride + x1]
                let w00 = (1 - fu) * (1 - fv), w10 = fu * (1 - fv), w01 = (1 - fu) * fv, w11 = fu * fv
                var pixel: UInt32 = 0
                for shift in stride(from: 0, through: 24, by: 8) {
                    let s = UInt32(shift)
                    let value = Double((p00 >> s) & 0xFF) * w00 + Double((p10 >> s) & 0xFF) * w10
                        + Double((p01 >> s) & 0xFF) * w01 + Double((p11 >> s) & 0xFF) * w11
                    pixel |= UInt32(min(255, max(0, value.rounded()))) << s
                }
                dst[j * targetStride + i] = pixel
            }
        }
        cairo_surface_mark_dirty(target)
    }
}
