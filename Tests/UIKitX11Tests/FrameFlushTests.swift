import CX11
@testable import UIKitCairo
import UIKitTestSupport
@testable import UIKitX11
import XCTest

/// A frame reaches the X server in one write: neither the compositor's `present` nor
/// the sync counters' `frameDidPresent` flushes; the host flushes once after both, so the
/// counters are set after the frame's drawing, in the same write, and the server wakes
/// once a frame. Checked from a second connection (`control`): what is not flushed
/// cannot have reached the server, whatever the timing.
final class FrameFlushTests: XvfbTestCase {
    private var display: OpaquePointer?
    private var connection: X11Connection?
    private var window: Window = 0

    override func tearDown() {
        if let display, window != 0 { XDestroyWindow(display, window); XSync(display, 0) }
        if let display { XCloseDisplay(display) }
        display = nil
        connection?.close()
        connection = nil
        window = 0
        super.tearDown()
    }

    /// An app connection of its own and a mapped 100x80 window on it, black.
    private func openWindow() throws -> OpaquePointer {
        let display = try XCTUnwrap(XOpenDisplay(try xvfb().displayName))
        self.display = display
        let screen = XDefaultScreen(display)
        window = XCreateSimpleWindow(display, XRootWindow(display, screen), 0, 0, 100, 80, 0, 0, 0)
        XMapWindow(display, window)
        XSync(display, 0)
        return display
    }

    /// The window's pixel at (x, y) as the server has it now, read on the control connection.
    private func serverPixel(_ x: Int32, _ y: Int32) throws -> UInt {
        let control = try xvfb().control
        let image = try XCTUnwrap(XGetImage(control, window, x, y, 1, 1, cx11_all_planes(), ZPixmap))
        defer { cx11_destroy_image(image) }
        return cx11_get_pixel(image, 0, 0) & 0xFF_FFFF
    }

    private func fillPlan(red: UInt16, green: UInt16, blue: UInt16) -> CompositePlan {
        var plan = CompositePlan(width: 100, height: 80)
        plan.steps = [.fill(box: PixelBox(x: 0, y: 0, width: 100, height: 80), color: (red, green, blue, 0xFFFF), replace: true)]
        return plan
    }

    func testAPresentedFrameStaysInTheClientUntilTheOneFlush() throws {
        // Given a compositor on a black window whose first frame (a red fill) is built in it,
        let display = try openWindow()
        let compositor = try XCTUnwrap(X11Compositor(display: display, window: window,
                                                     visual: XDefaultVisual(display, XDefaultScreen(display))))
        compositor.draw(fillPlan(red: 0xFFFF, green: 0, blue: 0))

        // when it is presented, nothing of it has reached the server
        compositor.present(all: false)
        XCTAssertEqual(compositor.firstFramesBuiltInWindow, 1)
        XCTAssertEqual(try serverPixel(50, 40), 0x000000, "the first frame is not flushed by present")
        // until the caller's flush.
        XFlush(display)
        XSync(display, 0)
        XCTAssertEqual(try serverPixel(50, 40), 0xFF0000)

        // Then a later frame (built in the back picture, copied to the window) waits the same way.
        compositor.draw(fillPlan(red: 0, green: 0, blue: 0xFFFF))
        compositor.present(all: false)
        XCTAssertEqual(try serverPixel(50, 40), 0xFF0000, "the second frame is not flushed by present")
        XFlush(display)
        XSync(display, 0)
        XCTAssertEqual(try serverPixel(50, 40), 0x0000FF)
    }

    func testTheSyncCountersAreSetAfterTheFrameAndSentWithIt() throws {
        // Given a window with its two sync counters (at 0)
        let server = try xvfb()
        let connection = try X11Connection(displayName: server.displayName, environment: [:])
        self.connection = connection
        let display = connection.display
        let screen = XDefaultScreen(display)
        let window = XCreateSimpleWindow(display, XRootWindow(display, screen), 0, 0, 100, 80, 0, 0, 0)
        defer { XDestroyWindow(display, window); XSync(display, 0) }
        let sync = try XCTUnwrap(X11FrameSync(connection: connection, window: window))
        defer { sync.destroy() }
        XSync(display, 0)
        func counter(_ counter: XSyncCounter) -> Int64 {
            var value = XSyncValue()
            XSyncQueryCounter(server.control, counter, &value)
            return Int64(XSyncValueHigh32(value)) << 32 | Int64(XSyncValueLow32(value))
        }

        // when a frame is drawn and presented,
        sync.frameWillDraw()
        sync.frameDidPresent()

        // then neither counter change has reached the server (the host's one flush sends
        // them after the frame's requests),
        XCTAssertEqual(counter(sync.extendedCounter), 0)
        // and after that flush the extended counter is even: the frame is done.
        XFlush(display)
        XSync(display, 0)
        XCTAssertEqual(counter(sync.extendedCounter), 2)
        XCTAssertEqual(sync.extendedValue, 2)
    }
}
