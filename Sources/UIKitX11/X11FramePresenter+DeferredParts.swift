import CCairo
import Foundation
import UIKitCairo
#if canImport(Glibc)
import Glibc
#endif

/// A big window's first frame does not wait for what only later frames use.
///
/// A bitmap made for the server is read once more on the client for what later
/// frames need of it: its runs of identical rows (`BitmapRowRuns`: a dragged sheet's
/// unchanged rows are left in place) and its one-colour parts (`BitmapSolidParts`: a
/// dimmed list is filled there rather than blended). The window's first frame needs
/// neither (nothing is on screen to move, and it dims the list by its cheap cut by
/// whole rows: `BitmapSolidParts+WholeRows`), yet at 1920x1080 the list's parts alone
/// cost 22 M instructions at scale 1 and 78 M at scale 2 before its first pixel was
/// shown. So the first frame only sends its bitmaps. Those in a shared segment (the X
/// server's pixmap maps the same pages: `X11SharedPixmap`) release their client pixels
/// at once, as before, so the process holds no more memory at any time; once the frame
/// is shown, the host maps each segment again read-only, finds its parts and lets it
/// go, one bitmap a turn of its loop while no event or frame waits (`X11Host+FrameLoop`).
/// Bitmaps in private memory are handled as before (parts found, then released).
/// Nothing is drawn twice. A frame that comes first (a drag at once) uses the cut by
/// whole rows, and the release after a few frames in the server finds every part left
/// first (`releaseUploadedPixels`).
extension X11FramePresenter {
    /// A bitmap whose parts are still to be found, in its shared segment (weak: a layer
    /// that left takes it along).
    struct AwaitingParts {
        weak var owner: AnyObject?
        let generation: Int
        let segment: Int32
        let width: Int, height: Int, stride: Int
        let format: cairo_format_t
        let opaque: Bool
    }

    /// Sends a bitmap drawn for the server (`drawBitmapsForServer`) and, once the server
    /// holds it, releases its client pixels; its parts are found first, or with
    /// `defersParts`, for pixels in a shared segment, after the first frame is shown
    /// (`findPartsOfNextAwaitingBitmap`).
    func send(_ surface: OpaquePointer, owner: AnyObject, generation: Int, opaque: Bool, to compositor: X11Compositor,
              from layers: LayerRasterCache, defersParts: Bool) {
        let segment = defersParts ? LayerRasterCache.sharedSegment(of: owner) : nil
        compositor.preload(surface, owner: owner, generation: generation, opaque: opaque, findingParts: segment == nil)
        guard compositor.isResident(owner, generation: generation) else { return }
        if let segment {
            bitmapsAwaitingParts.append(AwaitingParts(owner: owner, generation: generation, segment: segment,
                                                      width: Int(cairo_image_surface_get_width(surface)),
                                                      height: Int(cairo_image_surface_get_height(surface)),
                                                      stride: Int(cairo_image_surface_get_stride(surface)),
                                                      format: cairo_image_surface_get_format(surface), opaque: opaque))
        }
        noteReleased(layers.releasePixels(of: owner))
    }

    /// Finds the parts of the next bitmap the first frame left, reading its shared segment
    /// again, if the server still holds that drawing; returns whether there was one
    /// (false: nothing waits).
    @discardableResult
    func findPartsOfNextAwaitingBitmap() -> Bool {
        guard !bitmapsAwaitingParts.isEmpty else { return false }
        let next = bitmapsAwaitingParts.removeFirst()
        // Drawn again since, or gone: the server's copy (and the segment) may be too.
        guard let compositor, let owner = next.owner, compositor.isResident(owner, generation: next.generation) else { return true }
        // The server still maps the segment (its pixmap holds it): read-only, never written.
        guard let address = shmat(next.segment, nil, SHM_RDONLY), address != UnsafeMutableRawPointer(bitPattern: -1) else { return true }
        defer { shmdt(address) }
        guard let surface = cairo_image_surface_create_for_data(address.assumingMemoryBound(to: UInt8.self), next.format,
                                                                Int32(next.width), Int32(next.height), Int32(next.stride))
        else { return true }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return true }
        compositor.preload(surface, owner: owner, generation: next.generation, opaque: next.opaque)
        bitmapPartsFoundAfterFirstFrame += 1
        return true
    }

    /// Finds the parts of every bitmap the first frame left.
    func findPartsLeftByFirstFrame() {
        while findPartsOfNextAwaitingBitmap() {}
    }
}
