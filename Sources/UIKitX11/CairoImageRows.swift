import CCairo

/// The pixel rows of a readable ARGB32 or RGB24 cairo image surface, as 32-bit
/// values: what the compositor scans to find a bitmap's one-colour parts
/// (`BitmapSolidParts`, `BitmapSolidTiles`).
struct CairoImageRows {
    let width: Int, height: Int
    /// Bits not compared (RGB24's unused top byte), set in the colours reported.
    let ignored: UInt32
    /// Row `y`'s first pixel (valid while the surface lives and is not drawn into).
    let row: (Int) -> UnsafePointer<UInt32>

    /// Nil for a surface that is not a readable ARGB32 or RGB24 image (flushed first).
    init?(_ surface: OpaquePointer) {
        cairo_surface_flush(surface)
        let format = cairo_image_surface_get_format(surface)
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
              format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
              let data = cairo_image_surface_get_data(surface) else { return nil }
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        ignored = format == CAIRO_FORMAT_RGB24 ? 0xFF00_0000 : 0
        row = { y in UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self) }
    }
}
