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
        // --appearance wins; else the desktop's preference (XSETTINGS, and the settings portal
        // when there is a session bus), followed live.
        host.forcedUserInterfaceStyle = options.appearance
        if options.appearance == nil { _ = try? host.followAppearancePortal() }
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
        let live = try liveURL.map { try LiveRecording(url: $0, host: host) }
        var resized = false
        host.onResize = { _ in resized = true }
        host.onFrameDrawn = { time in
            live?.frameDrawn(at: time)
            if resized {
                // The first frame at the new size: where everything is now.
                resized = false
                let size = host.window.bounds.size
                trace.emit("resized", ["size": [Double(size.width), Double(size.height)], "scale": Double(host.scale),
                                       "elements": DemoTracer.elements(in: host.window)])
            }
            if options.traceFrames { DemoFrameTrace.frameDrawn(host: host, trace: trace, at: time) }
        }
        host.setIcon(DemoIcon.images())
        if options.traceFrames { host.onIdle = { DemoFrameTrace.idle(host: host, trace: trace) } }
        let tapeRecording = tapeURL.map { LiveTapeRecording(url: $0, host: host, startState: options.present, program: "modal-demo") }
        tapeRecording?.attach()
        if let present = options.present { app.present(present, animated: false) }
        host.endOnSignals()
        let ending = host.run()
        return finish(ending, host: host, live: live, tape: tapeRecording)
    }

    /// Every ending finishes the same way: say what happened (one line), complete the
    /// tape and the recording with what was done and drawn so far (their temporary
    /// files are renamed or removed), close the window; the exit status says how it
    /// ended (0; 128 + the signal, as a shell reports it; 1 for a destroyed window, a
    /// lost connection or a file that could not be written).
    private func finish(_ ending: X11Host.Ending, host: X11Host, live: LiveRecording?, tape: LiveTapeRecording?) -> Int32 {
        var status = ending.exitStatus
        if let message = ending.message { FileHandle.standardError.write(Data("modal-demo: \(message)\n".utf8)) }
        do {
            try tape?.finish()
        } catch {
            FileHandle.standardError.write(Data("modal-demo: could not write the tape: \(error)\n".utf8))
            if status == 0 { status = 1 }
        }
        do {
            try live?.finish()
        } catch {
            FileHandle.standardError.write(Data("modal-demo: could not write the recording: \(error)\n".utf8))
            if status == 0 { status = 1 }
        }
        host.close()
        return status
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

/// `--record-live`: every frame drawn, with its real timing, into an APNG. The frame
/// loop only copies each frame out of the back buffer; an `APNGRecorder` thread
/// compresses and writes it, so recording never makes the loop skip frames.
final class LiveRecording {
    private let recorder: APNGRecorder
    private let host: X11Host

    init(url: URL, host: X11Host) throws {
        recorder = try APNGRecorder(url: url)
        self.host = host
    }

    func frameDrawn(at time: TimeInterval) {
        guard let pixels = host.currentFrame() else { return }
        recorder.addFrame(pixels, shownAt: time)
    }

    /// Writes the file (the last frame shown for 0.1 s); returns the frames kept.
    /// With no frame drawn, nothing is written.
    @discardableResult
    func finish() throws -> Int {
        guard recorder.framesAdded > 0 else {
            recorder.cancel()
            return 0
        }
        return try recorder.finish(lastFrameDelay: 0.1)
    }
}
