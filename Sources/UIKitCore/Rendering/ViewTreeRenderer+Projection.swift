import Foundation

/// Perspective: a layer whose transform (with its superlayer's
/// `sublayerTransform`) is projective is drawn into a bitmap of its plane, as
/// Core Animation flattens it, and that bitmap is mapped onto the screen per
/// pixel (`DrawingContext.drawProjected`), only where it lies in front of the eye.
extension ViewTreeRenderer {
    /// How a layer is placed in its superlayer's space.
    enum Placement {
        case affine(CGAffineTransform)
        case projected(PlaneProjection)
        /// Its back faces the viewer and it is not double-sided, or it is singular.
        case hidden
    }

    /// Where `layer` goes: the superlayer's pending projective `sublayerTransform`
    /// (if any) after the layer's own 4x4; the plane part of the result.
    func placement(of layer: CALayer, state: LayerState) -> Placement {
        Self.placement(of: layer, state: state, pending: projection.pending.last ?? nil)
    }

    /// Where `layer` goes under `pending` (the 4x4 waiting from above, if any).
    static func placement(of layer: CALayer, state: LayerState, pending: CATransform3D?) -> Placement {
        let own3D = state.transform3D != nil && state.transform3DValue == state.transform3D
        guard own3D || pending != nil else {
            let affine = state.transformToSuperview
            guard affine.determinant != 0 else { return .hidden }
            if !layer.isDoubleSided && affine.determinant < 0 { return .hidden }
            return .affine(affine)
        }
        var full = state.transformToSuperlayer3D
        if let pending { full = CATransform3DConcat(full, pending) }
        let plane = PlaneProjection(full)
        let determinant = plane.determinant
        guard determinant != 0, determinant.isFinite else { return .hidden }
        // On the visible side (W > 0) the plane keeps its turn when the determinant is positive.
        if !layer.isDoubleSided && determinant < 0 { return .hidden }
        if plane.isAffine { return .affine(plane.affine) }
        return .projected(plane)
    }

    /// Draws `body` (in the layer's bounds space) placed by `placement`; the
    /// projected bitmap covers the bounds and the sublayers' frames.
    func place(_ layer: CALayer, state: LayerState, _ placement: Placement, in context: DrawingContext, _ body: () -> Void) {
        projection.pending.append(nil)
        defer { projection.pending.removeLast() }
        switch placement {
        case .hidden: return
        case .affine(let transform):
            context.saveState()
            context.concatenate(transform)
            body()
            context.restoreState()
        case .projected(let plane):
            var rect = CGRect(origin: state.bounds.origin, size: state.bounds.size)
            if !layer.masksToBounds {
                for sublayer in layer.sublayerList where !sublayer.isHidden { rect = rect.union(sublayer.presented.frame) }
            }
            guard rect.width > 0, rect.height > 0 else { return }
            context.saveState()
            if !context.drawProjected(rect, projection: plane, draw: body) {
                context.concatenate(state.transformToSuperview)
                body()
            }
            context.restoreState()
        }
    }

    /// The 4x4 `layer`'s sublayers are placed by when it is projective (its
    /// `sublayerTransform` about the anchor point, then the geometry flip); nil
    /// when the sublayer space is affine (`sublayerSpace(of:state:)`).
    static func projectiveSublayerTransform(of layer: CALayer, state: LayerState) -> CATransform3D? {
        let sublayerTransform = layer.sublayerTransform
        guard !CATransform3DIsAffine(sublayerTransform) else { return nil }
        let anchor = state.anchorInBounds
        var full = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0), sublayerTransform),
                                       CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
        if let flip = geometryFlip(of: layer, state: state) { full = CATransform3DConcat(full, CATransform3DMakeAffineTransform(flip)) }
        return full
    }

    /// Whether the layer paints outside where its affine transform puts it (perspective
    /// of its own or for its sublayers, copies of its sublayers, a hidden back face,
    /// sublayers in a shared 3D space): its signatures then hash its 3D state.
    static func drawsBeyondPlane(_ layer: CALayer, state: LayerState) -> Bool {
        (state.transform3D != nil && state.transform3DValue == state.transform3D) || !CATransform3DIsAffine(layer.sublayerTransform)
            || !layer.isDoubleSided || layer is CAReplicatorLayer || layer is CATransformLayer
    }
}

/// The projective sublayer transforms waiting for the sublayers being drawn
/// (innermost last; nil where the sublayer space is affine).
final class ProjectionState {
    var pending: [CATransform3D?] = []
}
