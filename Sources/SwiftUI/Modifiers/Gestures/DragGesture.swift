import Foundation

/// A drag, as SwiftUI's `DragGesture`: it changes with each move once the pointer
/// has moved `minimumDistance` points, and ends at the release.
///
/// Where we differ: `minimumDistance: 0` begins at the first move, not at the press
/// (our `UIPanGestureRecognizer` begins on movement); `time` is the event's time on
/// the window's clock (seconds since the reference date, virtual when headless).
public struct DragGesture: Gesture {
    public typealias Body = Never
    /// Where the drag is, in the gesture's coordinate space.
    public struct Value: Equatable, @unchecked Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
    }
    /// How far the pointer must move before the drag begins, in points.
    public var minimumDistance: CGFloat
    /// The coordinate space of the values' locations.
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    public func _makeGesture(in context: _GestureContext, current: @escaping () -> DragGesture, send: @escaping (_GesturePhase<Value>) -> Void) {
        context.add(SwiftUIPanRecognizer(minimumDistance: minimumDistance, space: { current().coordinateSpace }, send: send))
    }
}

/// The pan recognizer of a `DragGesture`: each began/changed a `.changed` value,
/// the release `.ended`, a cancellation `.failed`.
final class SwiftUIPanRecognizer: UIPanGestureRecognizer {
    private var reporter: GesturePhaseReporter<DragGesture.Value>?
    private var start = CGPoint.zero
    private var time = Date(timeIntervalSinceReferenceDate: 0)

    init(minimumDistance: CGFloat, space: @escaping () -> CoordinateSpace, send: @escaping (_GesturePhase<DragGesture.Value>) -> Void) {
        super.init()
        hysteresis = max(0, minimumDistance)
        let reporter = GesturePhaseReporter(send)
        self.reporter = reporter
        addTarget { [unowned self] recognizer in
            guard let view = recognizer.view else { return }
            let reference = space().referenceView(from: view)
            let location = location(in: reference)
            let translation = translation(in: reference)
            let velocity = velocity(in: reference)
            if state == .began { start = CGPoint(x: location.x - translation.x, y: location.y - translation.y) }
            // Deceleration over about a quarter second, as SwiftUI's prediction.
            let predicted = CGSize(width: translation.x + velocity.x * 0.25, height: translation.y + velocity.y * 0.25)
            let value = DragGesture.Value(time: time, location: location, startLocation: start,
                                          translation: CGSize(width: translation.x, height: translation.y),
                                          velocity: CGSize(width: velocity.x, height: velocity.y),
                                          predictedEndLocation: CGPoint(x: start.x + predicted.width, y: start.y + predicted.height),
                                          predictedEndTranslation: predicted)
            switch state {
            case .began, .changed: reporter.changed(value)
            case .ended: reporter.ended(value)
            case .cancelled, .failed: reporter.failed()
            default: break
            }
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if let touch = touches.first { time = Date(timeIntervalSinceReferenceDate: touch.timestamp) }
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if let touch = touches.first { time = Date(timeIntervalSinceReferenceDate: touch.timestamp) }
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let touch = touches.first { time = Date(timeIntervalSinceReferenceDate: touch.timestamp) }
        super.touchesEnded(touches, with: event)
    }

    override func reset() {
        super.reset()
        reporter?.reset()
    }
}
