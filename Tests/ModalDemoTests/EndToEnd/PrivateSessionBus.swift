import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A D-Bus session bus of the test's own (`dbus-daemon`), with a private
/// runtime directory, so the accessibility bus it starts on demand
/// (`at-spi-bus-launcher`, then `at-spi2-registryd`) is the test's alone.
/// Stopping it ends them too: the launcher leaves with the session bus.
final class PrivateSessionBus {
    let process = Process()
    let runtimeDirectory: URL
    let address: String

    init() throws {
        let daemon = "/usr/bin/dbus-daemon"
        guard FileManager.default.isExecutableFile(atPath: daemon),
              FileManager.default.isExecutableFile(atPath: "/usr/libexec/at-spi-bus-launcher") else {
            throw EndToEndError("dbus-daemon or at-spi2-core is missing: run scripts/install-deps.sh test")
        }
        runtimeDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-bus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: runtimeDirectory, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        process.executableURL = URL(fileURLWithPath: daemon)
        process.arguments = ["--config-file=/usr/share/dbus-1/session.conf", "--nofork", "--print-address=1",
                             "--address=unix:path=\(runtimeDirectory.path)/bus"]
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory.path
        environment.removeValue(forKey: "DISPLAY")
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // The daemon prints its address once it listens.
        let handle = output.fileHandleForReading
        var line = Data()
        let deadline = Date().addingTimeInterval(10)
        while !line.contains(UInt8(ascii: "\n")) && Date() < deadline {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        address = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !address.isEmpty else {
            process.terminate()
            throw EndToEndError("dbus-daemon printed no address")
        }
    }

    /// What a process needs to use this bus (and nothing of the desktop's).
    var environment: [String: String] {
        ["DBUS_SESSION_BUS_ADDRESS": address, "XDG_RUNTIME_DIR": runtimeDirectory.path, "NO_AT_BRIDGE": "0"]
    }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: runtimeDirectory)
    }

    deinit { stop() }
}

/// A screen reader stand-in: a Python script using pyatspi (the library Orca is
/// built on) that prints one JSON object per step and, at `sync` steps, waits
/// for a line on stdin so the test can let the window settle first.
final class ATSPIClientProcess {
    let process = Process()
    private let input = Pipe()
    private let condition = NSCondition()
    private var steps: [[String: Any]] = []
    private var unparsed: [String] = []
    private var errors = Data()
    private var finished = false

    init(script: String, environment: [String: String], display: String) throws {
        let python = "/usr/bin/python3"
        guard FileManager.default.isExecutableFile(atPath: python),
              FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/pyatspi/__init__.py") else {
            throw EndToEndError("python3-pyatspi is missing: run scripts/install-deps.sh test")
        }
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script]
        var merged = ProcessInfo.processInfo.environment
        merged.merge(environment) { $1 }
        merged["DISPLAY"] = display
        merged["PYTHONUNBUFFERED"] = "1"
        process.environment = merged
        let output = Pipe(), errorPipe = Pipe()
        process.standardOutput = output
        process.standardError = errorPipe
        process.standardInput = input
        try process.run()
        let outputHandle = output.fileHandleForReading, errorHandle = errorPipe.fileHandleForReading
        Thread.detachNewThread { [self] in readLines(outputHandle) }
        Thread.detachNewThread { [self] in
            while true {
                let chunk = errorHandle.availableData
                if chunk.isEmpty { break }
                condition.lock(); errors.append(chunk); condition.unlock()
            }
        }
    }

    deinit { if process.isRunning { process.terminate() } }

    private func readLines(_ handle: FileHandle) {
        var buffer = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer.removeSubrange(buffer.startIndex...newline)
                condition.lock()
                if let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] {
                    steps.append(object)
                } else {
                    unparsed.append(line)
                }
                condition.broadcast()
                condition.unlock()
            }
        }
        condition.lock(); finished = true; condition.broadcast(); condition.unlock()
    }

    /// The step named `name`, waiting at most `timeout` seconds; an `error` step or the
    /// script's end fails with what the script said.
    func step(_ name: String, timeout: TimeInterval = 20) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock(); defer { condition.unlock() }
        while true {
            if let found = steps.first(where: { $0["step"] as? String == name }) { return found }
            if let error = steps.first(where: { $0["step"] as? String == "error" }) {
                throw EndToEndError("the AT-SPI client failed: \(error["message"] ?? "") \(report)")
            }
            if finished || !condition.wait(until: deadline) {
                throw EndToEndError("the AT-SPI client sent no \(name) step \(report)")
            }
        }
    }

    /// Lets a script waiting at a `sync` step go on.
    func resume() { input.fileHandleForWriting.write(Data("go\n".utf8)) }

    private var report: String {
        "(steps: \(steps.compactMap { $0["step"] as? String }); other output: \(unparsed.suffix(5)); stderr: "
            + "\(String(decoding: errors.suffix(2000), as: UTF8.self)))"
    }
}
