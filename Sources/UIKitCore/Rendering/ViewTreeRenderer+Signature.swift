import Foundation

extension ViewTreeRenderer {
    /// A hash of everything that a rasterized layer's bitmap depends on: for the
    /// layer itself its content version, bounds, background, border and (when the
    /// rounding is drawn into the bitmap) corners, but not its position, transform
    /// or alpha; for every view below it, its identity, order, content version
    /// (`setNeedsDisplay`), visibility, clipping, border, shadow and whole presented
    /// state (so animations in the subtree invalidate the bitmap).
    ///
    /// The layer's own part is hashed each time; the hash of its sublayers' trees is
    /// kept on the view and reused while no layer below it changed
    /// (`CALayer.sublayerGeneration`) and the traits it is drawn with are the same
    /// (dynamic colours resolve against them, as UIKit resolves them on trait
    /// changes). Debug builds hash the sublayers again anyway and stop on a kept hash
    /// that no longer matches: a change below that did not bump.
    public static func contentSignature(of view: UIView, roundingInBitmap: Bool) -> Int {
        contentSignature(of: view, roundingInBitmap: roundingInBitmap, sublayers: rasterizedSublayers(of: view))
    }

    /// The same, with the sublayers' kept signature already looked up.
    static func contentSignature(of view: UIView, roundingInBitmap: Bool, sublayers: RasterSignature) -> Int {
        var hasher = Hasher()
        let state = view.layer.presented
        hasher.combine(view.contentVersion)
        hasher.combine(view.clipsToBounds)
        combine(state.bounds, into: &hasher)
        combine(state.backgroundUIColor, into: &hasher)
        combineLayerExtras(view.layer, state: state, into: &hasher)
        combineReplicaTime(view.layer, state: state, into: &hasher)
        if roundingInBitmap {
            hasher.combine(state.cornerRadius)
            hasher.combine(view.layer.maskedCorners.rawValue)
        }
        hasher.combine(sublayers.value)
        return hasher.finalize()
    }

    /// The kept (or fresh) hash of `view`'s sublayers' trees, with the views below it
    /// drawn over its bitmap rather than into it (`ViewTreeRenderer+Overlays`).
    static func rasterizedSublayers(of view: UIView) -> RasterSignature {
        let generation = view.layer.sublayerGeneration
        let traits = UITraitCollection.current
        if let kept = view.rasterSignature, kept.generation == generation, kept.traits == traits {
            #if DEBUG
            precondition(hashedSublayers(of: view.layer).value == kept.value,
                         "the kept sublayer signature of \(view) is stale: a change below it did not bump "
                         + "CALayer.sublayerGeneration")
            #endif
            return kept
        }
        let (value, overlays) = hashedSublayers(of: view.layer)
        let signature = RasterSignature(generation: generation, traits: traits, value: value, overlays: overlays)
        view.rasterSignature = signature
        return signature
    }

    /// A hash of everything `layer` and its subtree draw, with its own placement
    /// (for the damage tracker's records of subtrees it does not walk: a layer in
    /// perspective, a replicator's sublayers).
    static func subtreeSignature(of layer: CALayer) -> Int {
        var hasher = Hasher()
        if let view = layer.owner {
            var none: [UIView]?
            combineSubtree(view, overlays: &none, into: &hasher)
        } else {
            combineFreeLayer(layer, into: &hasher)
        }
        return hasher.finalize()
    }

    /// Whether an animation runs on `layer` or below it.
    static func subtreeAnimates(_ layer: CALayer) -> Bool {
        !layer.animationList.isEmpty || layer.sublayerList.contains(where: subtreeAnimates)
    }

    private static func hashedSublayers(of layer: CALayer) -> (value: Int, overlays: [UIView]) {
        var hasher = Hasher()
        var overlays: [UIView]? = []
        combineSublayers(of: layer, overlays: &overlays, into: &hasher)
        return (hasher.finalize(), overlays ?? [])
    }

    /// `overlays` is nil where views are drawn into the bitmap whatever they are (below
    /// a view that is not plainly visible, see `passesOverlaysThrough`), else it collects
    /// the overlay views: only which ones they are counts, not how they look.
    private static func combineSubtree(_ view: UIView, overlays: inout [UIView]?, into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(view))
        hasher.combine(view.contentVersion)
        hasher.combine(view.isHidden)
        if view.isHidden { return }
        hasher.combine(view.clipsToBounds)
        let state = view.layer.presented
        hasher.combine(state.center.x)
        hasher.combine(state.center.y)
        combine(state.bounds, into: &hasher)
        let t = state.transform
        hasher.combine(t.a); hasher.combine(t.b); hasher.combine(t.c); hasher.combine(t.d); hasher.combine(t.tx); hasher.combine(t.ty)
        hasher.combine(state.alpha)
        hasher.combine(state.cornerRadius)
        hasher.combine(view.layer.maskedCorners.rawValue)
        combine(state.backgroundUIColor, into: &hasher)
        combineLayerExtras(view.layer, state: state, into: &hasher)
        combineReplicaTime(view.layer, state: state, into: &hasher)
        if overlays != nil && passesOverlaysThrough(view, state: state) {
            combineSublayers(of: view.layer, overlays: &overlays, into: &hasher)
        } else {
            var none: [UIView]?
            combineSublayers(of: view.layer, overlays: &none, into: &hasher)
        }
    }

    /// Subviews' layers and free layers, in order, with everything they draw.
    private static func combineSublayers(of layer: CALayer, overlays: inout [UIView]?, into hasher: inout Hasher) {
        hasher.combine(layer.sublayerList.count)
        for sublayer in layer.sublayerList {
            guard let view = sublayer.owner else { combineFreeLayer(sublayer, into: &hasher); continue }
            if overlays != nil && view.rendersAboveRasterizedAncestor && view.superview?.layer === layer {
                hasher.combine(ObjectIdentifier(view))
                overlays?.append(view)
                continue
            }
            combineSubtree(view, overlays: &overlays, into: &hasher)
        }
    }

    private static func combineFreeLayer(_ layer: CALayer, into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(layer))
        hasher.combine(layer.isHidden)
        if layer.isHidden { return }
        let state = layer.presented
        hasher.combine(state.center.x)
        hasher.combine(state.center.y)
        hasher.combine(state.anchorPoint.x)
        hasher.combine(state.anchorPoint.y)
        hasher.combine(state.zPosition)
        combine(state.bounds, into: &hasher)
        let t = state.transform
        hasher.combine(t.a); hasher.combine(t.b); hasher.combine(t.c); hasher.combine(t.d); hasher.combine(t.tx); hasher.combine(t.ty)
        hasher.combine(state.alpha)
        hasher.combine(state.cornerRadius)
        hasher.combine(layer.maskedCorners.rawValue)
        hasher.combine(layer.masksToBounds)
        combine(state.backgroundUIColor, into: &hasher)
        combineLayerExtras(layer, state: state, into: &hasher)
        combineReplicaTime(layer, state: state, into: &hasher)
        var none: [UIView]?
        combineSublayers(of: layer, overlays: &none, into: &hasher)
    }

    /// Late replicator instances show their sublayers' animations at other times: a
    /// bitmap holding them is not reused while those run (the damage tracker has its own records for them).
    static func combineReplicaTime(_ layer: CALayer, state: LayerState, into hasher: inout Hasher) {
        guard let replicator = layer as? CAReplicatorLayer, CAReplicatorLayer.instanceDelay(in: state) != 0,
              replicator.sublayerList.contains(where: subtreeAnimates) else { return }
        hasher.combine(replicator.host?.runLoop.now)
    }

    static func combineLayerExtras(_ layer: CALayer, state: LayerState, into hasher: inout Hasher) {
        hasher.combine(layer.shouldRasterize)
        hasher.combine(state.borderWidth)
        if state.borderWidth > 0 { combine(state.borderColor, into: &hasher) }
        hasher.combine(state.shadowOpacity)
        if state.shadowOpacity > 0 {
            combine(state.shadowColor, into: &hasher)
            hasher.combine(state.shadowRadius)
            hasher.combine(state.shadowOffset.width)
            hasher.combine(state.shadowOffset.height)
            hasher.combine(layer.shadowPath)
        }
        if !state.extras.isEmpty {
            for key in state.extras.keys.sorted() { hasher.combine(key); hasher.combine(state.extras[key]) }
        }
        hasher.combine(layer.drawsContent)
        if layer.drawsContent { hasher.combine(layer.contentVersion) }
        if let image = layer.contents as? CGImage {
            hasher.combine(ObjectIdentifier(image))
            hasher.combine(layer.contentsGravity)
            hasher.combine(layer.contentsScale)
        }
        if let mask = layer.mask { combineFreeLayer(mask, into: &hasher) }
        if let transition = layer.activeTransition { hasher.combine(ObjectIdentifier(transition)); hasher.combine(transition.progress) }
        if let shape = layer as? CAShapeLayer {
            hasher.combine(shape.fillRule); hasher.combine(shape.lineCap); hasher.combine(shape.lineJoin)
        }
        if let gradient = layer as? CAGradientLayer { hasher.combine(gradient.type) }
        if let text = layer as? CATextLayer { combineText(of: text, into: &hasher) }
        if drawsBeyondPlane(layer, state: state) {
            hasher.combine(state.transform3D); hasher.combine(state.anchorPointZ); hasher.combine(layer.sublayerTransform)
            hasher.combine(layer.isDoubleSided)
            if let replicator = layer as? CAReplicatorLayer {
                hasher.combine(replicator.instanceCount); hasher.combine(replicator.instanceTransform)
                hasher.combine(replicator.instanceDelay); hasher.combine(replicator.instanceColor)
                hasher.combine([replicator.instanceRedOffset, replicator.instanceGreenOffset, replicator.instanceBlueOffset, replicator.instanceAlphaOffset])
            }
        }
    }

    /// The presented background colour.
    static func combineBackground(of state: LayerState, into hasher: inout Hasher) {
        combine(state.backgroundUIColor, into: &hasher)
    }

    private static func combine(_ rect: CGRect, into hasher: inout Hasher) {
        hasher.combine(rect.origin.x); hasher.combine(rect.origin.y)
        hasher.combine(rect.size.width); hasher.combine(rect.size.height)
    }

    private static func combine(_ color: CGColor?, into hasher: inout Hasher) {
        guard let color else { hasher.combine(-1.0); return }
        hasher.combine(color)
    }

    private static func combine(_ color: UIColor?, into hasher: inout Hasher) {
        guard let color else { hasher.combine(-1.0); return }
        hasher.combine(color.red); hasher.combine(color.green); hasher.combine(color.blue); hasher.combine(color.alpha)
    }
}

/// The hash of a rasterized view's sublayers' trees, with what it was hashed from.
struct RasterSignature {
    /// The view's layer's `sublayerGeneration` when it was hashed.
    let generation: UInt64
    /// The traits current when it was hashed.
    let traits: UITraitCollection
    let value: Int
    /// The views below it drawn over its bitmap instead of into it, in drawing order.
    let overlays: [UIView]
}
