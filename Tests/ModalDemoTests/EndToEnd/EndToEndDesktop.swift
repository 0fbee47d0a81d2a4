import CX11
import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A real desktop on a private Xvfb: Debian's `openbox` (a reparenting window manager
/// with decorations, focus rules, maximize and its own resizes) and, optionally, the
/// `picom` compositor (its xrender backend: Xvfb has no GL). Both are started for the
/// test class and found ready by what they own (the WM_S0 and _NET_WM_CM_S0
/// selections), never by sleeping.
final class EndToEndDesktop {
    let server: EndToEndXServer
    private var processes: [Process] = []

    static var openboxPath: String { "/usr/bin/openbox" }
    static var picomPath: String { "/usr/bin/picom" }

    /// Starts openbox (and picom when `compositor`) on `server`.
    init(server: EndToEndXServer, compositor: Bool) throws {
        self.server = server
        guard FileManager.default.isExecutableFile(atPath: Self.openboxPath) else {
            throw EndToEndError("openbox is not installed (make test-deps installs it)")
        }
        try start(Self.openboxPath, ["--sm-disable"], readyWhenOwned: "WM_S0")
        if compositor {
            guard FileManager.default.isExecutableFile(atPath: Self.picomPath) else {
                throw EndToEndError("picom is not installed (make test-deps installs it)")
            }
            // No configuration file: no shadows, fades or opacity rules, only compositing.
            try start(Self.picomPath, ["--config", "/dev/null", "--backend", "xrender"], readyWhenOwned: "_NET_WM_CM_S0")
        }
    }

    /// Stops what it started (the server stays).
    func stop() {
        for process in processes.reversed() where process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        processes = []
    }

    private func start(_ path: String, _ arguments: [String], readyWhenOwned selection: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = server.displayName
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        processes.append(process)
        let atom = XInternAtom(server.control, selection, 0)
        let deadline = Date().addingTimeInterval(15)
        while XGetSelectionOwner(server.control, atom) == 0 {
            guard process.isRunning, Date() < deadline else {
                stop()
                throw EndToEndError("\(path) did not take the \(selection) selection within 15 s")
            }
            usleep(20_000)
        }
    }

    // MARK: Asking the window manager (EWMH client messages to the root)

    private func sendToRoot(_ window: Window, _ type: String, _ data: [Int]) {
        let control = server.control
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = XInternAtom(control, type, 0)
        event.xclient.format = 32
        let values = data + [Int](repeating: 0, count: max(0, 5 - data.count))
        event.xclient.data.l = (values[0], values[1], values[2], values[3], values[4])
        XSendEvent(control, XDefaultRootWindow(control), 0, SubstructureRedirectMask | SubstructureNotifyMask, &event)
        XSync(control, 0)
    }

    /// Asks the manager to give `window` this size (`_NET_MOVERESIZE_WINDOW`, from a pager).
    func resize(_ window: Window, width: Int, height: Int) {
        // gravity 0 (the window's own), width and height given (bits 10, 11), source 2.
        sendToRoot(window, "_NET_MOVERESIZE_WINDOW", [1 << 10 | 1 << 11 | 2 << 12, 0, 0, width, height])
    }

    /// Asks the manager to maximize `window` (`_NET_WM_STATE` add, both directions).
    func maximize(_ window: Window) {
        let control = server.control
        sendToRoot(window, "_NET_WM_STATE", [1, Int(XInternAtom(control, "_NET_WM_STATE_MAXIMIZED_VERT", 0)),
                                              Int(XInternAtom(control, "_NET_WM_STATE_MAXIMIZED_HORZ", 0)), 2])
    }

    /// Asks the manager to activate `window` (`_NET_ACTIVE_WINDOW` from a pager: honoured).
    func activate(_ window: Window) {
        sendToRoot(window, "_NET_ACTIVE_WINDOW", [2, Int(CurrentTime), 0])
    }

    /// The window that has the input focus now.
    func focusedWindow() -> Window {
        var focus: Window = 0
        var revert: Int32 = 0
        XGetInputFocus(server.control, &focus, &revert)
        return focus
    }

    /// `_NET_FRAME_EXTENTS` of `window`: left, right, top, bottom (nil before the manager set them).
    func frameExtents(of window: Window) -> [Int]? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(server.control, window, XInternAtom(server.control, "_NET_FRAME_EXTENTS", 0), 0, 4, 0,
                                 Atom(6), &type, &format, &count, &after, &data) == Success, let data else { return nil }
        defer { XFree(data) }
        guard format == 32, count == 4 else { return nil }
        let values = UnsafeRawPointer(data).bindMemory(to: UInt.self, capacity: 4)
        return (0..<4).map { Int(values[$0]) }
    }
}

/// End-to-end tests on a desktop: one Xvfb with openbox (and picom when the subclass
/// asks) for the whole class.
class DesktopEndToEndTestCase: EndToEndTestCase {
    nonisolated(unsafe) static var desktop: EndToEndDesktop?
    nonisolated(unsafe) static var desktopError: Error?
    class var usesCompositor: Bool { false }

    override class func setUp() {
        super.setUp()
        guard let server = sharedServer else { return }
        do { desktop = try EndToEndDesktop(server: server, compositor: usesCompositor) } catch { desktopError = error }
    }

    override class func tearDown() {
        desktop?.stop()
        desktop = nil
        desktopError = nil
        super.tearDown()
    }

    func desktopSession() throws -> EndToEndDesktop {
        if let error = Self.desktopError { throw error }
        return try XCTUnwrap(Self.desktop, "the desktop did not start")
    }
}
