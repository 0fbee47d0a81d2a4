import CImageCodecs
import Foundation
import UIKitCore

/// PNG and JPEG (and whatever else gdk-pixbuf's loaders read) in and JPEG out.
enum PixbufCodec {
    static func decode(_ data: Data) -> CGImage? {
        guard !data.isEmpty, let api = ImageCodecLibrary.loaded?.api, let loader = api.gdk_pixbuf_loader_new() else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        var error: UnsafeMutablePointer<GError>?
        let written = data.withUnsafeBytes { bytes in
            api.gdk_pixbuf_loader_write(loader, bytes.bindMemory(to: guchar.self).baseAddress, gsize(bytes.count), &error)
        }
        if let error { g_error_free(error) }
        var closeError: UnsafeMutablePointer<GError>?
        let closed = api.gdk_pixbuf_loader_close(loader, &closeError)
        if let closeError { g_error_free(closeError) }
        guard written != 0, closed != 0, let loaded = api.gdk_pixbuf_loader_get_pixbuf(loader) else { return nil }
        // EXIF orientation, as iOS shows the photo (a new pixbuf, or a new reference).
        guard let pixbuf = api.gdk_pixbuf_apply_embedded_orientation(loaded) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        return image(of: pixbuf, api: api)
    }

    /// A pixbuf's straight RGB(A) rows as premultiplied ARGB.
    private static func image(of pixbuf: OpaquePointer, api: cimagecodecs_api) -> CGImage? {
        let width = Int(api.gdk_pixbuf_get_width(pixbuf)), height = Int(api.gdk_pixbuf_get_height(pixbuf))
        let channels = Int(api.gdk_pixbuf_get_n_channels(pixbuf)), stride = Int(api.gdk_pixbuf_get_rowstride(pixbuf))
        guard width > 0, height > 0, width * height <= SystemImageCodec.maximumPixelCount,
              api.gdk_pixbuf_get_bits_per_sample(pixbuf) == 8, channels == 3 || channels == 4,
              let bytes = api.gdk_pixbuf_read_pixels(pixbuf) else { return nil }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = bytes + y * stride
            for x in 0..<width {
                let p = row + x * channels
                let a = channels == 4 ? UInt32(p[3]) : 255
                func premultiplied(_ value: UInt8) -> UInt32 { (UInt32(value) * a + 127) / 255 }
                pixels[y * width + x] = a << 24 | premultiplied(p[0]) << 16 | premultiplied(p[1]) << 8 | premultiplied(p[2])
            }
        }
        return CGImage(width: width, height: height, premultipliedARGB: pixels)
    }

    /// JPEG at `quality` (0...1 → gdk-pixbuf's 0...100), alpha flattened onto white.
    static func jpegData(_ image: CGImage, quality: CGFloat) -> Data? {
        guard let api = ImageCodecLibrary.loaded?.api else { return nil }
        let width = image.width, height = image.height
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for (i, pixel) in image.premultipliedARGBPixels.enumerated() {
            let a = pixel >> 24
            for (offset, shift) in [(0, 16), (1, 8), (2, 0)] as [(Int, UInt32)] {
                // Premultiplied colour over white: c + (255 − a).
                rgb[i * 3 + offset] = UInt8(min(255, ((pixel >> shift) & 0xFF) + (255 - a)))
            }
        }
        return rgb.withUnsafeBytes { bytes -> Data? in
            guard let pixbuf = api.gdk_pixbuf_new_from_data(bytes.bindMemory(to: guchar.self).baseAddress, GDK_COLORSPACE_RGB, 0, 8,
                                                        Int32(width), Int32(height), Int32(width * 3), nil, nil) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
            var buffer: UnsafeMutablePointer<gchar>?
            var size: gsize = 0
            var error: UnsafeMutablePointer<GError>?
            let value = String(Int((quality * 100).rounded()))
            let saved = "quality".withCString { key in
                value.withCString { text -> gboolean in
                    var keys: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: key), nil]
                    var values: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: text), nil]
                    return api.gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "jpeg", &keys, &values, &error)
                }
            }
            if let error { g_error_free(error) }
            guard saved != 0, let buffer else { return nil }
            defer { g_free(buffer) }
            return Data(bytes: buffer, count: Int(size))
        }
    }
}
