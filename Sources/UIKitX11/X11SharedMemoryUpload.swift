import CCairo
import CX11
import Foundation
import UIKitCairo
#if canImport(Glibc)
import Glibc
#endif

/// A System V shared memory segment mapped into this process. Once the X server
/// has attached it, it is marked for removal: the kernel frees it when both sides
/// have let go, even if we crash. Unmapped here when the last owner (the image
/// surface drawn into it) is gone.
final class SharedMemorySegment {
    let id: Int32
    let address: UnsafeMutableRawPointer

    init?(size: Int) {
        let id = cx11_shm_create(size)
        guard id >= 0 else { return nil }
        guard let address = cx11_shm_attach(id, size) else {
            _ = cx11_shm_remove(id)
            return nil
        }
        self.id = id
        self.address = address
    }

    /// Marks the segment for removal (IPC_RMID): no new attachments, freed when the last one goes.
    func markForRemoval() { _ = cx11_shm_remove(id) }

    deinit { shmdt(address) }
}

/// MIT-SHM: the back buffer lives in a segment the X server attached
/// (`XShmAttach`), and `XShmPutImage` copies from it with nothing going through the
/// socket. The server reads the memory after the request leaves, so the next frame
/// may only be drawn once it is done (`waitUntilWritable`).
final class X11SharedMemoryUpload: X11ImageUpload {
    let path = X11UploadPath.shm
    let image: ImageSurface
    private let display: OpaquePointer
    /// Where the pixels go (the back buffer's pixmap).
    private let drawable: Drawable
    private let segmentInfo: UnsafeMutablePointer<XShmSegmentInfo>
    private let ximage: UnsafeMutablePointer<XImage>
    private let gc: GC
    private let completionType: Int32
    private let wait: X11SharedMemoryWait
    /// The request number of the last `XShmPutImage` the server may still be reading for.
    private var pendingSerial: UInt?

    /// The segment's id (tests).
    var segmentID: Int32 { segmentInfo.pointee.shmid }
    /// Whether a put was sent that the server may still be reading.
    var isReadByServer: Bool { pendingSerial != nil }

    /// Nil when the segment cannot be made or the server cannot attach it.
    init?(target: X11UploadTarget, width: Int, height: Int) {
        let display = target.display
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        let info = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
        info.initialize(to: XShmSegmentInfo())
        guard let ximage = XShmCreateImage(display, target.visual, UInt32(target.depth), ZPixmap, nil, info,
                                           UInt32(width), UInt32(height)) else {
            info.deallocate()
            return nil
        }
        guard ximage.pointee.bytes_per_line == stride, ximage.pointee.bits_per_pixel == 32,
              let segment = SharedMemorySegment(size: stride * height) else {
            cx11_destroy_image(ximage)
            info.deallocate()
            return nil
        }
        info.pointee.shmid = target.failsAttach ? -1 : segment.id
        info.pointee.shmaddr = segment.address.assumingMemoryBound(to: CChar.self)
        info.pointee.readOnly = 1   // the server only reads
        ximage.pointee.data = info.pointee.shmaddr
        let failed = X11ErrorTrap.failed(display: display) { XShmAttach(display, info) != 0 }
        segment.markForRemoval()
        guard !failed else {
            cx11_destroy_image(ximage)   // XShm's destroy frees the structure only, never the data
            info.deallocate()
            return nil
        }
        self.display = display
        drawable = target.drawable
        segmentInfo = info
        self.ximage = ximage
        gc = target.gc
        completionType = target.support.completionEventType
        wait = target.sharedMemoryWait
        image = ImageSurface(pixels: segment.address, pixelWidth: width, pixelHeight: height, stride: stride,
                             owner: segment)
    }

    func upload(_ rects: [X11PixelRect]) {
        cairo_surface_flush(image.surface)
        for (index, rect) in rects.enumerated() {
            let last = index == rects.count - 1
            if last { pendingSerial = UInt(cx11_next_request(display)) }
            XShmPutImage(display, drawable, gc, ximage, Int32(rect.x), Int32(rect.y), Int32(rect.x), Int32(rect.y),
                         UInt32(rect.width), UInt32(rect.height), last && wait == .event ? 1 : 0)
        }
    }

    func waitUntilWritable() {
        guard pendingSerial != nil else { return }
        if wait == .sync {
            XSync(display, 0)
            pendingSerial = nil
            return
        }
        let deadline = MonotonicClock.seconds() + 0.5
        var event = XEvent()
        while pendingSerial != nil {
            if XCheckTypedWindowEvent(display, drawable, completionType, &event) != 0 {
                _ = handle(&event)
                continue
            }
            let remaining = deadline - MonotonicClock.seconds()
            guard remaining > 0 else {
                // No event (the window went away?): once a round trip returns, the server is done.
                XSync(display, 0)
                pendingSerial = nil
                return
            }
            XFlush(display)
            var descriptor = pollfd(fd: cx11_connection_number(display), events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32((remaining * 1000).rounded(.up)))
            if ready > 0 && descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                pendingSerial = nil   // the connection is gone: nobody reads the memory any more
                return
            }
            XEventsQueued(display, QueuedAfterReading)
        }
    }

    func handle(_ event: inout XEvent) -> Bool {
        guard event.type == completionType else { return false }
        let completion = withUnsafeBytes(of: &event) { $0.load(as: XShmCompletionEvent.self) }
        // A late completion of a segment already let go (the window was resized) is used up too.
        if completion.shmseg == segmentInfo.pointee.shmseg, let pending = pendingSerial, completion.serial >= pending {
            pendingSerial = nil
        }
        return true
    }

    func release(displayIsAlive: Bool) {
        if displayIsAlive {
            XShmDetach(display, segmentInfo)   // after any put still queued: the server finishes it first
            XFlush(display)
        }
        cx11_destroy_image(ximage)
        segmentInfo.deallocate()
    }
}
