import Foundation
import UIKit
import UIKitTapes

/// Runs the demo in a real X11 window until it is closed.
struct DemoWindowRunner {
    let options: DemoOptions

    func run() throws -> Int32 {
        if let present = options.present, !DemoApp.presentationNames.contains(present) {
            throw UsageError("unknown presentation '\(present)'; --list-presentations lists them")
        }
        let shotsDirectory = try options.shotsDirectory.map { try validateDirectory($0) }
        let liveURL = try options.recordLive.map { try OutputPath.validate($0) }
        let tapeURL = try options.tapeOptions.recordTape.map { try OutputPath.validate($0) }
        let host: X11Host
        do {
            host = try X11Host(size: options.size, scale: options.scale, title: "Modal Demo", className: "modal-demo")
        } catch {
            FileHandle.standardError.write(Data("modal-demo: \(error)\n".utf8))
            return 2
        }
        if let appearance = options.appearance { host.window.screen.systemUserInterfaceStyle = appearance }
        enableAccessibility(on: host)
        let trace = Trace(enabled: options.trace, clock: { host.now })
        let environment = ProcessInfo.processInfo.environment
        let directory = options.dataDirectory.map { URL(fileURLWithPath: $0) } ?? NotesStore.defaultDirectory(environment: environment)
        let store = NotesStore(directory: directory)
        let notes = store.loadSaved().map(NoteList.init) ?? NoteList(sampleCount: options.rows)
        if let message = store.recoveryMessage { FileHandle.standardError.write(Data((message + "\n").utf8)) }

        let app = DemoApp(window: host.window, store: store, noteList: notes, trace: trace)
        app.onMessage = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        app.onQuit = { host.stop() }
        host.onCloseRequest = { app.windowCloseRequested() }
        host.onFirstFrame = {
            let size = host.window.bounds.size
            trace.emit("ready", ["size": [Double(size.width), Double(size.height)], "scale": Double(host.scale),
                                 "elements": DemoTracer.elements(in: host.window)])
        }
        let shots = WindowShots(host: host, directory: shotsDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        host.onKey = { key, isDown in
            guard key.keyCode == .keyboardF12 else { return false }
            if isDown { shots.saveScreenshot() }
            return true
        }
        var live: LiveRecording?
        if let liveURL {
            live = try LiveRecording(url: liveURL, host: host)
            host.onFrameDrawn = { time in live?.frameDrawn(at: time) }
        }
        let tapeRecording = tapeURL.map { LiveTapeRecording(url: $0, host: host, startState: options.present, program: "modal-demo") }
        tapeRecording?.attach()
        if let present = options.present { app.present(present, animated: false) }
        host.run()
        try tapeRecording?.finish()
        try live?.finish()
        host.close()
        return 0
    }

    /// Screen readers (Orca) see the window over AT-SPI when there is a session bus;
    /// without one (or with NO_AT_BRIDGE=1) the demo runs unseen, and says nothing.
    private func enableAccessibility(on host: X11Host) {
        do {
            try host.enableAccessibility(applicationName: "modal-demo")
        } catch AccessibilityBridgeError.noSessionBus, AccessibilityBridgeError.disabled {
        } catch {
            FileHandle.standardError.write(Data("modal-demo: \(error)\n".utf8))
        }
    }

    private func validateDirectory(_ path: String) throws -> URL {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
              access(path, W_OK) == 0 else {
            throw UsageError("--shots-dir \(path) is not a writable directory")
        }
        return URL(fileURLWithPath: path)
    }
}

/// F12 in the live window: a PNG of the window as drawn, named by the time.
final class WindowShots {
    let host: X11Host
    let directory: URL

    init(host: X11Host, directory: URL) {
        self.host = host
        self.directory = directory
    }

    func saveScreenshot() {
        guard let pixels = host.captureWindow() else {
            FileHandle.standardError.write(Data("modal-demo: could not read the window's pixels\n".utf8))
            return
        }
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss-SSS"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        let url = directory.appendingPathComponent("modal-demo-\(formatter.string(from: Date())).png")
        do {
            try PNGEncoder().write(pixels, to: url)
            FileHandle.standardError.write(Data("modal-demo: saved \(url.path)\n".utf8))
        } catch {
            FileHandle.standardError.write(Data("modal-demo: could not save a screenshot: \(error)\n".utf8))
        }
    }
}

/// `--record-live`: every frame actually drawn, with its real timing, into an APNG.
final class LiveRecording {
    private let writer: APNGFileWriter
    private let host: X11Host
    private var pending: (pixels: PixelBuffer, time: TimeInterval)?

    init(url: URL, host: X11Host) throws {
        writer = try APNGFileWriter(url: url)
        self.host = host
    }

    func frameDrawn(at time: TimeInterval) {
        guard let pixels = host.captureWindow() else { return }
        if let previous = pending {
            try? writer.addFrame(previous.pixels, delay: max(0.001, time - previous.time))
        }
        pending = (pixels, time)
    }

    func finish() throws {
        if let last = pending { try writer.addFrame(last.pixels, delay: 0.1) }
        pending = nil
        if writer.frameCount > 0 { try writer.finish() } else { writer.cancel() }
    }
}
