import Foundation

/// Recognizes a drag, as in UIKit: begins once the pointer has moved more than
/// `hysteresis` points, then reports translation and velocity.
///
/// Velocity comes from the events' own timestamps (the X server's time in a
/// window, the virtual clock headlessly) through `VelocityTracker`, so a pause
/// before release gives zero, as on iOS.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    public var minimumNumberOfTouches = 1
    public var maximumNumberOfTouches = Int.max
    /// Distance in points the pointer must travel before the pan begins (our
    /// extension; UIKit uses about 10 points for touches).
    public var hysteresis: CGFloat = 10

    private var startInWindow: CGPoint = .zero
    private var translationOrigin: CGPoint = .zero
    private var tracker = VelocityTracker()
    private var releaseVelocity: CGPoint?
    private var lastTimestamp: TimeInterval = 0

    public override init() { super.init() }

    /// The closure form of UIKit's `init(target:action:)`.
    public convenience init(_ handler: @escaping (UIPanGestureRecognizer) -> Void) {
        self.init()
        addTarget { handler($0 as! UIPanGestureRecognizer) }
    }

    /// The drag since it began (or since `setTranslation`), in `view`'s coordinate space.
    open func translation(in view: UIView?) -> CGPoint {
        guard let window = self.view?.window else { return .zero }
        let current = lastLocationInWindow ?? startInWindow
        let delta = CGPoint(x: current.x - translationOrigin.x, y: current.y - translationOrigin.y)
        _ = window
        return vector(delta, in: view)
    }

    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let current = lastLocationInWindow ?? startInWindow
        let inWindow = vectorToWindow(translation, from: view)
        translationOrigin = CGPoint(x: current.x - inWindow.x, y: current.y - inWindow.y)
    }

    /// Points per second in `view`'s coordinate space.
    open func velocity(in view: UIView?) -> CGPoint {
        let velocity = releaseVelocity ?? tracker.velocity(at: lastTimestamp)
        return vector(velocity, in: view)
    }

    private func vector(_ v: CGPoint, in view: UIView?) -> CGPoint {
        guard let view else { return v }
        var t = view.transformToWindow.inverted()
        t.tx = 0; t.ty = 0
        return v.applying(t)
    }

    private func vectorToWindow(_ v: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return v }
        var t = view.transformToWindow
        t.tx = 0; t.ty = 0
        return v.applying(t)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        startInWindow = touch.locationInWindow
        translationOrigin = startInWindow
        lastLocationInWindow = startInWindow
        lastTimestamp = touch.timestamp
        tracker.addSample(position: touch.locationInWindow, timestamp: touch.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        lastLocationInWindow = touch.locationInWindow
        lastTimestamp = touch.timestamp
        tracker.addSample(position: touch.locationInWindow, timestamp: touch.timestamp)
        switch state {
        case .possible:
            let dx = touch.locationInWindow.x - startInWindow.x, dy = touch.locationInWindow.y - startInWindow.y
            if (dx * dx + dy * dy).squareRoot() > hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        // The release position is not a velocity sample (Flutter, Android).
        lastLocationInWindow = touch.locationInWindow
        releaseVelocity = tracker.velocity(at: touch.timestamp)
        lastTimestamp = touch.timestamp
        if state.isActive { state = .ended } else if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        releaseVelocity = .zero
        super.touchesCancelled(touches, with: event)
    }

    open override func reset() {
        super.reset()
        tracker.reset()
        releaseVelocity = nil
    }
}
