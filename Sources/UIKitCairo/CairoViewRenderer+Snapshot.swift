import CCairo
import Foundation
import UIKitCore
import UIKitImaging

extension CairoViewRenderer {
    /// `view` and its subtree in its own bounds (the visible part: the bounds
    /// origin at the top-left pixel), at `scale`, on a clear background, with the
    /// view's alpha but not its position or transform.
    public func snapshot(of view: UIView, scale: CGFloat) -> PixelBuffer {
        let bounds = view.layer.presented.bounds
        let surface = ImageSurface(pointSize: bounds.size, scale: scale)
        guard let cairo = cairo_create(surface.surface) else { return surface.pixelBuffer() }
        defer { cairo_destroy(cairo) }
        cairo_scale(cairo, Double(scale), Double(scale))
        let context = CairoDrawingContext(cairo: cairo, text: text, shadows: shadows, deviceScale: scale)
        // The renderer draws `view` in its superview's space: undo the view's own placement.
        // Superview space → bounds space → the bounds origin at (0, 0).
        context.concatenate(view.layer.presented.transformToSuperview.inverted()
            .concatenating(CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)))
        var renderer = ViewTreeRenderer()
        renderer.cullsOccludedViews = false
        renderer.draw(view, in: context)
        cairo_surface_flush(surface.surface)
        return surface.pixelBuffer()
    }
}
