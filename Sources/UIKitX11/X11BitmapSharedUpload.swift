import CX11
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// MIT-SHM for layer bitmaps: a big bitmap goes into its pixmap through a small shared
/// memory segment, band by band (`XShmPutImage`), instead of through the connection
/// (`XPutImage`).
///
/// Through the connection, the 33 MB of a 3840x2160 bitmap are copied by the kernel into
/// the socket, out of it into the X server's request buffer (which grows to the size of
/// the request), and by the server into the pixmap, the client blocked in `write` until
/// the server has read it all. Here the client copies each band into one half of the
/// segment while the server copies the other half's band into the pixmap: one copy on
/// each side, and the segment stays the size of two bands whatever the bitmap's.
/// The segment is let go with `release` (the compositor does it after each frame that
/// sent a bitmap), so a window whose bitmaps do not change holds none.
final class X11BitmapSharedUpload {
    /// Bytes of one band (half of the segment).
    static let defaultBandBytes = 1024 * 1024
    /// Bitmaps from this size on are sent this way (smaller ones cost a request either way).
    static let minimumBytes = 2 * 1024 * 1024

    let display: OpaquePointer
    private let completionType: Int32
    /// Whether the server makes pixmaps over our segments (`XShmCreatePixmap` in ZPixmap
    /// layout): a bitmap drawn in shared memory is then not sent at all
    /// (`X11BitmapSharedUpload+Pixmaps`). Cleared when the server refuses one.
    var sharesPixmaps: Bool
    /// Pixmaps made over bitmaps' own shared pixels so far (tests and traces).
    var pixmapsShared = 0
    let bandBytes: Int
    private var attached: (segment: SharedMemorySegment, info: UnsafeMutablePointer<XShmSegmentInfo>)?
    /// The halves of the segment the server may still be reading (a put sent, its
    /// completion event not seen yet).
    private var busy: [Bool] = [false, false]
    private var nextHalf = 0
    /// The segment could not be made or attached once: every bitmap goes by `XPutImage`.
    private var failed = false
    /// Tests: make the server's attach fail (a remote server cannot see our memory).
    var failsAttach = false

    /// Bands sent so far (tests and traces), and segments attached so far.
    private(set) var bandsSent = 0
    private(set) var segmentsAttached = 0
    /// Whether a segment is held now.
    var holdsSegment: Bool { attached != nil }

    /// Nil when the server offers no MIT-SHM on this (local) connection.
    init?(display: OpaquePointer, bandBytes: Int = X11BitmapSharedUpload.defaultBandBytes) {
        var major: Int32 = 0, minor: Int32 = 0, pixmaps: Int32 = 0
        guard bandBytes >= 4096, XShmQueryExtension(display) != 0, XShmQueryVersion(display, &major, &minor, &pixmaps) != 0,
              cx11_connection_is_local(display) != 0 else { return nil }
        self.display = display
        self.bandBytes = bandBytes
        completionType = cx11_shm_completion_type(display)
        sharesPixmaps = pixmaps != 0 && XShmPixmapFormat(display) == ZPixmap
    }

    /// Puts the `width` × `height` pixels at `data` (rows `stride` bytes apart, laid out as
    /// the server's ZPixmap of `depth`: Cairo's ARGB32 for 24 and 32, A8 for 8) into
    /// `pixmap` at (0, 0). False (nothing sent) when this path cannot take them: the caller
    /// sends them with `XPutImage`.
    func put(_ data: UnsafeRawPointer, width: Int, height: Int, stride: Int, depth: Int32, into pixmap: Pixmap, gc: GC?) -> Bool {
        let bitsPerPixel = depth == 8 ? 8 : 32
        // The server's rows are padded to 32 bits: Cairo's strides for these formats are.
        guard width > 0, height > 0, stride == (width * bitsPerPixel / 8 + 3) / 4 * 4, stride <= bandBytes,
              let (segment, info) = segment() else { return false }
        let rowsPerBand = bandBytes / stride
        var top = 0
        while top < height {
            let rows = min(rowsPerBand, height - top)
            let half = nextHalf
            nextHalf = 1 - nextHalf
            waitUntilFree(half)
            let offset = half * bandBytes
            memcpy(segment.address + offset, data + top * stride, rows * stride)
            guard let image = XCreateImage(display, nil, UInt32(depth), ZPixmap, 0,
                                           (segment.address + offset).assumingMemoryBound(to: CChar.self),
                                           UInt32(width), UInt32(rows), 32, Int32(stride)) else {
                // Nothing can be sent this way now: what is left goes by the connection.
                putThroughConnection(data, from: top, width: width, height: height, stride: stride, depth: depth, into: pixmap, gc: gc)
                return true
            }
            image.pointee.byte_order = LSBFirst
            image.pointee.obdata = UnsafeMutableRawPointer(info).assumingMemoryBound(to: CChar.self)
            XShmPutImage(display, pixmap, gc, image, 0, 0, 0, Int32(top), UInt32(width), UInt32(rows), 1)
            image.pointee.data = nil
            image.pointee.obdata = nil
            cx11_destroy_image(image)
            busy[half] = true
            bandsSent += 1
            top += rows
        }
        XFlush(display)
        return true
    }

    /// Lets the segment go (the server finishes the puts already sent first: its
    /// detach comes after them). The next `put` attaches a new one.
    func release(displayIsAlive: Bool) {
        guard let (_, info) = attached else { return }
        if displayIsAlive {
            XShmDetach(display, info)
            XFlush(display)
        }
        info.deallocate()
        attached = nil   // the mapping goes with the segment object
        busy = [false, false]
        nextHalf = 0
    }

    deinit { release(displayIsAlive: false) }

    /// The segment, attached by the server (made on first use).
    private func segment() -> (SharedMemorySegment, UnsafeMutablePointer<XShmSegmentInfo>)? {
        if let attached { return attached }
        guard !failed, let segment = SharedMemorySegment(size: 2 * bandBytes) else {
            failed = true
            return nil
        }
        let info = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
        info.initialize(to: XShmSegmentInfo())
        info.pointee.shmid = failsAttach ? -1 : segment.id
        info.pointee.shmaddr = segment.address.assumingMemoryBound(to: CChar.self)
        info.pointee.readOnly = 1   // the server only reads
        let refused = X11ErrorTrap.failed(display: display) { XShmAttach(display, info) != 0 }
        segment.markForRemoval()
        guard !refused else {
            info.deallocate()
            failed = true
            return nil
        }
        attached = (segment, info)
        segmentsAttached += 1
        return (segment, info)
    }

    /// Waits until the server has read the band last put from `half` (its completion
    /// event), taking only this segment's completion events from the queue; after half
    /// a second without one (the server stopped answering?) a round trip settles it.
    private func waitUntilFree(_ half: Int) {
        guard busy[half], let (_, info) = attached else { return }
        let deadline = MonotonicClock.seconds() + 0.5
        var event = XEvent()
        var match = (type: completionType, segment: info.pointee.shmseg)
        while busy[half] {
            let found = withUnsafeMutablePointer(to: &match) { pointer in
                XCheckIfEvent(display, &event, Self.isCompletion,
                              UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: CChar.self))
            }
            if found != 0 {
                let completion = withUnsafeBytes(of: &event) { $0.load(as: XShmCompletionEvent.self) }
                busy[Int(completion.offset) >= bandBytes ? 1 : 0] = false
                continue
            }
            let remaining = deadline - MonotonicClock.seconds()
            guard remaining > 0 else {
                XSync(display, 0)   // every put sent so far is done
                busy = [false, false]
                return
            }
            XFlush(display)
            var descriptor = pollfd(fd: cx11_connection_number(display), events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32((remaining * 1000).rounded(.up)))
            if ready > 0 && descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                busy = [false, false]   // the connection is gone: nobody reads the memory any more
                return
            }
            XEventsQueued(display, QueuedAfterReading)
        }
    }

    /// `XCheckIfEvent`'s predicate: a completion event of the segment `argument` names.
    private static let isCompletion: @convention(c) (OpaquePointer?, UnsafeMutablePointer<XEvent>?, XPointer?) -> Int32 = {
        _, event, argument in
        guard let event, let argument else { return 0 }
        let match = UnsafeRawPointer(argument).load(as: (type: Int32, segment: ShmSeg).self)
        guard event.pointee.type == match.type else { return 0 }
        let completion = UnsafeRawPointer(event).load(as: XShmCompletionEvent.self)
        return completion.shmseg == match.segment ? 1 : 0
    }

    /// The rows from `top` on, by `XPutImage`.
    private func putThroughConnection(_ data: UnsafeRawPointer, from top: Int, width: Int, height: Int, stride: Int,
                                      depth: Int32, into pixmap: Pixmap, gc: GC?) {
        guard let image = XCreateImage(display, nil, UInt32(depth), ZPixmap, 0,
                                       UnsafeMutableRawPointer(mutating: data + top * stride).assumingMemoryBound(to: CChar.self),
                                       UInt32(width), UInt32(height - top), 32, Int32(stride)) else { return }
        image.pointee.byte_order = LSBFirst
        XPutImage(display, pixmap, gc, image, 0, 0, 0, Int32(top), UInt32(width), UInt32(height - top))
        image.pointee.data = nil
        cx11_destroy_image(image)
    }
}
