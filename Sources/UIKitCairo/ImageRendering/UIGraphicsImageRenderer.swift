import CCairo
import Foundation
import UIKitCore
import UIKitImaging

/// Settings shared by graphics renderers, as in UIKit.
open class UIGraphicsRendererFormat {
    /// The area the renderer draws, in points (set by the renderer that uses the format).
    public internal(set) var bounds: CGRect = .zero
    public init() {}
}

/// How a `UIGraphicsImageRenderer` makes its bitmap, as in UIKit.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// The colour range of the bitmap (accepted: always standard sRGB, 8 bits).
    public enum Range: Int {
        case unspecified = -1, automatic, extended, standard
    }

    /// Pixels per point; the main screen's scale by default.
    open var scale: CGFloat
    /// Whether the bitmap has no alpha: what is not drawn is black.
    open var opaque = false
    open var preferredRange: Range = .standard

    public override init() {
        scale = UIScreen.main.scale
        super.init()
    }

    /// A format for `traitCollection`'s display scale (the main screen's when unset).
    public init(for traitCollection: UITraitCollection) {
        scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale
        super.init()
    }

    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context a renderer's drawing block receives, as in UIKit.
open class UIGraphicsRendererContext {
    /// The Core Graphics context to draw with: top-down points, as in `draw(_:)`.
    public let cgContext: CGContext
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// Fills `rect` with the context's fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    open func fill(_ rect: CGRect, blendMode: CGBlendMode) { blending(blendMode) { $0.fill(rect) } }

    /// Strokes the inside of `rect` with the context's stroke colour and line width.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) { blending(blendMode) { $0.stroke(rect) } }

    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }

    private func blending(_ mode: CGBlendMode, _ draw: (CGContext) -> Void) {
        cgContext.saveGState()
        cgContext.setBlendMode(mode)
        draw(cgContext)
        cgContext.restoreGState()
    }
}

/// The context of a `UIGraphicsImageRenderer` drawing block.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    fileprivate let canvas: ImageCanvas

    fileprivate init(canvas: ImageCanvas, format: UIGraphicsImageRendererFormat) {
        self.canvas = canvas
        super.init(cgContext: canvas.context, format: format)
    }

    /// What has been drawn so far.
    open var currentImage: UIImage { canvas.image() }
}

/// Draws into a bitmap and returns it as an image, as UIKit's
/// `UIGraphicsImageRenderer`: the block's context is top-down points with the
/// renderer's bounds origin at the top left, `UIGraphicsGetCurrentContext()`
/// returns it, and views and layers render into it with `render(in:)` or
/// `drawHierarchy(in:afterScreenUpdates:)`. Drawn with Cairo at the format's scale.
open class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect
    private lazy var text = PangoTextSystem()

    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: UIGraphicsImageRendererFormat())
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds.standardized
        self.format = format
        format.bounds = self.bounds
    }

    /// Always true: this renderer makes images.
    open var allowsImageOutput: Bool { true }

    /// Runs `actions` in a fresh bitmap context and returns what it drew.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let canvas = ImageCanvas(bounds: bounds, scale: format.scale, opaque: format.opaque, text: text)
        let context = UIGraphicsImageRendererContext(canvas: canvas, format: format)
        UIGraphicsPushContext(canvas.context)
        actions(context)
        UIGraphicsPopContext()
        return canvas.image()
    }

    /// The drawing as PNG data.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        let drawn = image(actions: actions)
        guard let cgImage = drawn.cgImage else { return Data() }
        return PNGEncoder().encode(cgImage.pixelBuffer)
    }
}

/// A Cairo image surface with a top-down `CGContext` over it, in points.
final class ImageCanvas {
    let surface: ImageSurface
    let context: CGContext
    let scale: CGFloat
    private let cairo: OpaquePointer

    init(bounds: CGRect, scale requested: CGFloat, opaque: Bool, text: PangoTextSystem?) {
        scale = requested > 0 ? requested : UIScreen.main.scale
        surface = ImageSurface(pointSize: bounds.size, scale: scale)
        cairo = cairo_create(surface.surface)
        if opaque {
            cairo_set_source_rgba(cairo, 0, 0, 0, 1)
            cairo_paint(cairo)
        }
        cairo_scale(cairo, Double(scale), Double(scale))
        cairo_translate(cairo, -Double(bounds.minX), -Double(bounds.minY))
        context = CGContext(backend: CairoDrawingContext(cairo: cairo, text: text, shadows: ShadowCache(), deviceScale: scale))
    }

    deinit { cairo_destroy(cairo) }

    /// The pixels drawn so far, as an image at the canvas's scale.
    func image() -> UIImage {
        guard let cgImage = CGImage(pixelBuffer: surface.pixelBuffer()) else { return UIImage() }
        return UIImage(cgImage: cgImage, scale: scale)
    }
}
