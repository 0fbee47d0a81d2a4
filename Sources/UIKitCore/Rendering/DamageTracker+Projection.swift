import Foundation

/// Damage for what is not placed by an affine transform, as the renderer draws
/// it (`ViewTreeRenderer+Projection`, `+Replicator`, `+TransformLayer`):
///
/// - a layer in perspective (its own 4x4, or its superlayer's projective
///   `sublayerTransform`, or a transform layer's shared space) is one record: the
///   renderer flattens it and its sublayers into its plane, clipped to its bounds
///   and its sublayers' frames, so it paints inside the bounding box of that
///   rectangle's corners as projected (the part in front of the eye, W > 0),
///   rounded out and grown by one pixel; its look hashes its whole subtree and the
///   projection.
/// - a replicator's sublayers are each one record: the union of the boxes of all
///   their instances (each instance's transform, its delay's animation state).
/// - a transform layer records nothing of its own; its sublayers are visited in
///   its shared 3D space, in the renderer's depth order.
extension DamageTracker {
    /// Records a layer (a view's or a free one) drawn in perspective by `plane`.
    static func visitProjected(_ object: AnyObject, layer: CALayer, state: LayerState, plane: PlaneProjection,
                               traits: UITraitCollection, context: Context, into walk: inout Walk) -> CGRect {
        let rect = projectedRect(of: layer, state: state)
        guard rect.width > 0, rect.height > 0 else { return .null }
        let box = projectedBox(of: rect, plane: plane, transform: context.transform).intersection(context.clip)
        var own = Hasher()
        own.combine(ObjectIdentifier(type(of: layer)))
        own.combine(ViewTreeRenderer.subtreeSignature(of: layer))
        for row in plane.m { for value in row { own.combine(value) } }
        own.combine(rect.minX); own.combine(rect.minY); own.combine(rect.width); own.combine(rect.height)
        if traits !== context.traits { own.combine(traits) }
        // Late replicator instances below show animations at other times.
        if ViewTreeRenderer.subtreeAnimates(layer) { own.combine(layer.host?.runLoop.now) }
        let looks = Self.looks(own.finalize(), origin: state.bounds.origin, transform: context.transform, context: context, anchorBox: nil)
        record(object, box: box, looks: looks, version: 0, transform: context.transform, context: context,
               opaqueArea: nil, drawsOverSubviews: false, into: &walk)
        keepRasterized(in: layer, into: &walk)
        walk.keepSubtreeBox(box, of: ObjectIdentifier(object))
        return box
    }

    /// The cached bitmaps of a subtree the walk records as one (they stay cached while
    /// it is on screen, as the records of a walked subtree keep theirs).
    static func keepRasterized(in layer: CALayer, into walk: inout Walk) {
        if let view = layer.owner, layer.shouldRasterize && layer.mask == nil { walk.rasterized.append(ObjectIdentifier(view)) }
        if layer.drawsContent { walk.rasterized.append(ObjectIdentifier(layer.backingStoreKey)) }
        for sublayer in layer.sublayerList { keepRasterized(in: sublayer, into: &walk) }
    }

    /// The rectangle of its bounds space a layer in perspective is flattened into
    /// (its bounds, with its sublayers' frames unless it masks to bounds), as `ViewTreeRenderer.place`.
    static func projectedRect(of layer: CALayer, state: LayerState) -> CGRect {
        var rect = CGRect(origin: state.bounds.origin, size: state.bounds.size)
        if !layer.masksToBounds {
            for sublayer in layer.sublayerList where !sublayer.isHidden { rect = rect.union(sublayer.presented.frame) }
        }
        return rect
    }

    /// The device pixels `rect` can paint under `plane` then `transform`: the bounding box
    /// of its part in front of the eye, projected, rounded out and grown by one pixel.
    static func projectedBox(of rect: CGRect, plane: PlaneProjection, transform: CGAffineTransform) -> CGRect {
        let polygon = plane.visiblePolygon(of: rect)
        guard !polygon.isEmpty else { return .null }
        let points = polygon.map { plane.project($0).applying(transform) }
        guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return everywhere }
        let xs = points.map(\.x), ys = points.map(\.y)
        let bounds = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        return device(bounds, .identity)
    }

    /// A box bigger than any surface (cut to the clip by the caller).
    static let everywhere = CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)

    /// Where the sublayers are placed: `transform` then the affine sublayer space, or,
    /// for a projective `sublayerTransform`, `transform` with it pending (as the renderer).
    static func setSublayerSpace(of layer: CALayer, state: LayerState, transform: CGAffineTransform, in inner: inout Context) {
        if let projective = ViewTreeRenderer.projectiveSublayerTransform(of: layer, state: state) {
            inner.transform = transform
            inner.pending = projective
        } else {
            inner.transform = ViewTreeRenderer.sublayerSpace(of: layer, state: state).map { $0.concatenating(transform) } ?? transform
            inner.pending = nil
        }
    }

    // MARK: Transform layers

    /// Visits a transform layer's sublayers in its shared 3D space, back to front.
    static func visit(transformLayer layer: CATransformLayer, state: LayerState, context: Context,
                      visitSublayer: (CALayer, Context, inout Walk) -> CGRect, into walk: inout Walk) -> CGRect {
        var inner = context
        inner.pending = ViewTreeRenderer.sharedSpace(of: layer, state: state, pending: context.pending)
        var hasher = Hasher()
        hasher.combine(context.inherited)
        hasher.combine(state.alpha)
        inner.inherited = hasher.finalize()
        inner.relativeInherited = inner.inherited
        if state.alpha < 0.999 { inner.isPlain = false }
        let sorted = ViewTreeRenderer.depthSorted(layer.sublayersInDrawingOrder, in: inner.pending!) { $0.presented }
        let subtree = sorted.reduce(CGRect.null) { $0.union(visitSublayer($1, inner, &walk)) }
        walk.keepSubtreeBox(subtree, of: ObjectIdentifier(layer))
        return subtree
    }

    // MARK: Replicators

    /// Records each of a replicator's sublayers as one record covering all its instances
    /// (`transform`: the replicator's bounds space to device pixels).
    static func visitReplicas(of replicator: CAReplicatorLayer, state: LayerState, transform: CGAffineTransform,
                              context: Context, into walk: inout Walk) -> CGRect {
        let delay = CAReplicatorLayer.instanceDelay(in: state)
        var instanceLook = Hasher()
        for key in state.extras.keys.sorted() where key.hasPrefix("instance") { instanceLook.combine(key); instanceLook.combine(state.extras[key]) }
        let instances = instanceLook.finalize()
        var union = CGRect.null
        for sublayer in replicator.sublayersInDrawingOrder {
            let extent = replicaExtent(of: sublayer, in: replicator, state: state)
            let box = device(extent, transform).intersection(context.clip)
            var own = Hasher()
            own.combine(instances)
            own.combine(ViewTreeRenderer.subtreeSignature(of: sublayer))
            if delay != 0 && ViewTreeRenderer.subtreeAnimates(sublayer) { own.combine(replicator.host?.runLoop.now) }
            let looks = Self.looks(own.finalize(), origin: state.bounds.origin, transform: transform, context: context, anchorBox: nil)
            record(sublayer, box: box, looks: looks, version: 0, transform: transform, context: context,
                   opaqueArea: nil, drawsOverSubviews: false, into: &walk)
            keepRasterized(in: sublayer, into: &walk)
            walk.keepSubtreeBox(box, of: ObjectIdentifier(sublayer))
            union = union.union(box)
        }
        return union
    }

    /// Where all the instances of `sublayer` can paint, in the replicator's bounds space.
    static func replicaExtent(of sublayer: CALayer, in replicator: CAReplicatorLayer, state: LayerState) -> CGRect {
        let count = CAReplicatorLayer.instanceCount(in: state)
        let delay = CAReplicatorLayer.instanceDelay(in: state)
        guard count > 0 else { return .null }
        let projective = ViewTreeRenderer.projectiveSublayerTransform(of: replicator, state: state)
        var extent = CGRect.null
        for index in 0..<count {
            let placement = replicator.transform(ofInstance: index, state: state)
            if projective != nil || !CATransform3DIsAffine(placement) {
                let pending = projective.map { CATransform3DConcat(placement, $0) } ?? placement
                extent = extent.union(reach(of: sublayer, delay: Double(index) * delay, pending: pending))
            } else {
                extent = extent.union(mapped(reach(of: sublayer, delay: Double(index) * delay, pending: nil), placement.affinePart))
            }
        }
        if projective == nil, let space = ViewTreeRenderer.sublayerSpace(of: replicator, state: state) { extent = mapped(extent, space) }
        return extent
    }

    /// Where `layer` and its subtree, shown `delay` seconds late, can paint in its
    /// superlayer's space under `pending` (conservative: bounds, content, shadow and
    /// `drawingOverhang`, the sublayers' reach unless it masks to bounds).
    static func reach(of layer: CALayer, delay: CFTimeInterval, pending: CATransform3D?) -> CGRect {
        if let view = layer.owner, view.isHidden { return .null }
        let state = delay == 0 ? layer.presented : layer.presented(delayedBy: delay)
        guard !layer.isHidden, state.alpha > 0.001, state.bounds.width >= 0, state.bounds.height >= 0 else { return .null }
        if let transformLayer = layer as? CATransformLayer {
            let space = ViewTreeRenderer.sharedSpace(of: transformLayer, state: state, pending: pending)
            return layer.sublayerList.reduce(CGRect.null) { $0.union(reach(of: $1, delay: delay, pending: space)) }
        }
        let ownRect = CGRect(origin: state.bounds.origin, size: state.bounds.size)
        var painted = ownRect.union(layerContentReach(of: layer, state: state, bounds: ownRect))
            .insetBy(dx: -drawingOverhang, dy: -drawingOverhang)
        if state.shadowOpacity > 0, state.shadowColor != nil, !layer.masksToBounds {
            let margin = 3 * state.shadowRadius + drawingOverhang
            let shape = (layer.shadowPath.map { $0.boundingBox.union(ownRect) } ?? ownRect)
            painted = painted.union(shape.offsetBy(dx: state.shadowOffset.width, dy: state.shadowOffset.height).insetBy(dx: -margin, dy: -margin))
        }
        var sublayers = CGRect.null
        if let replicator = layer as? CAReplicatorLayer {
            for sublayer in layer.sublayerList {
                sublayers = sublayers.union(replicaExtent(of: sublayer, in: replicator, state: state))
            }
        } else if let projective = ViewTreeRenderer.projectiveSublayerTransform(of: layer, state: state) {
            sublayers = layer.sublayerList.reduce(CGRect.null) { $0.union(reach(of: $1, delay: delay, pending: projective)) }
        } else {
            sublayers = layer.sublayerList.reduce(CGRect.null) { $0.union(reach(of: $1, delay: delay, pending: nil)) }
            if let space = ViewTreeRenderer.sublayerSpace(of: layer, state: state) { sublayers = mapped(sublayers, space) }
        }
        painted = painted.union(layer.masksToBounds ? sublayers.intersection(ownRect) : sublayers)
        switch ViewTreeRenderer.placement(of: layer, state: state, pending: pending) {
        case .hidden: return .null
        case .affine(let transform): return mapped(painted, transform)
        case .projected(let plane):
            let flattened = painted.intersection(projectedRect(of: layer, state: state))
            guard !flattened.isNull, !flattened.isEmpty else { return .null }
            let polygon = plane.visiblePolygon(of: flattened)
            guard !polygon.isEmpty else { return .null }
            let points = polygon.map(plane.project)
            guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return everywhere }
            let xs = points.map(\.x), ys = points.map(\.y)
            return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
    }

    /// `rect`'s bounding box under `transform` (null stays null).
    private static func mapped(_ rect: CGRect, _ transform: CGAffineTransform) -> CGRect {
        rect.isNull || rect.isInfinite ? rect : rect.applying(transform).standardized
    }
}
