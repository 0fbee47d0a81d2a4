import CX11
import Foundation
import XCTest

/// Base of the end-to-end tests: one private Xvfb per test class, one real
/// `modal-demo --trace --data-dir <tmp>` per test, driven with real input through
/// the X server (XTest from a second connection) and observed through its trace
/// and the window's pixels. Every wait is bounded; the demo is always killed.
class EndToEndTestCase: XCTestCase {
    nonisolated(unsafe) static var sharedServer: EndToEndXServer?
    nonisolated(unsafe) static var serverError: Error?

    /// Whether the class wants a shared Xvfb (the server-loss test makes its own).
    class var usesSharedServer: Bool { true }

    override class func setUp() {
        super.setUp()
        guard usesSharedServer else { return }
        do { sharedServer = try EndToEndXServer() } catch { serverError = error }
    }

    override class func tearDown() {
        sharedServer?.stop()
        sharedServer = nil
        serverError = nil
        super.tearDown()
    }

    var demo: EndToEndDemoProcess?
    var dataDirectory: URL!
    /// The demo's X window, its root origin and scale (from `ready`).
    var window: Window = 0
    var origin = (x: 0, y: 0)
    var scale: CGFloat = 1
    var ready: EndToEndTraceEvent!

    override func setUpWithError() throws {
        try super.setUpWithError()
        dataDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("modal-demo-e2e-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        if let demo, (testRun?.failureCount ?? 0) > 0 || ProcessInfo.processInfo.environment["E2E_TRACE"] != nil {
            // On failure (or with E2E_TRACE=1), show what the demo said.
            print("--- modal-demo trace (\(name)) ---")
            for event in demo.allEvents { print(event.line) }
            print("--- stderr ---\n\(demo.stderrText)---")
        }
        demo?.kill()
        demo = nil
        if let server = Self.sharedServer, !server.isKilled {
            server.button(1, down: false, flush: false)
            server.move(x: EndToEndXServer.screenSize.width - 10, y: EndToEndXServer.screenSize.height - 10)
            server.sync()
        }
        ownServer?.stop()
        ownServer = nil
        if let dataDirectory { try? FileManager.default.removeItem(at: dataDirectory) }
        super.tearDown()
    }

    /// A server of the test's own (it may be killed); otherwise the class's.
    var ownServer: EndToEndXServer?

    func xserver() throws -> EndToEndXServer {
        if let ownServer { return ownServer }
        if let error = Self.serverError { throw error }
        return try XCTUnwrap(Self.sharedServer, "Xvfb did not start")
    }

    var notesFile: URL { dataDirectory.appendingPathComponent("notes.json") }

    // MARK: Starting the demo

    /// Starts the demo on `server` and waits (5 s) for `ready` and its window.
    @discardableResult
    func launch(_ extra: [String] = [], environment: [String: String] = [:]) throws -> EndToEndDemoProcess {
        let server = try xserver()
        // Start with the pointer away from the window, so nothing is hovered.
        server.move(x: EndToEndXServer.screenSize.width - 10, y: EndToEndXServer.screenSize.height - 10)
        server.sync()
        let demo = try EndToEndDemoProcess(arguments: ["--trace-frames", "--data-dir", dataDirectory.path] + extra,
                                   display: server.displayName, extraEnvironment: environment)
        self.demo = demo
        guard let ready = demo.waitFor("ready", timeout: 10) else {
            throw EndToEndError("modal-demo sent no `ready` within 10 s; stderr: \(demo.stderrText)")
        }
        self.ready = ready
        scale = CGFloat(ready.number("scale") ?? 1)
        guard let window = server.findWindow(pid: demo.pid) else {
            throw EndToEndError("no mapped window with WM_CLASS modal-demo and _NET_WM_PID \(demo.pid)")
        }
        self.window = window
        origin = server.rootOrigin(of: window)
        return demo
    }

    func running() throws -> EndToEndDemoProcess { try XCTUnwrap(demo, "the demo is not running") }

    // MARK: Coordinates

    /// The window's size in points, from `ready`.
    var windowSize: CGSize {
        let values = (ready?.fields["size"] as? [NSNumber])?.map(\.doubleValue) ?? []
        return values.count == 2 ? CGSize(width: values[0], height: values[1]) : CGSize(width: 390, height: 844)
    }

    /// The root pixel of a window point.
    func root(_ point: CGPoint) -> (x: Int, y: Int) {
        (origin.x + Int((point.x * scale).rounded()), origin.y + Int((point.y * scale).rounded()))
    }

    // MARK: Input

    /// Moves there and clicks the primary button.
    func click(_ point: CGPoint) throws {
        let server = try xserver()
        let target = root(point)
        server.move(x: target.x, y: target.y)
        server.button(1, down: true, delay: 10)
        server.button(1, down: false, delay: 30)
        server.sync()
    }

    /// A drag with server-side timing: press at `from`, `steps` evenly spaced moves
    /// to `to`, one every `interval` ms, then `pause` ms before the release (or no
    /// release when `release` is false). Returns once the server has performed all
    /// of it, so the X server's timestamps are exactly the intended ones.
    func drag(from: CGPoint, to: CGPoint, steps: Int, interval: UInt, pause: UInt = 0, release: Bool = true) throws {
        let server = try xserver()
        let start = root(from), end = root(to)
        server.move(x: start.x, y: start.y)
        server.button(1, down: true, delay: 20, flush: false)
        for step in 1...steps {
            let x = start.x + (end.x - start.x) * step / steps
            let y = start.y + (end.y - start.y) * step / steps
            server.move(x: x, y: y, delay: interval, flush: false)
        }
        if release { server.button(1, down: false, delay: pause, flush: false) }
        server.sync()
    }

    /// Clicks wheel button `button` (4 up, 5 down) `count` times at `point`.
    func wheel(_ button: UInt32, count: Int, at point: CGPoint) throws {
        let server = try xserver()
        let target = root(point)
        server.move(x: target.x, y: target.y)
        for _ in 0..<count {
            server.button(button, down: true, delay: 5, flush: false)
            server.button(button, down: false, delay: 5, flush: false)
        }
        server.sync()
    }

    /// Gives the demo's window the keyboard focus (no window manager here).
    func focusDemo() throws {
        try xserver().focus(window)
    }

    /// Types ASCII letters with real key events (the focused window gets them).
    func type(_ text: String) throws {
        let server = try xserver()
        for character in text {
            guard let ascii = character.asciiValue, character.isLetter || character.isNumber || character == " " else {
                throw EndToEndError("type() takes ASCII letters, digits and spaces; use keycodes for \(character)")
            }
            let lower = Character(character.lowercased())
            server.tap(keysym: Int32(lower.asciiValue ?? ascii), shift: character.isUppercase)
        }
        server.sync()
    }

    // MARK: Waiting for the demo's state (never for a fixed time)

    /// Waits until the demo has handled everything sent to it so far and has settled:
    /// nothing animating, every change drawn. A property change on its window is the
    /// marker: the demo's `idle` event reports the newest server time it has seen.
    @discardableResult
    func settle(timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line) throws -> EndToEndTraceEvent {
        let server = try xserver()
        server.sync()
        // Every event sent so far is stamped at or before `before`; the marker must be
        // stamped later, so that only the marker itself can report a time that new.
        let before = server.serverTime()
        var marker = server.touchProperty(of: window)
        while marker <= before {
            usleep(500)   // the server's clock ticks in whole milliseconds
            marker = server.touchProperty(of: window)
        }
        return try expect("idle", after: 0, timeout: timeout, "after the marker at server time \(marker)") { event in
            (event.number("server").map { UInt($0) } ?? 0) >= marker
        }
    }

    /// Flicks (with `flick`) until `controller` is dismissed, at most `attempts` times.
    /// A loaded machine can deliver a flick's moves so late that, by the X server's own
    /// timestamps, the pointer was slow: the sheet then rightly springs back
    /// (`dismissCancelled`), which proves nothing about flicks, so the flick is done
    /// again. Returns the `dismissed` event.
    @discardableResult
    func flickUntilDismissed(_ controller: String, attempts: Int = 3, file: StaticString = #filePath, line: UInt = #line,
                             flick: () throws -> Void) throws -> EndToEndTraceEvent {
        let demo = try running()
        var cancelled = 0
        for _ in 1...attempts {
            let mark = demo.mark
            try flick()
            if let dismissed = demo.waitFor("dismissed", after: mark, timeout: 5, where: { $0.controller == controller }) {
                return dismissed
            }
            guard demo.waitFor("dismissCancelled", after: mark, timeout: 1) != nil else { break }
            cancelled += 1
            try settle()
        }
        throw EndToEndError("\(controller) was not dismissed by \(attempts) flicks (\(cancelled) sprang back: too slow by the server's timestamps)")
    }

    /// Waits for the first frame drawn after the input event stamped `serverTime`
    /// was handled: the frame that shows it.
    @discardableResult
    func expectFrame(showingInputAt serverTime: UInt, timeout: TimeInterval = 5) throws -> EndToEndTraceEvent {
        try expect("frame", after: 0, timeout: timeout, "showing the input at server time \(serverTime)") { event in
            (event.number("input").map { UInt($0) } ?? 0) >= serverTime
        }
    }

    // MARK: Trace helpers

    /// Waits for `name`, failing the test (with the trace so far) when it does not come.
    @discardableResult
    func expect(_ name: String, after mark: Int, timeout: TimeInterval = 5, _ message: String = "",
                file: StaticString = #filePath, line: UInt = #line,
                where predicate: (EndToEndTraceEvent) -> Bool = { _ in true }) throws -> EndToEndTraceEvent {
        let demo = try running()
        guard let event = demo.waitFor(name, after: mark, timeout: timeout, where: predicate) else {
            let trace = demo.allEvents.suffix(from: min(mark, demo.allEvents.count)).map(\.line).joined(separator: "\n")
            throw EndToEndError("no `\(name)` event within \(timeout) s \(message)\ntrace since the mark:\n\(trace)\nstderr: \(demo.stderrText)")
        }
        return event
    }

    /// The `presented` event of `controller` after `mark`.
    func expectPresented(_ controller: String, after mark: Int, file: StaticString = #filePath, line: UInt = #line) throws -> EndToEndTraceEvent {
        try expect("presented", after: mark, file: file, line: line) { $0.controller == controller }
    }

    /// The centre of a frame.
    func center(_ rect: CGRect) -> CGPoint { CGPoint(x: rect.midX, y: rect.midY) }

    /// The frame of element `id` in `event`, failing clearly when it is missing.
    func element(_ id: String, in event: EndToEndTraceEvent) throws -> CGRect {
        guard let frame = event.elements[id], frame.width > 0, frame.height > 0 else {
            throw EndToEndError("no visible element `\(id)` in \(event.line)")
        }
        return frame
    }

    /// The notes file as JSON, failing clearly when it is missing or not JSON.
    func savedNotes() throws -> [[String: Any]] {
        let data = try Data(contentsOf: notesFile)
        let object = try JSONSerialization.jsonObject(with: data)
        let file = try XCTUnwrap(object as? [String: Any], "notes.json is not a JSON object")
        XCTAssertEqual((file["version"] as? NSNumber)?.intValue, 1)
        return try XCTUnwrap(file["notes"] as? [[String: Any]], "notes.json has no notes array")
    }
}
