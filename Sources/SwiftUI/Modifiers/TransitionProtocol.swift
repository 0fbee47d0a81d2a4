import Foundation

/// A transition written as a view modifier of its phase, as SwiftUI's `Transition`
/// (iOS 17): `body(content:phase:)` is the content in `.willAppear`, `.identity`
/// and `.didDisappear`; the graph lays the view out in the first phase and animates
/// to the next (see `AnyTransition`). The body must keep the same structure in
/// every phase (change values, not `if`s), as Apple documents.
public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>

    @ViewBuilder @MainActor func body(content: Content, phase: TransitionPhase) -> Body

    /// What the transition needs (`hasMotion`: whether it moves the view).
    static var properties: TransitionProperties { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }

    /// This transition with `other` applied on top.
    public func combined<T: Transition>(with other: T) -> some Transition {
        CombinedTransition(first: AnyTransition(self), second: AnyTransition(other))
    }

    /// This transition with its own animation (see `AnyTransition.animation(_:)`).
    public func animation(_ animation: Animation?) -> some Transition {
        CombinedTransition(first: AnyTransition(self).animation(animation), second: .identity)
    }
}

public struct TransitionProperties: Sendable {
    public var hasMotion: Bool
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// The content a `Transition`'s body modifies.
public struct PlaceholderContentView<Value>: View, PrimitiveView {
    public typealias Body = Never
    let content: any View

    init(_ content: any View) { self.content = content }

    func update(node: ViewNode) {
        node.updateChildren([(.index(0), content)])
    }
}

extension AnyTransition {
    /// A `Transition` as an `AnyTransition` (the built-in ones act on the wrapper
    /// view; others render their body in each phase).
    public init<T: Transition>(_ transition: T) {
        if let builtIn = transition as? any BuiltInTransition {
            self = builtIn.anyTransition
            return
        }
        self.init(effect: { _ in .identity }, layers: [{ content, phase in
            transition.body(content: PlaceholderContentView<T>(content), phase: phase)
        }])
    }
}

extension View {
    /// `transition(_:)` with an iOS 17 `Transition` value.
    public func transition<T: Transition>(_ transition: T) -> some View {
        TransitionModifierView(content: self, transition: AnyTransition(transition))
    }
}

/// A built-in transition: its `AnyTransition` acts on the wrapper view.
protocol BuiltInTransition: Transition {
    var anyTransition: AnyTransition { get }
}

extension BuiltInTransition {
    public func body(content: Content, phase: TransitionPhase) -> some View {
        TransitionEffectView(content: content, effect: anyTransition.effect(phase))
    }
}

/// Content drawn with a transition's effect in one phase.
struct TransitionEffectView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let effect: TransitionEffect

    func update(node: ViewNode) {
        let element = node.element(TransitionElement.self) { TransitionElement(view: ContainerView()) }
        node.updateChildren([(.index(0), content)])
        element.syncSubviews()
        element.effect = effect
    }
}

struct CombinedTransition: BuiltInTransition {
    let first: AnyTransition
    let second: AnyTransition
    var anyTransition: AnyTransition { first.combined(with: second) }
}

public struct OpacityTransition: BuiltInTransition {
    public init() {}
    var anyTransition: AnyTransition { .opacity }
}

public struct IdentityTransition: BuiltInTransition {
    public init() {}
    var anyTransition: AnyTransition { .identity }
}

public struct MoveTransition: BuiltInTransition {
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }
    var anyTransition: AnyTransition { .move(edge: edge) }
}

public struct OffsetTransition: BuiltInTransition {
    public var offset: CGSize
    public init(_ offset: CGSize) { self.offset = offset }
    var anyTransition: AnyTransition { .offset(offset) }
}

public struct PushTransition: BuiltInTransition {
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }
    var anyTransition: AnyTransition { .push(from: edge) }
}

public struct ScaleTransition: BuiltInTransition {
    public var scale: Double
    public var anchor: UnitPoint
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    var anyTransition: AnyTransition { .scale(scale: CGFloat(scale), anchor: anchor) }
}

public struct SlideTransition: BuiltInTransition {
    public init() {}
    var anyTransition: AnyTransition { .slide }
}

/// Blurs and scales the view in and out, as SwiftUI's `BlurReplaceTransition`.
/// We do not blur: the view fades and scales (from half its size with `.downUp`,
/// from one and a half times with `.upUp`).
public struct BlurReplaceTransition: BuiltInTransition {
    public struct Configuration: Equatable, Sendable {
        let scale: CGFloat
        public static let downUp = Configuration(scale: 0.5)
        public static let upUp = Configuration(scale: 1.5)
    }
    public var configuration: Configuration
    public init(configuration: Configuration = .downUp) { self.configuration = configuration }
    var anyTransition: AnyTransition { AnyTransition.opacity.combined(with: .scale(scale: configuration.scale)) }
}

extension Transition where Self == OpacityTransition {
    public static var opacity: OpacityTransition { OpacityTransition() }
}
extension Transition where Self == IdentityTransition {
    public static var identity: IdentityTransition { IdentityTransition() }
}
extension Transition where Self == MoveTransition {
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}
extension Transition where Self == OffsetTransition {
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition { OffsetTransition(CGSize(width: x, height: y)) }
}
extension Transition where Self == PushTransition {
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}
extension Transition where Self == ScaleTransition {
    public static var scale: ScaleTransition { ScaleTransition(0) }
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { ScaleTransition(scale, anchor: anchor) }
}
extension Transition where Self == SlideTransition {
    public static var slide: SlideTransition { SlideTransition() }
}
extension Transition where Self == BlurReplaceTransition {
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition() }
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: configuration)
    }
}
