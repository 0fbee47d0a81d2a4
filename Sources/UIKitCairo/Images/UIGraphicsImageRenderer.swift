import Foundation
import UIKitCore

/// How an image renderer's bitmap is made, as in UIKit.
open class UIGraphicsImageRendererFormat: NSObject {
    /// Device pixels per point (the main screen's by default).
    open var scale: CGFloat
    /// Whether the image is fully opaque (the bitmap then starts black, as in UIKit).
    open var opaque = false
    open var prefersExtendedRange = false

    public override init() {
        scale = max(1, UIScreen.main.scale)
        super.init()
    }

    /// The main screen's format, as in UIKit.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }
}

/// What an image renderer's drawing closure gets, as in UIKit: the Core Graphics
/// context (UIKit's top-left coordinates in points) and a few conveniences.
open class UIGraphicsImageRendererContext: NSObject {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat
    let pixelSize: (width: Int, height: Int)

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, pixelSize: (width: Int, height: Int)) {
        self.cgContext = cgContext
        self.format = format
        self.pixelSize = pixelSize
        super.init()
    }

    /// What has been drawn so far.
    open var currentImage: UIImage {
        guard let image = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: format.scale, orientation: .up)
    }

    /// Fills `rect` with the current fill colour (`UIColor.setFill()`).
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) { with(blendMode) { cgContext.fill(rect) } }
    /// Strokes `rect`'s outline with the current stroke colour, 1 point wide.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) { with(blendMode) { cgContext.stroke(rect) } }
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }

    private func with(_ blendMode: CGBlendMode, _ draw: () -> Void) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        draw()
        cgContext.restoreGState()
    }
}

/// Draws images with Core Graphics calls, as in UIKit:
///
/// ```swift
/// let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
///     UIColor.systemBlue.setFill()
///     context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
/// }
/// ```
///
/// Text drawn with UIKit's string drawing (`"Hi".draw(at:withAttributes:)`, `NSAttributedString.draw(in:)`)
/// or by layers (`render(in:)`) lands in the image, laid out as in a window.
open class UIGraphicsImageRenderer: NSObject {
    public let format: UIGraphicsImageRendererFormat
    public let bounds: CGRect
    open var allowsImageOutput: Bool { true }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
        super.init()
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    /// The image `actions` draw, at the format's scale.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let (context, image) = render(actions), let image else { return UIImage() }
        _ = context
        return UIImage(cgImage: image, scale: format.scale, orientation: .up)
    }

    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    open func jpegData(withCompressionQuality quality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: quality) ?? Data()
    }

    /// A bitmap context in UIKit's orientation (top-left origin, points), made current
    /// for `UIGraphicsGetCurrentContext()` while `actions` run.
    private func render(_ actions: (UIGraphicsImageRendererContext) -> Void) -> (UIGraphicsImageRendererContext, CGImage?)? {
        guard let context = UIGraphicsImageContextFactory.context(size: bounds.size, format: format) else { return nil }
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context.cgContext, format: format, pixelSize: context.pixelSize)
        context.cgContext.translateBy(x: -bounds.minX, y: -bounds.minY)
        UIGraphicsPushContext(context.cgContext)
        actions(rendererContext)
        UIGraphicsPopContext()
        return (rendererContext, context.cgContext.makeImage())
    }
}

/// Bitmap contexts for image drawing, flipped to UIKit's coordinates.
enum UIGraphicsImageContextFactory {
    static func context(size: CGSize, format: UIGraphicsImageRendererFormat) -> (cgContext: CGContext, pixelSize: (width: Int, height: Int))? {
        let scale = format.scale > 0 ? format.scale : 1
        let width = max(1, Int((size.width * scale).rounded(.up))), height = max(1, Int((size.height * scale).rounded(.up)))
        let alpha: CGImageAlphaInfo = format.opaque ? .noneSkipFirst : .premultipliedFirst
        guard size.width > 0, size.height > 0,
              let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: alpha.rawValue | CGBitmapInfo.byteOrder32Little.rawValue) else { return nil }
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: scale, y: -scale)
        return (context, (width, height))
    }
}
