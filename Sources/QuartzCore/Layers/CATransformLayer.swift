import Foundation

/// Core Animation's transform layer: a layer that is not drawn itself and does
/// not flatten its sublayers. They share one 3D space with the transform
/// layer's superlayer (its perspective, the `sublayerTransform`'s `m34`, applies
/// to each of them) and are drawn back to front by the depth of their centres
/// after the transform, whatever order they were added in, so a cube of six
/// faces shows its front faces over its back ones.
///
/// As Apple documents, its own `backgroundColor`, `contents`, border, shadow,
/// `mask` and `masksToBounds` are ignored, `opacity` applies to each sublayer on
/// its own (not to the group), and `hitTest(_:)` is not supported: it answers nil
/// (the layer has no plane a point could be mapped into).
///
/// Differences: sublayers are sorted within each transform layer (a nested
/// transform layer's sublayers are sorted among themselves, then drawn where the
/// nested layer falls in its parent's order), by the depth of each sublayer's
/// bounds centre; intersecting planes are not split.
open class CATransformLayer: CALayer {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(layer: Any) { super.init(layer: layer) }

    open override func presentation() -> Self? { presentationCopy { CATransformLayer(layer: $0) } }

    /// Nil: a transform layer has no 2D coordinate space to map a point into.
    open override func hitTest(_ point: CGPoint) -> CALayer? { nil }
}
