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
    /// The last two pointer samples, for a velocity before the tracker has enough.
    private var recentSamples: [(position: CGPoint, timestamp: TimeInterval)] = []
    private var sampleCount = 0

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
    ///
    /// While the drag is too young for the tracker's fit (fewer than three
    /// samples: when the pan begins after one long move, and a delegate's
    /// `gestureRecognizerShouldBegin` asks for the direction), the velocity is
    /// the last move's, as UIKit reports a non-zero velocity at that moment.
    open func velocity(in view: UIView?) -> CGPoint {
        var velocity = releaseVelocity ?? tracker.velocity(at: lastTimestamp)
        if releaseVelocity == nil, sampleCount < 3, recentSamples.count == 2 {
            let (p0, t0) = recentSamples[0], (p1, t1) = recentSamples[1]
            if t1 > t0 { velocity = CGPoint(x: (p1.x - p0.x) / CGFloat(t1 - t0), y: (p1.y - p0.y) / CGFloat(t1 - t0)) }
        }
        return vector(velocity, in: view)
    }

    private func record(_ position: CGPoint, at timestamp: TimeInterval) {
        tracker.addSample(position: position, timestamp: timestamp)
        sampleCount += 1
        recentSamples.append((position, timestamp))
        if recentSamples.count > 2 { recentSamples.removeFirst() }
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
        record(touch.locationInWindow, at: touch.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        lastLocationInWindow = touch.locationInWindow
        lastTimestamp = touch.timestamp
        record(touch.locationInWindow, at: touch.timestamp)
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
        recentSamples.removeAll()
        sampleCount = 0
    }
}
