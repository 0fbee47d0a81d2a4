import Foundation

/// A pinch that scales, as SwiftUI's `MagnifyGesture` (iOS 17): `magnification` is
/// 1 at the start, 2 when the fingers are twice as far apart.
///
/// Where we differ: our UIKit has one pointer and no pinch recognizer, so nothing
/// in a window drives it yet; its recognizer (`SwiftUIMagnifyRecognizer`) is driven
/// through `update(scale:velocity:location:time:)` and `finish()`, as tests do.
public struct MagnifyGesture: Gesture {
    public typealias Body = Never
    public struct Value: Equatable, @unchecked Sendable {
        public var time: Date
        /// The scale since the gesture began (1 is no change).
        public var magnification: CGFloat
        /// The scale's rate of change, per second.
        public var velocity: CGFloat
        /// Where the gesture began, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where the gesture began, in the view's coordinates.
        public var startLocation: CGPoint
    }
    /// How much the scale must change before the gesture begins.
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    public func _makeGesture(in context: _GestureContext, current: @escaping () -> MagnifyGesture, send: @escaping (_GesturePhase<Value>) -> Void) {
        context.add(SwiftUIMagnifyRecognizer(minimumDelta: minimumScaleDelta) { phase in
            send(phase.map { sample in
                Value(time: sample.time, magnification: sample.amount, velocity: sample.velocity,
                      startAnchor: sample.startAnchor, startLocation: sample.startLocation)
            })
        })
    }
}

/// SwiftUI's older pinch gesture (`MagnificationGesture`, deprecated in iOS 17 for
/// `MagnifyGesture`): its value is the magnification alone.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public typealias Body = Never
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    public func _makeGesture(in context: _GestureContext, current: @escaping () -> MagnificationGesture, send: @escaping (_GesturePhase<CGFloat>) -> Void) {
        context.add(SwiftUIMagnifyRecognizer(minimumDelta: minimumScaleDelta) { send($0.map { $0.amount }) })
    }
}

/// A two-finger sample of a pinch or rotation: the amount (a scale, or radians),
/// its rate per second, and where the gesture began.
struct TransformSample {
    var time: Date
    var amount: CGFloat
    var velocity: CGFloat
    var startAnchor: UnitPoint
    var startLocation: CGPoint
}

/// The recognizer of a pinch or rotation gesture. It begins once the amount has
/// moved `minimumDelta` from `identity` (1 for a scale, 0 for an angle), reports
/// each update while recognised, and ends at `finish()`.
class SwiftUITransformRecognizer: UIGestureRecognizer {
    private var reporter: GesturePhaseReporter<TransformSample>?
    let minimumDelta: CGFloat
    let identity: CGFloat
    private var start: (location: CGPoint, anchor: UnitPoint)?
    private var last: TransformSample?

    init(identity: CGFloat, minimumDelta: CGFloat, send: @escaping (_GesturePhase<TransformSample>) -> Void) {
        self.identity = identity
        self.minimumDelta = minimumDelta
        super.init()
        let reporter = GesturePhaseReporter(send)
        self.reporter = reporter
        addTarget { [unowned self] recognizer in
            switch recognizer.state {
            case .began, .changed: if let last { reporter.changed(last) }
            case .ended: if let last { reporter.ended(last) }
            case .cancelled: reporter.failed()
            default: break
            }
        }
    }

    /// A new sample: `amount` since the start, `velocity` per second, `location`
    /// the fingers' centre in the view, at `time` seconds on the window's clock.
    func update(amount: CGFloat, velocity: CGFloat, location: CGPoint, time: TimeInterval) {
        guard isEnabled, state == .possible || state == .began || state == .changed else { return }
        if start == nil {
            let size = view?.bounds.size ?? .zero
            start = (location, UnitPoint(x: size.width > 0 ? location.x / size.width : 0,
                                         y: size.height > 0 ? location.y / size.height : 0))
        }
        last = TransformSample(time: Date(timeIntervalSinceReferenceDate: time), amount: amount, velocity: velocity,
                               startAnchor: start!.anchor, startLocation: start!.location)
        if state == .possible {
            if abs(amount - identity) >= minimumDelta { state = .began }
        } else {
            state = .changed
        }
    }

    /// The fingers lifted: ends a recognised gesture, fails an undecided one, then
    /// goes back to `.possible` for the next (no touch of the arena's is involved,
    /// so nothing else resets it).
    func finish() {
        if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
        state = .possible
        reset()
    }

    override func reset() {
        super.reset()
        start = nil
        last = nil
        reporter?.reset()
    }
}

/// The recognizer of `MagnifyGesture` and `MagnificationGesture` (a scale from 1).
final class SwiftUIMagnifyRecognizer: SwiftUITransformRecognizer {
    init(minimumDelta: CGFloat, send: @escaping (_GesturePhase<TransformSample>) -> Void) {
        super.init(identity: 1, minimumDelta: minimumDelta, send: send)
    }

    /// The pinch's scale since it began.
    func update(scale: CGFloat, velocity: CGFloat, location: CGPoint, time: TimeInterval) {
        update(amount: scale, velocity: velocity, location: location, time: time)
    }
}
