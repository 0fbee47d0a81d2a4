import CCairo
import CX11
import Foundation
import UIKitCairo

/// A Cairo xlib surface on the window (or its back pixmap), painted from the image with the SOURCE
/// operator: Cairo converts for any visual (and picks `XPutImage` or MIT-SHM
/// itself, through an image of its own).
final class X11CairoUpload: X11ImageUpload {
    let path = X11UploadPath.cairo
    let image: ImageSurface
    private let windowSurface: OpaquePointer

    init(target: X11UploadTarget, width: Int, height: Int) {
        image = ImageSurface(pointSize: CGSize(width: width, height: height), scale: 1)
        windowSurface = cairo_xlib_surface_create(target.display, target.drawable, target.visual, Int32(width), Int32(height))
    }

    func upload(_ rects: [X11PixelRect]) {
        guard let cairo = cairo_create(windowSurface) else { return }
        for rect in rects {
            cairo_rectangle(cairo, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
        }
        cairo_clip(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cairo, image.surface, 0, 0)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(windowSurface)
    }

    /// With the connection gone the window surface is left as is: finishing it would
    /// flush pending drawing through the dead display (and spin).
    func release(displayIsAlive: Bool) {
        guard displayIsAlive else { return }
        cairo_surface_finish(windowSurface)
        cairo_surface_destroy(windowSurface)
    }
}
