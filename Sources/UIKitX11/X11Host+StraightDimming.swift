import Foundation

extension X11Host {
    /// Pixels of the dimming's mixed parts (where the dimmed bitmap is not one colour)
    /// that the compositor drew straight into the window in one pass, a black dimming's
    /// level through the bitmap, instead of a copy and a blend in the back picture
    /// (`X11Compositor.StraightDimming`); only parts no later step of the frame draws over.
    public var pixelsDimmedStraight: Int { presenter.compositor?.straightDimmedPixels ?? 0 }
}

extension X11Host {
    /// Pixels beside a card, under its shadow's side strips, that the compositor drew
    /// straight into the window from one-row tiles (the shadow OVER a one-colour run of
    /// the dimmed list, repeated down the run) instead of building them in the back
    /// picture (`X11Compositor.ShadowUnder`).
    public var pixelsUnderShadowFromTiles: Int { presenter.compositor?.shadowTiledPixels ?? 0 }

    /// The narrowest shadow strip (in device pixels) drawn from tiles; narrower ones are
    /// built in the back picture, where they cost the X server less (32 unless set; a
    /// compositor made after the change uses it too only if set again).
    public var shadowTileMinimumWidth: Int {
        get { presenter.compositor?.shadowTileWidthAtLeast ?? X11Compositor.shadowTileMinimumWidth }
        set { presenter.compositor?.shadowTileWidthAtLeast = newValue }
    }
}
