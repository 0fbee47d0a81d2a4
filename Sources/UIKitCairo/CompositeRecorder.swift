import CCairo
import Foundation
import UIKitCore

/// Walks a window's view tree as the client renderer would and writes down the
/// frame as composites (`CompositePlan`): whole-pixel solid fills, cached shadows
/// and rasterized layers whose bitmaps are cached and current. Anything else (text,
/// strokes, images, gradients, groups, a layer to redraw, a clip that is not a
/// whole-pixel box) makes the frame not composable: the caller renders it on the
/// client. Draws nothing itself, except a layer in perspective and a tinted
/// replicator instance: each is drawn on the client into a bitmap of its own
/// (`drawProjected`, `drawTinted`), composited like a rasterized layer, so the rest
/// of the frame stays composable.
final class CompositeRecorder: DrawingContext {
    let deviceScale: CGFloat
    private let layers: LayerRasterCache
    private let shadows: ShadowCache
    private let text: PangoTextSystem?
    /// While a layer in perspective is drawn into its own bitmap: the Cairo context
    /// drawing it, which every call goes to until it is done.
    private var offscreen: CairoDrawingContext?
    private var transform: CGAffineTransform
    private var clipBox: PixelBox
    private var saved: [(CGAffineTransform, PixelBox)] = []
    private(set) var plan: CompositePlan
    /// Why the frame cannot be composed (nil while it can).
    private(set) var refusal: String?
    /// Once refused, the rest of the tree is not walked.
    var hasGivenUp: Bool { refusal != nil }

    init(width: Int, height: Int, scale: CGFloat, layers: LayerRasterCache, shadows: ShadowCache, text: PangoTextSystem? = nil) {
        deviceScale = scale
        self.layers = layers
        self.shadows = shadows
        self.text = text
        transform = CGAffineTransform(scaleX: scale, y: scale)
        clipBox = PixelBox(x: 0, y: 0, width: width, height: height)
        plan = CompositePlan(width: width, height: height)
    }

    /// The views whose content is being recorded, innermost last (named only on a refusal).
    private var drawing: [UIView] = []
    private func refuse(_ reason: String) {
        guard refusal == nil else { return }
        refusal = drawing.last.map { "\(reason) in \(Self.describeChain(from: $0))" } ?? reason
    }
    /// `UILabel<UIView*<...`: the view's class and up to five superviews' (`*`: rasterized).
    private static func describeChain(from view: UIView) -> String {
        var chain: [String] = []
        var current: UIView? = view
        while let v = current, chain.count < 6 { chain.append("\(type(of: v))\(v.layer.shouldRasterize ? "*" : "")"); current = v.superview }
        return chain.joined(separator: "<")
    }
    func beginContent(of view: UIView) { offscreen?.beginContent(of: view); drawing.append(view) }
    func endContent() { offscreen?.endContent(); _ = drawing.popLast() }
    var textMeasurer: TextMeasuring? { offscreen?.textMeasurer }

    func saveState() {
        if let offscreen { offscreen.saveState(); return }
        saved.append((transform, clipBox))
    }
    func restoreState() {
        if let offscreen { offscreen.restoreState(); return }
        if let last = saved.popLast() { (transform, clipBox) = last }
    }
    func concatenate(_ t: CGAffineTransform) {
        if let offscreen { offscreen.concatenate(t); return }
        transform = t.concatenating(transform)
    }
    var currentTransform: CGAffineTransform { offscreen?.currentTransform ?? transform }

    func clip(to path: GraphicsPath, rule: CGPathFillRule) {
        if let offscreen { offscreen.clip(to: path, rule: rule); return }
        guard let box = path.applying(transform).pixelRect else { refuse("clip"); return }
        clipBox = clipBox.intersection(box)
    }

    var clipBounds: CGRect {
        if let offscreen { return offscreen.clipBounds }
        let device = CGRect(x: clipBox.x, y: clipBox.y, width: clipBox.width, height: clipBox.height)
        guard transform.determinant != 0 else { return .null }
        return device.applying(transform.inverted())
    }

    func fill(_ path: GraphicsPath, rule: CGPathFillRule, color: CGColor, style: DrawingStyle) {
        if let offscreen { offscreen.fill(path, rule: rule, color: color, style: style); return }
        guard style == .normal || (style.alpha == 1 && style.blendMode == .normal && style.shadow == nil) else { refuse("styled fill"); return }
        guard let box = path.applying(transform).pixelRect else { refuse("fill of a shape"); return }
        let part = box.intersection(clipBox)
        guard !part.isEmpty else { return }
        let shorts = cairoShorts(color)
        guard shorts.alpha > 0 else { return }
        plan.steps.append(.fill(box: part, color: shorts, replace: false))
    }

    func drawShadow(of path: GraphicsPath, color: CGColor, blurRadius: CGFloat, offset: CGSize) {
        if let offscreen { offscreen.drawShadow(of: path, color: color, blurRadius: blurRadius, offset: offset); return }
        guard color.alpha > 0 else { return }
        let shifted = path.applying(CGAffineTransform(translationX: offset.width, y: offset.height))
        let scale = (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
        guard let mask = shadows.mask(for: shifted, transform: transform, sigma: blurRadius * scale) else { refuse("shadow"); return }
        let x = mask.origin.x, y = mask.origin.y
        guard x == x.rounded(), y == y.rounded() else { refuse("shadow off whole pixels"); return }
        plan.steps.append(.shadow(mask: mask.surface, owner: mask.owner, origin: (Int(x), Int(y)), color: cairoShorts(color), clip: clipBox))
    }

    func drawRasterizedLayer(_ layer: ObjectIdentifier, signature: Int, bounds: CGRect, opaque: Bool,
                             clip: GraphicsPath?, alpha: CGFloat, draw: () -> Void) -> Bool {
        if let offscreen {
            return offscreen.drawRasterizedLayer(layer, signature: signature, bounds: bounds, opaque: opaque, clip: clip, alpha: alpha, draw: draw)
        }
        guard bounds.width > 0, bounds.height > 0 else { return true }
        let scale = Double(deviceScale)
        let width = Int((Double(bounds.width) * scale - 1e-6).rounded(.up))
        let height = Int((Double(bounds.height) * scale - 1e-6).rounded(.up))
        guard let entry = layers.peekBitmap(for: layer, signature: signature, width: width, height: height, opaque: opaque) else {
            refuse("layer to redraw")
            return true
        }
        if var step = LayerComposite.make(bitmap: entry.surface, owner: entry, generation: entry.generation, opaque: entry.opaque,
                                          bounds: bounds, scale: scale, device: transform, clip: clip, alpha: alpha, masks: layers.masks) {
            step.opaqueArea = step.deviceOpaqueArea(bitmapRows: entry.opaqueRows)
            plan.steps.append(.layer(step, clip: clipBox))
        }
        return true
    }

    func stroke(_ path: GraphicsPath, line: LineStyle, color: CGColor, style: DrawingStyle) {
        if let offscreen { offscreen.stroke(path, line: line, color: color, style: style); return }
        refuse("stroke")
    }
    func drawGradient(_ gradient: CGGradient, _ geometry: GradientGeometry, options: CGGradientDrawingOptions, style: DrawingStyle) {
        if let offscreen { offscreen.drawGradient(gradient, geometry, options: options, style: style); return }
        refuse("gradient")
    }
    func draw(_ image: CGImage, in rect: CGRect, quality: CGInterpolationQuality, style: DrawingStyle) {
        if let offscreen { offscreen.draw(image, in: rect, quality: quality, style: style); return }
        refuse("image")
    }
    func clear(_ rect: CGRect) {
        if let offscreen { offscreen.clear(rect); return }
        refuse("clear")
    }
    func beginTransparencyGroup() {
        if let offscreen { offscreen.beginTransparencyGroup(); return }
        refuse("group")
    }
    func endTransparencyGroup(alpha: CGFloat) { offscreen?.endTransparencyGroup(alpha: alpha) }
    func draw(_ text: TextRun, in rect: CGRect) {
        if let offscreen { offscreen.draw(text, in: rect); return }
        refuse("text")
    }
    func drawMasked(content: () -> Void, mask: () -> Void) {
        if let offscreen { offscreen.drawMasked(content: content, mask: mask); return }
        refuse("mask")
    }
    /// A tinted replicator instance (a colour-multiplied group, which RENDER does not
    /// have): its ink extents are found by recording it once, then it is drawn on the
    /// client exactly as the client path draws it (`CairoDrawingContext.drawTinted`)
    /// into a transparent bitmap of the device pixels those extents cover inside the
    /// clip, and that bitmap is composited OVER like a rasterized layer's, on whole
    /// pixels (a new picture each frame it is drawn, as a layer in perspective's).
    func drawTinted(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, draw: () -> Void) {
        if let offscreen { offscreen.drawTinted(red: red, green: green, blue: blue, alpha: alpha, draw: draw); return }
        guard alpha > 0, let box = inkBox(of: draw)?.intersection(clipBox), !box.isEmpty else { return }
        guard let bitmap = ProjectedBitmap(width: box.width, height: box.height), let cairo = cairo_create(bitmap.surface) else {
            refuse("tint")
            return
        }
        cairo_translate(cairo, Double(-box.x), Double(-box.y))
        var matrix = cairo_matrix_t(xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c), yy: Double(transform.d),
                                    x0: Double(transform.tx), y0: Double(transform.ty))
        cairo_transform(cairo, &matrix)
        let context = CairoDrawingContext(cairo: cairo, text: text, shadows: shadows, layers: layers, deviceScale: deviceScale)
        offscreen = context
        context.drawTinted(red: red, green: green, blue: blue, alpha: alpha, draw: draw)
        offscreen = nil
        cairo_destroy(cairo)
        cairo_surface_flush(bitmap.surface)
        let bounds = CGRect(x: box.x, y: box.y, width: box.width, height: box.height)
        if let step = LayerComposite.make(bitmap: bitmap.surface, owner: bitmap, generation: 0, opaque: false, bounds: bounds, scale: 1,
                                          device: .identity, clip: nil, alpha: 1, masks: layers.masks) {
            plan.steps.append(.layer(step, clip: clipBox))
        }
    }

    /// The device pixels `draw` puts ink on (whole pixels around its ink extents),
    /// found by drawing it into an unbounded recording; nil when it draws nothing.
    private func inkBox(of draw: () -> Void) -> PixelBox? {
        guard let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil) else { return nil }
        defer { cairo_surface_destroy(recording) }
        guard let cairo = cairo_create(recording) else { return nil }
        var matrix = cairo_matrix_t(xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c), yy: Double(transform.d),
                                    x0: Double(transform.tx), y0: Double(transform.ty))
        cairo_transform(cairo, &matrix)
        let context = CairoDrawingContext(cairo: cairo, text: text, shadows: shadows, layers: layers, deviceScale: deviceScale)
        offscreen = context
        draw()
        offscreen = nil
        cairo_destroy(cairo)
        var x = 0.0, y = 0.0, width = 0.0, height = 0.0
        cairo_recording_surface_ink_extents(recording, &x, &y, &width, &height)
        guard width > 0, height > 0, x.isFinite, y.isFinite else { return nil }
        let left = Int(max(x, -1e7).rounded(.down)), top = Int(max(y, -1e7).rounded(.down))
        let right = Int(min(x + width, 1e7).rounded(.up)), bottom = Int(min(y + height, 1e7).rounded(.up))
        return PixelBox(x: left, y: top, width: right - left, height: bottom - top)
    }
    func drawCrossFade(from old: () -> Void, to new: () -> Void, fraction: CGFloat) {
        if let offscreen { offscreen.drawCrossFade(from: old, to: new, fraction: fraction); return }
        refuse("cross-fade")
    }

    /// A layer in perspective: drawn on the client, exactly as the client path draws it
    /// (`CairoDrawingContext.drawProjected`), into a transparent bitmap of the device
    /// pixels its projected outline covers inside the clip; that bitmap is composited
    /// OVER the frame like a rasterized layer's, on whole pixels. The mapped pixels are
    /// the client's (the same homography per device pixel); the outline's coverage is
    /// applied in the bitmap, then OVER, as pixman composites a masked OVER.
    func drawProjected(_ rect: CGRect, projection: PlaneProjection, draw: () -> Void) -> Bool {
        if let offscreen { return offscreen.drawProjected(rect, projection: projection, draw: draw) }
        guard !rect.isEmpty, rect.width.isFinite, rect.height.isFinite else { return true }
        let device = projection.concatenating(PlaneProjection(transform))
        let polygon = device.visiblePolygon(of: rect).map { device.project($0) }
        guard polygon.count >= 3, polygon.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return true }
        let xs = polygon.map { Double($0.x) }, ys = polygon.map { Double($0.y) }
        let left = Int(max(min(xs.min()!, 1e7), -1e7).rounded(.down)), top = Int(max(min(ys.min()!, 1e7), -1e7).rounded(.down))
        let right = Int(max(min(xs.max()!, 1e7), -1e7).rounded(.up)), bottom = Int(max(min(ys.max()!, 1e7), -1e7).rounded(.up))
        let box = PixelBox(x: left, y: top, width: right - left, height: bottom - top).intersection(clipBox)
        guard !box.isEmpty else { return true }
        guard let bitmap = ProjectedBitmap(width: box.width, height: box.height), let cairo = cairo_create(bitmap.surface) else {
            refuse("perspective")
            return true
        }
        cairo_translate(cairo, Double(-box.x), Double(-box.y))
        var matrix = cairo_matrix_t(xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c), yy: Double(transform.d),
                                    x0: Double(transform.tx), y0: Double(transform.ty))
        cairo_transform(cairo, &matrix)
        let context = CairoDrawingContext(cairo: cairo, text: text, shadows: shadows, layers: layers, deviceScale: deviceScale)
        offscreen = context
        _ = context.drawProjected(rect, projection: projection, draw: draw)
        offscreen = nil
        cairo_destroy(cairo)
        cairo_surface_flush(bitmap.surface)
        let bounds = CGRect(x: box.x, y: box.y, width: box.width, height: box.height)
        if let step = LayerComposite.make(bitmap: bitmap.surface, owner: bitmap, generation: 0, opaque: false, bounds: bounds, scale: 1,
                                          device: .identity, clip: nil, alpha: 1, masks: layers.masks) {
            plan.steps.append(.layer(step, clip: clipBox))
        }
        return true
    }
}

/// The bitmap a layer in perspective was drawn into for one composited frame (its
/// owner for the server's picture cache: a new one each frame it is drawn).
final class ProjectedBitmap {
    let surface: OpaquePointer

    init?(width: Int, height: Int) {
        guard width > 0, height > 0, width * height <= 16_000_000,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { cairo_surface_destroy(surface); return nil }
        self.surface = surface
    }

    deinit { cairo_surface_destroy(surface) }
}

extension CairoViewRenderer {
    /// The frame of `window` as composites, when it is made of nothing else (see
    /// `CompositeRecorder`); nil when it must be rendered on the client. Draws nothing.
    /// A window that composites other windows of its scene (a popup's) is always
    /// rendered on the client: the server paths are made for one root layer.
    public func compositePlan(for window: UIWindow, scale: CGFloat, pixelWidth: Int, pixelHeight: Int) -> CompositePlan? {
        guard !window.compositesOtherWindows else { return nil }
        let recorder = CompositeRecorder(width: pixelWidth, height: pixelHeight, scale: scale, layers: layers, shadows: shadows, text: text)
        let surfaceBox = PixelBox(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        // As `render`: black first unless the window's opaque background covers every pixel.
        var prefix: [CompositePlan.Step] = []
        if !Self.windowCovers(window, width: pixelWidth, height: pixelHeight, scale: scale) {
            prefix = [.fill(box: surfaceBox, color: (0, 0, 0, 65535), replace: true)]
        }
        var tree = ViewTreeRenderer()
        // Culling only skips what is covered (the pixels are the same) but clips with shapes.
        tree.cullsOccludedViews = false
        tree.draw(window, in: recorder)
        guard recorder.refusal == nil else { return nil }
        var plan = recorder.plan
        plan.steps = Self.withoutCoveredSteps(prefix + plan.steps)
        return plan
    }

    /// Drops the steps an opaque step after them covers whole (a window background
    /// under the presenter's bitmap): the same pixels, less work for the server.
    static func withoutCoveredSteps(_ steps: [CompositePlan.Step]) -> [CompositePlan.Step] {
        var covers: [PixelBox] = []
        var kept: [CompositePlan.Step] = []
        for step in steps.reversed() {
            let area = step.area
            var opaque: PixelBox?
            switch step {
            case .fill(let box, let color, let replace):
                if color.alpha == 65535 || replace { opaque = box }
            case .shadow:
                break
            case .layer(let layer, _):
                if layer.opaque, layer.mask == nil, layer.alpha == 255, layer.copyOffset != nil { opaque = area }
            }
            if area.isEmpty || covers.contains(where: { $0.intersection(area) == area }) { continue }
            kept.append(step)
            if let opaque, !opaque.isEmpty { covers.append(opaque) }
        }
        return kept.reversed()
    }

    /// Why `compositePlan` refuses the frame now (nil: it composes), for tests and diagnostics.
    public func compositeRefusal(for window: UIWindow, scale: CGFloat, pixelWidth: Int, pixelHeight: Int) -> String? {
        if window.compositesOtherWindows { return "several windows" }
        let recorder = CompositeRecorder(width: pixelWidth, height: pixelHeight, scale: scale, layers: layers, shadows: shadows, text: text)
        var tree = ViewTreeRenderer()
        tree.cullsOccludedViews = false
        tree.draw(window, in: recorder)
        return recorder.refusal
    }
}
