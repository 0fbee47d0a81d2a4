import CX11
import Foundation

/// A pixmap whose pixels are a layer bitmap's own shared memory (`XShmCreatePixmap`).
///
/// A bitmap drawn into a shared segment (`LayerRasterCache.sharedBitmapMinimumBytes`,
/// `PixelMemory+Shared`) is not copied into the server at all: the server attaches the
/// segment and makes the pixmap over it. Neither side copies its bytes, and the server's
/// pixmap takes no page faults of its own (at 1920x1080 @2 the list's 33 MB and the
/// card's 11.6 MB were faulted in twice, once by each process, and copied once). The
/// client never draws into the segment again (`LayerRasterCache+SharedPixels`), so what
/// the server reads stays the drawing the pixmap was made for.
final class X11SharedPixmap {
    let pixmap: Pixmap
    private let info: UnsafeMutablePointer<XShmSegmentInfo>

    fileprivate init(pixmap: Pixmap, info: UnsafeMutablePointer<XShmSegmentInfo>) {
        (self.pixmap, self.info) = (pixmap, info)
    }

    /// Frees the pixmap and the server's attachment of the segment (the segment goes
    /// when the client has let it go too); with a dead connection, only our record.
    func free(display: OpaquePointer, displayIsAlive: Bool) {
        if displayIsAlive {
            XFreePixmap(display, pixmap)
            XShmDetach(display, info)
        }
        info.deallocate()
    }
}

extension X11BitmapSharedUpload {
    /// A pixmap of `depth` over the `width` × `height` pixels at `data`, which are the
    /// start of shared segment `segment` (rows `stride` bytes apart, as the server lays
    /// out a ZPixmap of `depth`); nil (nothing left in the server) when the server cannot
    /// make it: the caller sends the pixels another way.
    func pixmap(over data: UnsafeMutableRawPointer, segment: Int32, width: Int, height: Int, stride: Int, depth: Int32,
                drawable: Drawable) -> X11SharedPixmap? {
        let bitsPerPixel = depth == 8 ? 8 : 32
        guard sharesPixmaps, width > 0, height > 0, stride == (width * bitsPerPixel / 8 + 3) / 4 * 4 else { return nil }
        let info = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
        info.initialize(to: XShmSegmentInfo())
        info.pointee.shmid = failsAttach ? -1 : segment
        info.pointee.shmaddr = data.assumingMemoryBound(to: CChar.self)
        // Read-write: the server never draws into a layer's pixmap, and if it did it would
        // write to memory we no longer draw into rather than fault.
        info.pointee.readOnly = 0
        var attached = false
        var pixmap: Pixmap = 0
        let refused = X11ErrorTrap.failed(display: display) {
            attached = XShmAttach(display, info) != 0
            guard attached else { return false }
            pixmap = XShmCreatePixmap(display, drawable, info.pointee.shmaddr, info, UInt32(width), UInt32(height), UInt32(depth))
            return pixmap != 0
        }
        guard !refused else {
            // Nothing of it stays in the server, and no other bitmap is tried this way.
            if pixmap != 0 { XFreePixmap(display, pixmap) }
            if attached { XShmDetach(display, info) }
            info.deallocate()
            sharesPixmaps = false
            return nil
        }
        pixmapsShared += 1
        mapPagesInServer(of: pixmap, height: height, depth: depth, drawable: drawable)
        return X11SharedPixmap(pixmap: pixmap, info: info)
    }

    /// Has the server read one pixel of every row of `pixmap` now, into a scratch column
    /// freed at once: its first reads of the segment's pages (page faults that map the
    /// client's pages, 64 KB at a time) then happen while the client is still drawing the
    /// window's other bitmaps, not in the first composite after the window is mapped.
    private func mapPagesInServer(of pixmap: Pixmap, height: Int, depth: Int32, drawable: Drawable) {
        let column = XCreatePixmap(display, drawable, 1, UInt32(height), UInt32(depth))
        let gc = XCreateGC(display, column, 0, nil)
        XCopyArea(display, pixmap, column, gc, 0, 0, 1, UInt32(height), 0, 0)
        XFreeGC(display, gc)
        XFreePixmap(display, column)
        XFlush(display)
    }
}
