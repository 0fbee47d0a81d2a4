import Foundation

/// The animatable part of a view's look: what an animation interpolates and
/// what the renderer reads.
public struct LayerState: Equatable {
    public var center: CGPoint = .zero
    public var bounds: CGRect = .zero
    public var transform: CGAffineTransform = .identity
    public var alpha: CGFloat = 1
    public var backgroundColor: UIColor? = nil
    public var cornerRadius: CGFloat = 0

    public init() {}

    /// Maps points in the view's bounds space to its superview's bounds space.
    public var transformToSuperview: CGAffineTransform {
        let toAnchor = CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
        let fromAnchor = CGAffineTransform(translationX: center.x, y: center.y)
        return toAnchor.concatenating(transform).concatenating(fromAnchor)
    }

    /// The frame this state gives in the superview (bounding box when transformed).
    public var frame: CGRect {
        if transform.isIdentity {
            return CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2,
                          width: bounds.width, height: bounds.height)
        }
        return CGRect(origin: .zero, size: bounds.size).applying(
            CGAffineTransform(translationX: -bounds.width / 2, y: -bounds.height / 2)
                .concatenating(transform).concatenating(CGAffineTransform(translationX: center.x, y: center.y)))
    }
}

/// The view's backing layer, holding UIKit's `CALayer` appearance properties.
///
/// Differences from Core Animation: the anchor point is always the centre, and
/// layers exist only as a view's layer (no free-standing sublayers).
public final class CALayer {
    unowned(unsafe) let owner: UIView

    /// The model values (what you set).
    public internal(set) var model = LayerState()
    /// The in-flight values while an animation runs, else nil.
    public internal(set) var presentationState: LayerState?
    /// What is on screen now: the presentation values while animating, else the model.
    public var presented: LayerState { presentationState ?? model }

    init(owner: UIView) { self.owner = owner }

    public var cornerRadius: CGFloat {
        get { model.cornerRadius }
        set { owner.setAnimatable(\.cornerRadius, newValue, .cornerRadius) }
    }
    /// Which corners `cornerRadius` rounds (Core Animation's `maskedCorners`).
    public var maskedCorners: UIRectCorner = .allCorners { didSet { if maskedCorners != oldValue { owner.setNeedsDisplay() } } }
    public var masksToBounds: Bool {
        get { owner.clipsToBounds }
        set { owner.clipsToBounds = newValue }
    }
    public var borderWidth: CGFloat = 0 { didSet { owner.setNeedsDisplay() } }
    public var borderColor: CGColor? = .black { didSet { owner.setNeedsDisplay() } }
    public var shadowColor: CGColor? = .black { didSet { owner.setNeedsDisplay() } }
    public var shadowOpacity: Float = 0 { didSet { owner.setNeedsDisplay() } }
    public var shadowRadius: CGFloat = 3 { didSet { owner.setNeedsDisplay() } }
    public var shadowOffset = CGSize(width: 0, height: -3) { didSet { owner.setNeedsDisplay() } }
    /// The shadow's shape; nil uses the layer's rounded bounds.
    public var shadowPath: CGPath? { didSet { owner.setNeedsDisplay() } }
    /// Whether the layer and its sublayers are drawn once into a bitmap in the
    /// layer's own space and then composited, as Core Animation's `shouldRasterize`.
    /// The bitmap is reused while only the layer's position, transform, alpha or
    /// (with `masksToBounds`) corner rounding change, so a moving sheet or a
    /// pushed-back presenter costs one composite per frame. Differences: the
    /// bitmap is at the window's scale, the layer's own shadow is drawn outside
    /// it, and content outside the bounds is cut off; a bitmap moved only by a
    /// translation is placed on whole device pixels.
    public var shouldRasterize = false { didSet { if shouldRasterize != oldValue { owner.setNeedsDisplay() } } }
    public var opacity: Float {
        get { Float(owner.alpha) }
        set { owner.alpha = CGFloat(newValue) }
    }
    public var frame: CGRect { model.frame }
    public var bounds: CGRect { model.bounds }
    public var position: CGPoint { model.center }
}
