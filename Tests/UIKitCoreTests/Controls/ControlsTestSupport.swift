import Foundation
import XCTest
@testable import UIKitCore

/// A host with a clipboard and the estimated text measurer (0.55 em per
/// cluster: 9.35 points at 17 pt), so caret positions are exact numbers.
final class ControlsFakeHost: WindowHosting {
    let textMeasurer: TextMeasuring = EstimatedTextMeasurer()
    var clipboardText: String?
    var cursor: UIWindow.Cursor = .arrow
    func setCursor(_ cursor: UIWindow.Cursor) { self.cursor = cursor }
}

/// A window on a virtual clock with a fake host: input with exact timestamps.
final class ControlsDriver {
    let window: UIWindow
    let host = ControlsFakeHost()
    private(set) var now: TimeInterval = 0
    var events: [String] = []

    init(size: CGSize = CGSize(width: 390, height: 844)) {
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.host = host
        window.makeKeyAndVisible()
        window.onPresentationEvent = { [unowned self] event in
            switch event {
            case .alertPresented(let alert): self.events.append("alertPresented:\(alert.title ?? "")")
            case .alertAction(let title): self.events.append("alertAction:\(title)")
            case .didAttemptToDismiss: self.events.append("didAttemptToDismiss")
            case .dismissed(let controller, _): self.events.append("dismissed:\(Swift.type(of: controller))")
            case .presented(let controller, _): self.events.append("presented:\(Swift.type(of: controller))")
            default: break
            }
        }
        window.processFrame(at: now)
    }

    func advance(by seconds: TimeInterval) {
        let end = now + seconds
        if seconds <= 0 { window.processFrame(at: now) }
        while now < end - 1e-9 {
            now = min(end, now + 1.0 / 60)
            window.processFrame(at: now)
        }
    }

    func runUntilIdle(limit: TimeInterval = 10) {
        let deadline = now + limit
        window.processFrame(at: now)
        while now < deadline && (window.wantsAnimationFrames || (window.runLoop.nextDeadline.map { $0 <= now } ?? false)) {
            now += 1.0 / 60
            window.processFrame(at: now)
        }
    }

    func down(_ p: CGPoint) { window.pointerDown(at: p, timestamp: now) }
    func move(_ p: CGPoint) { window.pointerMoved(to: p, timestamp: now) }
    func up(_ p: CGPoint) { window.pointerUp(at: p, timestamp: now) }

    func click(_ p: CGPoint) {
        down(p)
        advance(by: 0.05)
        up(p)
    }

    /// Down, one move per frame to `end`, up.
    func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.25) {
        down(start)
        let steps = max(1, Int((duration * 60).rounded()))
        for step in 1...steps {
            advance(by: duration / Double(steps))
            let f = CGFloat(step) / CGFloat(steps)
            move(CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
        up(end)
    }

    /// A key press and release (no typed text: use `type`).
    func key(_ code: UIKeyboardHIDUsage, _ modifiers: UIKeyModifierFlags = [], characters: String = "") {
        let key = UIKey(keyCode: code, characters: characters, modifierFlags: modifiers)
        window.key(key, isDown: true, timestamp: now)
        window.key(key, isDown: false, timestamp: now)
    }

    /// Composed text, one cluster at a time, as the X input method delivers it.
    func type(_ text: String) {
        for character in text { window.insertText(String(character), timestamp: now) }
    }

    /// The centre of `view` in window coordinates.
    func center(of view: UIView) -> CGPoint {
        let frame = view.convert(view.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// What the window draws, as a list of text runs and fills (see `RecordingDrawingContext`).
    func render() -> RecordingDrawingContext {
        window.processFrame(at: now)
        let recorder = RecordingDrawingContext()
        ViewTreeRenderer().draw(window, in: recorder)
        return recorder
    }
}

/// Records what a view tree draws: text runs with their boxes, and filled rectangles.
final class RecordingDrawingContext: DrawingContext {
    private(set) var texts: [(run: TextRun, rect: CGRect)] = []
    private(set) var fills: [(bounds: CGRect, color: UIColor)] = []
    private var transforms: [CGAffineTransform] = [.identity]

    func saveState() { transforms.append(transforms.last!) }
    func restoreState() { _ = transforms.popLast() }
    func concatenate(_ transform: CGAffineTransform) { transforms[transforms.count - 1] = transform.concatenating(transforms.last!) }
    var currentTransform: CGAffineTransform { transforms.last! }
    var deviceScale: CGFloat { 1 }
    func clip(to path: GraphicsPath, rule: CGPathFillRule) {}
    var clipBounds: CGRect { .null }
    func fill(_ path: GraphicsPath, rule: CGPathFillRule, color: CGColor, style: DrawingStyle) {
        fills.append((path.bounds.applying(transforms.last!), UIColor(cgColor: color)))
    }
    func stroke(_ path: GraphicsPath, line: LineStyle, color: CGColor, style: DrawingStyle) {}
    func drawGradient(_ gradient: CGGradient, _ geometry: GradientGeometry, options: CGGradientDrawingOptions, style: DrawingStyle) {}
    func draw(_ image: CGImage, in rect: CGRect, quality: CGInterpolationQuality, style: DrawingStyle) {}
    func clear(_ rect: CGRect) {}
    func drawShadow(of path: GraphicsPath, color: CGColor, blurRadius: CGFloat, offset: CGSize) {}
    func beginTransparencyGroup() {}
    func endTransparencyGroup(alpha: CGFloat) {}
    func draw(_ text: TextRun, in rect: CGRect) { texts.append((text, rect.applying(transforms.last!))) }

    var strings: [String] { texts.map(\.run.text) }
}

/// Records control events by name, in order.
final class ControlEventLog {
    var names: [String] = []
    static let named: [(String, UIControl.Event)] = [
        ("touchDown", .touchDown), ("touchDragInside", .touchDragInside), ("touchDragOutside", .touchDragOutside),
        ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit), ("touchUpInside", .touchUpInside),
        ("touchUpOutside", .touchUpOutside), ("touchCancel", .touchCancel), ("valueChanged", .valueChanged),
        ("primaryActionTriggered", .primaryActionTriggered), ("editingDidBegin", .editingDidBegin),
        ("editingChanged", .editingChanged), ("editingDidEnd", .editingDidEnd), ("editingDidEndOnExit", .editingDidEndOnExit),
    ]

    /// Listens to `events` (by name) on `control`.
    func observe(_ control: UIControl, _ events: [String]) {
        for (name, event) in Self.named where events.contains(name) {
            control.addAction(UIAction { _ in self.names.append(name) }, for: event)
        }
    }
}
