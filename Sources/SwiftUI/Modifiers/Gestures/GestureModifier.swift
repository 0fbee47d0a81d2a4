import Foundation

/// How an attached gesture ranks against the gestures of the views inside it.
enum GesturePriority: Equatable {
    /// `gesture(_:)`: the views inside win (their recognizers see the touch first).
    case normal
    /// `highPriorityGesture(_:)`: the views inside wait for it to fail.
    case high
    /// `simultaneousGesture(_:)`: it is recognised together with any other.
    case simultaneous
}

/// The content with a gesture's recognizers on a container around it (made once,
/// kept across updates; the callbacks are read from the gesture of the latest update).
struct GestureModifier<Content: View, G: Gesture>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let gesture: G
    let priority: GesturePriority
    let mask: GestureMask
    let isEnabled: Bool

    func update(node: ViewNode) {
        let element = node.element(ContainerElement.self) { ContainerElement(algorithm: OverlayLayout(alignment: .center), view: GestureView()) }
        let view = element.view as! GestureView
        // A custom gesture's `@State`/`@GestureState` live in this node.
        GestureProperties.install(in: gesture, node: node, path: "gesture")
        let isNone = (gesture as? OptionalGestureMarker)?.isNone ?? false
        let box = node.stored("gesture") { GestureBox(gesture) }
        box.gesture = gesture
        if !view.hasGesture && !isNone {
            // Made once, when there is a gesture (an optional one may start as nil).
            let context = _GestureContext()
            gesture._makeGesture(in: context, current: { [unowned box] in box.gesture }, send: { _ in })
            view.install(context.recognizers)
        }
        view.priority = priority
        view.gestureMask = mask
        view.setRecognizersEnabled(!isNone && isEnabled && mask.contains(.gesture))
        view.isUserInteractionEnabled = node.environment.isEnabled
        node.updateChildren([(.index(0), content)])
        element.syncSubviews()
    }
}

/// The gesture of the latest update, read by the recognizers' callbacks.
final class GestureBox<G> {
    var gesture: G
    init(_ gesture: G) { self.gesture = gesture }
}

/// Installs the dynamic properties of the custom gestures in an attached gesture
/// (a wrapper's own fields, such as `updating`'s `GestureState`, belong to the view
/// that made it and are left alone).
@MainActor
enum GestureProperties {
    static func install(in gesture: Any, node: ViewNode, path: String) {
        if let wrapper = gesture as? GestureWrapper {
            for (label, inner) in wrapper.wrappedGestures { install(in: inner, node: node, path: path + "." + label) }
        } else if !(gesture is PrimitiveGestureMarker) {
            DynamicProperties.install(in: gesture, node: node, prefix: path)
        }
    }
}

/// A gesture made of others (a callback wrapper or a composition).
protocol GestureWrapper { var wrappedGestures: [(String, Any)] { get } }
/// A gesture with no properties of its own to install.
protocol PrimitiveGestureMarker {}

extension _ChangedGesture: GestureWrapper { var wrappedGestures: [(String, Any)] { [("content", _content)] } }
extension _EndedGesture: GestureWrapper { var wrappedGestures: [(String, Any)] { [("content", _content)] } }
extension _MapGesture: GestureWrapper { var wrappedGestures: [(String, Any)] { [("content", _content)] } }
extension GestureStateGesture: GestureWrapper { var wrappedGestures: [(String, Any)] { [("content", base)] } }
extension SimultaneousGesture: GestureWrapper { var wrappedGestures: [(String, Any)] { [("first", first), ("second", second)] } }
extension SequenceGesture: GestureWrapper { var wrappedGestures: [(String, Any)] { [("first", first), ("second", second)] } }
extension ExclusiveGesture: GestureWrapper { var wrappedGestures: [(String, Any)] { [("first", first), ("second", second)] } }
extension Optional: GestureWrapper where Wrapped: Gesture {
    var wrappedGestures: [(String, Any)] { map { [("some", $0)] } ?? [] }
}
extension TapGesture: PrimitiveGestureMarker {}
extension SpatialTapGesture: PrimitiveGestureMarker {}
extension DragGesture: PrimitiveGestureMarker {}
extension LongPressGesture: PrimitiveGestureMarker {}
extension MagnifyGesture: PrimitiveGestureMarker {}
extension MagnificationGesture: PrimitiveGestureMarker {}
extension RotateGesture: PrimitiveGestureMarker {}
extension RotationGesture: PrimitiveGestureMarker {}

/// The container carrying a SwiftUI gesture: hit where its content draws (`GestureHitArea`); its
/// recognizers' delegate (they recognise together, and rank against others by
/// the gesture's priority).
final class GestureView: ContainerView, UIGestureRecognizerDelegate {
    private(set) var recognizers: [UIGestureRecognizer] = []
    var priority = GesturePriority.normal
    var gestureMask = GestureMask.all
    var hasGesture: Bool { !recognizers.isEmpty }

    func install(_ made: [UIGestureRecognizer]) {
        for recognizer in made {
            recognizer.delegate = self
            addGestureRecognizer(recognizer)
        }
        recognizers = made
    }

    func setRecognizersEnabled(_ enabled: Bool) {
        for recognizer in recognizers where recognizer.isEnabled != enabled { recognizer.isEnabled = enabled }
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        // Without `.subviews` in the mask, the views inside get no touches (nor gestures).
        if gestureMask.contains(.subviews) {
            for subview in subviews.reversed() {
                if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
            }
        }
        // As in SwiftUI: only where the content draws something (or inside its `contentShape`).
        return backgroundColor != nil || GestureHitArea.drawsContent(in: self, at: point) ? self : nil
    }

    private func owns(_ recognizer: UIGestureRecognizer) -> Bool { recognizers.contains { $0 === recognizer } }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        owns(other) || priority == .simultaneous
    }

    /// A high-priority gesture makes the recognizers of the views inside wait for it.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
        guard priority == .high, !owns(other), let view = other.view else { return false }
        return view !== self && view.isDescendant(of: self)
    }
}

/// Which gestures `gesture(_:including:)` enables, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Neither the added gesture nor those of the views inside.
    public static let none = GestureMask([])
    /// The added gesture, not those of the views inside (they get no touches).
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the views inside, not the added one.
    public static let subviews = GestureMask(rawValue: 2)
    /// The added gesture and those of the views inside (the default).
    public static let all: GestureMask = [.gesture, .subviews]
}
