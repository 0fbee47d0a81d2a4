import Foundation

/// Layers that are not a view's: drawn as Core Animation composites them —
/// shadow, background, content (gradient, contents image, `draw(in:)` bitmap,
/// shape), sublayers, border — with masks and transitions, for free layers and
/// for the content of a view's own layer alike.
extension ViewTreeRenderer {
    /// Draws a free layer and its sublayers; the user space is its superlayer's bounds space.
    func draw(freeLayer layer: CALayer, in context: DrawingContext, graphics: CGContext) {
        if let owner = layer.owner { draw(owner, traits: owner.traitCollection, in: context, graphics: graphics); return }
        guard !context.hasGivenUp, paintsInsideClip(layer) else { return }
        let state = replication.delay == 0 ? layer.presented : layer.presented(delayedBy: replication.delay)
        guard !layer.isHidden, state.alpha > 0.001, state.bounds.width >= 0, state.bounds.height >= 0 else { return }
        if let transformLayer = layer as? CATransformLayer {
            drawSublayers(ofTransformLayer: transformLayer, state: state, in: context, graphics: graphics)
            return
        }
        let ownRect = CGRect(origin: state.bounds.origin, size: state.bounds.size)
        place(layer, state: state, placement(of: layer, state: state), in: context) {
            masked(layer, in: context, graphics: graphics) {
                transitioning(layer, ownRect: ownRect, in: context) {
                    drawBody(of: layer, state: state, in: context, graphics: graphics)
                }
            }
        }
    }

    private func drawBody(of layer: CALayer, state: LayerState, in context: DrawingContext, graphics: CGContext) {
        let ownRect = CGRect(origin: state.bounds.origin, size: state.bounds.size)
        let outline = GraphicsPath(roundedRect: ownRect, cornerRadius: state.cornerRadius, corners: layer.maskedCorners.rectCorners)
        let clips = layer.masksToBounds
        if state.shadowOpacity > 0, let color = state.shadowColor, color.alpha > 0, !clips {
            let shape = layer.shadowPath?.graphicsPath ?? (layer as? CAShapeLayer).flatMap { ShapeDrawing($0, state: state).path?.graphicsPath } ?? outline
            context.drawShadow(of: shape, color: color.copy(alpha: color.alpha * CGFloat(state.shadowOpacity) * min(state.alpha, 1)) ?? color,
                               blurRadius: state.shadowRadius, offset: state.shadowOffset)
        }
        let grouped = state.alpha < 0.999
        if grouped { context.beginTransparencyGroup() }
        if let background = state.backgroundUIColor, background.alpha > 0 { context.fill(outline, color: background) }
        if clips { context.clip(to: outline) }
        drawLayerContent(layer, state: state, in: context, graphics: graphics, under: true)
        drawLayerContent(layer, state: state, in: context, graphics: graphics, under: false)
        inSublayerSpace(of: layer, state: state, context: context) {
            if let replicator = layer as? CAReplicatorLayer {
                drawInstances(of: replicator, state: state, in: context, graphics: graphics)
            } else {
                for sublayer in layer.sublayersInDrawingOrder { draw(freeLayer: sublayer, in: context, graphics: graphics) }
            }
        }
        drawBorder(of: layer, state: state, in: context)
        if grouped { context.endTransparencyGroup(alpha: state.alpha) }
    }

    /// A layer's own content: `under` draws what goes below a view's `draw(_:)`
    /// (a gradient, the contents image or the `draw(in:)` bitmap), otherwise what
    /// goes above it (a shape layer's shape, between contents and sublayers).
    func drawLayerContent(_ layer: CALayer, state: LayerState, in context: DrawingContext, graphics: CGContext, under: Bool) {
        let ownRect = CGRect(origin: state.bounds.origin, size: state.bounds.size)
        if !under {
            if let text = layer as? CATextLayer { drawText(of: text, state: state, in: context); return }
            guard let shape = layer as? CAShapeLayer else { return }
            let flip = ViewTreeRenderer.geometryFlip(of: layer, state: state)
            if let flip { context.saveState(); context.concatenate(flip) }
            drawShape(ShapeDrawing(shape, state: state), in: context)
            if flip != nil { context.restoreState() }
            return
        }
        if let gradient = layer as? CAGradientLayer { drawGradient(GradientDrawing(gradient, state: state), in: ownRect, context: context) }
        if layer.drawsContent {
            let drawn = context.drawRasterizedLayer(ObjectIdentifier(layer.backingStoreKey),
                                                    signature: Int(truncatingIfNeeded: layer.contentVersion) &* 31 &+ ownRect.size.hashValue,
                                                    bounds: ownRect, opaque: false, clip: nil, alpha: 1) {
                layer.drawContent(in: graphics)
                graphics.resetGraphicsState()
            }
            if !drawn {
                context.saveState()
                layer.drawContent(in: graphics)
                graphics.resetGraphicsState()
                context.restoreState()
            }
        } else if let image = layer.contents.flatMap({ $0 as? CGImage }) {
            drawContents(image, of: layer, in: ownRect, context: context)
        }
    }

    func drawBorder(of layer: CALayer, state: LayerState, in context: DrawingContext) {
        guard state.borderWidth > 0, let border = state.borderColor, border.alpha > 0 else { return }
        let ownRect = Self.pixelAligned(CGRect(origin: state.bounds.origin, size: state.bounds.size), in: context)
        let width = Self.pixelAligned(length: state.borderWidth, in: context)
        let inset = width / 2
        let borderPath = GraphicsPath(roundedRect: ownRect.insetBy(dx: inset, dy: inset),
                                      cornerRadius: max(0, state.cornerRadius - inset), corners: layer.maskedCorners.rectCorners)
        context.stroke(borderPath, line: LineStyle(width: width), color: border, style: .normal)
    }

    // MARK: Sublayer space

    /// Runs `body` in the space `layer`'s sublayers are placed in: its bounds
    /// space flipped by `isGeometryFlipped` (free layers) and transformed by
    /// `sublayerTransform` about the anchor point (a projective one is handed to
    /// each sublayer's placement).
    func inSublayerSpace(of layer: CALayer, state: LayerState, context: DrawingContext, _ body: () -> Void) {
        if let projective = ViewTreeRenderer.projectiveSublayerTransform(of: layer, state: state) {
            // Each sublayer takes it into its own placement (it cannot be a user-space transform).
            projection.pending.append(projective)
            defer { projection.pending.removeLast() }
            body()
            return
        }
        guard let transform = ViewTreeRenderer.sublayerSpace(of: layer, state: state) else { body(); return }
        context.saveState()
        context.concatenate(transform)
        body()
        context.restoreState()
    }

    /// The transform from `layer`'s sublayer space to its bounds space; nil when it is the identity.
    static func sublayerSpace(of layer: CALayer, state: LayerState) -> CGAffineTransform? {
        var transform = CGAffineTransform.identity
        let sublayerTransform = layer.sublayerTransform.affinePart
        // A projective one places each sublayer instead (`projectiveSublayerTransform`).
        if CATransform3DIsAffine(layer.sublayerTransform) && !sublayerTransform.isIdentity {
            let bounds = state.bounds
            let anchor = CGPoint(x: bounds.minX + state.anchorPoint.x * bounds.width, y: bounds.minY + state.anchorPoint.y * bounds.height)
            transform = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
                .concatenating(sublayerTransform)
                .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
        }
        if let flip = geometryFlip(of: layer, state: state) { transform = transform.concatenating(flip) }
        return transform.isIdentity ? nil : transform
    }

    /// The vertical flip of a free layer with `isGeometryFlipped`, in its bounds space.
    static func geometryFlip(of layer: CALayer, state: LayerState) -> CGAffineTransform? {
        guard layer.isGeometryFlipped, layer.owner == nil else { return nil }
        return CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: state.bounds.minY + state.bounds.maxY)
    }

    // MARK: Masks and transitions

    /// Runs `body` masked by the alpha of `layer.mask` (drawn in `layer`'s bounds space).
    func masked(_ layer: CALayer, in context: DrawingContext, graphics: CGContext, _ body: () -> Void) {
        guard let mask = layer.mask else { body(); return }
        context.drawMasked(content: body) { draw(freeLayer: mask, in: context, graphics: graphics) }
    }

    /// Runs `body` (the new look) and draws the old look of a running `CATransition`.
    func transitioning(_ layer: CALayer, ownRect: CGRect, in context: DrawingContext, _ body: () -> Void) {
        guard let transition = layer.activeTransition else { body(); return }
        let place = transition.placement(in: ownRect)
        context.saveState()
        context.clip(to: GraphicsPath(rect: ownRect))
        func drawOld() {
            guard let old = transition.oldLook, place.oldAlpha > 0 else { return }
            context.draw(old, in: transition.oldLookBounds.offsetBy(dx: place.oldOffset.width, dy: place.oldOffset.height),
                         quality: .default, style: DrawingStyle(alpha: place.oldAlpha))
        }
        func drawNew() {
            guard place.newAlpha > 0 else { return }
            context.saveState()
            context.concatenate(CGAffineTransform(translationX: place.newOffset.width, y: place.newOffset.height))
            if place.newAlpha < 1 { context.beginTransparencyGroup() }
            body()
            if place.newAlpha < 1 { context.endTransparencyGroup(alpha: place.newAlpha) }
            context.restoreState()
        }
        let slides: Set<CATransitionType> = [.push, .moveIn, .reveal]
        if !slides.contains(transition.type) {
            context.drawCrossFade(from: {
                guard let old = transition.oldLook else { return }
                context.draw(old, in: transition.oldLookBounds, quality: .default, style: .normal)
            }, to: body, fraction: place.newAlpha)
        } else if place.oldOnTop {
            drawNew(); drawOld()
        } else {
            drawOld(); drawNew()
        }
        context.restoreState()
    }

    // MARK: Shapes, gradients and images

    private func drawShape(_ shape: ShapeDrawing, in context: DrawingContext) {
        guard let path = shape.path?.graphicsPath, !path.isEmpty else { return }
        if let fill = shape.fillColor, fill.alpha > 0 {
            context.fill(path, rule: shape.evenOdd ? .evenOdd : .winding, color: fill, style: .normal)
        }
        if let stroke = shape.strokeColor, stroke.alpha > 0, shape.line.width > 0 {
            let trimmed = path.trimmed(from: shape.strokeStart, to: shape.strokeEnd)
            if !trimmed.isEmpty { context.stroke(trimmed, line: shape.line, color: stroke, style: .normal) }
        }
    }

    private func drawGradient(_ drawing: GradientDrawing, in rect: CGRect, context: DrawingContext) {
        guard let gradient = drawing.gradient, rect.width > 0, rect.height > 0 else { return }
        func place(_ unit: CGPoint) -> CGPoint { CGPoint(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height) }
        let options: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        context.saveState()
        context.clip(to: GraphicsPath(rect: rect))
        if drawing.radial {
            let center = place(drawing.start), edge = place(drawing.end)
            let rx = abs(edge.x - center.x), ry = abs(edge.y - center.y)
            if rx > 0, ry > 0 {
                context.concatenate(CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: center.x, ty: center.y))
                context.drawGradient(gradient, .radial(startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1),
                                     options: options, style: .normal)
            }
        } else {
            context.drawGradient(gradient, .linear(start: place(drawing.start), end: place(drawing.end)), options: options, style: .normal)
        }
        context.restoreState()
    }

    /// The contents image placed by `contentsGravity` (and `contentsRect`).
    private func drawContents(_ image: CGImage, of layer: CALayer, in bounds: CGRect, context: DrawingContext) {
        let part = layer.contentsRect
        let scale = max(layer.contentsScale, 0.0001)
        let natural = CGSize(width: CGFloat(image.width) * part.width / scale, height: CGFloat(image.height) * part.height / scale)
        let target = ViewTreeRenderer.place(natural, in: bounds, gravity: layer.contentsGravity)
        guard target.width > 0, target.height > 0, part.width > 0, part.height > 0 else { return }
        // The whole image, laid out so that `part` of it lands on `target`.
        let whole = CGRect(x: target.minX - part.minX / part.width * target.width,
                           y: target.minY - part.minY / part.height * target.height,
                           width: target.width / part.width, height: target.height / part.height)
        context.saveState()
        context.clip(to: GraphicsPath(rect: target))
        let enlarging = whole.width > CGFloat(image.width) / scale
        let filter = enlarging ? layer.magnificationFilter : layer.minificationFilter
        context.draw(image, in: whole, quality: filter == .nearest ? .none : .default, style: .normal)
        context.restoreState()
    }

    /// Where content of `size` goes in `bounds` for a gravity.
    static func place(_ size: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity) -> CGRect {
        switch gravity {
        case .resize: return bounds
        case .resizeAspect, .resizeAspectFill:
            guard size.width > 0, size.height > 0 else { return .zero }
            let ratio = gravity == .resizeAspect ? min(bounds.width / size.width, bounds.height / size.height)
                : max(bounds.width / size.width, bounds.height / size.height)
            let fitted = CGSize(width: size.width * ratio, height: size.height * ratio)
            return CGRect(x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2, width: fitted.width, height: fitted.height)
        default:
            let name = gravity.rawValue.lowercased()
            let x = name.contains("left") ? bounds.minX : name.contains("right") ? bounds.maxX - size.width : bounds.midX - size.width / 2
            let y = name.hasPrefix("top") ? bounds.minY : name.hasPrefix("bottom") ? bounds.maxY - size.height : bounds.midY - size.height / 2
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }
}
