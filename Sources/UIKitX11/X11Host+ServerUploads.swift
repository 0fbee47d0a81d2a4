/// How the window's first frame and its layer bitmaps reach the X server when frames
/// are built there (`X11Compositor`).
extension X11Host {
    /// Bands of layer bitmaps sent through MIT-SHM so far (`X11BitmapSharedUpload`: big
    /// bitmaps go band by band through a small shared segment instead of the connection).
    public var bitmapBandsShared: Int { presenter.compositor?.bitmapBandsShared ?? 0 }

    /// Whether the window's first frame was built in the server straight into the window
    /// (a big window's first frame: no back picture written, no copy of the window).
    public var firstFrameBuiltInWindow: Bool { (presenter.compositor?.firstFramesBuiltInWindow ?? 0) > 0 }
}

extension X11Host {
    /// Layer bitmaps drawn into shared memory that the X server made their pixmap
    /// (`X11SharedPixmap`: nothing copied either way), so far.
    public var bitmapsSharedAsPixmaps: Int { presenter.compositor?.pixmapsOverSharedBitmaps ?? 0 }

    /// Whether big bitmaps made for the server are drawn into shared pixmaps (on by
    /// default when the server offers MIT-SHM pixmaps; `MODAL_KIT_SHARED_PIXMAPS=off`).
    public var drawsBitmapsInSharedPixmaps: Bool {
        get { presenter.drawsBitmapsInSharedPixmaps }
        set { presenter.drawsBitmapsInSharedPixmaps = newValue }
    }
}
