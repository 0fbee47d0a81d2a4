import CX11
import Foundation
import XCTest
import XvfbKit

/// A private Xvfb for one test class: `Xvfb :N -screen 0 1024x768x24` on the first
/// free display number from :90, checked to be ours (its lock file names our child's
/// PID), killed at the end.
final class XvfbServer {
    private let server: PrivateXvfb
    var process: Process { server.process }
    var displayName: String { server.displayName }
    /// A second client connection, for XTest input and inspecting our window.
    var control: OpaquePointer { server.control }

    static let firstDisplayNumber = 90

    init() throws { server = try PrivateXvfb(firstDisplay: XvfbServer.firstDisplayNumber) }

    /// Closes the control connection and kills the server. Close every host first.
    func stop() { server.stop() }

    // MARK: XTest input (root coordinates in pixels; `delay` in server milliseconds)

    func move(toX x: Int, y: Int, delay: UInt = 0) {
        XTestFakeMotionEvent(control, -1, Int32(x), Int32(y), delay)
        XFlush(control)
    }

    func button(_ button: UInt32 = 1, down: Bool, delay: UInt = 0) {
        XTestFakeButtonEvent(control, button, down ? 1 : 0, delay)
        XFlush(control)
    }

    func key(_ keysym: Int32, down: Bool) {
        let code = XKeysymToKeycode(control, KeySym(keysym))
        XTestFakeKeyEvent(control, UInt32(code), down ? 1 : 0, 0)
        XFlush(control)
    }

    /// The root position of a window's top-left pixel.
    func rootOrigin(of window: UInt) -> (x: Int, y: Int) {
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(control, Window(window), XDefaultRootWindow(control), 0, 0, &x, &y, &child)
        return (Int(x), Int(y))
    }

    func attributes(of window: UInt) -> XWindowAttributes {
        var attributes = XWindowAttributes()
        XSync(control, 0)
        XGetWindowAttributes(control, Window(window), &attributes)
        return attributes
    }
}

/// A test class with one private Xvfb started for the whole class and stopped after it.
class XvfbTestCase: XCTestCase {
    nonisolated(unsafe) static var server: XvfbServer?

    override class func setUp() {
        super.setUp()
        server = try? XvfbServer()
    }

    override class func tearDown() {
        server?.stop()
        server = nil
        super.tearDown()
    }

    /// The class's server, or a failure saying it did not start.
    func xvfb() throws -> XvfbServer { try XCTUnwrap(Self.server, "Xvfb did not start") }
}
