import CCairo
import Foundation
import UIKitCore
import UIKitImaging

/// Draws a window's view tree into a Cairo image surface at a device scale.
///
/// The same renderer serves the X11 window (its back buffer) and `HeadlessHost`,
/// so both show the same pixels.
public final class CairoViewRenderer {
    public let text: PangoTextSystem
    public let shadows = ShadowCache()
    /// Bitmaps of `shouldRasterize` layers, reused across frames.
    public let layers = LayerRasterCache()
    private var treeRenderer = ViewTreeRenderer()

    /// Occlusion culling (on by default): what opaque views cover is not drawn.
    public var cullsOccludedViews: Bool {
        get { treeRenderer.cullsOccludedViews }
        set { treeRenderer.cullsOccludedViews = newValue }
    }

    public init(text: PangoTextSystem = PangoTextSystem()) {
        self.text = text
    }

    /// Renders `window` into `surface` (any Cairo surface whose pixels are `scale` × points),
    /// with the other shown windows of its scene that it composites over or under it.
    public func render(_ window: UIWindow, into surface: OpaquePointer, scale: CGFloat) {
        render(window, into: surface, scale: scale, damage: nil)
    }

    /// Renders `window` into `surface`, repainting only the pixels of `damage` (device
    /// pixels; nil: all) and leaving the others as they are: what a surface that holds
    /// the previous frame needs (see `DamageTracker`). `keeping` names layers whose
    /// cached bitmaps stay although this frame did not draw them (they are still shown).
    /// `subtreeBoxes` (the tracker's, for this frame) lets the walk skip subtrees that
    /// paint nothing inside the damage.
    public func render(_ window: UIWindow, into surface: OpaquePointer, scale: CGFloat,
                       damage: DamageRegion?, keeping: [ObjectIdentifier] = [],
                       subtreeBoxes: [ObjectIdentifier: CGRect]? = nil) {
        if let damage, damage.isEmpty { return }
        guard let cairo = cairo_create(surface) else { return }
        defer { cairo_destroy(cairo) }
        let covered = Self.windowCoversSurface(window, surface: surface, scale: scale)
        let context = CairoDrawingContext(cairo: cairo, text: text, shadows: shadows, layers: layers, deviceScale: scale)
        layers.beginFrame()
        for pass in Self.passes(for: damage) {
            cairo_save(cairo)
            if let pass {
                for rect in pass {
                    cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
                }
                cairo_clip(cairo)
            }
            if !covered {
                cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
                cairo_set_source_rgba(cairo, 0, 0, 0, 1)
                cairo_paint(cairo)
                cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
            }
            cairo_scale(cairo, Double(scale), Double(scale))
            treeRenderer.paintedBoxes = pass.flatMap { rects in subtreeBoxes.map { ($0, rects) } }
            // The shown windows of the scene, bottom to top (`UIWindow+Stacking`).
            for shown in window.windowsInStackingOrder { treeRenderer.draw(shown, in: context) }
            treeRenderer.paintedBoxes = nil
            cairo_restore(cairo)
        }
        layers.keep(keeping)
        layers.endFrame()
        text.endFrame()
        cairo_surface_flush(surface)
    }

    /// The clips the tree is drawn through, one walk each: the whole damage in one walk
    /// when its rectangles lie close, else one walk per rectangle, so each walk's clip is
    /// tight and skips the views outside it (a scroll's strip at the bottom and a bar's
    /// edge at the top are two walks of a few views, not one of the whole list).
    static func passes(for damage: DamageRegion?) -> [[CGRect]?] {
        guard let damage else { return [nil] }
        let bounds = damage.bounds
        let spread = Double(bounds.width * bounds.height)
        let sum = damage.rects.reduce(0.0) { $0 + Double($1.width * $1.height) }
        return spread <= sum * 2 ? [damage.rects] : damage.rects.map { [$0] }
    }

    /// Whether the window's own opaque background fill covers every pixel of an
    /// image surface, so clearing it to black first would change nothing.
    private static func windowCoversSurface(_ window: UIWindow, surface: OpaquePointer, scale: CGFloat) -> Bool {
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return false }
        return windowCovers(window, width: Int(cairo_image_surface_get_width(surface)),
                            height: Int(cairo_image_surface_get_height(surface)), scale: scale)
    }

    /// Whether the window's own opaque background fill covers every pixel of `width` × `height`.
    static func windowCovers(_ window: UIWindow, width pixelWidth: Int, height pixelHeight: Int, scale: CGFloat) -> Bool {
        let state = window.layer.presented
        guard !window.isHidden, state.alpha >= 0.999, state.transform.isIdentity, state.cornerRadius == 0,
              (state.backgroundColor?.alpha ?? 0) >= 1 else { return false }
        let frame = state.frame
        let width = Double(pixelWidth), height = Double(pixelHeight)
        func whole(_ value: CGFloat) -> Bool { abs(Double(value) - Double(value).rounded()) < 1e-9 }
        return [frame.minX * scale, frame.minY * scale, frame.maxX * scale, frame.maxY * scale].allSatisfy(whole)
            && frame.minX <= 0 && frame.minY <= 0 && Double(frame.maxX * scale) >= width && Double(frame.maxY * scale) >= height
    }

    /// What `layer` looks like now, its bounds at `scale` pixels per point.
    public func image(of layer: CALayer, scale: CGFloat) -> CGImage? {
        let bounds = layer.presented.bounds
        guard bounds.width > 0, bounds.height > 0 else { return nil }
        let surface = ImageSurface(pointSize: bounds.size, scale: scale)
        guard let cairo = cairo_create(surface.surface) else { return nil }
        cairo_scale(cairo, Double(scale), Double(scale))
        cairo_translate(cairo, -Double(bounds.minX), -Double(bounds.minY))
        let context = CairoDrawingContext(cairo: cairo, text: text, shadows: shadows, layers: nil, deviceScale: scale)
        treeRenderer.drawContents(of: layer, in: context)
        cairo_destroy(cairo)
        return CGImage(pixelBuffer: surface.pixelBuffer())
    }

    /// Renders `window` at `scale` into a new pixel buffer.
    public func snapshot(_ window: UIWindow, scale: CGFloat) -> PixelBuffer {
        let surface = ImageSurface(pointSize: window.bounds.size, scale: scale)
        render(window, into: surface.surface, scale: scale)
        return surface.pixelBuffer()
    }
}

/// An owned ARGB32 Cairo image surface of a size in points at a scale.
public final class ImageSurface {
    public let surface: OpaquePointer
    public let pixelWidth: Int
    public let pixelHeight: Int

    public init(pointSize: CGSize, scale: CGFloat) {
        pixelWidth = max(1, Int((pointSize.width * scale).rounded()))
        pixelHeight = max(1, Int((pointSize.height * scale).rounded()))
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
        owner = nil
    }

    /// An image surface over pixels someone else owns (shared memory for the X
    /// server, say): premultiplied ARGB32, `stride` bytes a row
    /// (`cairo_format_stride_for_width`). `owner` keeps the memory alive: it is
    /// released only after the surface is finished and destroyed, so Cairo never
    /// touches the pixels after the owner let them go.
    public init(pixels: UnsafeMutableRawPointer, pixelWidth: Int, pixelHeight: Int, stride: Int, owner: AnyObject) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        surface = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                      Int32(pixelWidth), Int32(pixelHeight), Int32(stride))
        self.owner = owner
    }

    private let owner: AnyObject?

    deinit {
        if owner != nil { cairo_surface_finish(surface) }
        cairo_surface_destroy(surface)
    }

    /// A copy of the pixels (premultiplied ARGB32).
    public func pixelBuffer() -> PixelBuffer {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            return PixelBuffer(width: pixelWidth, height: pixelHeight)
        }
        return PixelBuffer(width: pixelWidth, height: pixelHeight,
                           bytes: UnsafeRawBufferPointer(start: data, count: stride * pixelHeight), stride: stride)
    }
}
