import Foundation

/// A two-finger rotation, as SwiftUI's `RotateGesture` (iOS 17): `rotation` is the
/// angle turned since the start.
///
/// Where we differ: our UIKit has one pointer and no rotation recognizer, so nothing
/// in a window drives it yet; its recognizer (`SwiftUIRotateRecognizer`) is driven
/// through `update(rotation:velocity:location:time:)` and `finish()`, as tests do.
public struct RotateGesture: Gesture {
    public typealias Body = Never
    public struct Value: Equatable, @unchecked Sendable {
        public var time: Date
        /// The angle since the gesture began.
        public var rotation: Angle
        /// The angle's rate of change, per second.
        public var velocity: Angle
        /// Where the gesture began, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where the gesture began, in the view's coordinates.
        public var startLocation: CGPoint
    }
    /// How far the angle must turn before the gesture begins.
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    public func _makeGesture(in context: _GestureContext, current: @escaping () -> RotateGesture, send: @escaping (_GesturePhase<Value>) -> Void) {
        context.add(SwiftUIRotateRecognizer(minimumDelta: minimumAngleDelta) { phase in
            send(phase.map { sample in
                Value(time: sample.time, rotation: .radians(Double(sample.amount)), velocity: .radians(Double(sample.velocity)),
                      startAnchor: sample.startAnchor, startLocation: sample.startLocation)
            })
        })
    }
}

/// SwiftUI's older rotation gesture (`RotationGesture`, deprecated in iOS 17 for
/// `RotateGesture`): its value is the angle alone.
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public typealias Body = Never
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    public func _makeGesture(in context: _GestureContext, current: @escaping () -> RotationGesture, send: @escaping (_GesturePhase<Angle>) -> Void) {
        context.add(SwiftUIRotateRecognizer(minimumDelta: minimumAngleDelta) { send($0.map { .radians(Double($0.amount)) }) })
    }
}

/// The recognizer of `RotateGesture` and `RotationGesture` (an angle from 0).
final class SwiftUIRotateRecognizer: SwiftUITransformRecognizer {
    init(minimumDelta: Angle, send: @escaping (_GesturePhase<TransformSample>) -> Void) {
        super.init(identity: 0, minimumDelta: CGFloat(abs(minimumDelta.radians)), send: send)
    }

    /// The rotation since the gesture began, and its rate per second.
    func update(rotation: Angle, velocity: Angle, location: CGPoint, time: TimeInterval) {
        update(amount: CGFloat(rotation.radians), velocity: CGFloat(velocity.radians), location: location, time: time)
    }
}
