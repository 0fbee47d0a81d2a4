import Foundation

/// A gesture, as SwiftUI's `Gesture`, recognised by our UIKit gesture recognizers
/// (`TapGesture` a `UITapGestureRecognizer`, `DragGesture` a `UIPanGestureRecognizer`,
/// `LongPressGesture` a `UILongPressGestureRecognizer`).
///
/// As in SwiftUI, the callbacks are generic wrappers: `onChanged` makes a
/// `_ChangedGesture`, `onEnded` an `_EndedGesture`, `updating` a
/// `GestureStateGesture`, `map` a `_MapGesture`, and gestures compose with
/// `simultaneously(with:)`, `sequenced(before:)` and `exclusively(before:)`.
/// A gesture of your own is a `body` made of others (`var body: some Gesture`); its
/// `@State` and `@GestureState` live in the node of the view it is on.
@MainActor @preconcurrency
public protocol Gesture {
    associatedtype Value = Body.Value
    associatedtype Body: Gesture = Never
    /// The gesture this one is made of (primitive gestures have none).
    var body: Body { get }
    /// Makes the recognizers (into `context`) whose phases reach `send`; callbacks
    /// are read from `current()`, the gesture of the latest update (the recognizers
    /// outlive updates, so a drag is never cut).
    func _makeGesture(in context: _GestureContext, current: @escaping () -> Self, send: @escaping (_GesturePhase<Value>) -> Void)
}

/// What a gesture reports to the gesture around it: a new value while it is
/// recognised, its final value, or that it failed or was cancelled.
public enum _GesturePhase<Value> {
    case changed(Value)
    case ended(Value)
    case failed

    func map<T>(_ transform: (Value) -> T) -> _GesturePhase<T> {
        switch self {
        case .changed(let value): return .changed(transform(value))
        case .ended(let value): return .ended(transform(value))
        case .failed: return .failed
        }
    }
}

/// The recognizers made for one attached gesture, and which of them must wait for
/// others to fail (`exclusively(before:)`).
public final class _GestureContext {
    /// In the order they were made; all go on the view the gesture is attached to.
    private(set) var recognizers: [UIGestureRecognizer] = []

    init() {}

    func add(_ recognizer: UIGestureRecognizer) { recognizers.append(recognizer) }

    /// The recognizers made by `make`, in order.
    func collecting(_ make: () -> Void) -> [UIGestureRecognizer] {
        let start = recognizers.count
        make()
        return Array(recognizers[start...])
    }
}

extension Gesture where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive gesture: it has no body") }
}

extension Gesture {
    /// A composite gesture is recognised as its body (its values must be the body's:
    /// SwiftUI's `Value` of a custom gesture is its body's).
    public func _makeGesture(in context: _GestureContext, current: @escaping () -> Self, send: @escaping (_GesturePhase<Value>) -> Void) {
        body._makeGesture(in: context, current: { current().body }) { phase in
            switch phase {
            case .changed(let value): if let value = value as? Value { send(.changed(value)) }
            case .ended(let value): if let value = value as? Value { send(.ended(value)) }
            case .failed: send(.failed)
            }
        }
    }
}

extension Never: Gesture {
    public typealias Value = Never
    public func _makeGesture(in context: _GestureContext, current: @escaping () -> Never, send: @escaping (_GesturePhase<Never>) -> Void) {}
}

/// An optional gesture, as SwiftUI's `Optional: Gesture`: `nil` recognises nothing
/// (`.gesture(isEnabled ? drag : nil)`). Attached directly, its recognizers are
/// disabled while it is nil; inside a composition they stay but report nothing.
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
    public typealias Body = Never

    public func _makeGesture(in context: _GestureContext, current: @escaping () -> Wrapped?, send: @escaping (_GesturePhase<Wrapped.Value>) -> Void) {
        guard let wrapped = self else { return }
        wrapped._makeGesture(in: context, current: { current() ?? wrapped }) { phase in
            if current() != nil { send(phase) }
        }
    }
}

/// Whether a gesture value is an empty optional (its recognizers are then disabled).
protocol OptionalGestureMarker { var isNone: Bool { get } }
extension Optional: OptionalGestureMarker where Wrapped: Gesture {
    var isNone: Bool { self == nil }
}

/// A coordinate space a gesture reports its locations in, as SwiftUI's
/// `CoordinateSpace`: the view's own, the window's, or a view named with
/// `coordinateSpace(name:)`.
public enum CoordinateSpace: Hashable { case local, global, named(AnyHashable) }

extension CoordinateSpace {
    /// The view whose coordinates `self` is, seen from `view` (nil: the window's).
    func referenceView(from view: UIView) -> UIView? {
        switch self {
        case .local: return view
        case .global: return nil
        case .named(let name):
            var ancestor = view.superview
            while let current = ancestor {
                if let space = current as? CoordinateSpaceView, space.name == name { return space }
                ancestor = current.superview
            }
            return nil
        }
    }
}
