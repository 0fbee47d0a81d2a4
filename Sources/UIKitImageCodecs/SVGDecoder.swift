import CImageCodecs
import Foundation
import UIKitCore

/// SVG drawn by librsvg into a Cairo image surface at a scale.
enum SVGDecoder {
    /// Whether the bytes start (after a byte-order mark and white space) with an
    /// XML declaration or an `<svg` element, or hold `<svg` in their first kilobyte.
    static func looksLikeSVG(_ data: Data) -> Bool {
        let head = String(decoding: data.prefix(1024), as: UTF8.self)
        let trimmed = head.trimmingCharacters(in: CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "\u{FEFF}")))
        return trimmed.hasPrefix("<svg") || (trimmed.hasPrefix("<?xml") || trimmed.hasPrefix("<!")) && head.contains("<svg")
    }

    /// The SVG at its intrinsic size (its width and height, else its view box) in
    /// points, drawn at `scale` pixels per point; nil when librsvg cannot read it.
    static func decode(_ data: Data, scale: CGFloat) -> CGImage? {
        guard let api = ImageCodecLibrary.loaded?.api else { return nil }
        var error: UnsafeMutablePointer<GError>?
        let handle = data.withUnsafeBytes { bytes in
            api.rsvg_handle_new_from_data(bytes.bindMemory(to: guint8.self).baseAddress, gsize(bytes.count), &error)
        }
        if let error { g_error_free(error) }
        guard let handle else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        var width = 0.0, height = 0.0
        if api.rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
            var hasViewBox: gboolean = 0
            var viewBox = RsvgRectangle()
            api.rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
            guard hasViewBox != 0 else { return nil }
            width = viewBox.width
            height = viewBox.height
        }
        let pixelWidth = Int((width * Double(scale)).rounded(.up)), pixelHeight = Int((height * Double(scale)).rounded(.up))
        guard width > 0, height > 0, pixelWidth * pixelHeight <= SystemImageCodec.maximumPixelCount,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cairo = cairo_create(surface) else { return nil }
        cairo_scale(cairo, Double(scale), Double(scale))
        var viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
        var renderError: UnsafeMutablePointer<GError>?
        let drawn = api.rsvg_handle_render_document(handle, cairo, &viewport, &renderError)
        cairo_destroy(cairo)
        if let renderError { g_error_free(renderError) }
        guard drawn != 0 else { return nil }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels = [UInt32](repeating: 0, count: pixelWidth * pixelHeight)
        for y in 0..<pixelHeight {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<pixelWidth { pixels[y * pixelWidth + x] = row[x] }
        }
        return CGImage(width: pixelWidth, height: pixelHeight, premultipliedARGB: pixels)
    }
}
