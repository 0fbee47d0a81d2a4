import Foundation

/// Draws a view tree into any `DrawingContext`, as Core Animation composites layers:
/// shadow, background, content (the layer's contents, `draw(_:)`, a shape or a
/// gradient), sublayers (subviews' layers and free ones), then border; alpha below 1
/// composites the whole subtree as a group; `clipsToBounds` clips to the rounded
/// bounds; a `mask` layer's alpha masks it all (see `ViewTreeRenderer+Layers`).
/// A layer with `shouldRasterize` is drawn from a cached bitmap while its content
/// is unchanged (see `contentSignature`).
///
/// Uses presented values, so animations show their in-flight state. Each view is
/// drawn with its traits as `UITraitCollection.current`, so dynamic colours
/// resolve for its appearance (free layers inside it resolve with its traits).
public struct ViewTreeRenderer {
    /// Whether what opaque views cover is left undrawn (see `ViewTreeRenderer+Occlusion`).
    /// Off draws everything, for comparisons; the pixels are the same.
    public var cullsOccludedViews = true
    /// The overlays left out of the bitmaps being drawn (`ViewTreeRenderer+Overlays`).
    let rasterization = RasterizationState()
    /// Projective sublayer transforms waiting for the sublayers being drawn (`ViewTreeRenderer+Projection`).
    let projection = ProjectionState()
    /// How late the replicator instance being drawn runs (`ViewTreeRenderer+Replicator`).
    let replication = ReplicationState()
    /// For a repaint of part of a frame: what each view and free layer with its subtree
    /// can paint (device pixels, from `DamageTracker.subtreeBoxes` of the same frame)
    /// and the device rectangles repainted; subtrees that paint none of them are not
    /// walked (they would draw nothing inside the clip). Nil: every subtree is walked.
    public var paintedBoxes: (boxes: [ObjectIdentifier: CGRect], clip: [CGRect])?

    public init() {}

    /// Draws `view` and its subtree; `context`'s user space must be the view's superview's bounds space.
    public func draw(_ view: UIView, in context: DrawingContext) {
        let graphics = CGContext(backend: context)
        let current = CurrentTraits.box
        let saved = current.traits
        defer { current.traits = saved }
        draw(view, traits: view.traitCollection, in: context, graphics: graphics)
    }

    /// Draws `layer` (a view's or a free one) and its sublayers in its own
    /// bounds space, as it looks now (a `CATransition`'s old look).
    public func drawContents(of layer: CALayer, in context: DrawingContext) {
        let graphics = CGContext(backend: context)
        let current = CurrentTraits.box
        let saved = current.traits
        defer { current.traits = saved }
        context.saveState()
        context.concatenate(layer.presented.transformToSuperview.inverted())
        draw(freeLayer: layer, in: context, graphics: graphics)
        context.restoreState()
    }

    /// Draws `view` whose traits are `traits` (its subviews inherit them).
    func draw(_ view: UIView, traits: UITraitCollection, in context: DrawingContext, graphics: CGContext) {
        guard !context.hasGivenUp, paintsInsideClip(view) else { return }
        let state = view.layer.presented
        guard !view.isHidden, state.alpha > 0.001, state.bounds.width >= 0, state.bounds.height >= 0 else { return }
        CurrentTraits.box.traits = traits
        let layer = view.layer
        // A view backed by a transform layer (`layerClass`): its subviews share its 3D space.
        if let transformLayer = layer as? CATransformLayer {
            drawSublayers(ofTransformLayer: transformLayer, state: state, in: context, graphics: graphics)
            CurrentTraits.box.traits = traits
            return
        }
        let placement = placement(of: layer, state: state)
        let ownRect = CGRect(origin: state.bounds.origin, size: state.bounds.size)
        // As in Core Animation, masksToBounds clips the layer's own shadow away.
        let hasShadow = state.shadowOpacity > 0 && state.shadowColor != nil && !view.clipsToBounds
        // Cull subtrees that lie wholly outside the clip (only when they cannot draw outside
        // their bounds: clipped, or a leaf whose drawing UIKit confines to its backing store).
        if case .affine(let toSuperview) = placement, !hasShadow && layer.activeTransition == nil
            && (view.clipsToBounds || Self.drawsWithinBounds(layer)) {
            let visible = context.clipBounds
            if !visible.isNull && !ownRect.applying(toSuperview).intersects(visible) { return }
        }

        place(layer, state: state, placement, in: context) {
            let outline = GraphicsPath(roundedRect: Self.pixelAligned(ownRect, in: context), cornerRadius: state.cornerRadius, corners: layer.maskedCorners.rectCorners)
            masked(layer, in: context, graphics: graphics) {
                transitioning(layer, ownRect: ownRect, in: context) {
                    drawBody(of: view, traits: traits, state: state, outline: outline, hasShadow: hasShadow, in: context, graphics: graphics)
                }
            }
        }
    }

    /// Shadow, background, content and border of a view (user space: its bounds space).
    private func drawBody(of view: UIView, traits: UITraitCollection, state: LayerState, outline: GraphicsPath, hasShadow: Bool,
                          in context: DrawingContext, graphics: CGContext) {
        let layer = view.layer
        let ownRect = Self.pixelAligned(CGRect(origin: state.bounds.origin, size: state.bounds.size), in: context)
        if hasShadow, let color = state.shadowColor {
            let shadowShape = layer.shadowPath?.graphicsPath ?? outline
            // The shadow under the view's own opaque region would be covered at once: skip it.
            let hidden = cullsOccludedViews ? view.opaqueRegion.map { $0.insetBy(dx: 1, dy: 1) }.flatMap { $0.isEmpty ? nil : $0 } : nil
            if let hidden {
                context.saveState()
                context.clip(to: ViewTreeRenderer.pathExcluding([hidden], around: ownRect.insetBy(dx: -100_000, dy: -100_000)))
            }
            context.drawShadow(of: shadowShape, color: color.copy(alpha: color.alpha * CGFloat(state.shadowOpacity) * (state.alpha < 1 ? state.alpha : 1)) ?? color,
                               blurRadius: state.shadowRadius, offset: state.shadowOffset)
            if hidden != nil { context.restoreState() }
        }
        if layer.shouldRasterize && layer.mask == nil && drawRasterized(view, traits: traits, state: state, outline: outline, in: context, graphics: graphics) {
            return
        }
        var grouped = state.alpha < 0.999
        var backgroundAlpha: CGFloat = 1
        if grouped && drawsOnlyBackground(view) {
            // A plain view with nothing but its background (a dimming layer): fold the
            // alpha into the fill instead of compositing a window-sized group.
            grouped = false
            backgroundAlpha = state.alpha
        }
        if grouped { context.beginTransparencyGroup() }
        let occluders = cullsOccludedViews && Self.worthCulling(ownRect, in: context) ? ViewTreeRenderer.occluders(of: view) : nil
        if let background = state.backgroundUIColor, background.alpha > 0 {
            let color = backgroundAlpha < 1 ? background.withAlphaComponent(background.alpha * backgroundAlpha) : background
            if let hidden = occluders?.all {
                // What opaque subviews cover of the background is never seen.
                context.saveState()
                context.clip(to: ViewTreeRenderer.pathExcluding(hidden, around: ownRect.insetBy(dx: -1, dy: -1)))
                context.fill(outline, color: color)
                context.restoreState()
            } else {
                context.fill(outline, color: color)
            }
        }
        if view.clipsToBounds { context.clip(to: outline) }
        drawContent(of: view, traits: traits, state: state, occluders: occluders?.afterEachSubview, in: context, graphics: graphics)
        if grouped { context.endTransparencyGroup(alpha: state.alpha) }
    }

    /// The view's own drawing (its layer's content and `draw(_:)`), its sublayers
    /// (subviews and free layers, in drawing order), then its border (user space:
    /// the view's bounds space).
    private func drawContent(of view: UIView, traits: UITraitCollection, state: LayerState, occluders: [[CGRect]]?,
                             in context: DrawingContext, graphics: CGContext) {
        let layer = view.layer
        let ownRect = Self.pixelAligned(CGRect(origin: state.bounds.origin, size: state.bounds.size), in: context)
        drawLayerContent(layer, state: state, in: context, graphics: graphics, under: true)
        UIGraphicsPushContext(graphics)
        context.beginContent(of: view)
        view.draw(ownRect)
        context.endContent()
        graphics.resetGraphicsState()
        UIGraphicsPopContext()
        drawLayerContent(layer, state: state, in: context, graphics: graphics, under: false)

        var holesBySubview: [ObjectIdentifier: [CGRect]] = [:]
        let sublayerSpace = ViewTreeRenderer.sublayerSpace(of: layer, state: state)
        if let occluders, sublayerSpace == nil, CATransform3DIsAffine(layer.sublayerTransform), occluders.contains(where: { !$0.isEmpty }) {
            for (subview, holes) in zip(view.subviews, occluders) where !holes.isEmpty { holesBySubview[ObjectIdentifier(subview)] = holes }
        }
        let everywhere = ownRect.insetBy(dx: -100_000, dy: -100_000)
        inSublayerSpace(of: layer, state: state, context: context) {
            // A view backed by a replicator (`layerClass`) draws its sublayers once per instance.
            if let replicator = layer as? CAReplicatorLayer {
                drawInstances(of: replicator, state: state, in: context, graphics: graphics)
                CurrentTraits.box.traits = traits
                return
            }
            for sublayer in layer.sublayersInDrawingOrder {
                guard let subview = sublayer.owner else {
                    draw(freeLayer: sublayer, in: context, graphics: graphics)
                    CurrentTraits.box.traits = traits
                    continue
                }
                // An overlay is drawn over the bitmap being drawn, not into it.
                if subview.rendersAboveRasterizedAncestor,
                   rasterization.leftOut.last?.contains(ObjectIdentifier(subview)) == true { continue }
                // A subtree that cannot paint inside a partial repaint costs nothing more.
                guard paintsInsideClip(subview) else { continue }
                let covering: [CGRect] = holesBySubview[ObjectIdentifier(subview)].map { holes in
                    let reach = subview.layer.presented.frame.insetBy(dx: -200, dy: -200)
                    return holes.filter { $0.intersects(reach) }
                } ?? []
                guard !covering.isEmpty else {
                    draw(subview, traits: subview.traits(inheriting: traits), in: context, graphics: graphics)
                    CurrentTraits.box.traits = traits
                    continue
                }
                context.saveState()
                context.clip(to: ViewTreeRenderer.pathExcluding(covering, around: everywhere))
                draw(subview, traits: subview.traits(inheriting: traits), in: context, graphics: graphics)
                context.restoreState()
                CurrentTraits.box.traits = traits
            }
        }
        drawBorder(of: layer, state: state, in: context)
    }

    /// `shouldRasterize`: background, content, subviews and border go into the
    /// layer's bitmap; a `clipsToBounds` outline and the alpha are applied when
    /// compositing, so changing them (a pushed-back presenter's rounding) reuses it.
    private func drawRasterized(_ view: UIView, traits: UITraitCollection, state: LayerState, outline: GraphicsPath,
                                in context: DrawingContext, graphics: CGContext) -> Bool {
        let ownRect = CGRect(origin: state.bounds.origin, size: state.bounds.size)
        let clips = view.clipsToBounds
        let roundingInBitmap = !clips || view.layer.borderWidth > 0
        let bitmapOutline = roundingInBitmap ? outline : GraphicsPath(rect: ownRect)
        let background = state.backgroundUIColor
        let opaque = (background?.alpha ?? 0) >= 1 && (!roundingInBitmap || state.cornerRadius <= 0)
        let sublayers = ViewTreeRenderer.rasterizedSublayers(of: view)
        let signature = ViewTreeRenderer.contentSignature(of: view, roundingInBitmap: roundingInBitmap, sublayers: sublayers)
        let overlays = sublayers.overlays
        let composited = context.drawRasterizedLayer(ObjectIdentifier(view), signature: signature, bounds: ownRect, opaque: opaque,
                                                     clip: clips ? outline : nil, alpha: state.alpha) {
            rasterization.leftOut.append(Set(overlays.map(ObjectIdentifier.init)))
            defer { rasterization.leftOut.removeLast() }
            if let background, background.alpha > 0 { context.fill(bitmapOutline, color: background) }
            drawContent(of: view, traits: traits, state: state,
                        occluders: cullsOccludedViews ? ViewTreeRenderer.occluders(of: view)?.afterEachSubview : nil,
                        in: context, graphics: graphics)
        }
        if composited && !overlays.isEmpty {
            drawOverlays(overlays, of: view, clips: clips, alpha: state.alpha, in: context, graphics: graphics)
        }
        return composited
    }

    /// Whether `object`'s subtree can paint inside the repainted rectangles (always
    /// without `paintedBoxes`, for an object the tracker did not see, and inside a
    /// rasterized layer's bitmap, which is drawn whole).
    func paintsInsideClip(_ object: AnyObject) -> Bool {
        guard let painted = paintedBoxes, rasterization.leftOut.isEmpty,
              let box = painted.boxes[ObjectIdentifier(object)] else { return true }
        return painted.clip.contains { $0.intersects(box) }
    }

    /// A plain layer with no sublayers and no contents image: all it draws (background,
    /// `draw(_:)`, border) lies inside its bounds, as in UIKit's backing store.
    private static func drawsWithinBounds(_ layer: CALayer) -> Bool {
        layer.sublayerList.isEmpty && layer.contents == nil && type(of: layer) == CALayer.self
    }

    /// A plain `UIView` (whose `draw(_:)` draws nothing) with no sublayers, no border and a plain layer.
    private func drawsOnlyBackground(_ view: UIView) -> Bool {
        type(of: view) == UIView.self && view.layer.sublayerList.isEmpty && view.layer.presented.borderWidth <= 0
            && type(of: view.layer) == CALayer.self && view.layer.contents == nil && !view.layer.drawsContent
    }
}
