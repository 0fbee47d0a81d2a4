import CCairo
import UIKitCairo

/// A big window's first frame does not wait for what only later frames use.
///
/// A bitmap made for the server is read once more on the client for what later
/// frames need of it: its runs of identical rows (`BitmapRowRuns`: a dragged sheet's
/// unchanged rows are left in place) and its one-colour parts (`BitmapSolidParts`: a
/// dimmed list is filled there rather than blended). Both must be found before the
/// client's pixels are released. The window's first frame needs neither (nothing is
/// on screen to move, and it dims the list by its cheap cut by whole rows:
/// `BitmapSolidParts+WholeRows`), yet at 1920x1080 the list's parts alone cost 22 M
/// instructions at scale 1 and 78 M at scale 2 before its first pixel was shown. So the
/// first frame only sends its bitmaps and keeps their pixels; once it is shown, the host
/// finds their parts one bitmap a turn of its loop while no event or frame waits
/// (`X11Host+FrameLoop`), and releases each bitmap's pixels after. Nothing is drawn
/// twice. A frame that needs the
/// parts before that (a drag at once) finds them itself, as any frame does for a bitmap
/// whose pixels are held (`X11Compositor.build`, `rowsToSend`), and the release after a
/// few frames in the server finds what is left first (`releaseUploadedPixels`).
extension X11FramePresenter {
    /// A bitmap whose parts are still to be found (weak: a layer that left takes it along).
    struct AwaitingParts {
        weak var owner: AnyObject?
    }

    /// Sends a bitmap drawn for the server (`drawBitmapsForServer`) and, once the server
    /// holds it, finds its parts and releases its client pixels; with `defersParts`, the
    /// pixels are kept and the bitmap waits for `findPartsOfNextAwaitingBitmap`.
    func send(_ surface: OpaquePointer, owner: AnyObject, generation: Int, opaque: Bool, to compositor: X11Compositor,
              from layers: LayerRasterCache, defersParts: Bool) {
        compositor.preload(surface, owner: owner, generation: generation, opaque: opaque, findingParts: !defersParts)
        guard compositor.isResident(owner, generation: generation) else { return }
        if defersParts {
            bitmapsAwaitingParts.append(AwaitingParts(owner: owner))
        } else {
            noteReleased(layers.releasePixels(of: owner))
        }
    }

    /// Finds the parts of the next bitmap the first frame left and releases its pixels,
    /// if the server still holds the drawing it holds; returns whether there was one
    /// (false: nothing waits).
    @discardableResult
    func findPartsOfNextAwaitingBitmap(layers: LayerRasterCache) -> Bool {
        guard !bitmapsAwaitingParts.isEmpty else { return false }
        let next = bitmapsAwaitingParts.removeFirst()
        guard let compositor, let owner = next.owner else { return true }
        var found: (surface: OpaquePointer, generation: Int, opaque: Bool)?
        layers.forEachHeldBitmap { held, surface, generation, opaque in
            if held === owner { found = (surface, generation, opaque) }
        }
        // Released or drawn again since (and so sent again): nothing is left to do for it.
        guard let found, compositor.isResident(owner, generation: found.generation) else { return true }
        compositor.preload(found.surface, owner: owner, generation: found.generation, opaque: found.opaque)
        bitmapPartsFoundAfterFirstFrame += 1
        noteReleased(layers.releasePixels(of: owner))
        return true
    }

    /// Finds the parts of every bitmap the first frame left (before pixels are released).
    func findPartsLeftByFirstFrame(layers: LayerRasterCache) {
        while findPartsOfNextAwaitingBitmap(layers: layers) {}
    }
}
