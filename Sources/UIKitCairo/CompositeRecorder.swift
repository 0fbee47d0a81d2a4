import CCairo
import Foundation
import UIKitCore

/// Walks a window's view tree as the client renderer would and writes down the
/// frame as composites (`CompositePlan`): whole-pixel solid fills, cached shadows
/// and rasterized layers whose bitmaps are cached and current. Anything else (text,
/// strokes, images, gradients, groups, a layer to redraw, a clip that is not a
/// whole-pixel box) makes the frame not composable: the caller renders it on the
/// client. Draws nothing itself.
final class CompositeRecorder: DrawingContext {
    let deviceScale: CGFloat
    private let layers: LayerRasterCache
    private let shadows: ShadowCache
    private var transform: CGAffineTransform
    private var clipBox: PixelBox
    private var saved: [(CGAffineTransform, PixelBox)] = []
    private(set) var plan: CompositePlan
    /// Why the frame cannot be composed (nil while it can).
    private(set) var refusal: String?
    /// Once refused, the rest of the tree is not walked.
    var hasGivenUp: Bool { refusal != nil }

    init(width: Int, height: Int, scale: CGFloat, layers: LayerRasterCache, shadows: ShadowCache) {
        deviceScale = scale
        self.layers = layers
        self.shadows = shadows
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
    func beginContent(of view: UIView) { drawing.append(view) }
    func endContent() { _ = drawing.popLast() }

    func saveState() { saved.append((transform, clipBox)) }
    func restoreState() { if let last = saved.popLast() { (transform, clipBox) = last } }
    func concatenate(_ t: CGAffineTransform) { transform = t.concatenating(transform) }
    var currentTransform: CGAffineTransform { transform }

    func clip(to path: GraphicsPath, rule: CGPathFillRule) {
        guard let box = path.applying(transform).pixelRect else { refuse("clip"); return }
        clipBox = clipBox.intersection(box)
    }

    var clipBounds: CGRect {
        let device = CGRect(x: clipBox.x, y: clipBox.y, width: clipBox.width, height: clipBox.height)
        guard transform.determinant != 0 else { return .null }
        return device.applying(transform.inverted())
    }

    func fill(_ path: GraphicsPath, rule: CGPathFillRule, color: CGColor, style: DrawingStyle) {
        guard style == .normal || (style.alpha == 1 && style.blendMode == .normal && style.shadow == nil) else { refuse("styled fill"); return }
        guard let box = path.applying(transform).pixelRect else { refuse("fill of a shape"); return }
        let part = box.intersection(clipBox)
        guard !part.isEmpty else { return }
        let shorts = cairoShorts(color)
        guard shorts.alpha > 0 else { return }
        plan.steps.append(.fill(box: part, color: shorts, replace: false))
    }

    func drawShadow(of path: GraphicsPath, color: CGColor, blurRadius: CGFloat, offset: CGSize) {
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

    func stroke(_ path: GraphicsPath, line: LineStyle, color: CGColor, style: DrawingStyle) { refuse("stroke") }
    func drawGradient(_ gradient: CGGradient, _ geometry: GradientGeometry, options: CGGradientDrawingOptions, style: DrawingStyle) {
        refuse("gradient")
    }
    func draw(_ image: CGImage, in rect: CGRect, quality: CGInterpolationQuality, style: DrawingStyle) { refuse("image") }
    func clear(_ rect: CGRect) { refuse("clear") }
    func beginTransparencyGroup() { refuse("group") }
    func endTransparencyGroup(alpha: CGFloat) {}
    func draw(_ text: TextRun, in rect: CGRect) { refuse("text") }
    func drawMasked(content: () -> Void, mask: () -> Void) { refuse("mask") }
    func drawProjected(_ rect: CGRect, projection: PlaneProjection, draw: () -> Void) -> Bool { refuse("perspective"); return true }
    func drawTinted(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, draw: () -> Void) { refuse("tint") }
    func drawCrossFade(from old: () -> Void, to new: () -> Void, fraction: CGFloat) { refuse("cross-fade") }
}

extension CairoViewRenderer {
    /// The frame of `window` as composites, when it is made of nothing else (see
    /// `CompositeRecorder`); nil when it must be rendered on the client. Draws nothing.
    public func compositePlan(for window: UIWindow, scale: CGFloat, pixelWidth: Int, pixelHeight: Int) -> CompositePlan? {
        let recorder = CompositeRecorder(width: pixelWidth, height: pixelHeight, scale: scale, layers: layers, shadows: shadows)
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
        let recorder = CompositeRecorder(width: pixelWidth, height: pixelHeight, scale: scale, layers: layers, shadows: shadows)
        var tree = ViewTreeRenderer()
        tree.cullsOccludedViews = false
        tree.draw(window, in: recorder)
        return recorder.refusal
    }
}
