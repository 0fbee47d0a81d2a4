import CX11
import UIKitCore
import UIKitCairo
import UIKitImaging
import UIKitX11
import UIKitTestSupport
import XCTest

/// What a window manager reads from the window and the protocols it speaks with it,
/// with the test playing the manager: properties, the icon, ping, and the resize
/// synchronisation (basic and extended) that keeps a resize from showing a stale frame.
final class X11WindowManagerTests: XvfbTestCase {
    var host: X11Host?

    override func tearDown() {
        host?.close()
        host = nil
        super.tearDown()
    }

    private func openHost(title: String = "Notes — Ærø ✓") throws -> X11Host {
        let host = try X11Host(size: CGSize(width: 200, height: 160), scale: 1, title: title, className: "modal-demo",
                               displayName: try xvfb().displayName)
        self.host = host
        host.window.backgroundColor = .systemRed
        var ready = false
        host.onFirstFrame = { ready = true }
        XCTAssertTrue(host.run(until: { ready }, timeout: 5))
        try barrier(host)
        return host
    }

    // MARK: Properties

    private func property(_ name: String, of window: UInt) throws -> (type: String?, format: Int32, items: [UInt], bytes: [UInt8]) {
        let control = try xvfb().control
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        XGetWindowProperty(control, Window(window), XInternAtom(control, name, 0), 0, 1 << 20, 0, 0,
                           &type, &format, &count, &remaining, &data)
        defer { if let data { XFree(data) } }
        let typeName = type == 0 ? nil : XGetAtomName(control, type).map { name in
            defer { XFree(name) }
            return String(cString: name)
        }
        guard let data else { return (typeName, format, [], []) }
        if format == 32 {
            // Xlib hands 32-bit items over as C longs, sign-extended: keep the 32 bits.
            let items = UnsafeRawPointer(data).bindMemory(to: UInt.self, capacity: Int(count))
            return (typeName, format, UnsafeBufferPointer(start: items, count: Int(count)).map { $0 & 0xFFFF_FFFF }, [])
        }
        return (typeName, format, [], Array(UnsafeBufferPointer(start: data, count: Int(count))))
    }

    private func atomNames(_ atoms: [UInt]) throws -> [String] {
        let control = try xvfb().control
        return atoms.compactMap { atom in
            XGetAtomName(control, Atom(atom)).map { name in
                defer { XFree(name) }
                return String(cString: name)
            }
        }
    }

    func testTheWindowManagerReadsAUTF8TitleThePIDTheMachineAndTheProtocols() throws {
        let host = try openHost(title: "Notes — Ærø ✓")

        let name = try property("_NET_WM_NAME", of: host.xWindow)
        let pid = try property("_NET_WM_PID", of: host.xWindow)
        let machine = try property("WM_CLIENT_MACHINE", of: host.xWindow)
        let protocols = try property("WM_PROTOCOLS", of: host.xWindow)
        let counters = try property("_NET_WM_SYNC_REQUEST_COUNTER", of: host.xWindow)
        var hostname = [CChar](repeating: 0, count: 256)
        gethostname(&hostname, hostname.count)

        XCTAssertEqual(name.type, "UTF8_STRING")
        XCTAssertEqual(String(decoding: name.bytes, as: UTF8.self), "Notes — Ærø ✓")
        XCTAssertEqual(pid.items, [UInt(getpid())])
        XCTAssertEqual(String(decoding: machine.bytes, as: UTF8.self), String(cString: hostname))
        XCTAssertEqual(try atomNames(protocols.items), ["WM_DELETE_WINDOW", "_NET_WM_PING", "_NET_WM_SYNC_REQUEST"])
        let expected = try XCTUnwrap(host.syncCounters)
        XCTAssertEqual(counters.items, [expected.basic, expected.extended], "basic and extended counters")
    }

    func testTheIconIsStraightARGBAtEachSize() throws {
        let host = try openHost()
        // A 2x2 half-transparent red (premultiplied 0x80800000) and a 1x1 opaque blue.
        let translucent = PixelBuffer(width: 2, height: 2, premultipliedARGB: [UInt32](repeating: 0x8080_0000, count: 4))
        let blue = PixelBuffer(width: 1, height: 1, premultipliedARGB: [0xFF00_00FF])

        host.setIcon([translucent, blue])
        let icon = try property("_NET_WM_ICON", of: host.xWindow)

        XCTAssertEqual(icon.type, "CARDINAL")
        XCTAssertEqual(icon.items, [2, 2, 0x80FF_0000, 0x80FF_0000, 0x80FF_0000, 0x80FF_0000, 1, 1, 0xFF00_00FF])
    }

    // MARK: Ping

    func testPingIsAnsweredOnTheRootWindowWithTheSameData() throws {
        let host = try openHost()
        let control = try xvfb().control
        let root = XDefaultRootWindow(control)
        XSelectInput(control, root, SubstructureNotifyMask)
        defer { XSelectInput(control, root, NoEventMask) }
        var ping = XEvent()
        ping.xclient.type = ClientMessage
        ping.xclient.window = Window(host.xWindow)
        ping.xclient.message_type = XInternAtom(control, "WM_PROTOCOLS", 0)
        ping.xclient.format = 32
        ping.xclient.data.l.0 = Int(XInternAtom(control, "_NET_WM_PING", 0))
        ping.xclient.data.l.1 = 123_456
        ping.xclient.data.l.2 = Int(host.xWindow)
        XSendEvent(control, Window(host.xWindow), 0, NoEventMask, &ping)
        XSync(control, 0)

        var reply = XEvent()
        let answered = host.run(until: { XCheckTypedWindowEvent(control, root, ClientMessage, &reply) != 0 }, timeout: 5)

        XCTAssertTrue(answered)
        XCTAssertEqual(reply.xclient.window, root)
        XCTAssertEqual(reply.xclient.data.l.1, 123_456)
        XCTAssertEqual(reply.xclient.data.l.2, Int(host.xWindow))
    }

    // MARK: Resize synchronisation

    private func counterValue(_ counter: UInt) throws -> Int64 {
        var value = XSyncValue()
        XSyncQueryCounter(try xvfb().control, XSyncCounter(counter), &value)
        return Int64(XSyncValueHigh32(value)) << 32 | Int64(XSyncValueLow32(value))
    }

    /// What a manager does before a resize: the sync request, then the configure.
    private func requestSync(_ value: Int64, extended: Bool, resizeTo size: (Int32, Int32)) throws {
        let host = try XCTUnwrap(host)
        let control = try xvfb().control
        var request = XEvent()
        request.xclient.type = ClientMessage
        request.xclient.window = Window(host.xWindow)
        request.xclient.message_type = XInternAtom(control, "WM_PROTOCOLS", 0)
        request.xclient.format = 32
        request.xclient.data.l.0 = Int(XInternAtom(control, "_NET_WM_SYNC_REQUEST", 0))
        request.xclient.data.l.1 = 0
        request.xclient.data.l.2 = Int(UInt32(truncatingIfNeeded: value))
        request.xclient.data.l.3 = Int(Int32(truncatingIfNeeded: value >> 32))
        request.xclient.data.l.4 = extended ? 1 : 0
        XSendEvent(control, Window(host.xWindow), 0, NoEventMask, &request)
        XResizeWindow(control, Window(host.xWindow), UInt32(size.0), UInt32(size.1))
        XSync(control, 0)
    }

    /// The window's bottom-right pixel as the server has it.
    private func bottomRightPixel(width: Int, height: Int) throws -> UInt {
        let host = try XCTUnwrap(host)
        let image = try XCTUnwrap(XGetImage(try xvfb().control, Window(host.xWindow), Int32(width - 1), Int32(height - 1),
                                            1, 1, cx11_all_planes(), ZPixmap))
        defer { cx11_destroy_image(image) }
        return cx11_get_pixel(image, 0, 0) & 0xFF_FFFF
    }

    func testABasicSyncRequestIsAnsweredOnceTheFrameAtTheNewSizeIsOnTheServer() throws {
        // Given a red window and a manager about to make it 320x230 (a 64-bit request number)
        let host = try openHost()
        let counters = try XCTUnwrap(host.syncCounters)
        let value: Int64 = 0x1_0000_0005
        try requestSync(value, extended: false, resizeTo: (320, 230))

        // When the host's loop turns until the basic counter reaches the value
        var answered = false
        XCTAssertTrue(host.run(until: {
            answered = (try? self.counterValue(counters.basic)) == value
            return answered
        }, timeout: 5))

        // Then the frame at the new size was already there: the new corner is red, not
        // the undefined pixels a resize leaves before the client draws
        XCTAssertTrue(answered)
        XCTAssertEqual(try bottomRightPixel(width: 320, height: 230), 0xFF3B30)
        XCTAssertEqual(host.window.bounds.size, CGSize(width: 320, height: 230))
        XCTAssertEqual(try counterValue(counters.extended) % 2, 0, "the extended counter is even between frames")
    }

    func testAnExtendedSyncRequestIsAnsweredOnTheExtendedCounterOddWhileDrawingEvenWhenDone() throws {
        // Given a manager speaking the extended protocol (data.l[4] = 1), value 240
        let host = try openHost()
        let counters = try XCTUnwrap(host.syncCounters)
        let basicBefore = try counterValue(counters.basic)
        try requestSync(240, extended: true, resizeTo: (260, 190))

        // When the host answers with the frame at the new size
        XCTAssertTrue(host.run(until: { (try? self.counterValue(counters.extended)) ?? 0 >= 242 }, timeout: 5))

        // Then that frame went 241 (drawing) → 242 (done), the basic counter is untouched,
        // and the frame is the one at the new size
        XCTAssertEqual(try counterValue(counters.extended), 242)
        XCTAssertEqual(try counterValue(counters.basic), basicBefore)
        XCTAssertEqual(try bottomRightPixel(width: 260, height: 190), 0xFF3B30)
    }

    func testARequestFollowedByAMoveIsAnsweredToo() throws {
        // A manager moving the window (no new size) still waits for an answer.
        let host = try openHost()
        let counters = try XCTUnwrap(host.syncCounters)
        let control = try xvfb().control
        var request = XEvent()
        request.xclient.type = ClientMessage
        request.xclient.window = Window(host.xWindow)
        request.xclient.message_type = XInternAtom(control, "WM_PROTOCOLS", 0)
        request.xclient.format = 32
        request.xclient.data.l.0 = Int(XInternAtom(control, "_NET_WM_SYNC_REQUEST", 0))
        request.xclient.data.l.2 = 77
        XSendEvent(control, Window(host.xWindow), 0, NoEventMask, &request)
        XMoveWindow(control, Window(host.xWindow), 40, 30)
        XSync(control, 0)

        XCTAssertTrue(host.run(until: { (try? self.counterValue(counters.basic)) == 77 }, timeout: 5))
    }
}
