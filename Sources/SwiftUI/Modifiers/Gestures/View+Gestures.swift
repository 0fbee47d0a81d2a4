import Foundation

extension View {
    /// Attaches `gesture` with a lower precedence than the gestures of the views
    /// inside (theirs win a conflict); `mask` says which of them are enabled.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        attaching(gesture, priority: .normal, mask: mask, isEnabled: true)
    }

    /// Attaches `gesture`, recognised only while `isEnabled`.
    public func gesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
        attaching(gesture, priority: .normal, mask: .all, isEnabled: isEnabled)
    }

    /// iOS 18's named form; the name is kept for nothing here (UIKit failure
    /// relationships by name are not supported).
    public func gesture<G: Gesture>(_ gesture: G, name: String, isEnabled: Bool = true) -> some View {
        attaching(gesture, priority: .normal, mask: .all, isEnabled: isEnabled)
    }

    /// Attaches `gesture` with a higher precedence than the views inside: their
    /// gestures wait until it fails.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        attaching(gesture, priority: .high, mask: mask, isEnabled: true)
    }

    public func highPriorityGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
        attaching(gesture, priority: .high, mask: .all, isEnabled: isEnabled)
    }

    public func highPriorityGesture<G: Gesture>(_ gesture: G, name: String, isEnabled: Bool = true) -> some View {
        attaching(gesture, priority: .high, mask: .all, isEnabled: isEnabled)
    }

    /// Attaches `gesture` to be recognised at the same time as any other gesture.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        attaching(gesture, priority: .simultaneous, mask: mask, isEnabled: true)
    }

    public func simultaneousGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
        attaching(gesture, priority: .simultaneous, mask: .all, isEnabled: isEnabled)
    }

    public func simultaneousGesture<G: Gesture>(_ gesture: G, name: String, isEnabled: Bool = true) -> some View {
        attaching(gesture, priority: .simultaneous, mask: .all, isEnabled: isEnabled)
    }

    /// The one way the `gesture`, `highPriorityGesture` and `simultaneousGesture`
    /// overloads attach a gesture: they differ only in `priority`, `mask` and `isEnabled`.
    private func attaching<G: Gesture>(_ gesture: G, priority: GesturePriority, mask: GestureMask,
                                       isEnabled: Bool) -> GestureModifier<Self, G> {
        GestureModifier(content: self, gesture: gesture, priority: priority, mask: mask, isEnabled: isEnabled)
    }

    /// Runs `action` when the view is tapped `count` times.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded(action))
    }

    /// Runs `action` with where the view was tapped (in `coordinateSpace`) when it is
    /// tapped `count` times (iOS 16).
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// Runs `action` once the view has been pressed for `minimumDuration` seconds
    /// without moving more than `maximumDistance` points (while it is still pressed);
    /// `onPressingChanged` gets `true` at the press and `false` when the press
    /// succeeds, is released early or moves too far.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        gesture(PressGesture(press: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
                             pressing: onPressingChanged, action: action))
    }

    /// The older spelling (`pressing:` before `perform:`), deprecated in iOS 16.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance,
                           perform: action, onPressingChanged: pressing)
    }
}

/// The gesture of `onLongPressGesture`: pressing changes at the press and when it
/// is over (success or failure), then the action runs on success.
struct PressGesture: Gesture {
    typealias Value = Bool
    typealias Body = Never
    let press: LongPressGesture
    let pressing: ((Bool) -> Void)?
    let action: () -> Void

    func _makeGesture(in context: _GestureContext, current: @escaping () -> PressGesture, send: @escaping (_GesturePhase<Bool>) -> Void) {
        var isPressing = false
        press._makeGesture(in: context, current: { current().press }) { phase in
            let gesture = current()
            switch phase {
            case .changed:
                if !isPressing { isPressing = true; gesture.pressing?(true) }
            case .ended:
                if isPressing { isPressing = false; gesture.pressing?(false) }
                gesture.action()
            case .failed:
                if isPressing { isPressing = false; gesture.pressing?(false) }
            }
            send(phase)
        }
    }
}

extension PressGesture: PrimitiveGestureMarker {}
