import CCairo
import Foundation
import UIKitCore
import UIKitImaging

/// Draws a window's view tree into a Cairo image surface at a device scale.
///
/// The same renderer serves the X11 window (its back buffer) and `HeadlessHost`,
/// so both show the same pixels.
public final class CairoViewRenderer {
    public let text: PangoTextSystem
    public let shadows = ShadowCache()
    private let treeRenderer = ViewTreeRenderer()

    public init(text: PangoTextSystem = PangoTextSystem()) {
        self.text = text
    }

    /// Renders `window` into `surface` (any Cairo surface whose pixels are `scale` × points).
    public func render(_ window: UIWindow, into surface: OpaquePointer, scale: CGFloat) {
        guard let cairo = cairo_create(surface) else { return }
        defer { cairo_destroy(cairo) }
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cairo, 0, 0, 0, 1)
        cairo_paint(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        cairo_scale(cairo, Double(scale), Double(scale))
        let context = CairoDrawingContext(cairo: cairo, text: text, shadows: shadows)
        treeRenderer.draw(window, in: context)
        cairo_surface_flush(surface)
    }

    /// Renders `window` at `scale` into a new pixel buffer.
    public func snapshot(_ window: UIWindow, scale: CGFloat) -> PixelBuffer {
        let surface = ImageSurface(pointSize: window.bounds.size, scale: scale)
        render(window, into: surface.surface, scale: scale)
        return surface.pixelBuffer()
    }
}

/// An owned ARGB32 Cairo image surface of a size in points at a scale.
public final class ImageSurface {
    public let surface: OpaquePointer
    public let pixelWidth: Int
    public let pixelHeight: Int

    public init(pointSize: CGSize, scale: CGFloat) {
        pixelWidth = max(1, Int((pointSize.width * scale).rounded()))
        pixelHeight = max(1, Int((pointSize.height * scale).rounded()))
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
    }

    deinit { cairo_surface_destroy(surface) }

    /// A copy of the pixels (premultiplied ARGB32).
    public func pixelBuffer() -> PixelBuffer {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            return PixelBuffer(width: pixelWidth, height: pixelHeight)
        }
        return PixelBuffer(width: pixelWidth, height: pixelHeight,
                           bytes: UnsafeRawBufferPointer(start: data, count: stride * pixelHeight), stride: stride)
    }
}
