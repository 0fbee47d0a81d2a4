import CX11
import Foundation
import XCTest

/// A private Xvfb for one test class: `Xvfb :N -screen 0 1024x768x24` on the first
/// free display number from :90, checked to be ours (its lock file names our child's
/// PID), killed at the end.
final class XvfbServer {
    let process: Process
    let displayName: String
    /// A second client connection, for XTest input and inspecting our window.
    let control: OpaquePointer

    static let firstDisplayNumber = 90

    init() throws {
        for number in XvfbServer.firstDisplayNumber..<(XvfbServer.firstDisplayNumber + 60) {
            if FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") { continue }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: XvfbServer.xvfbPath)
            process.arguments = [":\(number)", "-screen", "0", "1024x768x24", "-nolisten", "tcp", "-noreset"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            if let control = XvfbServer.waitForServer(number: number, process: process) {
                self.process = process
                displayName = ":\(number)"
                self.control = control
                return
            }
            if process.isRunning { process.terminate(); process.waitUntilExit() }
        }
        throw XvfbError.noFreeDisplay
    }

    static var xvfbPath: String {
        for path in ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"] where FileManager.default.isExecutableFile(atPath: path) {
            return path
        }
        return "/usr/bin/Xvfb"
    }

    /// Waits (up to 5 s) until our Xvfb accepts connections on `number`.
    private static func waitForServer(number: Int, process: Process) -> OpaquePointer? {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            guard process.isRunning else { return nil }   // lost the race for this number
            if let lock = try? String(contentsOfFile: "/tmp/.X\(number)-lock", encoding: .utf8),
               Int32(lock.trimmingCharacters(in: .whitespacesAndNewlines)) == process.processIdentifier,
               let display = XOpenDisplay(":\(number)") {
                return display
            }
            usleep(20_000)
        }
        return nil
    }

    /// Closes the control connection and kills the server. Close every host first.
    func stop() {
        XCloseDisplay(control)
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

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

enum XvfbError: Error, CustomStringConvertible {
    case noFreeDisplay
    var description: String { "could not start Xvfb on a free display from :\(XvfbServer.firstDisplayNumber) (is Xvfb installed?)" }
}
