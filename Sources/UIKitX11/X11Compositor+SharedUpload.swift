import CX11
import UIKitCairo

/// Big layer bitmaps sent to the server through shared memory (`X11BitmapSharedUpload`).
extension X11Compositor {
    /// The shared upload, made when a first big bitmap is sent (nil without MIT-SHM on a
    /// local connection, or with `MODAL_KIT_X11_UPLOAD=xputimage|cairo`).
    var bitmapUpload: X11BitmapSharedUpload? {
        if !sharedUploadSlot.asked {
            sharedUploadSlot = (true, sharesBitmaps ? X11BitmapSharedUpload(display: display) : nil)
        }
        return sharedUploadSlot.upload
    }

    /// Puts a bitmap's pixels into `pixmap` through MIT-SHM when it is big enough and the
    /// server shares memory with us; false when the caller is to send them with `XPutImage`.
    func putShared(_ data: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, depth: Int32,
                   into pixmap: Pixmap, gc: GC?) -> Bool {
        guard stride * height >= X11BitmapSharedUpload.minimumBytes, let bitmapUpload else { return false }
        return bitmapUpload.put(data, width: width, height: height, stride: stride, depth: depth, into: pixmap, gc: gc)
    }

    /// Lets the shared segment go after a frame (or a burst of bitmaps) that used it: a
    /// window whose bitmaps stay the same holds none.
    func releaseSharedUpload() {
        guard let upload = sharedUploadSlot.upload, upload.holdsSegment else { return }
        upload.release(displayIsAlive: true)
    }

    /// Bands of bitmaps sent through shared memory so far (0 without MIT-SHM).
    var bitmapBandsShared: Int { sharedUploadSlot.upload?.bandsSent ?? 0 }
}

/// Big layer bitmaps whose pixels are already shared memory (`X11SharedPixmap`).
extension X11Compositor {
    /// Whether a bitmap drawn into shared memory can become a pixmap with no copy
    /// (MIT-SHM pixmaps on a local connection, and big bitmaps sent through MIT-SHM at all).
    var sharesPixmaps: Bool { bitmapUpload?.sharesPixmaps ?? false }

    /// Pixmaps made over bitmaps' own shared pixels so far (0 without MIT-SHM pixmaps).
    var pixmapsOverSharedBitmaps: Int { sharedUploadSlot.upload?.pixmapsShared ?? 0 }

    /// A pixmap over `owner`'s own pixels at `data` when they are a shared segment
    /// (`LayerRasterCache.sharedSegment(of:)`) and the server maps it; nil: the caller
    /// creates a pixmap and sends the pixels.
    func sharedPixmap(over data: UnsafeMutableRawPointer, owner: AnyObject, width: Int, height: Int, stride: Int,
                      depth: Int32) -> X11SharedPixmap? {
        guard let segment = LayerRasterCache.sharedSegment(of: owner), let bitmapUpload else { return nil }
        return bitmapUpload.pixmap(over: data, segment: segment, width: width, height: height, stride: stride, depth: depth,
                                   drawable: window)
    }
}
