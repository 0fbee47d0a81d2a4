import Foundation

/// What a big window's first frame leaves for after it is shown
/// (`X11FramePresenter+DeferredParts`).
extension X11Host {
    /// Bitmaps the first frame sent to the X server whose runs of identical rows and
    /// one-colour parts are still to be found (read again from the shared segment the
    /// server maps as their pixmap; the client's pixels are released at once).
    /// They are found one a turn of the loop once the first frame is shown, while no
    /// event or frame waits, or before the pixels are released after a few frames.
    public var bitmapsAwaitingParts: Int { presenter.bitmapsAwaitingParts.count }

    /// Bitmaps whose parts were found that way after the first frame was shown.
    public var bitmapPartsFoundAfterFirstFrame: Int { presenter.bitmapPartsFoundAfterFirstFrame }

    /// Bitmaps given the cut by whole rows (`BitmapSolidParts+WholeRows`) for the window's
    /// first frame rather than wait for the finer one.
    public var bitmapsCutByWholeRows: Int { presenter.compositor?.bitmapsCutByWholeRows ?? 0 }

    /// Finds the parts of one bitmap the first frame left, when it is shown and nothing
    /// waits to be drawn; returns whether it did (the loop then looks again at once).
    func findPartsLeftByFirstFrameWhenFree() -> Bool {
        guard firstFrameShown, !(window.needsDisplay || needsPresent) else { return false }
        return presenter.findPartsOfNextAwaitingBitmap()
    }
}
