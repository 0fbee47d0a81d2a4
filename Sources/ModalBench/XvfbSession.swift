import CX11
import Foundation
import XvfbKit

/// A private Xvfb (as the tests' `XvfbServer`, from display :120 so it never takes
/// a test's display), with a control connection for XTest input and XGetImage.
final class XvfbSession {
    private let server: PrivateXvfb
    var process: Process { server.process }
    var displayName: String { server.displayName }
    var control: OpaquePointer { server.control }

    init(width: Int = 1280, height: Int = 1024) throws {
        do {
            server = try PrivateXvfb(firstDisplay: 120, width: width, height: height)
        } catch {
            throw BenchError("\(error)")
        }
    }

    func stop() { server.stop() }

    var root: Window { cx11_root_window(control, cx11_default_screen(control)) }

    func move(toX x: Int, y: Int) {
        XTestFakeMotionEvent(control, -1, Int32(x), Int32(y), 0)
        XFlush(control)
    }

    func button(down: Bool) {
        XTestFakeButtonEvent(control, 1, down ? 1 : 0, 0)
        XFlush(control)
    }

    /// The root-relative origin of the first viewable top-level window of `width` × `height` pixels.
    func findWindow(width: Int, height: Int) -> (x: Int, y: Int)? {
        XSync(control, 0)
        var rootReturn: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(control, root, &rootReturn, &parent, &children, &count) != 0, let children else { return nil }
        defer { XFree(children) }
        for index in (0..<Int(count)).reversed() {
            var attributes = XWindowAttributes()
            XGetWindowAttributes(control, children[index], &attributes)
            if attributes.map_state == IsViewable && Int(attributes.width) == width && Int(attributes.height) == height {
                return (Int(attributes.x), Int(attributes.y))
            }
        }
        return nil
    }

    /// Luminance (0...255) of a one-pixel column of the screen, `count` pixels from `y`.
    func column(x: Int, y: Int, count: Int) -> [Int]? {
        guard let image = XGetImage(control, root, Int32(x), Int32(y), 1, UInt32(count), cx11_all_planes(), ZPixmap) else { return nil }
        defer { cx11_destroy_image(image) }
        return (0..<count).map { row in
            let value = cx11_get_pixel(image, 0, Int32(row))
            let r = Int((value >> 16) & 0xff), g = Int((value >> 8) & 0xff), b = Int(value & 0xff)
            return (r * 299 + g * 587 + b * 114) / 1000
        }
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A program started on the Xvfb display whose stdout trace lines we read.
final class TracedProcess {
    let process = Process()
    private(set) var launchedAt = 0.0
    private var lines: [String] = []
    private var buffer = Data()
    private let lock = NSLock()
    private let pipe = Pipe()

    init(executable: String, arguments: [String], display: String) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        process.environment = environment
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.lock()
            self.buffer.append(data)
            while let newline = self.buffer.firstIndex(of: 10) {
                self.lines.append(String(decoding: self.buffer[self.buffer.startIndex..<newline], as: UTF8.self))
                self.buffer.removeSubrange(self.buffer.startIndex...newline)
            }
            self.lock.unlock()
        }
        launchedAt = Clock.monotonic()
        try process.run()
    }

    var pid: Int32 { process.processIdentifier }

    /// Waits for a trace line with `"event":"NAME"`; returns it decoded and the wall time it was seen.
    func waitForEvent(_ name: String, timeout: Double = 20) -> (event: [String: Any], seenAt: Double)? {
        let deadline = Clock.monotonic() + timeout
        var checked = 0
        while Clock.monotonic() < deadline && process.isRunning {
            lock.lock()
            let pending = Array(lines[checked...])
            checked = lines.count
            lock.unlock()
            for line in pending {
                if let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                   object["event"] as? String == name {
                    return (object, Clock.monotonic())
                }
            }
            usleep(200)
        }
        return nil
    }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        pipe.fileHandleForReading.readabilityHandler = nil
    }
}
