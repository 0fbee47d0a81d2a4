import CCairo
import Foundation
import UIKitCore
import UIKitImaging

extension CairoDrawingContext: BackdropFiltering {
    /// Blurs what the target surface shows under `path`: the pixels within three
    /// standard deviations around the shape are copied, shrunk by a whole factor
    /// (so the blur works on at most a few hundred thousand pixels; the factor
    /// keeps at least 6 pixels of deviation left), blurred, saturated, and painted
    /// back inside the shape, scaled up with bilinear filtering. Reads the surface
    /// the context was made on, so inside a transparency group (a fading alert)
    /// the backdrop is still what lies behind the group.
    public func drawBlurredBackdrop(in path: GraphicsPath, radius: CGFloat, saturation: CGFloat) {
        guard !path.isEmpty, radius >= 0, let target = cairo_get_target(cairo),
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else { return }
        let device = currentTransform
        let scale = abs(device.a * device.d - device.b * device.c).squareRoot()
        guard scale > 0, scale.isFinite else { return }
        let sigma = Double(radius * scale)
        let surfaceWidth = Int(cairo_image_surface_get_width(target)), surfaceHeight = Int(cairo_image_surface_get_height(target))
        let shape = path.bounds.applying(device)
        let margin = (3 * sigma).rounded(.up)
        let minX = max(0, Int((Double(shape.minX) - margin).rounded(.down))), minY = max(0, Int((Double(shape.minY) - margin).rounded(.down)))
        let maxX = min(surfaceWidth, Int((Double(shape.maxX) + margin).rounded(.up)))
        let maxY = min(surfaceHeight, Int((Double(shape.maxY) + margin).rounded(.up)))
        guard maxX > minX, maxY > minY else { return }

        cairo_surface_flush(target)
        guard let data = cairo_image_surface_get_data(target) else { return }
        let stride = Int(cairo_image_surface_get_stride(target))
        var backdrop = PixelBuffer(width: maxX - minX, height: maxY - minY,
                                   bytes: UnsafeRawBufferPointer(start: data + minY * stride + minX * 4, count: stride * (maxY - minY - 1) + (maxX - minX) * 4),
                                   stride: stride)
        let factor = max(1, min(8, Int(sigma / 6)))
        backdrop = backdrop.downsampled(by: factor)
        backdrop.applyGaussianBlur(sigma: sigma / Double(factor))
        backdrop.applySaturation(Double(saturation))

        let small = ImageSurface(pixels: backdrop)
        cairo_save(cairo)
        addPath(path)
        cairo_clip(cairo)
        cairo_identity_matrix(cairo)
        cairo_translate(cairo, Double(minX), Double(minY))
        cairo_scale(cairo, Double(factor), Double(factor))
        cairo_set_source_surface(cairo, small.surface, 0, 0)
        let pattern = cairo_get_source(cairo)
        cairo_pattern_set_filter(pattern, factor > 1 ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_NEAREST)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }
}

extension ImageSurface {
    /// A surface holding a copy of `pixels` (premultiplied ARGB, as Cairo's ARGB32).
    convenience init(pixels: PixelBuffer) {
        self.init(pointSize: CGSize(width: pixels.width, height: pixels.height), scale: 1)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        pixels.pixels.withUnsafeBytes { source in
            for row in 0..<pixels.height {
                UnsafeMutableRawPointer(data + row * stride).copyMemory(from: source.baseAddress! + row * pixels.stride, byteCount: pixels.stride)
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}
