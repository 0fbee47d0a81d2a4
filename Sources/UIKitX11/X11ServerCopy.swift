import CX11
import Foundation
import UIKitCairo
import UIKitCore

/// The back buffer's frame kept in the X server too: a pixmap of the window's depth
/// and size that uploads write into and the window is copied from.
///
/// What it buys: a scroll moves the scrolled pixels inside the pixmap (`XCopyArea`,
/// server to server) instead of uploading them again, and an Expose is answered
/// by a copy, not an upload. A pixmap is never covered by other windows, so the
/// copy never reads garbage (as an `XCopyArea` of the window itself would). The GC
/// asks for no graphics exposures: a copy between our own pixmaps and to our window
/// needs no `NoExpose` event back (which would wake the event loop every frame).
final class X11ServerCopy {
    let display: OpaquePointer
    let pixmap: Pixmap
    let width: Int, height: Int
    private let window: Window
    private let gc: GC

    init(display: OpaquePointer, window: Window, depth: Int32, width: Int, height: Int) {
        self.display = display
        self.window = window
        self.width = width
        self.height = height
        pixmap = XCreatePixmap(display, window, UInt32(max(1, width)), UInt32(max(1, height)), UInt32(depth))
        var values = XGCValues()
        values.graphics_exposures = 0
        gc = XCreateGC(display, pixmap, UInt(GCGraphicsExposures), &values)
    }

    /// Moves `scroll.area`'s pixels as the client moved them in its image: the area
    /// takes what was `(dx, dy)` pixels before it.
    func move(_ scroll: PixelScroll) {
        guard let area = X11PixelRect(scroll.area, clampedTo: width, height) else { return }
        XCopyArea(display, pixmap, pixmap, gc, Int32(area.x - scroll.dx), Int32(area.y - scroll.dy),
                  UInt32(area.width), UInt32(area.height), Int32(area.x), Int32(area.y))
    }

    /// Copies these rectangles of the kept frame to the same place in the window.
    func show(_ rects: [X11PixelRect]) {
        for rect in rects {
            XCopyArea(display, pixmap, window, gc, Int32(rect.x), Int32(rect.y), UInt32(rect.width), UInt32(rect.height),
                      Int32(rect.x), Int32(rect.y))
        }
    }

    /// Frees the pixmap and the GC (with `displayIsAlive`; a lost connection took them).
    func release(displayIsAlive: Bool) {
        guard displayIsAlive else { return }
        XFreeGC(display, gc)
        XFreePixmap(display, pixmap)
    }
}
