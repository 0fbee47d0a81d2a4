import Foundation

/// Recognizes a click (tap), as in UIKit: the button goes down and up without
/// moving more than `allowableMovement` points.
open class UITapGestureRecognizer: UIGestureRecognizer {
    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1
    /// Movement in points that still counts as a tap (our extension).
    public var allowableMovement: CGFloat = 10

    private var start: CGPoint = .zero
    /// Fails the recognizer when the next tap of a multi-tap does not come in time.
    private var nextTapDeadline: WindowRunLoop.Timer?

    public override init() { super.init() }

    /// The closure form of UIKit's `init(target:action:)`.
    public convenience init(_ handler: @escaping (UITapGestureRecognizer) -> Void) {
        self.init()
        addTarget { handler($0 as! UITapGestureRecognizer) }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        start = touch.locationInWindow
        lastLocationInWindow = start
        if awaitsAnotherTouch {
            // The window counts presses close in time and place; a count of 1 starts over.
            awaitsAnotherTouch = false
            nextTapDeadline?.cancel()
            if touch.tapCount == 1 { state = .failed }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, state == .possible else { return }
        lastLocationInWindow = touch.locationInWindow
        let dx = touch.locationInWindow.x - start.x, dy = touch.locationInWindow.y - start.y
        if (dx * dx + dy * dy).squareRoot() > allowableMovement { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, state == .possible else { return }
        lastLocationInWindow = touch.locationInWindow
        if touch.tapCount >= numberOfTapsRequired {
            state = .ended
        } else if let window = view?.window {
            // Stay possible until the next press, as UIKit waits for the next tap.
            awaitsAnotherTouch = true
            nextTapDeadline?.cancel()
            nextTapDeadline = window.runLoop.schedule(after: UIWindow.multiClickInterval) { [weak self, weak window] in
                guard let self, self.awaitsAnotherTouch else { return }
                self.awaitsAnotherTouch = false
                self.state = .failed
                window?.gestureArena.settleIfIdle()
            }
        } else {
            state = .failed
        }
    }

    open override func reset() {
        super.reset()
        nextTapDeadline?.cancel()
        nextTapDeadline = nil
    }
}
