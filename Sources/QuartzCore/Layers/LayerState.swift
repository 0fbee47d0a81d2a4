import Foundation

/// The animatable part of a layer's look: what animations interpolate and
/// what the renderer reads, for a view's layer and a free-standing one alike.
///
/// `center` is Core Animation's `position` (for a view it is the view's
/// centre, its layer's anchor point being the middle). Properties of layer
/// subclasses (a shape layer's `strokeEnd`, a gradient's `colors`) live in
/// `extras`, keyed by their key path.
public struct LayerState: Equatable {
    public var center: CGPoint = .zero
    public var bounds: CGRect = .zero
    public var transform: CGAffineTransform = .identity
    /// The whole transform when it is not affine (perspective, rotations about x
    /// or y); nil otherwise. It counts only while its plane part is `transform`
    /// (code that sets `transform` alone leaves it behind), see `transform3DValue`.
    public var transform3D: CATransform3D? = nil
    /// `zPosition`'s partner: the anchor point's z (Core Animation's `anchorPointZ`).
    public var anchorPointZ: CGFloat = 0
    public var alpha: CGFloat = 1
    /// The background colour as set: a `CGColor`, or a colour its owner resolves when
    /// drawing (a view's dynamic `UIColor` follows the traits it is drawn with).
    package var backgroundFill: LayerFill? = nil
    /// The background colour now (a dynamic colour resolved for the current traits).
    public var backgroundColor: CGColor? {
        get { backgroundFill?.color.resolvedCGColor }
        set { backgroundFill = newValue.map(LayerFill.init) }
    }
    public var cornerRadius: CGFloat = 0
    /// The point of the bounds (in unit coordinates) that sits at `center` and
    /// that the transform turns around.
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    public var zPosition: CGFloat = 0
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor? = .black
    public var shadowColor: CGColor? = .black
    public var shadowOpacity: Float = 0
    public var shadowRadius: CGFloat = 3
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// Subclass properties by key path (see `CAShapeLayer`, `CAGradientLayer`).
    public var extras: [String: LayerValue] = [:]

    public init() {}

    /// The layer's transform as a 4x4: `transform3D` while it belongs to `transform`, else `transform`.
    public var transform3DValue: CATransform3D {
        if let full = transform3D, full.affinePart == transform { return full }
        return CATransform3DMakeAffineTransform(transform)
    }

    /// Sets the transform from a 4x4 (its plane part in `transform`, the rest in `transform3D`).
    public mutating func setTransform3D(_ value: CATransform3D) {
        transform = value.affinePart
        transform3D = CATransform3DIsAffine(value) ? nil : value
    }

    /// The 4x4 from the layer's bounds space to its superlayer's, as Core Animation
    /// composes it: the anchor point (with `anchorPointZ`) to the origin, the
    /// transform, then to `position` (with `zPosition`).
    public var transformToSuperlayer3D: CATransform3D {
        let anchor = anchorInBounds
        let toAnchor = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ)
        return CATransform3DConcat(CATransform3DConcat(toAnchor, transform3DValue), CATransform3DMakeTranslation(center.x, center.y, zPosition))
    }

    /// Whether the anchor point is the middle (every view's layer).
    package var isCentred: Bool { anchorPoint.x == 0.5 && anchorPoint.y == 0.5 }

    /// The bounds point at `center`.
    package var anchorInBounds: CGPoint {
        isCentred ? CGPoint(x: bounds.midX, y: bounds.midY)
            : CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// Maps points in the layer's bounds space to its superlayer's bounds space.
    public var transformToSuperview: CGAffineTransform {
        let anchor = anchorInBounds
        let toAnchor = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
        let fromAnchor = CGAffineTransform(translationX: center.x, y: center.y)
        return toAnchor.concatenating(transform).concatenating(fromAnchor)
    }

    /// The frame this state gives in the superlayer (bounding box when transformed).
    public var frame: CGRect {
        let ax = isCentred ? bounds.width / 2 : anchorPoint.x * bounds.width
        let ay = isCentred ? bounds.height / 2 : anchorPoint.y * bounds.height
        if transform.isIdentity {
            return CGRect(x: center.x - ax, y: center.y - ay, width: bounds.width, height: bounds.height)
        }
        return CGRect(origin: .zero, size: bounds.size).applying(
            CGAffineTransform(translationX: -ax, y: -ay)
                .concatenating(transform).concatenating(CGAffineTransform(translationX: center.x, y: center.y)))
    }
}
