import CX11
import Foundation
import XCTest
import XvfbKit
#if canImport(Glibc)
import Glibc
#endif

/// A private Xvfb for the end-to-end tests, big enough for the demo's 390x844
/// window (1280x1024), on the first free display number from :140 (checked to be
/// ours: its lock file names our child's PID). A second client connection
/// (`control`) sends real input with XTest, finds the demo's window and reads its
/// pixels back.
///
/// Everything here talks to the X server from the test process, so the demo gets
/// the same events a user's mouse and keyboard would produce.
final class EndToEndXServer {
    private let server: PrivateXvfb
    var process: Process { server.process }
    var number: Int { server.number }
    /// A second client connection: XTest input, window lookup, pixel reads.
    var control: OpaquePointer { server.control }
    var isKilled: Bool { server.isStopped }

    var displayName: String { server.displayName }

    static let firstDisplayNumber = 140
    static let screenSize = (width: 1280, height: 1024)

    init() throws {
        do {
            server = try PrivateXvfb(firstDisplay: Self.firstDisplayNumber,
                                     width: Self.screenSize.width, height: Self.screenSize.height)
        } catch {
            throw EndToEndError("\(error)")
        }
    }

    /// Closes the control connection and stops the server.
    func stop() { server.stop() }

    /// Kills the server outright (SIGKILL), as a crash would (see `PrivateXvfb.kill`).
    func kill() { server.kill() }

    // MARK: XTest input (root pixels; `delay` is applied by the server, in milliseconds)

    /// Moves the pointer. With a `delay`, the server waits that long before it
    /// performs the motion (and stamps it): timing that does not depend on how the
    /// test process is scheduled.
    func move(x: Int, y: Int, delay: UInt = 0, flush: Bool = true) {
        XTestFakeMotionEvent(control, -1, Int32(x), Int32(y), delay)
        if flush { XFlush(control) }
    }

    func button(_ button: UInt32 = 1, down: Bool, delay: UInt = 0, flush: Bool = true) {
        XTestFakeButtonEvent(control, button, down ? 1 : 0, delay)
        if flush { XFlush(control) }
    }

    func key(code: UInt32, down: Bool) {
        XTestFakeKeyEvent(control, code, down ? 1 : 0, 0)
        XFlush(control)
    }

    func keycode(for keysym: Int32) -> UInt32 {
        UInt32(XKeysymToKeycode(control, KeySym(keysym)))
    }

    /// Presses and releases the key for `keysym` (with Shift when `shift`).
    func tap(keysym: Int32, shift: Bool = false) {
        if shift { key(code: keycode(for: XK_Shift_L), down: true) }
        let code = keycode(for: keysym)
        key(code: code, down: true)
        key(code: code, down: false)
        if shift { key(code: keycode(for: XK_Shift_L), down: false) }
    }

    /// Waits until the server has performed every request sent so far (including
    /// the XTest delays).
    func sync() { XSync(control, 0) }

    /// Maps unused keycodes to `keysyms` (as a layout switch would); returns them.
    func remapSpareKeys(to keysyms: [KeySym]) -> [UInt32] {
        var minimum: Int32 = 0, maximum: Int32 = 0
        XDisplayKeycodes(control, &minimum, &maximum)
        var spare: [Int32] = []
        for code in stride(from: maximum, through: minimum, by: -1) where spare.count < keysyms.count {
            if XkbKeycodeToKeysym(control, KeyCode(code), 0, 0) == 0 { spare.append(code) }
        }
        for (code, keysym) in zip(spare, keysyms) {
            var symbol = keysym
            XChangeKeyboardMapping(control, code, 1, &symbol, 1)
        }
        XSync(control, 0)
        return spare.map { UInt32($0) }
    }

    // MARK: Windows

    /// The client window whose `_NET_WM_PID` is `pid` and whose `WM_CLASS` is
    /// "modal-demo", waiting up to `timeout` seconds for it to be mapped (a child of
    /// the root, or of the frame a reparenting window manager put it in).
    func findWindow(pid: Int32, timeout: TimeInterval = 5) -> Window? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let window = clientWindows().first(where: { isDemoWindow($0, pid: pid) }) {
                var attributes = XWindowAttributes()
                XGetWindowAttributes(control, window, &attributes)
                if attributes.map_state == IsViewable { return window }
            }
            usleep(20_000)
        } while Date() < deadline
        return nil
    }

    /// The windows up to three levels under the root (window-manager frames hold the clients).
    private func clientWindows() -> [Window] {
        XSync(control, 0)
        var found: [Window] = []
        var level = [XDefaultRootWindow(control)]
        for _ in 0..<3 {
            level = level.flatMap { children(of: $0) }
            found += level
        }
        return found
    }

    func children(of window: Window) -> [Window] {
        var rootReturn: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(control, window, &rootReturn, &parent, &children, &count) != 0, let children else { return [] }
        defer { XFree(children) }
        return (0..<Int(count)).map { children[$0] }
    }

    /// The window's parent (a window manager's frame, or the root).
    func parent(of window: Window) -> Window {
        var rootReturn: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(control, window, &rootReturn, &parent, &children, &count) != 0 else { return 0 }
        if let children { XFree(children) }
        return parent
    }

    private func isDemoWindow(_ window: Window, pid: Int32) -> Bool {
        var hint = XClassHint()
        guard XGetClassHint(control, window, &hint) != 0 else { return false }
        defer {
            if let name = hint.res_name { XFree(name) }
            if let cls = hint.res_class { XFree(cls) }
        }
        guard let name = hint.res_name, String(cString: name) == "modal-demo" else { return false }
        return windowPID(window) == pid
    }

    private func windowPID(_ window: Window) -> Int32? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let atom = XInternAtom(control, "_NET_WM_PID", 0)
        guard XGetWindowProperty(control, window, atom, 0, 1, 0, Atom(6) /* XA_CARDINAL */, &type, &format,
                                 &count, &after, &data) == Success, let data else { return nil }
        defer { XFree(data) }
        guard format == 32, count == 1 else { return nil }
        return Int32(truncatingIfNeeded: UnsafeRawPointer(data).load(as: UInt.self))
    }

    /// The root position of a window's top-left pixel.
    func rootOrigin(of window: Window) -> (x: Int, y: Int) {
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(control, window, XDefaultRootWindow(control), 0, 0, &x, &y, &child)
        return (Int(x), Int(y))
    }

    /// Gives `window` the keyboard focus (there is no window manager to do it).
    func focus(_ window: Window) {
        XSetInputFocus(control, window, RevertToParent, 0)
        XSync(control, 0)
    }

    /// What a window manager's close button sends: WM_PROTOCOLS / WM_DELETE_WINDOW.
    func sendDeleteWindow(to window: Window) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = XInternAtom(control, "WM_PROTOCOLS", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(XInternAtom(control, "WM_DELETE_WINDOW", 0))
        event.xclient.data.l.1 = Int(CurrentTime)
        XSendEvent(control, window, 0, NoEventMask, &event)
        XSync(control, 0)
    }

    /// One column of the window's pixels, top to bottom, as (r, g, b), read from the
    /// server (what is on screen, not what the demo meant to draw).
    func column(of window: Window, x: Int, y: Int = 0, height: Int) -> [(r: Int, g: Int, b: Int)]? {
        guard let image = XGetImage(control, window, Int32(x), Int32(y), 1, UInt32(height), cx11_all_planes(), ZPixmap) else {
            return nil
        }
        defer { cx11_destroy_image(image) }
        let masks = (image.pointee.red_mask, image.pointee.green_mask, image.pointee.blue_mask)
        return (0..<height).map { y in
            let value = cx11_get_pixel(image, 0, Int32(y))
            return (Self.channel(value, masks.0), Self.channel(value, masks.1), Self.channel(value, masks.2))
        }
    }

    private static func channel(_ value: UInt, _ mask: UInt) -> Int {
        guard mask != 0 else { return 0 }
        let shift = UInt(mask.trailingZeroBitCount)
        return Int(((value & mask) >> shift) * 255 / (mask >> shift))
    }

    // MARK: The pointer as the server stamped it

    /// The server's motion history for the root window: (server time in ms, root y)
    /// of every pointer position since `since` (milliseconds, server time). Grabs do
    /// not hide it, unlike MotionNotify to a second client during the demo's drag.
    func motionHistory(since: UInt = 0) -> [(time: UInt, y: Int)] {
        var count: Int32 = 0
        guard let coordinates = XGetMotionEvents(control, XDefaultRootWindow(control), Time(since), Time(CurrentTime), &count)
        else { return [] }
        defer { XFree(coordinates) }
        return (0..<Int(count)).map { (UInt(coordinates[$0].time), Int(coordinates[$0].y)) }
    }

    /// Changes a property on `window` (another client's) and returns the server time
    /// stamped on that change: the window's owner sees a PropertyNotify with that time
    /// after every event sent to it before.
    func touchProperty(of window: Window) -> UInt {
        XSelectInput(control, window, PropertyChangeMask)
        let atom = XInternAtom(control, "MODAL_E2E_BARRIER", 0)
        var nothing: UInt8 = 0
        XChangeProperty(control, window, atom, 31 /* XA_STRING */, 8, PropModeAppend, &nothing, 0)
        XSync(control, 0)
        var event = XEvent()
        var time: UInt = 0
        while XCheckTypedWindowEvent(control, window, PropertyNotify, &event) != 0 {
            if event.xproperty.atom == atom { time = UInt(event.xproperty.time) }
        }
        XSelectInput(control, window, NoEventMask)
        XSync(control, 0)
        return time
    }

    /// The server's current time (ms), from a property change round trip.
    func serverTime() -> UInt {
        let root = XDefaultRootWindow(control)
        XSelectInput(control, root, PropertyChangeMask)
        let atom = XInternAtom(control, "MODAL_E2E_TIME", 0)
        var nothing: UInt8 = 0
        XChangeProperty(control, root, atom, 31 /* XA_STRING */, 8, PropModeAppend, &nothing, 0)
        XSync(control, 0)
        var event = XEvent()
        var time: UInt = 0
        while XCheckTypedWindowEvent(control, root, PropertyNotify, &event) != 0 {
            if event.xproperty.atom == atom { time = UInt(event.xproperty.time) }
        }
        XSelectInput(control, root, NoEventMask)
        return time
    }
}

struct EndToEndError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
