import Foundation

/// `CATransformLayer`: not drawn itself; its sublayers are placed in the 3D space
/// of its superlayer (each by its own 4x4, the transform layer's, and the
/// perspective pending from above) and drawn back to front by depth.
extension ViewTreeRenderer {
    /// Draws the sublayers of `layer` (whose presented state is `state`) sorted by
    /// depth, each with the transform layer's opacity on its own.
    func drawSublayers(ofTransformLayer layer: CATransformLayer, state: LayerState, in context: DrawingContext, graphics: CGContext) {
        let space = Self.sharedSpace(of: layer, state: state, pending: projection.pending.last ?? nil)
        let delay = replication.delay
        let sorted = Self.depthSorted(layer.sublayersInDrawingOrder, in: space) {
            delay == 0 ? $0.presented : $0.presented(delayedBy: delay)
        }
        projection.pending.append(space)
        defer { projection.pending.removeLast() }
        let alpha = state.alpha
        for sublayer in sorted {
            if alpha < 0.999 {
                context.beginTransparencyGroup()
                draw(freeLayer: sublayer, in: context, graphics: graphics)
                context.endTransparencyGroup(alpha: alpha)
            } else {
                draw(freeLayer: sublayer, in: context, graphics: graphics)
            }
        }
    }

    /// The 4x4 from the transform layer's sublayer space to its superlayer's user
    /// space: its `sublayerTransform` about the anchor point (with the geometry flip),
    /// its own placement, then what is pending from above (a perspective).
    static func sharedSpace(of layer: CALayer, state: LayerState, pending: CATransform3D?) -> CATransform3D {
        let anchor = state.anchorInBounds
        var sublayerSpace = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0), layer.sublayerTransform),
            CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
        if let flip = geometryFlip(of: layer, state: state) {
            sublayerSpace = CATransform3DConcat(sublayerSpace, CATransform3DMakeAffineTransform(flip))
        }
        var space = CATransform3DConcat(sublayerSpace, state.transformToSuperlayer3D)
        if let pending { space = CATransform3DConcat(space, pending) }
        return space
    }

    /// `sublayers` back to front: by the depth (z after the perspective divide, larger
    /// is nearer the viewer) of each one's bounds centre under its own transform then
    /// `space`; equal depths keep their order, and centres behind the eye go first.
    static func depthSorted(_ sublayers: [CALayer], in space: CATransform3D, state: (CALayer) -> LayerState) -> [CALayer] {
        guard sublayers.count > 1 else { return sublayers }
        let depths = sublayers.map { sublayer -> CGFloat in
            let own = state(sublayer)
            let full = CATransform3DConcat(own.transformToSuperlayer3D, space)
            return depth(of: CGPoint(x: own.bounds.midX, y: own.bounds.midY), under: full)
        }
        return sublayers.indices.sorted { depths[$0] != depths[$1] ? depths[$0] < depths[$1] : $0 < $1 }.map { sublayers[$0] }
    }

    /// The depth of `point` (z = 0 of a layer's plane) under a 4x4 (row vectors).
    static func depth(of point: CGPoint, under t: CATransform3D) -> CGFloat {
        let z = point.x * t.m13 + point.y * t.m23 + t.m43
        let w = point.x * t.m14 + point.y * t.m24 + t.m44
        guard w > 0, z.isFinite else { return -.greatestFiniteMagnitude }
        return z / w
    }
}
