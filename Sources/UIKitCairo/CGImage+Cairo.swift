import CCairo
import Foundation
import UIKitCore
import UIKitImaging

/// A Cairo ARGB32 copy of a `CGImage`'s pixels, kept in the image's
/// `rendererCache` so an image drawn every frame is converted once.
final class CairoImageSurface {
    let surface: OpaquePointer

    private init(surface: OpaquePointer) { self.surface = surface }
    deinit { cairo_surface_destroy(surface) }

    /// The image's surface, made on first use.
    static func of(_ image: CGImage) -> CairoImageSurface? {
        if let cached = image.rendererCache as? CairoImageSurface { return cached }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { cairo_surface_destroy(surface); return nil }
        let pixels = image.premultipliedARGBPixels
        let rowBytes = image.width * 4
        pixels.withUnsafeBytes { source in
            for row in 0..<image.height {
                UnsafeMutableRawPointer(data + row * stride)
                    .copyMemory(from: source.baseAddress! + row * rowBytes, byteCount: rowBytes)
            }
        }
        cairo_surface_mark_dirty(surface)
        let box = CairoImageSurface(surface: surface)
        image.rendererCache = box
        return box
    }
}

extension CGImage {
    /// An image of a pixel buffer's premultiplied ARGB pixels (nil when it is empty).
    public convenience init?(pixelBuffer: PixelBuffer) {
        self.init(width: pixelBuffer.width, height: pixelBuffer.height, premultipliedARGB: pixelBuffer.pixels)
    }

    /// The image's pixels as a pixel buffer.
    public var pixelBuffer: PixelBuffer {
        PixelBuffer(width: width, height: height, premultipliedARGB: premultipliedARGBPixels)
    }
}
