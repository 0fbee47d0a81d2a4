import Foundation
import UIKitCore
import UIKitImaging

/// Drives a `UIWindow` with no X server: synthetic input on a virtual clock, and
/// rendering to PNG. It runs the very same code as the X11 window (input goes
/// through the same `UIWindow` entry points, drawing through the same renderer),
/// so identical calls give identical pixels, byte for byte.
///
/// Time only moves when you say so: `advance(by:)` steps frames at `framesPerSecond`.
public final class HeadlessHost: WindowHosting {
    public let window: UIWindow
    public let scale: CGFloat
    public let framesPerSecond: Double
    public let renderer: CairoViewRenderer
    /// Virtual seconds since the host was made.
    public internal(set) var now: TimeInterval = 0
    /// Called after every frame step with the frame's time (recordings hook in here).
    public var onFrame: ((TimeInterval) -> Void)?
    public private(set) var cursor: UIWindow.Cursor = .arrow
    public var clipboardText: String?
    /// Real seconds from any fixed start (monotonic), read only by the paced
    /// `advance(by:pacingRealTimeUpTo:)`; injectable for tests.
    public var realClock: () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }
    private var pointerLocation: CGPoint = .zero
    private var isPointerDown = false

    /// A window of `size` points drawn at `scale` device pixels per point, in the
    /// light or dark appearance (`userInterfaceStyle`; light by default, so
    /// renderings do not depend on the machine's desktop).
    public init(size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 1,
                framesPerSecond: Double = 60, renderer: CairoViewRenderer = CairoViewRenderer(),
                userInterfaceStyle: UIUserInterfaceStyle = .light) {
        self.scale = scale
        self.framesPerSecond = framesPerSecond
        self.renderer = renderer
        let screen = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: scale)
        screen.systemUserInterfaceStyle = userInterfaceStyle
        window = UIWindow(frame: CGRect(origin: .zero, size: size), screen: screen)
        window.host = self
        window.makeKeyAndVisible()
    }

    /// Hosts a window an app made (`UIApplicationMain` does this for `--screenshot`):
    /// at its screen's size and scale, made key and visible.
    public init(window: UIWindow, framesPerSecond: Double = 60, renderer: CairoViewRenderer = CairoViewRenderer()) {
        self.scale = window.screen.scale
        self.framesPerSecond = framesPerSecond
        self.renderer = renderer
        self.window = window
        window.host = self
        if window.frame != window.screen.bounds { window.resize(to: window.screen.bounds.size) }
        window.makeKeyAndVisible()
    }

    /// The system appearance the window follows (our extension; as switching
    /// Light/Dark in iOS Settings): everything not overridden follows it at the
    /// next frame, with `traitCollectionDidChange` where traits changed.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { window.screen.systemUserInterfaceStyle }
        set { window.screen.systemUserInterfaceStyle = newValue }
    }

    public var textMeasurer: TextMeasuring { renderer.text }
    public func snapshot(of layer: CALayer) -> CGImage? { renderer.image(of: layer, scale: scale) }
    public func setCursor(_ cursor: UIWindow.Cursor) { self.cursor = cursor }

    // MARK: Pointer

    /// Presses the primary button at `point` (window points) at `now`.
    public func pointerDown(at point: CGPoint) {
        pointerLocation = point
        isPointerDown = true
        window.pointerDown(at: point, timestamp: now)
    }

    public func pointerMove(to point: CGPoint) {
        pointerLocation = point
        window.pointerMoved(to: point, timestamp: now)
    }

    public func pointerUp(at point: CGPoint) {
        pointerLocation = point
        isPointerDown = false
        window.pointerUp(at: point, timestamp: now)
    }

    /// The pointer grab was lost mid-drag (as when another client grabs it).
    public func pointerCancel() {
        isPointerDown = false
        window.pointerCancelled(timestamp: now)
    }

    /// Down at `start`, evenly timed moves (one per frame) to `end` over `duration`, then up.
    /// With `pauseBeforeRelease`, the pointer rests at `end` that long before the release.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval, pauseBeforeRelease: TimeInterval = 0) {
        pointerDown(at: start)
        let steps = max(1, Int((duration * framesPerSecond).rounded()))
        for step in 1...steps {
            advance(by: duration / Double(steps))
            let f = CGFloat(step) / CGFloat(steps)
            pointerMove(to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
        if pauseBeforeRelease > 0 { advance(by: pauseBeforeRelease) }
        pointerUp(at: end)
    }

    /// A click: down and up at `point` with a short press.
    public func click(at point: CGPoint) {
        pointerDown(at: point)
        advance(by: 0.05)
        pointerUp(at: point)
    }

    /// A secondary (right) click at `point`: opens a context menu there (`UIWindow.secondaryClick`).
    public func secondaryClick(at point: CGPoint) {
        pointerLocation = point
        window.secondaryClick(at: point, timestamp: now)
    }

    /// Wheel (notches, `precise: false`) or touchpad scrolling; positive dy shows what is below.
    public func scroll(by delta: CGVector, at point: CGPoint, precise: Bool = false) {
        pointerLocation = point
        window.scrollWheel(by: delta, at: point, precise: precise, timestamp: now)
    }

    // MARK: Keyboard

    /// A key press and release.
    public func key(_ key: HeadlessKey, modifiers: UIKeyModifierFlags = []) {
        let uiKey = UIKey(keyCode: key.usage, characters: key.characters, modifierFlags: modifiers)
        window.key(uiKey, isDown: true, timestamp: now)
        if !key.characters.isEmpty && modifiers.intersection([.control, .command, .alternate]).isEmpty && key.typesText {
            window.insertText(key.characters, timestamp: now)
        }
        window.key(uiKey, isDown: false, timestamp: now)
    }

    /// Types `text` as composed input (what the X input method delivers), one character at a time.
    public func type(_ text: String) {
        for character in text { window.insertText(String(character), timestamp: now) }
    }

    // MARK: Time

    /// Moves the virtual clock forward by `seconds`, one frame at a time, as fast as
    /// frames can be made (see `advance(by:pacingRealTimeUpTo:)` for wall-clock work).
    public func advance(by seconds: TimeInterval) {
        let end = now + max(0, seconds)
        let frame = 1 / framesPerSecond
        while now < end - 1e-9 {
            // Land exactly on `end`, so a timer due at it runs in this call.
            let next = now + frame
            now = next >= end - 1e-9 ? end : next
            step()
        }
        if seconds <= 0 { step() }
    }

    /// Advances frame by frame until no animation runs and no deferred work is due
    /// (at most `limit` virtual seconds).
    public func runUntilIdle(limit: TimeInterval = 60) {
        let deadline = now + limit
        step()
        while now < deadline && (window.wantsAnimationFrames || (window.nextWorkDeadline.map { $0 <= now } ?? false)) {
            now += 1 / framesPerSecond
            step()
        }
    }

    func step() {
        drainMainQueue()
        window.processFrame(at: now)
        runMainQueueTurns()
        onFrame?(now)
    }

    /// Resizes the window, as when the user resizes the X11 window.
    public func resize(to size: CGSize) {
        window.resize(to: size)
        step()
    }

    // MARK: Pixels

    /// What the window shows now, in device pixels.
    public func snapshot() -> PixelBuffer {
        window.processFrame(at: now)
        let pixels = renderer.snapshot(window, scale: scale)
        window.didDisplay()
        return pixels
    }

    /// Writes what the window shows now as a PNG (atomically).
    public func writePNG(to url: URL) throws {
        try PNGEncoder().write(snapshot(), to: url)
    }

    /// PNG bytes of what the window shows now.
    public func pngData() -> Data { PNGEncoder().encode(snapshot()) }
}

/// Keys `HeadlessHost.key(_:)` can press.
public enum HeadlessKey: Equatable {
    case escape, tab, returnKey, backspace, deleteForward, space
    case left, right, up, down, home, end, pageUp, pageDown, f12
    /// A printable key, e.g. `.character("a")` (with `.control` for shortcuts).
    case character(String)

    public static let enter = HeadlessKey.returnKey

    var usage: UIKeyboardHIDUsage {
        switch self {
        case .escape: return .keyboardEscape
        case .tab: return .keyboardTab
        case .returnKey: return .keyboardReturnOrEnter
        case .backspace: return .keyboardDeleteOrBackspace
        case .deleteForward: return .keyboardDeleteForward
        case .space: return .keyboardSpacebar
        case .left: return .keyboardLeftArrow
        case .right: return .keyboardRightArrow
        case .up: return .keyboardUpArrow
        case .down: return .keyboardDownArrow
        case .home: return .keyboardHome
        case .end: return .keyboardEnd
        case .pageUp: return .keyboardPageUp
        case .pageDown: return .keyboardPageDown
        case .f12: return .keyboardF12
        case .character(let text):
            switch text.lowercased() {
            case "a": return .keyboardA
            case "c": return .keyboardC
            case "v": return .keyboardV
            case "x": return .keyboardX
            case "z": return .keyboardZ
            default: return .keyboardUnknown
            }
        }
    }

    var characters: String {
        switch self {
        case .character(let text): return text
        case .space: return " "
        case .tab: return "\t"
        case .returnKey: return "\r"
        default: return ""
        }
    }

    /// Whether pressing the key also types its characters.
    var typesText: Bool {
        switch self {
        case .character, .space: return true
        default: return false
        }
    }
}
