import Foundation

/// What a big window's first frame leaves for after it is shown
/// (`X11FramePresenter+DeferredParts`).
extension X11Host {
    /// Bitmaps the first frame sent to the X server whose runs of identical rows and
    /// one-colour parts are still to be found (their client pixels are held until then).
    /// They are found one a turn of the loop once the first frame is shown, while no
    /// event or frame waits, or by the first frame that needs them.
    public var bitmapsAwaitingParts: Int { presenter.bitmapsAwaitingParts.count }

    /// Bitmaps whose parts were found that way after the first frame was shown.
    public var bitmapPartsFoundAfterFirstFrame: Int { presenter.bitmapPartsFoundAfterFirstFrame }

    /// Bitmaps the window's first frame dimmed by their cut by whole rows
    /// (`BitmapSolidParts+WholeRows`) rather than wait for the finer one (0 or 1 a
    /// dimmed layer).
    public var bitmapsCutByWholeRows: Int { presenter.compositor?.bitmapsCutByWholeRows ?? 0 }

    /// Finds the parts of one bitmap the first frame left, when it is shown and nothing
    /// waits to be drawn; returns whether it did (the loop then looks again at once).
    func findPartsLeftByFirstFrameWhenFree() -> Bool {
        guard firstFrameShown, !(window.needsDisplay || needsPresent) else { return false }
        return presenter.findPartsOfNextAwaitingBitmap(layers: renderer.layers)
    }
}
