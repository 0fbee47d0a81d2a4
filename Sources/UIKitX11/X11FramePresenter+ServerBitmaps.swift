import CCairo
import Foundation
import UIKitCairo
import UIKitCore

/// Big windows: layer bitmaps made for the X server without a client frame.
///
/// A frame whose plan is refused only because a layer has no bitmap yet (the first
/// frame drew the list under a sheet straight into the back buffer) would be drawn on
/// the client, which makes the missing bitmap while the window-sized image and the
/// other bitmaps are held: at 1920x1080 @2, 33 MB of image, 33 MB of list and 11.6 MB
/// of sheet at once, the process's peak. Instead the held bitmaps are sent to the
/// server and their pixels released, the image is released, and then the missing
/// bitmaps are drawn one at a time, each sent and released as soon as it is drawn; the
/// frame is then built in the server from what it holds. For the window's first frame
/// the parts of the bitmaps in shared segments are found once it is shown
/// (`X11FramePresenter+DeferredParts`).
extension X11FramePresenter {
    /// The default client image size (bytes) from which missing bitmaps are made for the
    /// server (`serverBitmapsMinimumImageBytes`): a desktop-sized window, 1920x1080 at
    /// scale 1 (8.3 MB) and up (33 MB at scale 2), but not a phone-sized one (390x844 is
    /// 1.3 MB at scale 1, 5.3 MB at scale 2). Below it, the first frame is drawn on the
    /// client and the first frame built in the server (a drag's first) makes and sends
    /// the bitmaps the client frame drew straight; at 1920x1080 that is the list drawn a
    /// second time, a whole-window client frame and 12 MB sent in the middle of a drag.
    static let defaultServerBitmapsMinimumImageBytes = 8_000_000

    /// Whether a window of `pixelSize` is big enough for its bitmaps to be made for the
    /// server (and client pixels are released at all).
    func isBig(_ pixelSize: (width: Int, height: Int)) -> Bool {
        releasesClientPixels && pixelSize.width * pixelSize.height * 4 >= serverBitmapsMinimumImageBytes
    }

    /// Whether `window`'s frame, refused for a plan, is refused only for bitmaps to draw
    /// and the window is big enough for the memory to matter.
    func shouldDrawBitmapsForServer(_ window: UIWindow, renderer: CairoViewRenderer, scale: CGFloat,
                                    pixelSize: (width: Int, height: Int)) -> Bool {
        guard compositeMode != .client, isBig(pixelSize) else { return false }
        let refusal = renderer.compositeRefusal(for: window, scale: scale, pixelWidth: pixelSize.width, pixelHeight: pixelSize.height)
        return refusal?.hasPrefix("layer to redraw") == true
    }

    /// Sends the held bitmaps to the server and releases them and the back buffer's
    /// image, then draws the missing bitmaps (a walk of the tree into a recording
    /// surface that keeps no pixels), each sent and released as soon as it is drawn.
    func drawBitmapsForServer(_ window: UIWindow, renderer: CairoViewRenderer, scale: CGFloat,
                              pixelSize: (width: Int, height: Int), compositor: X11Compositor, backBuffer: X11BackBuffer) {
        let layers = renderer.layers
        // The window's first frame (nothing shown yet) does not wait for the bitmaps' parts.
        let defersParts = framesDrawn == 0
        var held: [(AnyObject, OpaquePointer, Int, Bool)] = []
        layers.forEachHeldBitmap { held.append(($0, $1, $2, $3)) }
        for (owner, surface, generation, opaque) in held {
            send(surface, owner: owner, generation: generation, opaque: opaque, to: compositor, from: layers, defersParts: defersParts)
        }
        backBuffer.releaseImage()
        var extents = cairo_rectangle_t(x: 0, y: 0, width: Double(pixelSize.width), height: Double(pixelSize.height))
        guard let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents) else { return }
        layers.bitmapDrawn = { [weak self, weak layers] owner, surface, generation, opaque in
            guard let layers else { return }
            self?.send(surface, owner: owner, generation: generation, opaque: opaque, to: compositor, from: layers, defersParts: defersParts)
        }
        // Bitmaps the server holds are not drawn again: only the missing ones are, the big
        // ones into shared memory the server maps as their pixmaps (no copy either way).
        layers.acceptsReleasedBitmaps = true
        if drawsBitmapsInSharedPixmaps, compositor.sharesPixmaps { layers.sharedBitmapMinimumBytes = X11BitmapSharedUpload.minimumBytes }
        renderer.render(window, into: recording, scale: scale)
        layers.sharedBitmapMinimumBytes = nil
        layers.acceptsReleasedBitmaps = false
        layers.bitmapDrawn = nil
        cairo_surface_finish(recording)
        cairo_surface_destroy(recording)
        bitmapsDrawnForServer += 1
    }
}
