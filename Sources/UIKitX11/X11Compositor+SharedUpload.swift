import CX11

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
