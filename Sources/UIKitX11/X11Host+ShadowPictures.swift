import Foundation

extension X11Host {
    /// Shadow pictures the compositor has made in the server so far: each shadow's colour
    /// through its blurred mask, once per mask and colour, then composited as it is
    /// (`X11ShadowPictures`). A dragged card's shadow is made once for the whole drag.
    public var shadowPicturesMade: Int { presenter.compositor?.shadows.made ?? 0 }
}
