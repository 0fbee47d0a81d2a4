import CCairo

/// Layer bitmaps whose pixels the X server maps as their pixmap.
///
/// Core Animation hands a rasterized layer's backing store to the render server in
/// shared memory (an IOSurface) rather than copying it. Here a big window's bitmaps,
/// made for the server (`sharedBitmapMinimumBytes` set while they are drawn), are drawn
/// into a System V segment (`PixelMemory+Shared`) that the X server's compositor turns
/// into a pixmap without a copy. Once that segment may be read by the server, this
/// process never writes into it: releasing the pixels, or drawing the layer again, first
/// puts fresh private memory under the same surface.
extension LayerRasterCache {
    /// Zeroed pixel memory of `byteCount` bytes: in a shared segment from
    /// `minimumSharedBytes` on (when the system gives one), else private.
    static func pixelMemory(byteCount: Int, sharedFrom minimumSharedBytes: Int?) -> PixelMemory? {
        if let minimumSharedBytes, byteCount >= max(minimumSharedBytes, PixelMemory.mappingThreshold),
           let shared = PixelMemory(sharedByteCount: byteCount) {
            return shared
        }
        return PixelMemory(byteCount: byteCount)
    }

    /// The shared segment holding `owner`'s pixels (a composite's `bitmapOwner`), its
    /// current drawing in them: what the X server may map as the bitmap's pixmap. Nil
    /// for private pixels, released ones, or an owner of another kind.
    public static func sharedSegment(of owner: AnyObject) -> Int32? {
        guard let entry = owner as? Entry, !entry.pixelsReleased, !entry.isBlank else { return nil }
        return entry.pixels.sharedSegment
    }
}

extension LayerRasterCache.Entry {
    /// Makes the bitmap safe to draw into again: pixels still shared with the X server
    /// are swapped for fresh private memory at the same address (the server keeps the
    /// drawing it maps; the bitmap reads as zero, so it is blank). False when that fails:
    /// the caller draws into a new bitmap instead.
    func prepareForDrawing() -> Bool {
        guard pixels.isShared else { return true }
        cairo_surface_flush(surface)
        guard pixels.unshare() else { return false }
        cairo_surface_mark_dirty(surface)
        isBlank = true
        return true
    }
}
