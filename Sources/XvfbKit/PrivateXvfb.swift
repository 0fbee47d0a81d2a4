import CX11
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A private Xvfb for the real-window tests and the benchmark: `Xvfb :N -screen 0
/// WxHx24` on the first free display number from `firstDisplay`, counted as ours
/// only when its lock file names our child's PID, with a second client connection
/// (`control`) for XTest input, window lookups and XGetImage.
public final class PrivateXvfb {
    public let process: Process
    public let number: Int
    /// A client connection of the test or benchmark process itself.
    public let control: OpaquePointer
    public private(set) var isStopped = false

    public var displayName: String { ":\(number)" }

    /// Starts the server; throws `PrivateXvfbError` when Xvfb is missing or no display is free.
    public convenience init(firstDisplay: Int, width: Int = 1024, height: Int = 768, attempts: Int = 60) throws {
        let path = Self.xvfbPath
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw PrivateXvfbError(description: "Xvfb is not installed (make test-deps installs it)")
        }
        try self.init(server: path, firstDisplay: firstDisplay, attempts: attempts) { number in
            [":\(number)", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"]
        }
    }

    /// Starts `Xorg` with the `dummy` video driver and the configuration `config` (its
    /// modes give real refresh rates: 60, 120, 144 Hz; Xvfb's mode has none). Needs
    /// root (or Xorg's setuid wrapper); throws `PrivateXvfbError` otherwise.
    public static func xorgDummy(config: String, firstDisplay: Int, attempts: Int = 40) throws -> PrivateXvfb {
        let path = "/usr/bin/Xorg"
        guard FileManager.default.isExecutableFile(atPath: path),
              FileManager.default.fileExists(atPath: "/usr/lib/xorg/modules/drivers/dummy_drv.so") else {
            throw PrivateXvfbError(description: "Xorg with the dummy driver is not installed (make test-deps installs it)")
        }
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("xorg-dummy-\(getpid()).log").path
        return try PrivateXvfb(server: path, firstDisplay: firstDisplay, attempts: attempts) { number in
            [":\(number)", "-config", config, "-noreset", "-nolisten", "tcp", "-logfile", log, "-novtswitch", "-sharevts"]
        }
    }

    /// Starts `server` with `arguments(number)` on the first free display number.
    private init(server path: String, firstDisplay: Int, attempts: Int, arguments: (Int) -> [String]) throws {
        Self.installErrorHandler()
        for number in firstDisplay..<(firstDisplay + attempts) {
            if FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") { continue }
            let process = Process()
            if FileManager.default.isExecutableFile(atPath: Self.setprivPath) {
                // The server dies with us, even when a crash skips every tearDown
                // (setpriv execs the server, so the PID in the lock file stays the child's).
                process.executableURL = URL(fileURLWithPath: Self.setprivPath)
                process.arguments = ["--pdeathsig", "KILL", path] + arguments(number)
            } else {
                process.executableURL = URL(fileURLWithPath: path)
                process.arguments = arguments(number)
            }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            if let control = Self.waitForServer(number: number, process: process) {
                self.process = process
                self.number = number
                self.control = control
                return
            }
            if process.isRunning { process.terminate(); process.waitUntilExit() }
        }
        throw PrivateXvfbError(description: "could not start \(path) on a free display from :\(firstDisplay)")
    }

    /// Protocol errors on client connections of this process (a request about a window
    /// another client just destroyed), counted instead of Xlib's default of exiting the
    /// whole test run. Xlib's handler is process-wide (an `X11Host` opened later installs
    /// its own, which also only counts).
    nonisolated(unsafe) public static var protocolErrors = 0

    private static func installErrorHandler() {
        XSetErrorHandler { _, _ in
            PrivateXvfb.protocolErrors += 1
            return 0
        }
    }

    static let setprivPath = "/usr/bin/setpriv"

    public static var xvfbPath: String {
        ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/usr/bin/Xvfb"
    }

    /// Waits (up to 15 s: Xorg starts slower than Xvfb on a loaded machine) until our
    /// server accepts connections on `number`.
    private static func waitForServer(number: Int, process: Process) -> OpaquePointer? {
        let deadline = Date().addingTimeInterval(15)
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

    /// Closes the control connection and stops the server. Close every client first.
    public func stop() {
        guard !isStopped else { return }
        isStopped = true
        XCloseDisplay(control)
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// Kills the server outright (SIGKILL), as a crash would. The control connection is
    /// abandoned, never touched again (Xlib would exit the process on its I/O error);
    /// the lock and socket the dead server leaves are removed, so display numbers are
    /// not used up run after run.
    public func kill() {
        guard !isStopped else { return }
        isStopped = true
        if process.isRunning {
            Glibc.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        let lock = "/tmp/.X\(number)-lock"
        if let text = try? String(contentsOfFile: lock, encoding: .utf8),
           Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) == process.processIdentifier {
            unlink("/tmp/.X11-unix/X\(number)")
            unlink(lock)
        }
    }
}

/// Why a private Xvfb could not be started.
public struct PrivateXvfbError: Error, CustomStringConvertible {
    public let description: String
}
