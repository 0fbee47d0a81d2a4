import CCairo
import CX11
import Foundation
import UIKitCairo
import UIKitCore

/// Double buffering: every frame is drawn whole into an offscreen Cairo image,
/// then copied to the window in one paint and flushed. The window's background
/// is None, so the server never clears it first: no half-drawn frame, no flash.
///
/// The image is reused from frame to frame and made anew only when the window's
/// size in pixels changes.
final class X11BackBuffer {
    private let display: OpaquePointer
    private let window: Window
    private let windowSurface: OpaquePointer
    private(set) var image: ImageSurface?
    private var surfaceSize: (width: Int, height: Int)

    init(display: OpaquePointer, window: Window, visual: UnsafeMutablePointer<Visual>, width: Int, height: Int) {
        self.display = display
        self.window = window
        windowSurface = cairo_xlib_surface_create(display, window, visual, Int32(width), Int32(height))
        surfaceSize = (width, height)
    }

    /// Whether a frame has been drawn that can be shown again (after an Expose).
    var hasFrame: Bool { image != nil }

    /// Draws `window` at `scale` into the offscreen image (`pixelWidth` × `pixelHeight`).
    func render(_ uiWindow: UIWindow, renderer: CairoViewRenderer, scale: CGFloat, pixelWidth: Int, pixelHeight: Int) {
        if image?.pixelWidth != pixelWidth || image?.pixelHeight != pixelHeight {
            image = ImageSurface(pointSize: CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale),
                                 scale: scale)
        }
        if surfaceSize.width != pixelWidth || surfaceSize.height != pixelHeight {
            cairo_xlib_surface_set_size(windowSurface, Int32(pixelWidth), Int32(pixelHeight))
            surfaceSize = (pixelWidth, pixelHeight)
        }
        guard let image else { return }
        renderer.render(uiWindow, into: image.surface, scale: scale)
    }

    /// Copies the last drawn frame to the window in one operation and flushes.
    func present() {
        guard let image, let cairo = cairo_create(windowSurface) else { return }
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
