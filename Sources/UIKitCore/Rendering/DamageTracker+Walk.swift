import Foundation

/// The walk that records, without drawing, what each view and free layer of a
/// window can paint: the same order, transforms, clips and skipped subtrees as
/// `ViewTreeRenderer`.
extension DamageTracker {
    /// How far (points) a view that is not a plain `UIView` may draw outside its bounds
    /// (glyph overhang of text, antialiasing): UIKit clips `draw(_:)` to the bounds.
    static let drawingOverhang: CGFloat = 2

    /// One view's or free layer's record in a frame: plain values only (copied without
    /// touching reference counts); the object itself is in `Walk.owners`.
    struct Entry: Equatable {
        var id: ObjectIdentifier
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
        /// The scroll view it moves with (see `DamageTracker+Scroll`), and its look
        /// relative to that view's content (equal when it only moved with the scroll).
        var anchor: ObjectIdentifier?
        var relativeLook: Int
        /// For a scroll view that can scroll by copy: the device pixels it covers opaquely.
        var opaqueArea: CGRect?
        /// Whether it draws over its subviews (a border).
        var drawsOverSubviews: Bool
    }

    /// A record's view or layer, held weakly: an identifier seen again is the same
    /// object only while it lives.
    struct Owner {
        weak var object: AnyObject?
    }

    /// What a walk saw.
    struct Walk {
        /// The records in drawing order (a record's rank is its index).
        var records: [Entry] = []
        /// `records[i]`'s object.
        var owners: [Owner] = []
        /// Where each identifier's record is in `records`.
        var index: [ObjectIdentifier: Int] = [:]
        /// Something whose pixels cannot be reasoned about (a mask, a running `CATransition`).
        var needsFullRepaint = false
        /// Backdrop-blurring views: what they paint and the pixels they read (device space).
        var backdrops: [(box: CGRect, reads: CGRect, anchor: ObjectIdentifier?)] = []
        /// Views and layers whose bitmaps the layer cache keeps.
        var rasterized: [ObjectIdentifier] = []
        /// The last rank inside each scroll view that can scroll by copy, in drawing order.
        var anchorEnds: [(anchor: ObjectIdentifier, end: Int)] = []
        /// What each view or free layer and everything below it can paint (device
        /// pixels): a clipped repaint skips subtrees whose box misses its clip.
        var subtreeBoxes: [ObjectIdentifier: CGRect] = [:]
        /// The same in the order they were made (a span's boxes are a range of it).
        var subtreeBoxList: [(id: ObjectIdentifier, box: CGRect)] = []
        /// What each view's or free layer's sublayers recorded (see `DamageTracker+Reuse`).
        var spans: [ObjectIdentifier: Span] = [:]
        /// The walk before this one, while this one reuses its spans.
        var earlier: EarlierWalk?
        /// How many records were copied from the walk before instead of made.
        var copiedRecords = 0

        /// The record of `id`, if the walk made one.
        func record(_ id: ObjectIdentifier) -> (entry: Entry, object: AnyObject?)? {
            index[id].map { (records[$0], owners[$0].object) }
        }
    }

    /// What a subtree inherits from its ancestors.
    struct Context {
        var transform: CGAffineTransform
        var clip: CGRect
        var traits: UITraitCollection
        /// Ancestors' group alpha, clip shapes and overridden traits.
        var inherited: Int
        /// The same relative to the enclosing scroll anchor's content (see `DamageTracker+Scroll`).
        var relativeInherited: Int
        var anchor: ObjectIdentifier?
        /// The anchor's bounds-to-device translation: subtracted to make transforms scroll-invariant.
        var anchorTranslation: CGPoint = .zero
        /// The clip rounded inward (pixels surely inside it); `.null` once not axis-aligned.
        var innerClip: CGRect
        /// No ancestor composites its subtree as a group (alpha, rasterized bitmap).
        var isPlain = true
        /// The 4x4 waiting for the sublayers (a projective `sublayerTransform`, a transform
        /// layer's shared space), as the renderer's `ProjectionState`; nil when affine.
        var pending: CATransform3D? = nil
    }

    /// A walk of `window`; with `earlier` (the last frame's walk), the sublayers of
    /// every view and layer below which nothing changed are copied from it instead
    /// of walked again (`DamageTracker+Reuse`).
    static func walk(_ window: UIWindow, scale: CGFloat, surface: CGRect, reusing earlier: Walk? = nil) -> Walk {
        var walk = Walk()
        // Its tables made at the last walk's size once, instead of growing as it goes.
        let expected = earlier?.records.count ?? 0
        walk.records.reserveCapacity(expected)
        walk.owners.reserveCapacity(expected)
        walk.index.reserveCapacity(expected)
        walk.subtreeBoxes.reserveCapacity(earlier?.subtreeBoxes.count ?? 0)
        walk.earlier = earlier.map(EarlierWalk.init)
        // Every window the host composites, bottom to top, as the renderer draws them.
        for shown in window.windowsInStackingOrder {
            let context = Context(transform: CGAffineTransform(scaleX: scale, y: scale), clip: surface,
                                  traits: shown.traitCollection, inherited: 0, relativeInherited: 0, innerClip: surface)
            visit(shown, traits: shown.traitCollection, context: context, into: &walk)
        }
        walk.earlier = nil
        #if DEBUG
        if earlier != nil { checkReuse(walk, against: Self.walk(window, scale: scale, surface: surface)) }
        #endif
        return walk
    }

    /// Records `view` and its subtree; returns the device pixels the subtree can paint.
    @discardableResult
    private static func visit(_ view: UIView, traits: UITraitCollection, context: Context, into walk: inout Walk) -> CGRect {
        let layer = view.layer
        let state = layer.presented
        guard !view.isHidden, state.alpha > 0.001, state.bounds.width >= 0, state.bounds.height >= 0 else { return .null }
        if let transformLayer = layer as? CATransformLayer {
            return visit(transformLayer: transformLayer, state: state, context: context,
                         visitSublayer: { visit(freeLayer: $0, context: $1, into: &$2) }, into: &walk)
        }
        if layer.mask != nil || layer.activeTransition != nil { walk.needsFullRepaint = true }
        let toSuperview: CGAffineTransform
        switch ViewTreeRenderer.placement(of: layer, state: state, pending: context.pending) {
        case .hidden: return .null
        case .affine(let affine): toSuperview = affine
        case .projected(let plane):
            return visitProjected(view, layer: layer, state: state, plane: plane, traits: traits, context: context, into: &walk)
        }
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
        if view.clipsToBounds && !hasShadow && layer.activeTransition == nil && (box.isNull || box.isEmpty) { return .null }

        var own = Hasher()
        own.combine(ObjectIdentifier(type(of: view)))
        own.combine(view.clipsToBounds)
        own.combine(state.cornerRadius)
        own.combine(layer.maskedCorners.rawValue)
        if let levels = foldedFillLevels(of: view, state: state, hasShadow: hasShadow) {
            // A dimming view: the levels of its one fill decide its pixels (`DamageTracker+FoldedFill`).
            own.combine(levels)
            combineOwnLook(layer, state: state, includingOrigin: false, background: false, into: &own)
        } else {
            own.combine(state.alpha)
            combineOwnLook(layer, state: state, includingOrigin: false, into: &own)
        }
        if traits !== context.traits { own.combine(traits) }
        let ownLook = own.finalize()
        let opaqueArea = scrollCopyArea(of: view, state: state, transform: transform, context: context)
        let looks = Self.looks(ownLook, origin: state.bounds.origin, transform: transform, context: context,
                               anchorBox: opaqueArea.map { _ in box })
        record(view, box: box, looks: looks, version: view.contentVersion, transform: transform, context: context,
               opaqueArea: opaqueArea, drawsOverSubviews: state.borderWidth > 0, into: &walk)
        if layer.shouldRasterize && layer.mask == nil { walk.rasterized.append(ObjectIdentifier(view)) }
        if layer.drawsContent { walk.rasterized.append(ObjectIdentifier(layer.backingStoreKey)) }
        if let effect = view as? UIVisualEffectView, let material = effect.material {
            let sigma = material.radius * scale(of: transform)
            let shape = device(ownRect, transform)
            walk.backdrops.append((box, shape.insetBy(dx: -(3 * sigma).rounded(.up) - 2, dy: -(3 * sigma).rounded(.up) - 2), context.anchor))
        }

        var inner = context
        inner.traits = traits
        (inner.inherited, inner.relativeInherited) = inherited(context, layer: layer, state: state, clips: view.clipsToBounds,
                                                               transform: transform, traits: traits, ownRect: ownRect,
                                                               anchorArea: opaqueArea)
        if view.clipsToBounds { clip(&inner, to: ownRect, transform: transform) }
        if state.alpha < 0.999 || layer.shouldRasterize { inner.isPlain = false }
        if opaqueArea != nil {
            inner.anchor = ObjectIdentifier(view)
            inner.anchorTranslation = CGPoint(x: transform.tx, y: transform.ty)
        }
        setSublayerSpace(of: layer, state: state, transform: transform, in: &inner)
        defer { if opaqueArea != nil { walk.anchorEnds.append((ObjectIdentifier(view), walk.records.count - 1)) } }
        if let replicator = layer as? CAReplicatorLayer {
            let replicas = visitReplicas(of: replicator, state: state, transform: transform, context: inner, into: &walk)
            let subtree = box.union(replicas)
            walk.keepSubtreeBox(subtree, of: ObjectIdentifier(view))
            return subtree
        }
        let sublayers = walk.reuseSublayers(of: view, generation: layer.sublayerGeneration, context: inner) ?? walk.span(
            of: view, generation: layer.sublayerGeneration, context: inner) { walk in
            var sublayers = CGRect.null
            for sublayer in layer.sublayersInDrawingOrder {
                if let subview = sublayer.owner {
                    sublayers = sublayers.union(visit(subview, traits: subview.traits(inheriting: traits), context: inner, into: &walk))
                } else {
                    sublayers = sublayers.union(visit(freeLayer: sublayer, context: inner, into: &walk))
                }
            }
            return sublayers
        }
        let subtree = box.union(sublayers)
        walk.keepSubtreeBox(subtree, of: ObjectIdentifier(view))
        return subtree
    }

    @discardableResult
    private static func visit(freeLayer layer: CALayer, context: Context, into walk: inout Walk) -> CGRect {
        if let owner = layer.owner {
            return visit(owner, traits: owner.traitCollection, context: context, into: &walk)
        }
        let state = layer.presented
        guard !layer.isHidden, state.alpha > 0.001, state.bounds.width >= 0, state.bounds.height >= 0 else { return .null }
        if let transformLayer = layer as? CATransformLayer {
            return visit(transformLayer: transformLayer, state: state, context: context,
                         visitSublayer: { visit(freeLayer: $0, context: $1, into: &$2) }, into: &walk)
        }
        if layer.mask != nil || layer.activeTransition != nil { walk.needsFullRepaint = true }
        let toSuperlayer: CGAffineTransform
        switch ViewTreeRenderer.placement(of: layer, state: state, pending: context.pending) {
        case .hidden: return .null
        case .affine(let affine): toSuperlayer = affine
        case .projected(let plane):
            return visitProjected(layer, layer: layer, state: state, plane: plane, traits: context.traits, context: context, into: &walk)
        }
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

        var own = Hasher()
        own.combine(ObjectIdentifier(type(of: layer)))
        own.combine(layer.masksToBounds)
        own.combine(state.cornerRadius)
        own.combine(layer.maskedCorners.rawValue)
        own.combine(state.alpha)
        own.combine(layer.isGeometryFlipped)
        combineOwnLook(layer, state: state, includingOrigin: false, into: &own)
        let looks = Self.looks(own.finalize(), origin: state.bounds.origin, transform: transform, context: context, anchorBox: nil)
        record(layer, box: box, looks: looks, version: 0, transform: transform, context: context,
               opaqueArea: nil, drawsOverSubviews: state.borderWidth > 0, into: &walk)
        if layer.drawsContent { walk.rasterized.append(ObjectIdentifier(layer.backingStoreKey)) }

        var inner = context
        (inner.inherited, inner.relativeInherited) = inherited(context, layer: layer, state: state, clips: layer.masksToBounds,
                                                               transform: transform, traits: context.traits, ownRect: ownRect,
                                                               anchorArea: nil)
        if layer.masksToBounds { clip(&inner, to: ownRect, transform: transform) }
        if state.alpha < 0.999 { inner.isPlain = false }
        setSublayerSpace(of: layer, state: state, transform: transform, in: &inner)
        if let replicator = layer as? CAReplicatorLayer {
            let replicas = visitReplicas(of: replicator, state: state, transform: transform, context: inner, into: &walk)
            let subtree = box.union(replicas)
            walk.keepSubtreeBox(subtree, of: ObjectIdentifier(layer))
            return subtree
        }
        let sublayers = walk.reuseSublayers(of: layer, generation: layer.sublayerGeneration, context: inner) ?? walk.span(
            of: layer, generation: layer.sublayerGeneration, context: inner) { walk in
            layer.sublayersInDrawingOrder.reduce(CGRect.null) { $0.union(visit(freeLayer: $1, context: inner, into: &walk)) }
        }
        let subtree = box.union(sublayers)
        walk.keepSubtreeBox(subtree, of: ObjectIdentifier(layer))
        return subtree
    }

    static func record(_ object: AnyObject, box: CGRect, looks: (look: Int, relative: Int), version: UInt64,
                               transform: CGAffineTransform, context: Context, opaqueArea: CGRect?, drawsOverSubviews: Bool,
                               into walk: inout Walk) {
        guard !box.isNull, !box.isEmpty else { return }
        let id = ObjectIdentifier(object)
        walk.index[id] = walk.records.count
        walk.records.append(Entry(id: id, box: box, look: looks.look, version: version, rank: walk.records.count,
                                  transform: transform, anchor: context.anchor, relativeLook: looks.relative,
                                  opaqueArea: opaqueArea, drawsOverSubviews: drawsOverSubviews))
        walk.owners.append(Owner(object: object))
    }

    /// A record's look (own look, bounds origin, transform, inheritance) and the same
    /// relative to its scroll anchor's content; a scroll anchor's relative look leaves
    /// out its bounds origin and translation (what scrolling changes) for its box.
    static func looks(_ ownLook: Int, origin: CGPoint, transform: CGAffineTransform, context: Context,
                              anchorBox: CGRect?) -> (look: Int, relative: Int) {
        var hasher = Hasher()
        hasher.combine(context.inherited)
        hasher.combine(ownLook)
        hasher.combine(origin.x); hasher.combine(origin.y)
        combine(transform, into: &hasher)
        let look = hasher.finalize()
        var relative = Hasher()
        relative.combine(context.relativeInherited)
        relative.combine(ownLook)
        if let anchorBox {
            relative.combine(transform.a); relative.combine(transform.b); relative.combine(transform.c); relative.combine(transform.d)
            relative.combine(anchorBox.minX); relative.combine(anchorBox.minY); relative.combine(anchorBox.width); relative.combine(anchorBox.height)
        } else {
            relative.combine(origin.x); relative.combine(origin.y)
            combine(relativeTransform(transform, context), into: &relative)
        }
        return (look, relative.finalize())
    }

    /// `transform` without its anchor's translation (scroll-invariant inside the anchor).
    static func relativeTransform(_ transform: CGAffineTransform, _ context: Context) -> CGAffineTransform {
        guard context.anchor != nil else { return transform }
        var relative = transform
        relative.tx -= context.anchorTranslation.x
        relative.ty -= context.anchorTranslation.y
        return relative
    }

    /// Narrows the context's clips to `rect` (bounds space) under `transform`.
    private static func clip(_ context: inout Context, to rect: CGRect, transform: CGAffineTransform) {
        context.clip = context.clip.intersection(device(rect, transform))
        if transform.b == 0, transform.c == 0 {
            context.innerClip = context.innerClip.intersection(roundedIn(rect.applying(transform).standardized))
        } else {
            context.innerClip = .null
        }
    }

    /// What sublayers inherit (group alpha, the clip's shape, traits), absolutely and
    /// relative to the scroll anchor; below a new anchor, its clip is its opaque area.
    private static func inherited(_ context: Context, layer: CALayer, state: LayerState, clips: Bool, transform: CGAffineTransform,
                                  traits: UITraitCollection, ownRect: CGRect, anchorArea: CGRect?) -> (Int, Int) {
        func hash(_ base: Int, _ clipTransform: CGAffineTransform?) -> Int {
            var hasher = Hasher()
            hasher.combine(base)
            hasher.combine(state.alpha)
            if clips {
                if let clipTransform {
                    combine(clipTransform, into: &hasher)
                    hasher.combine(ownRect.origin.x); hasher.combine(ownRect.origin.y)
                } else if let anchorArea {
                    hasher.combine(anchorArea.minX); hasher.combine(anchorArea.minY)
                    hasher.combine(anchorArea.width); hasher.combine(anchorArea.height)
                }
                hasher.combine(ownRect.width); hasher.combine(ownRect.height)
                hasher.combine(state.cornerRadius)
                hasher.combine(layer.maskedCorners.rawValue)
            }
            if traits !== context.traits { hasher.combine(traits) }
            return hasher.finalize()
        }
        let absolute = hash(context.inherited, transform)
        if anchorArea != nil { return (absolute, hash(context.inherited, nil)) }
        return (absolute, context.anchor == nil ? absolute : hash(context.relativeInherited, relativeTransform(transform, context)))
    }

    /// Where a layer's own content may reach beyond its bounds: a shape layer's path
    /// with its stroke, a contents image placed by its gravity.
    static func layerContentReach(of layer: CALayer, state: LayerState, bounds: CGRect) -> CGRect {
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

    /// The whole pixels surely inside `rect` (device space).
    static func roundedIn(_ rect: CGRect) -> CGRect {
        guard !rect.isNull, !rect.isInfinite else { return .null }
        let minX = rect.minX.rounded(.up), minY = rect.minY.rounded(.up)
        let maxX = rect.maxX.rounded(.down), maxY = rect.maxY.rounded(.down)
        guard maxX > minX, maxY > minY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private static func scale(of transform: CGAffineTransform) -> CGFloat {
        abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
    }

    private static func combine(_ t: CGAffineTransform, into hasher: inout Hasher) {
        hasher.combine(t.a); hasher.combine(t.b); hasher.combine(t.c); hasher.combine(t.d); hasher.combine(t.tx); hasher.combine(t.ty)
    }

    /// A layer's own look, not its position or sublayers: bounds, background, border,
    /// shadow, contents, shape and gradient properties (see `ViewTreeRenderer.contentSignature`).
    private static func combineOwnLook(_ layer: CALayer, state: LayerState, includingOrigin: Bool, background: Bool = true,
                                       into hasher: inout Hasher) {
        if includingOrigin { hasher.combine(state.bounds.origin.x); hasher.combine(state.bounds.origin.y) }
        hasher.combine(state.bounds.width); hasher.combine(state.bounds.height)
        hasher.combine(state.anchorPoint.x); hasher.combine(state.anchorPoint.y)
        if background { ViewTreeRenderer.combineBackground(of: state, into: &hasher) }
        ViewTreeRenderer.combineLayerExtras(layer, state: state, into: &hasher)
    }
}
