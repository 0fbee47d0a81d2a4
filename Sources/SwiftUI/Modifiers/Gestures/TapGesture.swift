import Foundation

/// A tap (or `count` taps), as SwiftUI's `TapGesture`: it ends, with no value, when
/// the pointer goes up after the last tap without having moved more than 10 points.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public typealias Body = Never
    /// The number of taps required.
    public var count: Int
    public init(count: Int = 1) { self.count = count }

    public func _makeGesture(in context: _GestureContext, current: @escaping () -> TapGesture, send: @escaping (_GesturePhase<Void>) -> Void) {
        let recognizer = SwiftUITapRecognizer(send: send) { _ in () }
        recognizer.numberOfTapsRequired = max(1, count)
        context.add(recognizer)
    }
}

/// A tap that reports where it happened, as SwiftUI's `SpatialTapGesture` (iOS 16):
/// `Value.location` is in `coordinateSpace` (the view's own by default).
public struct SpatialTapGesture: Gesture {
    public typealias Body = Never
    public struct Value: Equatable, @unchecked Sendable {
        /// Where the last tap was, in the gesture's coordinate space.
        public var location: CGPoint
    }
    public var count: Int
    public var coordinateSpace: CoordinateSpace

    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    public func _makeGesture(in context: _GestureContext, current: @escaping () -> SpatialTapGesture, send: @escaping (_GesturePhase<Value>) -> Void) {
        let recognizer = SwiftUITapRecognizer(send: send) { recognizer in
            let space = current().coordinateSpace
            let reference = recognizer.view.flatMap { space.referenceView(from: $0) }
            return Value(location: recognizer.location(in: reference))
        }
        recognizer.numberOfTapsRequired = max(1, count)
        context.add(recognizer)
    }
}

/// The tap recognizer of `TapGesture` and `SpatialTapGesture`: it ends with the
/// value `makeValue` reads at the last tap.
final class SwiftUITapRecognizer<Value>: UITapGestureRecognizer {
    private var reporter: GesturePhaseReporter<Value>?

    init(send: @escaping (_GesturePhase<Value>) -> Void, makeValue: @escaping (UITapGestureRecognizer) -> Value) {
        super.init()
        let reporter = GesturePhaseReporter(send)
        self.reporter = reporter
        addTarget { recognizer in
            guard let tap = recognizer as? UITapGestureRecognizer else { return }
            if tap.state == .ended { reporter.ended(makeValue(tap)) } else if tap.state == .cancelled { reporter.failed() }
        }
    }

    /// Moving too far fails it at once (not at the release).
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        if state == .failed { reporter?.failed() }
    }

    override func reset() {
        super.reset()
        reporter?.reset()
    }
}
