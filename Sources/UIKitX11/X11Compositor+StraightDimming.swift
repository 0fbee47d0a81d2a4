import CX11
import UIKitCairo

/// A black dimming's mixed parts drawn straight into the window in one pass.
///
/// Over a bitmap's mixed rectangles a translucent black fill of 8-bit alpha `a` OVER an
/// opaque copy gives each channel `s * (255 - a) / 255` with pixman's rounding
/// (`MUL_UN8`; the fill adds nothing, its colour is 0). A SRC composite of a solid
/// `(k, k, k, k)`, `k = 255 - a`, through the bitmap as a component-alpha mask gives each
/// channel `k * s / 255` with the same rounding, and `MUL_UN8` is symmetric: the same
/// pixels in one request, without the copy into the back picture, the blend there and
/// the copy to the window (pixman's `src_n_8888_8888_ca`, 6.3 instructions a pixel,
/// against 1.0 + 4.5 + 1.0 and three passes over the memory; `DimmedCopyTests` checks
/// the identity over every alpha and channel value). Only the parts no later step of the
/// frame draws over go this way (their pixels are final, written once); the back picture
/// then lacks them (`staleInBack`), as it lacks the straight fills.
extension X11Compositor {
    /// Boxes of a dimmed copy for `present` to draw straight into the window: mixed
    /// rectangles (`level`), or one-colour runs under a shadow's side strips (`tile`,
    /// `X11Compositor+ShadowTiles`).
    struct StraightDimming {
        enum Source {
            /// The solid `level` (`255 - a`: what each channel is multiplied by) through
            /// the bitmap's component-alpha `mask` (`componentAlphaMask(of:)`), whose pixel
            /// under device pixel (0, 0) is `offset`.
            case level(mask: Picture, offset: (x: Int, y: Int), level: UInt8)
            /// A one-row repeating picture of the result, its column 0 at window column
            /// `originX`; freed once drawn (or dropped).
            case tile(picture: Picture, pixmap: Pixmap, originX: Int)
        }
        let source: Source
        let boxes: [PixelBox]
    }

    /// The multiplier a translucent `fill` leaves on what is under it when it is black
    /// (nil: it has a colour, and adds it: the copy and the blend stay).
    static func blackLevel(of fill: DimmedCopy.Color) -> UInt8? {
        guard fill.red >> 8 == 0, fill.green >> 8 == 0, fill.blue >> 8 == 0 else { return nil }
        return 255 - UInt8(fill.alpha >> 8)
    }

    /// `upload`'s pixmap as an RGB24 picture with component alpha (its edges padded, as
    /// the copy samples them), made once for the upload's life (freed with it).
    func componentAlphaMask(of upload: Upload) -> Picture? {
        if let known = upload.componentAlphaMask { return known }
        guard let format = XRenderFindStandardFormat(display, Int32(PictStandardRGB24)) else { return nil }
        var attributes = XRenderPictureAttributes()
        attributes.component_alpha = 1
        attributes.repeat = RepeatPad
        let picture = XRenderCreatePicture(display, upload.pixmap, format, UInt(CPComponentAlpha | CPRepeat), &attributes)
        upload.componentAlphaMask = picture
        return picture
    }

    /// Draws this frame's `straightDimming` into the window, each clipped to its boxes:
    /// one SRC composite of the solid level through the bitmap, or of the repeating tile.
    func presentStraightDimming() {
        for dimming in straightDimming {
            guard let bounds = dimming.boxes.dropFirst().reduce(dimming.boxes.first, { $0?.union($1) }) else { continue }
            var rects = dimming.boxes.map(Self.rectangle)
            XRenderSetPictureClipRectangles(display, windowPicture, 0, 0, &rects, Int32(rects.count))
            switch dimming.source {
            case .level(let mask, let offset, let level):
                let value = UInt16(level) * 257
                var color = XRenderColor(red: value, green: value, blue: value, alpha: value)
                let solid = XRenderCreateSolidFill(display, &color)
                XRenderComposite(display, Int32(PictOpSrc), solid, mask, windowPicture, 0, 0,
                                 Int32(bounds.x + offset.x), Int32(bounds.y + offset.y),
                                 Int32(bounds.x), Int32(bounds.y), UInt32(bounds.width), UInt32(bounds.height))
                XRenderFreePicture(display, solid)
                straightDimmedPixels += dimming.boxes.reduce(0) { $0 + $1.area }
            case .tile(let picture, _, let originX):
                XRenderComposite(display, Int32(PictOpSrc), picture, 0, windowPicture, Int32(bounds.x - originX), 0, 0, 0,
                                 Int32(bounds.x), Int32(bounds.y), UInt32(bounds.width), UInt32(bounds.height))
                shadowTiledPixels += dimming.boxes.reduce(0) { $0 + $1.area }
            }
        }
        if !straightDimming.isEmpty {
            var none = XRenderPictureAttributes()
            none.clip_mask = 0
            XRenderChangePicture(display, windowPicture, UInt(CPClipMask), &none)
        }
        straightDimming = []
    }

    /// Frees the tiles among `dropped` (after they were drawn, or when a frame's are dropped).
    func freeTiles(of dropped: [StraightDimming]) {
        for case .tile(let picture, let pixmap, _) in dropped.map(\.source) {
            XRenderFreePicture(display, picture)
            XFreePixmap(display, pixmap)
        }
    }
}
