import Foundation

/// How a transition replaces a layer's old look with its new one.
public struct CATransitionType: RawRepresentable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The side the new look comes from (or the old one leaves to, for `reveal`).
public struct CATransitionSubtype: RawRepresentable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// An animated change of a layer's whole look, as in Core Animation: add it
/// (key `kCATransition` by convention) and then change the layer, its
/// sublayers or its view's content in the same turn; the layer shows its old
/// look (captured when the transition was added) going away as the new one
/// arrives: `.fade` cross-fades, `.push` slides both, `.moveIn` slides the new
/// over the old, `.reveal` slides the old off the new. `startProgress` and
/// `endProgress` pick a part of it. The old look is drawn from a bitmap.
open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1

    /// The layer's look when the transition was added (set by the layer).
    package var oldLook: CGImage?
    /// The old look's rectangle in the layer's bounds space.
    package var oldLookBounds: CGRect = .zero
    /// How far the transition is, 0...1 (written every frame).
    package var progress: CGFloat = 0

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func copy() -> Any {
        let copy = CATransition()
        copyTiming(to: copy)
        copy.type = type
        copy.subtype = subtype
        copy.startProgress = startProgress
        copy.endProgress = endProgress
        copy.oldLook = oldLook
        copy.oldLookBounds = oldLookBounds
        return copy
    }

    override func apply(atLocalTime time: CFTimeInterval, fraction: CGFloat, to state: inout LayerState) {
        let eased = timingFunction?.progress(at: fraction) ?? fraction
        progress = CGFloat(startProgress) + (CGFloat(endProgress) - CGFloat(startProgress)) * eased
    }

    /// Where the new and the old look are drawn at `progress` (offsets in the
    /// layer's bounds space, and alphas).
    package func placement(in bounds: CGRect) -> (newOffset: CGSize, newAlpha: CGFloat, oldOffset: CGSize, oldAlpha: CGFloat, oldOnTop: Bool) {
        let p = min(max(progress, 0), 1)
        var direction = CGSize(width: -1, height: 0)          // fromRight: things move left
        switch subtype {
        case .fromLeft?: direction = CGSize(width: 1, height: 0)
        case .fromTop?: direction = CGSize(width: 0, height: 1)
        case .fromBottom?: direction = CGSize(width: 0, height: -1)
        default: break
        }
        let travel = CGSize(width: direction.width * bounds.width, height: direction.height * bounds.height)
        func scaled(_ s: CGFloat) -> CGSize { CGSize(width: travel.width * s, height: travel.height * s) }
        switch type {
        case .push: return (scaled(p - 1), 1, scaled(p), 1, false)
        case .moveIn: return (scaled(p - 1), 1, .zero, 1, false)
        case .reveal: return (.zero, 1, scaled(p), 1, true)
        default: return (.zero, p, .zero, 1 - p, false)
        }
    }
}

/// The conventional key for transitions (`layer.add(transition, forKey: kCATransition)`).
public let kCATransition = "transition"
