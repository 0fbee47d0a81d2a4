import CCairo
import Foundation

/// Giving a layer bitmap's memory back once another process holds its pixels.
///
/// Core Animation keeps a rasterized layer's bitmap in the render server, not in the
/// app. Here the X server's compositor (`X11Compositor`) holds a copy of every bitmap
/// it composited; once it does, the client's own copy is only needed again if a frame
/// is rendered on the client, so its pages can go (a 1920x1080 window at scale 2: the
/// list's bitmap is 33 MB, the sheet's 11.6 MB). A bitmap released that way keeps its
/// size, content signature and drawing number; the client path draws the layer into it
/// again when it needs the pixels (the same pixels: the content is unchanged), and the
/// server's copy stays valid.
extension LayerRasterCache {
    /// Releases the pixels of every bitmap whose current drawing `heldElsewhere` says is
    /// held elsewhere (the X server's compositor), keeping what composite plans read
    /// without them (the opaque rows). Only bitmaps in their own mapping are released
    /// (`PixelMemory.mappingThreshold`: smaller ones cost little to keep). Returns the
    /// bytes given back.
    @discardableResult
    public func releasePixels(heldElsewhere: (AnyObject, Int) -> Bool) -> Int {
        var released = 0
        for entry in entries.values where !entry.pixelsReleased && !entry.isBlank && entry.pixels.isMapped
            && heldElsewhere(entry, entry.generation) {
            released += entry.releasePixels()
        }
        return released
    }

    /// Calls `body` with every bitmap whose pixels are held and drawn (its owner, surface,
    /// drawing number and opacity): what a copy elsewhere can be made from.
    public func forEachHeldBitmap(_ body: (_ owner: AnyObject, _ surface: OpaquePointer, _ generation: Int, _ opaque: Bool) -> Void) {
        for entry in entries.values where !entry.pixelsReleased && !entry.isBlank { body(entry, entry.surface, entry.generation, entry.opaque) }
    }

    /// Releases the pixels of one bitmap (`owner` as `forEachHeldBitmap` or `bitmapDrawn`
    /// gave it) once a copy elsewhere holds its drawing; returns the bytes given back.
    @discardableResult
    public func releasePixels(of owner: AnyObject) -> Int {
        (owner as? Entry)?.releasePixels() ?? 0
    }

    /// Whether `owner` (a composite's `bitmapOwner`) is a bitmap of this kind whose pixels
    /// were released: its surface reads as zero and must not be read for its content.
    public static func pixelsAreReleased(_ owner: AnyObject?) -> Bool {
        (owner as? Entry)?.pixelsReleased == true
    }
}

extension LayerRasterCache.Entry {
    /// Gives the pixels back to the kernel (see `LayerRasterCache.releasePixels`);
    /// returns the bytes released.
    func releasePixels() -> Int {
        guard !pixelsReleased, pixels.isMapped else { return 0 }
        // What plans read from the pixels is worked out while they are there.
        _ = opaqueRows
        cairo_surface_flush(surface)
        guard pixels.discard() else { return 0 }
        cairo_surface_mark_dirty(surface)
        pixelsReleased = true
        // The pages read as zero again: the next drawing needs no clearing.
        isBlank = true
        return pixels.byteCount
    }
}
