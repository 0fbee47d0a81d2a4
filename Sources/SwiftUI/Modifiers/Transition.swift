import Foundation

/// Where a transitioning view is, as SwiftUI's `TransitionPhase` (iOS 17): about to
/// be inserted, shown, or removed.
public enum TransitionPhase: Equatable, Sendable {
    /// The view is being inserted: it starts here and animates to `.identity`.
    case willAppear
    /// The view is shown as it is.
    case identity
    /// The view is being removed: it animates from `.identity` to here.
    case didDisappear

    public var isIdentity: Bool { self == .identity }

    /// -1 for `willAppear`, 0 for `identity`, 1 for `didDisappear`, as in SwiftUI.
    public var value: Double {
        switch self {
        case .willAppear: return -1
        case .identity: return 0
        case .didDisappear: return 1
        }
    }
}

/// How a view is inserted and removed, as SwiftUI's `AnyTransition`: a state the
/// view animates from when it appears and to when it goes, in the transaction
/// that inserted or removed it (`withAnimation`, `.animation(_:value:)`) or the
/// transition's own `animation(_:)`. Without an animation the view comes and goes
/// at once, as in SwiftUI.
///
/// The built-in transitions act on a wrapper view around the content (its alpha
/// and transform, on our UIView animation engine); `modifier(active:identity:)`
/// transitions render the content with the active modifier, lay it out, then
/// animate to the identity modifier's layout and view properties. Removed views stay
/// on screen at their last frame until their removal animation ends, then leave
/// the view graph (their `onDisappear` runs then).
public struct AnyTransition {
    /// The wrapper's effect in each phase.
    let effect: (TransitionPhase) -> TransitionEffect
    /// Modifier layers, innermost first; each is the same view type in every phase.
    let layers: [@MainActor (any View, TransitionPhase) -> any View]
    /// The animation the transition brings (`animation(_:)`), used instead of the transaction's.
    let ownAnimation: Animation??

    init(effect: @escaping (TransitionPhase) -> TransitionEffect,
         layers: [@MainActor (any View, TransitionPhase) -> any View] = [], animation: Animation?? = nil) {
        self.effect = effect
        self.layers = layers
        self.ownAnimation = animation
    }

    /// The view unchanged: inserted and removed without an effect (it still waits for
    /// the animation before it leaves, as in SwiftUI).
    public static let identity = AnyTransition(effect: { _ in .identity })

    /// Fades in from transparent on insertion and out to transparent on removal.
    public static let opacity = AnyTransition(effect: { phase in
        var effect = TransitionEffect.identity
        effect.opacity = phase.isIdentity ? 1 : 0
        return effect
    })

    /// Inserts by moving in from the leading edge and removes by moving out toward
    /// the trailing edge (by the view's own width).
    public static var slide: AnyTransition { .asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing)) }

    /// Scales the view from nothing (about its centre).
    public static var scale: AnyTransition { .scale(scale: 0, anchor: .center) }

    /// Scales the view from `scale` about `anchor` (a point of its unit square).
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(effect: { phase in
            var effect = TransitionEffect.identity
            if !phase.isIdentity {
                effect.scale = scale
                effect.anchor = anchor
            }
            return effect
        })
    }

    /// Moves the view toward `edge` by its own size (its width for the leading and
    /// trailing edges, its height for top and bottom), as SwiftUI's `MoveTransition`.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(effect: { phase in
            var effect = TransitionEffect.identity
            if !phase.isIdentity { effect.moves = [edge] }
            return effect
        })
    }

    /// Offsets the view by `offset` when it is not shown.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(effect: { phase in
            var effect = TransitionEffect.identity
            if !phase.isIdentity { effect.offset = offset }
            return effect
        })
    }

    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { .offset(CGSize(width: x, height: y)) }

    /// Moves in from `edge` while fading in, and out toward the opposite edge while
    /// fading out (iOS 16).
    public static func push(from edge: Edge) -> AnyTransition {
        .asymmetric(insertion: .move(edge: edge).combined(with: .opacity),
                    removal: .move(edge: edge.opposite).combined(with: .opacity))
    }

    /// `insertion` when the view appears, `removal` when it goes.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        // Both transitions' layers stay in the view in every phase (the identity phase
        // of the other), so the content keeps its type, and its state, throughout.
        typealias Layer = @MainActor (any View, TransitionPhase) -> any View
        let insertionLayers: [Layer] = insertion.layers.map { layer in
            { content, phase in layer(content, phase == .willAppear ? .willAppear : .identity) }
        }
        let removalLayers: [Layer] = removal.layers.map { layer in
            { content, phase in layer(content, phase == .didDisappear ? .didDisappear : .identity) }
        }
        return AnyTransition(effect: { phase in
            switch phase {
            case .willAppear: return insertion.effect(.willAppear)
            case .identity: return .identity
            case .didDisappear: return removal.effect(.didDisappear)
            }
        }, layers: insertionLayers + removalLayers, animation: insertion.ownAnimation ?? removal.ownAnimation)
    }

    /// Both transitions at once (opacities and scales multiply, offsets add).
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(effect: { phase in effect(phase).combined(with: other.effect(phase)) },
                      layers: layers + other.layers, animation: ownAnimation ?? other.ownAnimation)
    }

    /// The transition with its own animation, used instead of the transaction's (a
    /// view with it animates in and out even without `withAnimation`); nil makes
    /// it come and go at once.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(effect: effect, layers: layers, animation: .some(animation))
    }

    /// The content with `active` applied when it is not shown and `identity` when
    /// it is; the change between them animates (its layout, opacity, colours...).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(effect: { _ in .identity }, layers: [{ content, phase in
            TransitionLayers.apply(phase.isIdentity ? identity : active, to: content)
        }])
    }
}

enum TransitionLayers {
    @MainActor
    static func apply<M: ViewModifier>(_ modifier: M, to content: any View) -> any View {
        func wrap<V: View>(_ view: V) -> any View { view.modifier(modifier) }
        return wrap(content)
    }
}

/// What the built-in transitions do to the wrapper view in one phase.
struct TransitionEffect: Equatable {
    var opacity: CGFloat = 1
    var scale: CGFloat = 1
    var anchor: UnitPoint = .center
    var offset: CGSize = .zero
    /// Edges the view moves toward by its own size.
    var moves: [Edge] = []

    static let identity = TransitionEffect()

    func combined(with other: TransitionEffect) -> TransitionEffect {
        var result = self
        result.opacity *= other.opacity
        if other.scale != 1 {
            result.scale *= other.scale
            result.anchor = other.anchor
        }
        result.offset.width += other.offset.width
        result.offset.height += other.offset.height
        result.moves += other.moves
        return result
    }

    /// The wrapper's transform for a view of `size`: the scale about the anchor, then
    /// the offset and moves.
    func transform(for size: CGSize) -> CGAffineTransform {
        var dx = offset.width, dy = offset.height
        for edge in moves {
            switch edge {
            case .top: dy -= size.height
            case .bottom: dy += size.height
            case .leading: dx -= size.width
            case .trailing: dx += size.width
            }
        }
        // UIKit scales about the centre: shift so the anchor stays where it is.
        let anchorX = (anchor.x - 0.5) * size.width, anchorY = (anchor.y - 0.5) * size.height
        return CGAffineTransform(a: scale, b: 0, c: 0, d: scale,
                                 tx: (1 - scale) * anchorX + dx, ty: (1 - scale) * anchorY + dy)
    }
}

extension Edge {
    var opposite: Edge {
        switch self {
        case .top: return .bottom
        case .bottom: return .top
        case .leading: return .trailing
        case .trailing: return .leading
        }
    }
}
