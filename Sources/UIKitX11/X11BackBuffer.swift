import CCairo
import CX11
import Foundation
import UIKitCairo
import UIKitCore

/// Double buffering: every frame is drawn into an offscreen Cairo image kept
/// from frame to frame (an `IncrementalFrame`: only the damaged pixels are
/// repainted), then those pixels are copied to the window and flushed. The
/// window's background is None, so the server never clears it first: no
/// half-drawn frame, no flash.
///
/// The image is made anew only when the window's size in pixels changes.
final class X11BackBuffer {
    private let display: OpaquePointer
    private let window: Window
    private let windowSurface: OpaquePointer
    private var frame: IncrementalFrame?
    private var surfaceSize: (width: Int, height: Int)

    init(display: OpaquePointer, window: Window, visual: UnsafeMutablePointer<Visual>, width: Int, height: Int) {
        self.display = display
        self.window = window
        windowSurface = cairo_xlib_surface_create(display, window, visual, Int32(width), Int32(height))
        surfaceSize = (width, height)
    }

    /// The last drawn frame's pixels.
    var image: ImageSurface? { frame?.image }

    /// Whether a frame has been drawn that can be shown again (after an Expose).
    var hasFrame: Bool { image != nil }

    /// Draws `window` at `scale` into the offscreen image (`pixelWidth` × `pixelHeight`),
    /// repainting only what changed when `tracksDamage`; returns the pixels repainted.
    func render(_ uiWindow: UIWindow, renderer: CairoViewRenderer, scale: CGFloat, pixelWidth: Int, pixelHeight: Int,
                tracksDamage: Bool) -> DamageRegion {
        if frame == nil || frame?.renderer !== renderer { frame = IncrementalFrame(renderer: renderer) }
        guard let frame else { return DamageRegion() }
        if frame.tracksDamage != tracksDamage { frame.tracksDamage = tracksDamage }
        if surfaceSize.width != pixelWidth || surfaceSize.height != pixelHeight {
            cairo_xlib_surface_set_size(windowSurface, Int32(pixelWidth), Int32(pixelHeight))
            surfaceSize = (pixelWidth, pixelHeight)
        }
        return frame.render(uiWindow, scale: scale, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }

    /// Copies the whole last drawn frame to the window and flushes.
    func present() {
        guard let image else { return }
        present(rects: [CGRect(x: 0, y: 0, width: image.pixelWidth, height: image.pixelHeight)])
    }

    /// Copies the pixels of `rects` (device pixels) of the last drawn frame to the
    /// window in one paint and flushes; nothing when `rects` is empty.
    func present(rects: [CGRect]) {
        guard let image, !rects.isEmpty, let cairo = cairo_create(windowSurface) else { return }
        for rect in rects {
            cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        }
        cairo_clip(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cairo, image.surface, 0, 0)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(windowSurface)
        XFlush(display)
    }

    /// The connection is gone: the window surface must not be finished (Cairo would
    /// flush its pending drawing through the dead display, and spin); it is left as is.
    func abandon() { isAbandoned = true }
    private var isAbandoned = false

    deinit {
        guard !isAbandoned else { return }
        cairo_surface_finish(windowSurface)
        cairo_surface_destroy(windowSurface)
    }
}
