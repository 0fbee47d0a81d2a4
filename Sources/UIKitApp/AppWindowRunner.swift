import Foundation
import UIKitAccessibility
import UIKitCairo
import UIKitCore
import UIKitPortal
import UIKitX11

/// The default mode: the app in a real X11 window until it is closed (the
/// window manager's close button, or the app destroying its scene).
///
/// Every app gets here what the demo had: `--trace` (`ready` on the first frame,
/// then the presentation moments), `--present`, F12 screenshots into
/// `--shots-dir`, `--record-live`, the accessibility bridge, and `open(_:)` handing
/// links to `xdg-open`.
struct AppWindowRunner {
    let app: AppRun

    func run() throws -> Int32 {
        // Made first: Pango's font map starts loading the font configuration on a thread
        // of its own (fontconfig's files and caches, ~10 ms), which now overlaps the
        // display's connection, the launch and the window's set-up instead of holding up
        // the first measurement of text (first paint).
        let renderer = CairoViewRenderer()
        let options = app.options
        let shotsDirectory = try options.shotsDirectory.map { try OutputPath.validateDirectory($0, option: "--shots-dir") }
        let liveURL = try options.recordLive.map { try OutputPath.validate($0) }
        let desktop: X11DesktopPreferences
        do {
            // Reading the desktop's preferences also checks there is a display before the app launches.
            desktop = try X11DesktopPreferences.read()
        } catch {
            app.report("\(error)")
            return 2
        }
        let scale = options.scale ?? desktop.scale
        if options.reduceMotion == nil, let animations = desktop.enableAnimations {
            app.application.accessibilitySettings.isReduceMotionEnabled = !animations
        }
        let appearance = options.appearance ?? desktop.userInterfaceStyle ?? .light
        let window = try app.launch(scale: scale, appearance: appearance)
        let host: X11Host
        do {
            host = try X11Host(size: options.size, scale: options.scale, title: app.windowTitle, className: app.programName,
                               renderer: renderer, window: window, desktop: desktop)
        } catch {
            app.report("\(error)")
            return 2
        }
        // --appearance wins; else the desktop's preference (XSETTINGS, and the settings
        // portal when there is a session bus), followed live.
        host.forcedUserInterfaceStyle = options.appearance
        // The app entry owns the plug-ins above the host (the portal, the accessibility
        // bridge): they live until the window closes, when run() returns.
        let portal = options.appearance == nil ? try? host.followAppearancePortal() : nil
        let accessibility = enableAccessibility(on: host)
        defer { withExtendedLifetime((portal, accessibility)) {} }
        app.trace.clock = { [unowned host] in host.now }
        app.tracer.attach(to: window)
        let shots = WindowShots(host: host, directory: shotsDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                                programName: app.programName, report: app.report)
        host.onKey = { key, isDown in
            guard key.keyCode == .keyboardF12 else { return false }
            if isDown { shots.saveScreenshot() }
            return true
        }
        let live = try liveURL.map { try LiveRecording(url: $0, host: host) }
        var resized = false
        host.onResize = { _ in resized = true }
        host.onFrameDrawn = { [app] time in
            live?.frameDrawn(at: time)
            if resized {
                // The first frame at the new size: where everything is now.
                resized = false
                let size = window.bounds.size
                app.trace.emit("resized", ["size": [Double(size.width), Double(size.height)], "scale": Double(host.scale),
                                           "elements": PresentationTracer.elements(in: window)])
            }
            if options.traceFrames { AppFrameTrace.frameDrawn(host: host, trace: app.trace, at: time) }
        }
        if options.traceFrames { host.onIdle = { [app] in AppFrameTrace.idle(host: host, trace: app.trace) } }
        let desktopDelegate = app.delegate as? DesktopApplicationDelegate
        host.onFirstFrame = { [app] in
            // The icons are drawn once the first frame is on screen, and are on
            // the window (`XSync`) before `ready` says so.
            if let icon = desktopDelegate?.applicationIconImages, !icon.isEmpty {
                host.setIcon(icon)
                host.synchronize()
            }
            app.tracer.ready(window, scale: host.scale, upload: host.uploadPath.rawValue)
        }
        host.onCloseRequest = {
            if desktopDelegate?.applicationShouldCloseWindow(window) ?? true { host.stop() }
        }
        let scene = window.windowScene
        let disconnection = NotificationCenter.default.addObserver(forName: UIScene.didDisconnectNotification, object: scene,
                                                                  queue: nil) { _ in host.stop() }
        defer { NotificationCenter.default.removeObserver(disconnection) }
        app.application.urlOpener = DesktopURLOpener.open
        let finishers = try options.windowSetUp.compactMap { try $0(app, host) }
        app.application.activate()
        app.enterStartState(in: window)
        host.endOnSignals()
        let ending = host.run()
        return finish(ending, host: host, finishers: finishers, live: live)
    }

    /// Every ending finishes the same way: say what happened (one line), complete the
    /// tape and the recording with what was done and drawn so far (their temporary
    /// files are renamed or removed), tell the app it terminates, close the window. The
    /// exit status says how it ended: 0; 128 + the signal, as a shell reports it; 1 for
    /// a destroyed window, a lost connection or a file that could not be written.
    private func finish(_ ending: X11Host.Ending, host: X11Host, finishers: [() throws -> Void], live: LiveRecording?) -> Int32 {
        var status = ending.exitStatus
        if let message = ending.message { app.report(message) }
        for finish in finishers {
            do {
                try finish()
            } catch {
                app.report("could not write the tape: \(error)")
                if status == 0 { status = 1 }
            }
        }
        do {
            try live?.finish()
        } catch {
            app.report("could not write the recording: \(error)")
            if status == 0 { status = 1 }
        }
        app.terminate()
        host.close()
        return status
    }

    /// Screen readers (Orca) see the window over AT-SPI when there is a session bus;
    /// without one (or with NO_AT_BRIDGE=1) the app runs unseen, and says nothing.
    private func enableAccessibility(on host: X11Host) -> AccessibilityBridge? {
        do {
            return try host.enableAccessibility(applicationName: app.programName)
        } catch AccessibilityBridgeError.noSessionBus, AccessibilityBridgeError.disabled {
        } catch {
            app.report("\(error)")
        }
        return nil
    }
}
