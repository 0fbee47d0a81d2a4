import Foundation

/// Recognizes a press held in place, as UIKit's `UILongPressGestureRecognizer`: the
/// button stays down for `minimumPressDuration` (0.5 s, on the window's clock) without
/// moving more than `allowableMovement` (10 points); then it begins, reports
/// `.changed` as the pointer moves (any distance) and ends when the button goes up.
/// Moving too far or releasing before the duration fails it. It is continuous, as
/// UIKit's: actions run at `.began`, each `.changed` and `.ended`.
///
/// Differences: one pointer, so `numberOfTouchesRequired` above 1 never begins;
/// `numberOfTapsRequired` (taps before the held press) is kept but only 0 is honoured.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the press must be held, in seconds (UIKit's default 0.5).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the pointer may move before the press begins, in points (UIKit's default 10).
    open var allowableMovement: CGFloat = 10
    open var numberOfTouchesRequired = 1
    open var numberOfTapsRequired = 0

    private var start: CGPoint = .zero
    private var holdTimer: WindowRunLoop.Timer?

    public override init() { super.init() }

    /// The closure form of UIKit's `init(target:action:)`.
    public convenience init(_ handler: @escaping (UILongPressGestureRecognizer) -> Void) {
        self.init()
        addTarget { handler($0 as! UILongPressGestureRecognizer) }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, numberOfTouchesRequired == 1 else {
            state = .failed
            return
        }
        start = touch.locationInWindow
        lastLocationInWindow = start
        holdTimer?.cancel()
        guard let window = view?.window else { return }
        holdTimer = window.runLoop.schedule(after: max(0, minimumPressDuration)) { [weak self] in
            guard let self, self.state == .possible, !self.trackedTouches.isEmpty else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        lastLocationInWindow = touch.locationInWindow
        switch state {
        case .possible:
            let dx = touch.locationInWindow.x - start.x, dy = touch.locationInWindow.y - start.y
            if (dx * dx + dy * dy).squareRoot() > allowableMovement {
                holdTimer?.cancel()
                state = .failed
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let touch = touches.first { lastLocationInWindow = touch.locationInWindow }
        holdTimer?.cancel()
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        holdTimer?.cancel()
        switch state {
        case .began, .changed: state = .cancelled
        case .possible: state = .failed
        default: break
        }
    }

    open override func reset() {
        super.reset()
        holdTimer?.cancel()
        holdTimer = nil
    }
}
