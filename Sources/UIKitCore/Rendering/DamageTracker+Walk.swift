import Foundation

/// The walk that records, without drawing, what each view and free layer of a
/// window can paint: the same order, transforms, clips and skipped subtrees as
/// `ViewTreeRenderer`.
extension DamageTracker {
    /// How far (points) a view that is not a plain `UIView` may draw outside its bounds
    /// (glyph overhang of text, antialiasing): UIKit clips `draw(_:)` to the bounds.
    static let drawingOverhang: CGFloat = 2

    /// One view's or free layer's record in a frame.
    struct Entry {
        weak var object: AnyObject?
        /// What it can paint, in device pixels (whole pixels, inside its clip).
        var box: CGRect
        /// Its own look and everything inherited that changes its pixels (not its sublayers').
        var look: Int
        /// The view's content version (0 for free layers, whose version is in `look`).
        var version: UInt64
        /// Its place in drawing order.
        var rank: Int
        /// Bounds space to device pixels, for mapping a partial invalidation.
        var transform: CGAffineTransform
    }

    /// What a walk saw.
    struct Walk {
        var entries: [ObjectIdentifier: Entry] = [:]
        var order: [ObjectIdentifier] = []
        /// Something whose pixels cannot be reasoned about (a mask, a running `CATransition`).
        var needsFullRepaint = false
        /// Backdrop-blurring views: what they paint and the pixels they read (device space).
        var backdrops: [(box: CGRect, reads: CGRect)] = []
        /// Views and layers whose bitmaps the layer cache keeps.
        var rasterized: [ObjectIdentifier] = []
    }

    /// What a subtree inherits from its ancestors.
    struct Context {
        var transform: CGAffineTransform
        var clip: CGRect
        var traits: UITraitCollection
        /// Ancestors' group alpha, clip shapes and overridden traits.
        var inherited: Int
    }

    static func walk(_ window: UIWindow, scale: CGFloat, surface: CGRect) -> Walk {
        var walk = Walk()
        let context = Context(transform: CGAffineTransform(scaleX: scale, y: scale), clip: surface,
                              traits: window.traitCollection, inherited: 0)
        visit(window, traits: window.traitCollection, context: context, into: &walk)
        return walk
    }

    private static func visit(_ view: UIView, traits: UITraitCollection, context: Context, into walk: inout Walk) {
        let layer = view.layer
        let state = layer.presented
        guard !view.isHidden, state.alpha > 0.001, state.bounds.width >= 0, state.bounds.height >= 0 else { return }
        let toSuperview = state.transformToSuperview
        guard toSuperview.determinant != 0 else { return }
        if layer.mask != nil || layer.activeTransition != nil { walk.needsFullRepaint = true }
        let transform = toSuperview.concatenating(context.transform)
        let ownRect = CGRect(origin: state.bounds.origin, size: state.bounds.size)
        let hasShadow = state.shadowOpacity > 0 && state.shadowColor != nil && !view.clipsToBounds

        var painted = ownRect
        if type(of: view) != UIView.self { painted = painted.insetBy(dx: -drawingOverhang, dy: -drawingOverhang) }
        if let imageView = view as? UIImageView, !view.clipsToBounds, let image = imageView.displayedImage, image.capInsets == .zero {
            painted = painted.union(imageView.contentMode.rect(forContentOf: image.size, in: ownRect))
        }
        painted = painted.union(layerContentReach(of: layer, state: state, bounds: ownRect))
        var box = device(painted, transform)
        if hasShadow {
            let shape = layer.shadowPath?.boundingBox ?? ownRect
            box = box.union(shadowBox(of: shape, state: state, transform: transform))
        }
        box = box.intersection(context.clip)
        // Subtrees clipped to bounds wholly outside the clip are not drawn (as the renderer culls them).
        if view.clipsToBounds && !hasShadow && layer.activeTransition == nil && (box.isNull || box.isEmpty) { return }

        var hasher = Hasher()
        hasher.combine(context.inherited)
        hasher.combine(ObjectIdentifier(type(of: view)))
        combine(transform, into: &hasher)
        hasher.combine(view.clipsToBounds)
        hasher.combine(state.cornerRadius)
        hasher.combine(layer.maskedCorners.rawValue)
        hasher.combine(state.alpha)
        combineOwnLook(layer, state: state, into: &hasher)
        if traits !== context.traits { hasher.combine(traits) }
        record(view, box: box, look: hasher.finalize(), version: view.contentVersion, transform: transform, into: &walk)
        if layer.shouldRasterize && layer.mask == nil { walk.rasterized.append(ObjectIdentifier(view)) }
        if layer.drawsContent { walk.rasterized.append(ObjectIdentifier(layer.backingStoreKey)) }
        if let effect = view as? UIVisualEffectView, let material = effect.material {
            let sigma = material.radius * scale(of: transform)
            let shape = device(ownRect, transform)
            walk.backdrops.append((box, shape.insetBy(dx: -(3 * sigma).rounded(.up) - 2, dy: -(3 * sigma).rounded(.up) - 2)))
        }

        var inner = context
        inner.traits = traits
        inner.inherited = inherited(context, layer: layer, state: state, clips: view.clipsToBounds, transform: transform,
                                    traits: traits, ownRect: ownRect)
        if view.clipsToBounds { inner.clip = context.clip.intersection(device(ownRect, transform)) }
        inner.transform = ViewTreeRenderer.sublayerSpace(of: layer, state: state).map { $0.concatenating(transform) } ?? transform
        for sublayer in layer.sublayersInDrawingOrder {
            if let subview = sublayer.owner {
                visit(subview, traits: subview.traits(inheriting: traits), context: inner, into: &walk)
            } else {
                visit(freeLayer: sublayer, context: inner, into: &walk)
            }
        }
    }

    private static func visit(freeLayer layer: CALayer, context: Context, into walk: inout Walk) {
        if let owner = layer.owner {
            visit(owner, traits: owner.traitCollection, context: context, into: &walk)
            return
        }
        let state = layer.presented
        guard !layer.isHidden, state.alpha > 0.001, state.bounds.width >= 0, state.bounds.height >= 0 else { return }
        let toSuperlayer = state.transformToSuperview
        guard toSuperlayer.determinant != 0 else { return }
        if layer.mask != nil || layer.activeTransition != nil { walk.needsFullRepaint = true }
        let transform = toSuperlayer.concatenating(context.transform)
        let ownRect = CGRect(origin: state.bounds.origin, size: state.bounds.size)
        let painted = ownRect.union(layerContentReach(of: layer, state: state, bounds: ownRect))
        var box = device(painted, transform)
        if state.shadowOpacity > 0, state.shadowColor != nil, !layer.masksToBounds {
            // The shadow's shape: the shadow path, a shape layer's path, else the outline.
            let shape = layer.shadowPath.map { $0.boundingBox.union(ownRect) } ?? painted
            box = box.union(shadowBox(of: shape, state: state, transform: transform))
        }
        box = box.intersection(context.clip)

        var hasher = Hasher()
        hasher.combine(context.inherited)
        hasher.combine(ObjectIdentifier(type(of: layer)))
        combine(transform, into: &hasher)
        hasher.combine(layer.masksToBounds)
        hasher.combine(state.cornerRadius)
        hasher.combine(layer.maskedCorners.rawValue)
        hasher.combine(state.alpha)
        hasher.combine(layer.isGeometryFlipped)
        combineOwnLook(layer, state: state, into: &hasher)
        record(layer, box: box, look: hasher.finalize(), version: 0, transform: transform, into: &walk)
        if layer.drawsContent { walk.rasterized.append(ObjectIdentifier(layer.backingStoreKey)) }

        var inner = context
        inner.inherited = inherited(context, layer: layer, state: state, clips: layer.masksToBounds, transform: transform,
                                    traits: context.traits, ownRect: ownRect)
        if layer.masksToBounds { inner.clip = context.clip.intersection(device(ownRect, transform)) }
        inner.transform = ViewTreeRenderer.sublayerSpace(of: layer, state: state).map { $0.concatenating(transform) } ?? transform
        for sublayer in layer.sublayersInDrawingOrder { visit(freeLayer: sublayer, context: inner, into: &walk) }
    }

    private static func record(_ object: AnyObject, box: CGRect, look: Int, version: UInt64, transform: CGAffineTransform,
                               into walk: inout Walk) {
        guard !box.isNull, !box.isEmpty else { return }
        let id = ObjectIdentifier(object)
        walk.entries[id] = Entry(object: object, box: box, look: look, version: version, rank: walk.order.count, transform: transform)
        walk.order.append(id)
    }

    /// What sublayers inherit: group alpha, the clip's shape, traits.
    private static func inherited(_ context: Context, layer: CALayer, state: LayerState, clips: Bool, transform: CGAffineTransform,
                                  traits: UITraitCollection, ownRect: CGRect) -> Int {
        var hasher = Hasher()
        hasher.combine(context.inherited)
        hasher.combine(state.alpha)
        if clips {
            combine(transform, into: &hasher)
            hasher.combine(ownRect.origin.x); hasher.combine(ownRect.origin.y)
            hasher.combine(ownRect.width); hasher.combine(ownRect.height)
            hasher.combine(state.cornerRadius)
            hasher.combine(layer.maskedCorners.rawValue)
        }
        if traits !== context.traits { hasher.combine(traits) }
        return hasher.finalize()
    }

    /// Where a layer's own content may reach beyond its bounds: a shape layer's path
    /// with its stroke, a contents image placed by its gravity.
    private static func layerContentReach(of layer: CALayer, state: LayerState, bounds: CGRect) -> CGRect {
        if let shape = layer as? CAShapeLayer {
            let drawing = ShapeDrawing(shape, state: state)
            guard let path = drawing.path else { return .null }
            var box = path.boundingBox
            if layer.isGeometryFlipped, let flip = ViewTreeRenderer.geometryFlip(of: layer, state: state) { box = box.applying(flip) }
            let stroke = drawing.strokeColor == nil ? 0 : drawing.line.width / 2 * max(1, drawing.line.miterLimit)
            return box.insetBy(dx: -stroke - 1, dy: -stroke - 1)
        }
        if !layer.drawsContent, let image = layer.contents.flatMap({ $0 as? CGImage }) {
            let scale = max(layer.contentsScale, 0.0001)
            let part = layer.contentsRect
            let natural = CGSize(width: CGFloat(image.width) * part.width / scale, height: CGFloat(image.height) * part.height / scale)
            return ViewTreeRenderer.place(natural, in: bounds, gravity: layer.contentsGravity)
        }
        return .null
    }

    /// The device pixels a blurred, offset shadow of `shape` (bounds space) can reach.
    private static func shadowBox(of shape: CGRect, state: LayerState, transform: CGAffineTransform) -> CGRect {
        let shifted = shape.offsetBy(dx: state.shadowOffset.width, dy: state.shadowOffset.height)
        let margin = (3 * state.shadowRadius * scale(of: transform)).rounded(.up) + 2
        return device(shifted, transform).insetBy(dx: -margin, dy: -margin)
    }

    /// `rect` in device pixels: its transformed bounding box, rounded out and grown by
    /// one pixel for antialiasing.
    static func device(_ rect: CGRect, _ transform: CGAffineTransform) -> CGRect {
        guard !rect.isNull, !rect.isInfinite else { return .null }
        let mapped = DamageRegion.roundedOut(rect.applying(transform).standardized)
        if mapped.isEmpty && !(rect.width > 0 && rect.height > 0) { return .null }
        return mapped.insetBy(dx: -1, dy: -1)
    }

    private static func scale(of transform: CGAffineTransform) -> CGFloat {
        abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
    }

    private static func combine(_ t: CGAffineTransform, into hasher: inout Hasher) {
        hasher.combine(t.a); hasher.combine(t.b); hasher.combine(t.c); hasher.combine(t.d); hasher.combine(t.tx); hasher.combine(t.ty)
    }

    /// A layer's own look, not its position or sublayers: bounds, background, border,
    /// shadow, contents, shape and gradient properties (see `ViewTreeRenderer.contentSignature`).
    private static func combineOwnLook(_ layer: CALayer, state: LayerState, into hasher: inout Hasher) {
        hasher.combine(state.bounds.origin.x); hasher.combine(state.bounds.origin.y)
        hasher.combine(state.bounds.width); hasher.combine(state.bounds.height)
        hasher.combine(state.anchorPoint.x); hasher.combine(state.anchorPoint.y)
        ViewTreeRenderer.combineBackground(of: state, into: &hasher)
        ViewTreeRenderer.combineLayerExtras(layer, state: state, into: &hasher)
    }
}
