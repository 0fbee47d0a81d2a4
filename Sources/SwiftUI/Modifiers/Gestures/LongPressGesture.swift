import Foundation

/// A press held in place, as SwiftUI's `LongPressGesture`: its value becomes `true`
/// when the press starts (`onChanged`, `updating`), and it ends with `true` once
/// the press has lasted `minimumDuration` seconds (on the window's clock) without
/// moving more than `maximumDistance` points, while the pointer is still down.
/// Releasing or moving too far before then fails it (a `@GestureState` resets).
/// It is our `UILongPressGestureRecognizer`, which begins at that moment.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public typealias Body = Never
    /// How long the press must last, in seconds.
    public var minimumDuration: Double
    /// How far the pointer may move before the gesture fails, in points.
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public func _makeGesture(in context: _GestureContext, current: @escaping () -> LongPressGesture, send: @escaping (_GesturePhase<Bool>) -> Void) {
        let recognizer = SwiftUILongPressRecognizer(send: send)
        recognizer.minimumPressDuration = max(0, minimumDuration)
        recognizer.allowableMovement = max(0, maximumDistance)
        context.add(recognizer)
    }
}

/// The recognizer of a `LongPressGesture`: `.changed(true)` at the press, `.ended(true)`
/// when UIKit's long press begins (the duration has passed); what it reports after
/// that (moves, the release) is not part of SwiftUI's gesture.
final class SwiftUILongPressRecognizer: UILongPressGestureRecognizer {
    private var reporter: GesturePhaseReporter<Bool>?

    init(send: @escaping (_GesturePhase<Bool>) -> Void) {
        super.init()
        let reporter = GesturePhaseReporter(send)
        self.reporter = reporter
        addTarget { recognizer in
            switch recognizer.state {
            case .began: reporter.ended(true)
            case .cancelled: reporter.failed()
            default: break
            }
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if state == .possible { reporter?.changed(true) }
    }

    /// Moving too far fails it at once (not at the release), as SwiftUI's.
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        if state == .failed { reporter?.failed() }
    }

    override func reset() {
        super.reset()
        reporter?.reset()
    }
}
