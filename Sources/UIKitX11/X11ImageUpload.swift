import CX11
import Foundation
import UIKitCairo

/// A back buffer's pixels and the way they reach the window: one object per path
/// and per window size (a resize makes a new one).
protocol X11ImageUpload: AnyObject {
    var path: X11UploadPath { get }
    /// What frames are drawn into.
    var image: ImageSurface { get }
    /// Returns once the server no longer reads `image` (the next frame may be drawn).
    func waitUntilWritable()
    /// Copies these rectangles (inside the image, not empty) to the same place in the
    /// target's drawable. Does not flush.
    func upload(_ rects: [X11PixelRect])
    /// Sees every X event first; true when it was this upload's own (and is used up).
    func handle(_ event: inout XEvent) -> Bool
    /// Lets go of the server's resources (`displayIsAlive`) and of the client's.
    /// The object is not used afterwards.
    func release(displayIsAlive: Bool)
}

extension X11ImageUpload {
    func waitUntilWritable() {}
    func handle(_ event: inout XEvent) -> Bool { false }
}

/// A rectangle of whole device pixels.
struct X11PixelRect: Equatable {
    var x: Int, y: Int, width: Int, height: Int

    /// The pixels `rect` touches (rounded outwards), clamped to `width` × `height`;
    /// nil when nothing is left.
    init?(_ rect: CGRect, clampedTo width: Int, _ height: Int) {
        guard !rect.isNull, !rect.isEmpty else { return nil }
        func clamp(_ value: CGFloat, _ limit: Int) -> Int { Int(min(CGFloat(limit), max(0, value))) }
        let left = clamp(rect.minX.rounded(.down), width), right = clamp(rect.maxX.rounded(.up), width)
        let top = clamp(rect.minY.rounded(.down), height), bottom = clamp(rect.maxY.rounded(.up), height)
        guard right > left, bottom > top else { return nil }
        self.init(x: left, y: top, width: right - left, height: bottom - top)
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
}

/// Where uploads go and what they may use: one per window.
struct X11UploadTarget {
    let display: OpaquePointer
    let window: Window
    /// Where uploads draw: the window, or a pixmap of its depth (`drawing(into:)`).
    private(set) var drawable: Drawable
    let visual: UnsafeMutablePointer<Visual>
    let depth: Int32
    let support: X11UploadSupport
    /// The screen's default GC (copy, all planes, no clip), owned by the display:
    /// nothing of ours to free, not even when the connection is lost.
    let gc: GC
    let sharedMemoryWait: X11SharedMemoryWait
    /// Test hook (`MODAL_KIT_X11_SHM_FAULT=attach`): the server is asked to attach a
    /// segment that does not exist, so `XShmAttach` fails as on a remote display.
    let failsAttach: Bool

    init(display: OpaquePointer, window: Window, visual: UnsafeMutablePointer<Visual>, depth: Int32,
         environment: [String: String]) {
        self.display = display
        self.window = window
        drawable = window
        self.visual = visual
        self.depth = depth
        support = X11UploadSupport(display: display, visual: visual, depth: depth)
        gc = XDefaultGC(display, XDefaultScreen(display))
        sharedMemoryWait = X11SharedMemoryWait.requested(in: environment)
        failsAttach = environment["MODAL_KIT_X11_SHM_FAULT"] == "attach"
    }

    /// The same target, its uploads going into `drawable` (the back buffer's pixmap) instead of the window.
    func drawing(into drawable: Drawable) -> X11UploadTarget {
        var copy = self
        copy.drawable = drawable
        return copy
    }

    /// A buffer of `width` × `height` pixels on `path`; MIT-SHM falls back to
    /// `XPutImage` when the segment cannot be shared.
    func makeUpload(path: X11UploadPath, width: Int, height: Int) -> X11ImageUpload {
        switch path {
        case .shm:
            if let upload = X11SharedMemoryUpload(target: self, width: width, height: height) { return upload }
            return makeUpload(path: .xputimage, width: width, height: height)
        case .xputimage:
            if let upload = X11PutImageUpload(target: self, width: width, height: height) { return upload }
            return makeUpload(path: .cairo, width: width, height: height)
        case .cairo:
            return X11CairoUpload(target: self, width: width, height: height)
        }
    }
}
