import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// One `--trace` line of the demo: `{"event": ..., "t": ..., ...}`.
struct EndToEndTraceEvent: CustomStringConvertible {
    /// Position in the demo's output (0 = first line).
    let index: Int
    let name: String
    let t: Double
    let fields: [String: Any]
    let line: String
    /// When the test process read the line (wall clock).
    var receivedAt = Date()

    var description: String { line }

    func string(_ key: String) -> String? { fields[key] as? String }
    func number(_ key: String) -> Double? { (fields[key] as? NSNumber)?.doubleValue }
    var controller: String? { string("controller") }

    /// A `[x, y, w, h]` field.
    func rect(_ key: String) -> CGRect? { Self.rect(fields[key]) }

    /// The `elements` field: accessibilityIdentifier → frame in window points.
    var elements: [String: CGRect] {
        guard let raw = fields["elements"] as? [String: Any] else { return [:] }
        return raw.compactMapValues(Self.rect)
    }

    /// The `offset` of a `scroll` event.
    var offset: CGPoint? {
        guard let values = fields["offset"] as? [Any], values.count == 2,
              let x = (values[0] as? NSNumber)?.doubleValue, let y = (values[1] as? NSNumber)?.doubleValue else { return nil }
        return CGPoint(x: x, y: y)
    }

    var actions: [String] { fields["actions"] as? [String] ?? [] }

    private static func rect(_ value: Any?) -> CGRect? {
        guard let values = value as? [Any], values.count == 4 else { return nil }
        let numbers = values.compactMap { ($0 as? NSNumber)?.doubleValue }
        guard numbers.count == 4 else { return nil }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}

/// The real `modal-demo` binary running as a child process: its stdout read line
/// by line on a background thread into trace events, its stderr kept, and waits
/// on both that are always bounded.
final class EndToEndDemoProcess {
    let process = Process()
    private let condition = NSCondition()
    private var events: [EndToEndTraceEvent] = []
    private var unparsed: [String] = []
    private var stderrData = Data()
    private var stdoutDone = false
    private var stderrDone = false

    /// `modal-demo`, next to the test bundle in the build directory (`swift build
    /// --build-tests` builds every product into the same directory).
    static func binaryURL() throws -> URL {
        var candidates: [URL] = []
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
        }
        let bundle = Bundle(for: EndToEndDemoProcess.self).bundleURL
        candidates.append(bundle.deletingLastPathComponent())
        candidates.append(bundle)
        candidates.append(Bundle.main.bundleURL)
        for directory in candidates {
            let url = directory.appendingPathComponent("modal-demo")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw EndToEndError("modal-demo is not built next to the test bundle (looked in \(candidates.map(\.path))); "
            + "run `swift build --build-tests` (it builds every product) before `swift test --skip-build`")
    }

    /// Starts the demo with `arguments`; `display` nil leaves DISPLAY unset.
    init(arguments: [String], display: String?, extraEnvironment: [String: String] = [:]) throws {
        process.executableURL = try Self.binaryURL()
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "DISPLAY")
        environment.removeValue(forKey: "XMODIFIERS")
        if let display { environment["DISPLAY"] = display }
        environment.merge(extraEnvironment) { $1 }
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outputHandle = output.fileHandleForReading, errorHandle = errors.fileHandleForReading
        Thread.detachNewThread { [self] in readLines(from: outputHandle) }
        Thread.detachNewThread { [self] in readErrors(from: errorHandle) }
    }

    deinit { kill() }

    var pid: Int32 { process.processIdentifier }

    private func readLines(from handle: FileHandle) {
        var buffer = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let lineData = buffer[buffer.startIndex..<newline]
                buffer.removeSubrange(buffer.startIndex...newline)
                let line = String(decoding: lineData, as: UTF8.self)
                condition.lock()
                if let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                   let name = object["event"] as? String {
                    let t = (object["t"] as? NSNumber)?.doubleValue ?? -1
                    events.append(EndToEndTraceEvent(index: events.count, name: name, t: t, fields: object, line: line))
                } else {
                    unparsed.append(line)
                }
                condition.broadcast()
                condition.unlock()
            }
        }
        condition.lock()
        stdoutDone = true
        condition.broadcast()
        condition.unlock()
    }

    private func readErrors(from handle: FileHandle) {
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            condition.lock()
            stderrData.append(chunk)
            condition.broadcast()
            condition.unlock()
        }
        condition.lock()
        stderrDone = true
        condition.broadcast()
        condition.unlock()
    }

    // MARK: Trace

    /// Every event so far.
    var allEvents: [EndToEndTraceEvent] {
        condition.lock(); defer { condition.unlock() }
        return events
    }

    /// Lines on stdout that were not trace events (there should be none).
    var unparsedLines: [String] {
        condition.lock(); defer { condition.unlock() }
        return unparsed
    }

    /// The number of events so far: pass it as `after` to wait for what comes next.
    var mark: Int { allEvents.count }

    func events(_ name: String, after mark: Int = 0) -> [EndToEndTraceEvent] {
        allEvents.filter { $0.index >= mark && $0.name == name }
    }

    /// The first event named `name` at or after `mark` that satisfies `predicate`,
    /// waiting at most `timeout` seconds.
    @discardableResult
    func waitFor(_ name: String, after mark: Int = 0, timeout: TimeInterval = 5,
                 where predicate: (EndToEndTraceEvent) -> Bool = { _ in true }) -> EndToEndTraceEvent? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock(); defer { condition.unlock() }
        while true {
            if let event = events.first(where: { $0.index >= mark && $0.name == name && predicate($0) }) { return event }
            if stdoutDone || !condition.wait(until: deadline) {
                return events.first(where: { $0.index >= mark && $0.name == name && predicate($0) })
            }
        }
    }

    /// Waits (at most `timeout`) until stderr contains `text`; returns whether it does.
    @discardableResult
    func waitForStderr(containing text: String, timeout: TimeInterval = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock(); defer { condition.unlock() }
        while !String(decoding: stderrData, as: UTF8.self).contains(text) {
            if stderrDone || !condition.wait(until: deadline) {
                return String(decoding: stderrData, as: UTF8.self).contains(text)
            }
        }
        return true
    }

    /// Everything the demo wrote on stderr so far.
    var stderrText: String {
        condition.lock(); defer { condition.unlock() }
        return String(decoding: stderrData, as: UTF8.self)
    }

    /// stderr once the demo has closed it (it exited), waiting at most `timeout`.
    func finalStderr(timeout: TimeInterval = 2) -> String {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        while !stderrDone && condition.wait(until: deadline) {}
        condition.unlock()
        return stderrText
    }

    // MARK: Life

    var isRunning: Bool { process.isRunning }

    /// The exit status if the demo exits (normally) within `timeout` seconds;
    /// nil if it is still running or was killed by a signal.
    func waitForExit(timeout: TimeInterval) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        guard !process.isRunning else { return nil }
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : nil
    }

    /// Kills the demo (SIGKILL) if it still runs, and reaps it.
    func kill() {
        if process.isRunning {
            Glibc.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }
}
