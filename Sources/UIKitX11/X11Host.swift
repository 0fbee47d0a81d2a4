import CX11
import Foundation
import UIKitCairo
import UIKitCore

/// A `UIWindow` shown in a real X11 window: X events in, Cairo frames out.
///
/// ```swift
/// let host = try X11Host(size: CGSize(width: 390, height: 844), title: "Demo")
/// host.window.rootViewController = root
/// host.run()                     // until the window is closed or stop()
/// ```
///
/// It drives the very same `UIWindow` entry points as `HeadlessHost`, with the
/// X server's event times mapped onto `CLOCK_MONOTONIC`. Single-threaded: call
/// everything from the thread that runs the loop.
public final class X11Host: WindowHosting {
    /// The window the views live in; its size follows the X window's.
    public let window: UIWindow
    /// Device pixels per point: the app's choice, `GDK_SCALE`, `Xft.dpi`, or the density
    /// of the monitor the window is on (it changes when the window moves to another
    /// monitor; see `X11DisplayMetrics`).
    public internal(set) var scale: CGFloat
    /// Where `scale` came from.
    public internal(set) var scaleSource: X11DisplayMetrics.ScaleSource
    /// Draws frames (the same renderer `HeadlessHost` uses, so both show the same pixels).
    public let renderer: CairoViewRenderer
    /// Called when the window manager asks to close the window (WM_DELETE_WINDOW).
    /// When nil, the loop stops.
    public var onCloseRequest: (() -> Void)?
    /// Called once, when the first frame is on screen (for the `ready` trace event).
    public var onFirstFrame: (() -> Void)?
    /// Called when the window's size in points changes (the window manager resized or
    /// maximized it), after the views were resized, before the next frame.
    public var onResize: ((CGSize) -> Void)?
    /// Called after every frame copied to the window, with the frame's time.
    public var onFrameDrawn: ((TimeInterval) -> Void)?
    /// Called when the loop is about to sleep with nothing animating and nothing to
    /// draw, once after each stretch of events or frames (for `--trace-frames` and tests:
    /// "everything sent so far is handled and on screen").
    public var onIdle: (() -> Void)?
    /// Sees every key press (`true`) and release first; return true to swallow it.
    public var onKey: ((UIKey, Bool) -> Bool)?
    /// Sees every input event as it is passed to the window (tests and tracing).
    public var onInput: ((X11InputEvent) -> Void)?

    let connection: X11Connection
    /// The X window id.
    public let xWindow: UInt
    let visual: UnsafeMutablePointer<Visual>
    let inputMethod: X11InputMethod
    var xInput2: X11XInput2?
    let cursors: X11Cursors
    let clipboard: X11Clipboard
    let clock: () -> TimeInterval
    let startTime: TimeInterval
    var timeMapper = ServerTimeMapper()
    var schedule = FrameSchedule()

    /// The window's size in device pixels, as the server last reported it.
    public internal(set) var pixelSize: (width: Int, height: Int)
    /// Whether the window is mapped (frames are only drawn then).
    public internal(set) var isMapped = false
    /// The newest X server time seen (milliseconds, wrapping), for selection requests.
    public internal(set) var lastServerTime: UInt32 = 0
    /// The server time of the newest input event passed to the window (nil before any):
    /// the frame drawn next shows it.
    public internal(set) var lastInputServerTime: UInt32?
    /// Draws and shows the frames, and counts them (see `X11Host+Compositing` for its counters).
    let presenter: X11FramePresenter
    var isButtonDown = false
    var isStopped = false
    var isClosed = false
    var isWindowDestroyed = false
    var handlesSignals = false
    /// Why the last `run()` ended (nil while running, or before the first ending).
    public internal(set) var ending: Ending?
    var needsPresent = false
    /// The window was mapped or moved since the monitors were last read: read again
    /// after the frame is shown (`updateDisplayMetrics` costs a few round trips).
    var displayMetricsAreStale = false
    var lastFrameTime: TimeInterval?
    var firstFrameShown = false
    /// The window is mapped once its first frame is drawn (`X11Host+FrameLoop`): whether
    /// that is done, and when the frame was drawn (told to `onFrameDrawn` once shown).
    var mapRequested = false
    var firstFrameDrawnAt: TimeInterval?
    var pressedKeyText: [UInt32: String] = [:]
    var isBusySinceIdle = true
    /// `_NET_WM_SYNC_REQUEST` counters (nil without the XSync extension).
    var frameSync: X11FrameSync?
    var randr: X11RandR?
    var currentMonitor: X11Monitor?
    /// What the loop waits on besides the X connection (`addLoopSource`).
    var loopSources: [X11LoopSource] = []
    /// The window title and `WM_CLASS` given at start.
    public let title: String
    public let className: String
    /// The XSETTINGS manager followed for the light/dark preference (see `X11Host+Appearance`).
    var settingsWatcher: X11SettingsWatcher?
    /// What the desktop publishes about light and dark (XSETTINGS here; the portal
    /// through `followAppearancePortal()` in UIKitPortal).
    public internal(set) var desktopAppearance = DesktopAppearance()
    var forcedStyle: UIUserInterfaceStyle?

    /// Opens a window on an X display.
    ///
    /// - Parameters:
    ///   - size: the window's size in points.
    ///   - scale: device pixels per point (fractional scales such as 1.25 and 1.5 work);
    ///     nil takes `GDK_SCALE`, else `Xft.dpi` from the X resources, else the density
    ///     of the XRandR monitor the window is on (see `X11DisplayMetrics`).
    ///   - title: the window title (`_NET_WM_NAME` in UTF-8, and `WM_NAME`).
    ///   - className: `WM_CLASS` (instance and class).
    ///   - displayName: the display to open; nil uses `$DISPLAY` from `environment`.
    ///   - clock: seconds on a monotonic clock (tests inject their own).
    ///   - useXInput2: false forces core events only (no smooth scrolling).
    ///   - desktop: the desktop's preferences read before the app launched: the
    ///     host adopts the connection they were read on, when it is to the same display.
    ///   - existingWindow: a window an app made (`UIApplicationMain` passes its
    ///     key window): shown at its screen's size, which wins over `size`; its
    ///     screen takes the scale found here.
    /// - Throws: `X11HostError` with a message saying what to do.
    public init(size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat? = nil,
                title: String = "modal-demo", className: String = "modal-demo",
                displayName: String? = nil,
                environment: [String: String] = ProcessInfo.processInfo.environment,
                clock: @escaping () -> TimeInterval = MonotonicClock.seconds,
                renderer: CairoViewRenderer = CairoViewRenderer(),
                useXInput2: Bool = true,
                window existingWindow: UIWindow? = nil,
                desktop: X11DesktopPreferences? = nil) throws {
        // The preferences' connection when there is one (a new connection costs the server's setup again).
        let connection = try desktop?.handoff?.take(displayName: displayName ?? environment["DISPLAY"])
            ?? X11Connection(displayName: displayName, environment: environment)
        // The atoms a window's set-up names, in one round trip instead of one each.
        connection.prefetchAtoms(X11Host.launchAtoms)
        let randr = X11RandR(connection: connection)
        // New windows open on the monitor under the pointer (where managers place them);
        // the monitor is read again once the window is mapped where it really is.
        let monitor = X11DisplayMetrics.monitor(for: X11Host.pointerPosition(connection),
                                                among: randr?.monitors() ?? [])
        let (scale, scaleSource) = X11DisplayMetrics.scale(requested: scale.map { max(0.25, $0) }, environment: environment,
                                                           resourceDPI: X11Resources.dpi(display: connection.display),
                                                           monitor: monitor)
        let size = existingWindow?.screen.bounds.size ?? size
        self.connection = connection
        self.randr = randr
        self.scale = scale
        self.scaleSource = scaleSource
        self.clock = clock
        self.renderer = renderer
        self.title = title
        self.className = className
        startTime = clock()

        let pixelWidth = max(1, Int((size.width * scale).rounded()))
        let pixelHeight = max(1, Int((size.height * scale).rounded()))
        pixelSize = (pixelWidth, pixelHeight)
        let native = X11NativeWindow(connection: connection, width: pixelWidth, height: pixelHeight)
        xWindow = UInt(native.window)
        visual = native.visual
        inputMethod = X11InputMethod(display: connection.display, window: native.window)
        cursors = X11Cursors(display: connection.display, window: native.window)
        clipboard = X11Clipboard(connection: connection, window: native.window)
        presenter = X11FramePresenter(display: connection.display, window: native.window, visual: visual,
                                      depth: cx11_default_depth(connection.display, connection.screen),
                                      width: pixelWidth, height: pixelHeight, environment: environment)

        if let existingWindow {
            window = existingWindow
            if existingWindow.frame != existingWindow.screen.bounds { existingWindow.resize(to: size) }
            existingWindow.screenScaleDidChange(to: scale)
        } else {
            let screen = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: scale)
            window = UIWindow(frame: CGRect(origin: .zero, size: size), screen: screen)
        }

        // The first server time, fresh from a round trip, fixes the event clock.
        let (serverTime, hostTime) = native.fetchServerTime(clock: clock)
        timeMapper.calibrate(serverTime: serverTime, hostTime: hostTime - startTime)
        lastServerTime = serverTime

        frameSync = X11FrameSync(connection: connection, window: native.window)
        // The input method opens after the first frame (`openDeferredAfterFirstFrame`).
        native.setProperties(title: title, className: className, extraEventMask: 0,
                             synchronizesResizes: frameSync != nil)
        if useXInput2 { xInput2 = X11XInput2(display: connection.display, window: native.window, root: connection.root) }
        XkbSetDetectableAutoRepeat(connection.display, 1, nil)
        // Let Xlib's XKB cache follow layout changes (another client remapping a key),
        // so the first key typed after a remap already reads the new keysym.
        let keymapEvents = UInt32(XkbNewKeyboardNotifyMask | XkbMapNotifyMask)
        XkbSelectEvents(connection.display, UInt32(XkbUseCoreKbd), keymapEvents, keymapEvents)
        window.host = self
        window.clockReferenceDate = Date().addingTimeInterval(-now)
        currentMonitor = monitor
        schedule = FrameSchedule(frameInterval: X11DisplayMetrics.frameInterval(refreshRate: monitor?.refreshRate))
        window.screenRefreshRateDidChange(to: Int(refreshRate.rounded()))
        window.makeKeyAndVisible()
        followDesktopSettings()
        // The main dispatch queue and RunLoop.main's timers run from this loop, as on iOS.
        loopSources.append(X11MainQueuePump())
        // Mapped by the frame loop once the first frame is drawn, not empty now.
    }

    deinit { close() }

    /// Closes the window and the connection, and puts back the signal dispositions
    /// `endOnSignals` replaced. The host does nothing afterwards.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        isStopped = true
        if handlesSignals {
            X11SignalPipe.shared.restore()
            X11SignalPipe.shared.onSignal = nil
            handlesSignals = false
        }
        loopSources = []
        presenter.close(displayIsAlive: !connection.isLost)
        guard !connection.isLost else { return }   // nothing to tell a server that is gone
        cursors.free()
        inputMethod.close()
        frameSync?.destroy()
        if !isWindowDestroyed { XDestroyWindow(connection.display, Window(xWindow)) }
        connection.close()
    }

    /// Whether Xlib calls may be made: not closed, connection not lost.
    var isUsable: Bool { !isClosed && !connection.isLost }

    /// Where the window's top-left corner is on the screen, in device pixels
    /// (asks the X server; the origin when it cannot say).
    public var windowOriginOnScreen: CGPoint {
        guard isUsable else { return .zero }
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(connection.display, Window(xWindow), connection.root, 0, 0, &x, &y, &child)
        return CGPoint(x: CGFloat(x), y: CGFloat(y))
    }

    /// The name of the display this host is on.
    public var displayName: String { connection.name }

    /// Whether the server offered XInput 2.1 (smooth scrolling, subpixel motion).
    public var usesXInput2: Bool { xInput2 != nil }

    /// Seconds since the host started, on its clock (the window's time base).
    public var now: TimeInterval { clock() - startTime }

    /// The scale `Xft.dpi` asks for on `displayName` (or `$DISPLAY`): `round(dpi / 96)`, at least 1.
    public static func resourceScale(displayName: String? = nil,
                                     environment: [String: String] = ProcessInfo.processInfo.environment) throws -> CGFloat {
        let connection = try X11Connection(displayName: displayName, environment: environment)
        defer { connection.close() }
        return X11Resources.scale(display: connection.display)
    }

    // MARK: WindowHosting

    public var textMeasurer: TextMeasuring { renderer.text }
    public func snapshot(of layer: CALayer) -> CGImage? { renderer.image(of: layer, scale: scale) }

    public func setCursor(_ cursor: UIWindow.Cursor) {
        guard isUsable else { return }
        cursors.set(cursor)
    }

    /// The shape last set with `setCursor` (nil before any).
    public var cursor: UIWindow.Cursor? { cursors.current }

    /// The CLIPBOARD selection: setting takes ownership; getting returns ours,
    /// or asks the owner and waits up to 200 ms.
    public var clipboardText: String? {
        get { isUsable ? clipboard.text(time: lastServerTime) : nil }
        set { if isUsable { clipboard.setText(newValue, time: lastServerTime) } }
    }
}

/// One input event as the host passed it to the window.
public struct X11InputEvent: Equatable {
    /// What happened; `hover` is a motion or crossing with the button up.
    public enum Kind: Equatable {
        case pointerDown, pointerMoved, pointerUp, pointerCancelled, hover
        case scroll(CGVector, precise: Bool)
        case keyDown(UIKeyboardHIDUsage), keyUp(UIKeyboardHIDUsage), text(String)
    }
    public var kind: Kind
    /// Window points.
    public var location: CGPoint
    /// The X server's time of the event (milliseconds, wrapping), when it had one.
    public var serverTime: UInt32?
    /// The event's time on the host clock (seconds), as given to the window.
    public var timestamp: TimeInterval
}

extension X11Host {
    /// The atoms the window's set-up interns (`X11NativeWindow`, `X11FrameSync`, the
    /// server-time property, the icon, the clipboard).
    static let launchAtoms = ["WM_PROTOCOLS", "WM_DELETE_WINDOW", "_NET_WM_PING", "_NET_WM_PID", "_NET_WM_NAME",
                              "UTF8_STRING", "_NET_WM_SYNC_REQUEST", "_NET_WM_SYNC_REQUEST_COUNTER", "MODAL_KIT_TIME",
                              "_NET_WM_ICON", "CLIPBOARD", "TARGETS", "MODAL_KIT_CLIPBOARD"]
}
