import CX11
import Foundation
import UIKitCairo
import UIKitCore

/// Double buffering: every frame is drawn into an offscreen Cairo image, uploaded
/// into a pixmap that keeps the frame in the server (`X11ServerCopy`), and copied
/// from there to the window (whole, or only the rectangles that changed), then
/// flushed. The image keeps the previous frame, so a frame repaints only its damage
/// (`IncrementalFrame`, `DamageTracker`) and uploads only what it repainted: a
/// scroll moves the scrolled view's pixels in the image and, with one `XCopyArea`,
/// in the pixmap, so only the uncovered strip travels. An Expose is answered from
/// the pixmap, with no upload.
/// The window's background is None, so the server never clears it first: no
/// half-drawn frame, no flash.
///
/// The image and the pixmap are reused from frame to frame and made anew only when
/// the window's size in pixels changes. The image can be given back while frames are
/// built in the server (`releaseImage`: at 1920x1080 @2 it is a 33 MB shared-memory
/// segment); the next render makes it again and repaints it whole. How pixels reach the pixmap is `path`
/// (`X11UploadPath`: MIT-SHM, `XPutImage`, or a Cairo xlib paint).
final class X11BackBuffer {
    private let target: X11UploadTarget
    /// The image frames are drawn into and its way to the server (nil once released).
    private var upload: X11ImageUpload?
    /// The size in pixels of the image and the server's copy.
    private var pixelSize: (width: Int, height: Int)
    /// The upload path in use: the one asked for, less what the server, the
    /// connection or the visual cannot do (MIT-SHM that failed to attach falls back
    /// to `XPutImage`, for good).
    private(set) var path: X11UploadPath

    /// The frame kept in the server, where uploads go.
    private var serverCopy: X11ServerCopy
    /// What the last render changed that the server's copy does not have yet: the
    /// pixels to move there, and those to upload (`pendingRepaint` nil: everything).
    private var pendingScroll: PixelScroll?
    private var pendingRepaint: [CGRect]? = nil
    /// Whether a render has not been presented yet (its changes are pending).
    private var hasUnpresentedRender = false
    /// Device pixels the last `present` sent to the server (not those it copied there).
    private(set) var lastUploadedArea = 0
    /// How many times the window was shown a frame (tests).
    private(set) var presentCount = 0

    init(display: OpaquePointer, window: Window, visual: UnsafeMutablePointer<Visual>, depth: Int32,
         width: Int, height: Int, environment: [String: String]) {
        target = X11UploadTarget(display: display, window: window, visual: visual, depth: depth, environment: environment)
        let requested = target.support.path(requested: X11UploadPath.requested(in: environment))
        // The image is made by the first render (a big window's first frame may be built
        // in the server and need none): only the server's copy now.
        serverCopy = X11ServerCopy(display: display, window: window, depth: depth, width: width, height: height)
        (upload, pixelSize, path) = (nil, (width, height), requested)
    }

    /// A pixmap of `width` × `height` in the server and an upload on `path` into it.
    private static func makeBuffers(_ target: X11UploadTarget, path: X11UploadPath, width: Int, height: Int)
        -> (X11ServerCopy, X11ImageUpload) {
        let copy = X11ServerCopy(display: target.display, window: target.window, depth: target.depth, width: width, height: height)
        return (copy, target.drawing(into: copy.pixmap).makeUpload(path: path, width: width, height: height))
    }

    /// The pixels frames are drawn into (`pixelWidth` × `pixelHeight` of the last render).
    var image: ImageSurface? { hasFrame ? upload?.image : nil }

    /// Whether no image is held: given back (`releaseImage`), or not made yet (before the first render).
    var isImageReleased: Bool { upload == nil }

    /// The bytes a render would map for the image now: its size when it was released, else 0.
    var bytesToMap: Int { upload == nil ? pixelSize.width * pixelSize.height * 4 : 0 }

    /// Gives the image's memory back (the window is shown from frames built in the
    /// server: the image no longer holds what it shows). The server's copy stays; the
    /// next `render` makes an image again and repaints it whole.
    func releaseImage() {
        guard !isClosed, let upload else { return }
        upload.release(displayIsAlive: true)
        self.upload = nil
        hasFrame = false
        hasUnpresentedRender = false
    }

    /// Whether a frame has been drawn that can be shown again (after an Expose).
    private(set) var hasFrame = false

    /// Draws `window` at `scale` into the offscreen image (`pixelWidth` × `pixelHeight`),
    /// once the server has finished reading the previous frame from it: only what
    /// changed when `tracksDamage`. Returns the pixels repainted.
    @discardableResult
    func render(_ uiWindow: UIWindow, renderer: CairoViewRenderer, scale: CGFloat, pixelWidth: Int, pixelHeight: Int,
                tracksDamage: Bool = false, scrollsByCopy: Bool = false) -> DamageRegion {
        guard !isClosed else { return DamageRegion() }
        if frame?.renderer !== renderer { frame = IncrementalFrame(renderer: renderer) }
        guard let frame else { return DamageRegion() }
        if frame.tracksDamage != tracksDamage { frame.tracksDamage = tracksDamage }
        frame.scrollsByCopy = scrollsByCopy
        if pixelSize.width != pixelWidth || pixelSize.height != pixelHeight {
            upload?.release(displayIsAlive: true)
            serverCopy.release(displayIsAlive: true)
            let (copy, made) = Self.makeBuffers(target, path: path, width: pixelWidth, height: pixelHeight)
            (serverCopy, upload, pixelSize) = (copy, made, (pixelWidth, pixelHeight))
            path = made.path
        }
        let current: X11ImageUpload
        if let upload {
            current = upload
        } else {
            // Released: made again into the same server copy.
            current = target.drawing(into: serverCopy.pixmap).makeUpload(path: path, width: pixelWidth, height: pixelHeight)
            upload = current
            path = current.path
        }
        waitUntilWritable()
        // A new image (a new size or upload) holds no frame yet: the tracker repaints it whole.
        let damage = frame.render(uiWindow, into: current.image, scale: scale)
        if hasUnpresentedRender {
            // Two renders, one present: the server's copy missed a step; send it all.
            pendingScroll = nil
            pendingRepaint = nil
        } else {
            pendingScroll = frame.lastScroll
            pendingRepaint = frame.lastRepainted.rects
        }
        hasUnpresentedRender = true
        hasFrame = true
        return damage
    }
    private var frame: IncrementalFrame?

    /// The window was drawn by other means (the compositor): the image no longer
    /// holds what it shows, so the next render repaints it whole.
    func forgetFrame() { frame?.invalidate() }

    /// Returns once the server has finished reading the last frame presented (MIT-SHM
    /// reads the buffer after the request left). Whatever draws into `image` calls
    /// this first; `render` does.
    func waitUntilWritable() {
        guard !isClosed else { return }
        upload?.waitUntilWritable()
    }

    /// What the last render repainted (device pixels; the rest of what it returned was moved).
    var lastRepainted: [CGRect] { frame?.lastRepainted.rects ?? [] }

    /// Shows the whole last drawn frame in the window (after an Expose) and flushes.
    func present() {
        present(rects: [CGRect(x: 0, y: 0, width: pixelSize.width, height: pixelSize.height)])
    }

    /// Brings the server's copy up to date with the last render (its scroll moved
    /// there, what it repainted uploaded), then copies these rectangles of it (device
    /// pixels; rounded out to whole pixels and clamped to the image) to the same place
    /// in the window, and flushes. The rest of the window keeps what it showed.
    func present(rects: [CGRect]) {
        guard hasFrame, !isClosed, let upload else { return }
        let width = pixelSize.width, height = pixelSize.height
        // First bring the server's copy up to date: move what scrolled, upload what was repainted.
        lastUploadedArea = 0
        if hasUnpresentedRender {
            if let scroll = pendingScroll { serverCopy.move(scroll) }
            let repainted = (pendingRepaint ?? [CGRect(x: 0, y: 0, width: width, height: height)])
                .compactMap { X11PixelRect($0, clampedTo: width, height) }
            if !repainted.isEmpty { upload.upload(repainted) }
            lastUploadedArea = DamageRegion(repainted.map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }).area
            hasUnpresentedRender = false
            pendingScroll = nil
            pendingRepaint = []
        }
        let pixels = rects.compactMap { X11PixelRect($0, clampedTo: width, height) }
        serverCopy.show(pixels)
        presentCount += 1
        XFlush(target.display)
    }

    /// The upload in use (tests).
    var currentUpload: X11ImageUpload? { upload }

    /// Takes the upload's own events (MIT-SHM completions); true when `event` was one
    /// (a late completion for an image since released, too).
    func handle(_ event: inout XEvent) -> Bool {
        guard !isClosed else { return false }
        if let upload { return upload.handle(&event) }
        return path == .shm && event.type == target.support.completionEventType
    }

    /// Lets go of everything the server holds for this buffer (call before the display
    /// closes: a buffer still referenced afterwards never touches the display again).
    /// With `displayIsAlive` false (the connection is gone) nothing is sent, and what
    /// the server held (segments, the window surface) is left to its end.
    func close(displayIsAlive: Bool) {
        guard !isClosed else { return }
        isClosed = true
        upload?.release(displayIsAlive: displayIsAlive)
        serverCopy.release(displayIsAlive: displayIsAlive)
    }
    private var isClosed = false

    deinit { close(displayIsAlive: true) }
}
