import CCairo
import CX11
import Foundation
import UIKitCairo

/// `XPutImage` straight from Cairo's pixels (an `XImage` over the image surface's
/// data, which Xlib copies into the request before returning): no wait before the
/// next frame, and no extra copy on our side.
final class X11PutImageUpload: X11ImageUpload {
    let path = X11UploadPath.xputimage
    let image: ImageSurface
    private let display: OpaquePointer
    /// Where the pixels go (the back buffer's pixmap).
    private let drawable: Drawable
    private let ximage: UnsafeMutablePointer<XImage>
    private let gc: GC

    init?(target: X11UploadTarget, width: Int, height: Int) {
        let image = ImageSurface(pointSize: CGSize(width: width, height: height), scale: 1)
        let stride = cairo_image_surface_get_stride(image.surface)
        guard let data = cairo_image_surface_get_data(image.surface),
              let ximage = XCreateImage(target.display, target.visual, UInt32(target.depth), ZPixmap, 0,
                                        UnsafeMutableRawPointer(data).assumingMemoryBound(to: CChar.self),
                                        UInt32(width), UInt32(height), 32, stride) else { return nil }
        guard ximage.pointee.bits_per_pixel == 32 else {
            ximage.pointee.data = nil
            cx11_destroy_image(ximage)
            return nil
        }
        ximage.pointee.byte_order = LSBFirst   // Cairo's bytes on this machine; Xlib swaps for another server
        self.image = image
        self.ximage = ximage
        display = target.display
        drawable = target.drawable
        gc = target.gc
    }

    func upload(_ rects: [X11PixelRect]) {
        cairo_surface_flush(image.surface)
        for rect in rects {
            XPutImage(display, drawable, gc, ximage, Int32(rect.x), Int32(rect.y), Int32(rect.x), Int32(rect.y),
                      UInt32(rect.width), UInt32(rect.height))
        }
    }

    func release(displayIsAlive: Bool) {
        ximage.pointee.data = nil   // Cairo's: XDestroyImage must not free it
        cx11_destroy_image(ximage)
    }
}
