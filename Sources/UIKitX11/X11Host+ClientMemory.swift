import Foundation

/// What the client keeps of the pixels the X server already holds: Core Animation
/// keeps a rasterized layer's bitmap in the render server, not in the app, and so
/// does this host once frames are built in the server (`X11FramePresenter`).
extension X11Host {
    /// Whether the client gives back the memory of pixels the X server holds a copy of,
    /// once a few frames in a row were built in the server: layer bitmaps whose drawing
    /// the server holds, and the back buffer's window-sized image (at 1920x1080 @2,
    /// 33 MB each for the image and a full-window layer). A client frame that needs them
    /// draws the layers again (the same pixels) and maps the image again. On unless the
    /// environment says `MODAL_KIT_KEEP_CLIENT_PIXELS=1`.
    public var releasesClientPixels: Bool {
        get { presenter.releasesClientPixels }
        set { presenter.releasesClientPixels = newValue }
    }

    /// Bytes of layer bitmaps whose pixels were given back so far.
    public var layerBitmapBytesReleased: Int { presenter.bitmapBytesReleased }

    /// Whether a frame refused for the server only because a layer has no bitmap yet
    /// has the bitmaps made for the server instead of being drawn on the client, in a
    /// window whose image has at least this many bytes (8 MB by default: a 1920x1080
    /// window's 8.3 MB at scale 1 and 33 MB at scale 2, not a phone-sized one's). Such a
    /// window's first frame is planned and built in the server too. The held bitmaps are
    /// sent and released and the image released first, then each missing bitmap is drawn,
    /// sent and released in turn, so the window-sized image and bitmaps are never held at once.
    public var serverBitmapsMinimumImageBytes: Int {
        get { presenter.serverBitmapsMinimumImageBytes }
        set { presenter.serverBitmapsMinimumImageBytes = newValue }
    }

    /// How many times missing bitmaps were made for the server that way.
    public var bitmapsDrawnForServer: Int { presenter.bitmapsDrawnForServer }

    /// Whether the back buffer's image is released now (frames are built in the server;
    /// the next client frame maps it again).
    public var backBufferImageIsReleased: Bool { presenter.backBuffer?.isImageReleased ?? false }
}
