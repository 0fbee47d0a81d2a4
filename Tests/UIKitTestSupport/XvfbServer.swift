import CX11
import Foundation
import UIKitX11
import XCTest
import XvfbKit

/// A private Xvfb for one test class (UIKitTestSupport, for any test target that
/// needs a real X server): `Xvfb :N -screen 0 1024x768x24` on the first
/// free display number from :90, checked to be ours (its lock file names our child's
/// PID), killed at the end.
public final class XvfbServer {
    private let server: PrivateXvfb
    public var process: Process { server.process }
    public var displayName: String { server.displayName }
    /// A second client connection, for XTest input and inspecting our window.
    public var control: OpaquePointer { server.control }

    public static let firstDisplayNumber = 90

    public init() throws { server = try PrivateXvfb(firstDisplay: XvfbServer.firstDisplayNumber) }

    /// Closes the control connection and kills the server. Close every host first.
    public func stop() { server.stop() }

    // MARK: XTest input (root coordinates in pixels; `delay` in server milliseconds)

    public func move(toX x: Int, y: Int, delay: UInt = 0) {
        XTestFakeMotionEvent(control, -1, Int32(x), Int32(y), delay)
        XFlush(control)
    }

    public func button(_ button: UInt32 = 1, down: Bool, delay: UInt = 0) {
        XTestFakeButtonEvent(control, button, down ? 1 : 0, delay)
        XFlush(control)
    }

    public func key(_ keysym: Int32, down: Bool) {
        let code = XKeysymToKeycode(control, KeySym(keysym))
        XTestFakeKeyEvent(control, UInt32(code), down ? 1 : 0, 0)
        XFlush(control)
    }

    /// The root position of a window's top-left pixel.
    public func rootOrigin(of window: UInt) -> (x: Int, y: Int) {
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(control, Window(window), XDefaultRootWindow(control), 0, 0, &x, &y, &child)
        return (Int(x), Int(y))
    }

    /// The server's current time (ms), from a property change on the root window.
    public func serverTime() -> UInt { touchProperty(of: UInt(XDefaultRootWindow(control))) }

    /// Changes a property on `window` and returns the server time stamped on the change.
    public func touchProperty(of window: UInt) -> UInt {
        XSelectInput(control, Window(window), PropertyChangeMask)
        let atom = XInternAtom(control, "MODAL_TEST_BARRIER", 0)
        var nothing: UInt8 = 0
        XChangeProperty(control, Window(window), atom, 31 /* XA_STRING */, 8, PropModeAppend, &nothing, 0)
        XSync(control, 0)
        var event = XEvent()
        var time: UInt = 0
        while XCheckTypedWindowEvent(control, Window(window), PropertyNotify, &event) != 0 {
            if event.xproperty.atom == atom { time = UInt(event.xproperty.time) }
        }
        XSelectInput(control, Window(window), NoEventMask)
        XSync(control, 0)
        return time
    }

    public func attributes(of window: UInt) -> XWindowAttributes {
        var attributes = XWindowAttributes()
        XSync(control, 0)
        XGetWindowAttributes(control, Window(window), &attributes)
        return attributes
    }
}

/// A test class with one private Xvfb started for the whole class and stopped after it.
open class XvfbTestCase: XCTestCase {
    nonisolated(unsafe) public static var server: XvfbServer?

    override open class func setUp() {
        super.setUp()
        server = try? XvfbServer()
    }

    override open class func tearDown() {
        server?.stop()
        server = nil
        super.tearDown()
    }

    /// The class's server, or a failure saying it did not start.
    public func xvfb() throws -> XvfbServer { try XCTUnwrap(Self.server, "Xvfb did not start") }

    /// Turns `host`'s loop until it has handled every event the server sent it so far:
    /// a property changed on its window, stamped later than anything sent before, is
    /// the marker (events arrive in order).
    public func barrier(_ host: X11Host, file: StaticString = #filePath, line: UInt = #line) throws {
        let server = try xvfb()
        XSync(server.control, 0)
        let before = server.serverTime()
        var marker = server.touchProperty(of: host.xWindow)
        while marker <= before {
            usleep(500)   // the server's clock ticks in whole milliseconds
            marker = server.touchProperty(of: host.xWindow)
        }
        XCTAssertTrue(host.run(until: { UInt(host.lastServerTime) >= marker }, timeout: 10),
                      "the host never saw the marker", file: file, line: line)
    }
}
