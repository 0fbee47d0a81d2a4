import Foundation
import UIKitAccessibility
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
            host = try X11Host(size: options.size, scale: scale, title: app.windowTitle, className: app.programName, window: window)
        } catch {
            app.report("\(error)")
            return 2
        }
        // --appearance wins; else the desktop's preference (XSETTINGS, and the settings
        // portal when there is a session bus), followed live.
        host.forcedUserInterfaceStyle = options.appearance
        if options.appearance == nil { _ = try? host.followAppearancePortal() }
        enableAccessibility(on: host)
        app.trace.clock = { [unowned host] in host.now }
        app.tracer.attach(to: window)
        host.onFirstFrame = { [app] in app.tracer.ready(window, scale: host.scale) }
        let shots = WindowShots(host: host, directory: shotsDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                                programName: app.programName, report: app.report)
        host.onKey = { key, isDown in
            guard key.keyCode == .keyboardF12 else { return false }
            if isDown { shots.saveScreenshot() }
            return true
        }
        let live = try liveURL.map { try LiveRecording(url: $0, host: host) }
        if let live { host.onFrameDrawn = { time in live.frameDrawn(at: time) } }
        let desktopDelegate = app.delegate as? DesktopApplicationDelegate
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
        host.run()
        for finish in finishers { try finish() }
        try live?.finish()
        app.terminate()
        host.close()
        return 0
    }

    /// Screen readers (Orca) see the window over AT-SPI when there is a session bus;
    /// without one (or with NO_AT_BRIDGE=1) the app runs unseen, and says nothing.
    private func enableAccessibility(on host: X11Host) {
        do {
            try host.enableAccessibility(applicationName: app.programName)
        } catch AccessibilityBridgeError.noSessionBus, AccessibilityBridgeError.disabled {
        } catch {
            app.report("\(error)")
        }
    }
}
