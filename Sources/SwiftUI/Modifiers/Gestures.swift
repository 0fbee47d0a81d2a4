import Foundation

/// A gesture, as SwiftUI's `Gesture`, recognised by our UIKit gesture recognizers
/// (`TapGesture` a `UITapGestureRecognizer`, `DragGesture` a `UIPanGestureRecognizer`).
///
/// A gesture of your own is a `body` made of others (`var body: some Gesture`), as
/// in SwiftUI; its `@State` and `@GestureState` live in the node of the view it is on.
@MainActor @preconcurrency
public protocol Gesture {
    associatedtype Value = Body.Value
    associatedtype Body: Gesture = Never
    /// The gesture this one is made of (primitive gestures have none).
    var body: Body { get }
    /// Makes the recognizer that drives the callbacks of `current()` (the gesture of
    /// the latest update: the recognizer outlives updates, so a drag is never cut).
    func _makeRecognizer(current: @escaping () -> Self) -> UIGestureRecognizer
}

extension Gesture where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive gesture: it has no body") }
}

extension Gesture {
    /// A composite gesture is recognised as its body.
    public func _makeRecognizer(current: @escaping () -> Self) -> UIGestureRecognizer {
        body._makeRecognizer(current: { current().body })
    }
}

extension Never: Gesture {
    public typealias Value = Never
    public func _makeRecognizer(current: @escaping () -> Never) -> UIGestureRecognizer { UIGestureRecognizer() }
}

/// An optional gesture, as SwiftUI's `Optional: Gesture`: `nil` recognises nothing
/// (`.gesture(isEnabled ? drag : nil)`).
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
    public typealias Body = Never

    public func _makeRecognizer(current: @escaping () -> Wrapped?) -> UIGestureRecognizer {
        guard let wrapped = self else { return UIGestureRecognizer() }
        return wrapped._makeRecognizer(current: { current() ?? wrapped })
    }
}

/// Whether a gesture value is an empty optional (its recognizer is then disabled).
protocol OptionalGestureMarker { var isNone: Bool { get } }
extension Optional: OptionalGestureMarker where Wrapped: Gesture {
    var isNone: Bool { self == nil }
}

/// A tap (or `count` taps).
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    var onEnded: (() -> Void)?
    public init(count: Int = 1) { self.count = count }

    public func onEnded(_ action: @escaping () -> Void) -> TapGesture {
        var copy = self
        copy.onEnded = action
        return copy
    }

    public func _makeRecognizer(current: @escaping () -> TapGesture) -> UIGestureRecognizer {
        let recognizer = UITapGestureRecognizer { recognizer in
            if recognizer.state == .ended { current().onEnded?() }
        }
        recognizer.numberOfTapsRequired = count
        return recognizer
    }
}

/// A drag: `onChanged` with each move, `onEnded` at the release, `updating` a `@GestureState`.
public struct DragGesture: Gesture {
    /// Where the drag is, in the view's coordinate space.
    public struct Value: Equatable {
        public var startLocation: CGPoint
        public var location: CGPoint
        public var translation: CGSize
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
        public var time: Date
    }
    public var minimumDistance: CGFloat
    var onChanged: ((Value) -> Void)?
    var onEnded: ((Value) -> Void)?
    var updates: [(Value) -> Void] = []
    var resets: [() -> Void] = []

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) { self.minimumDistance = minimumDistance }

    public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture { var copy = self; copy.onChanged = action; return copy }
    public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture { var copy = self; copy.onEnded = action; return copy }

    /// Updates `state` while the drag goes on; it returns to its initial value when the drag ends.
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> DragGesture {
        var copy = self
        copy.updates.append { value in
            var current = state.wrappedValue
            var transaction = Transaction()
            body(value, &current, &transaction)
            state.set(current)
        }
        copy.resets.append { state.reset() }
        return copy
    }

    public func _makeRecognizer(current: @escaping () -> DragGesture) -> UIGestureRecognizer {
        var start = CGPoint.zero
        let recognizer = UIPanGestureRecognizer { recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer, let view = pan.view else { return }
            let gesture = current()
            let translation = pan.translation(in: view)
            let velocity = pan.velocity(in: view)
            if pan.state == .began { start = CGPoint(x: pan.location(in: view).x - translation.x, y: pan.location(in: view).y - translation.y) }
            // Deceleration over about a quarter second, as SwiftUI's prediction.
            let predicted = CGSize(width: translation.x + velocity.x * 0.25, height: translation.y + velocity.y * 0.25)
            let value = Value(startLocation: start, location: pan.location(in: view),
                              translation: CGSize(width: translation.x, height: translation.y),
                              velocity: CGSize(width: velocity.x, height: velocity.y),
                              predictedEndLocation: CGPoint(x: start.x + predicted.width, y: start.y + predicted.height),
                              predictedEndTranslation: predicted, time: Date(timeIntervalSinceReferenceDate: 0))
            switch pan.state {
            case .began, .changed:
                for update in gesture.updates { update(value) }
                gesture.onChanged?(value)
            case .ended:
                for reset in gesture.resets { reset() }
                gesture.onEnded?(value)
            case .cancelled, .failed:
                for reset in gesture.resets { reset() }
            default: break
            }
        }
        return recognizer
    }
}

public enum CoordinateSpace: Hashable { case local, global, named(AnyHashable) }

/// State that lives while a gesture is active, as SwiftUI's `@GestureState`:
/// reset to its initial value when the gesture ends or is cancelled.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let state: State<Value>
    let initialValue: Value
    public init(wrappedValue: Value) {
        state = State(wrappedValue: wrappedValue)
        initialValue = wrappedValue
    }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
    public var wrappedValue: Value { state.wrappedValue }
    public var projectedValue: GestureState<Value> { self }
    func set(_ value: Value) { state.wrappedValue = value }
    func reset() { state.wrappedValue = initialValue }
}

extension GestureState: InstallableProperty {
    func install(in node: ViewNode, path: String) { state.install(in: node, path: path) }
}

extension GestureState: DynamicPropertyMarker {
    func isSameSource(as other: Any) -> Bool { true }
}

/// The content with a gesture recognizer on a container around it (kept across
/// updates; the gesture's callbacks are refreshed each update).
struct GestureModifier<Content: View, G: Gesture>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let gesture: G
    let simultaneous: Bool

    func update(node: ViewNode) {
        let element = node.element(ContainerElement.self) { ContainerElement(algorithm: OverlayLayout(alignment: .center), view: GestureView()) }
        let view = element.view as! GestureView
        // A custom gesture's `@State`/`@GestureState` live in this node.
        DynamicProperties.install(in: gesture, node: node, prefix: "gesture")
        let isNone = (gesture as? OptionalGestureMarker)?.isNone ?? false
        let box = node.stored("gesture") { GestureBox(gesture) }
        box.gesture = gesture
        if view.recognizer == nil && !isNone {
            // Made once, when there is a gesture (an optional one may start as nil).
            let recognizer = gesture._makeRecognizer(current: { [unowned box] in box.gesture })
            recognizer.delegate = view
            view.addGestureRecognizer(recognizer)
            view.recognizer = recognizer
        }
        view.recognizer?.isEnabled = !isNone
        view.simultaneous = simultaneous
        view.isUserInteractionEnabled = node.environment.isEnabled
        node.updateChildren([(.index(0), content)])
        element.syncSubviews()
    }
}

/// The gesture of the latest update, read by the recognizer's handler.
final class GestureBox<G> {
    var gesture: G
    init(_ gesture: G) { self.gesture = gesture }
}

/// The container carrying a SwiftUI gesture: hit anywhere in its frame.
final class GestureView: ContainerView, UIGestureRecognizerDelegate {
    var recognizer: UIGestureRecognizer?
    var simultaneous = false

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        simultaneous
    }
}

extension View {
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        GestureModifier(content: self, gesture: gesture, simultaneous: false)
    }
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        GestureModifier(content: self, gesture: gesture, simultaneous: true)
    }
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        GestureModifier(content: self, gesture: gesture, simultaneous: false)
    }
    /// Runs `action` when the view is tapped `count` times.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded(action))
    }
}

public struct GestureMask: OptionSet {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}
