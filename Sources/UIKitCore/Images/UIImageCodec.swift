import Foundation

/// Reads and writes image files for `UIImage` (PNG, JPEG and SVG) and draws
/// bitmaps (symbols' `cgImage`, view snapshots).
///
/// UIKitCore is pure Swift and links no C library, so the codec lives in the
/// `UIKitImageCodecs` target (gdk-pixbuf for PNG and JPEG, librsvg for SVG, Cairo
/// for bitmaps), which the `UIKit` product links. UIKitCore finds it at run time
/// by its type name, `UIKitImageCodecs.SystemImageCodec`; without it (UIKitCore
/// alone) images cannot be decoded and `UIImage(data:)` returns nil.
public protocol UIImageCodec: AnyObject {
    /// The image in `data`; a vector image (SVG) rasterised at `vectorScale`
    /// device pixels per point (its `isVector` is then true). Nil for anything unreadable.
    static func decodeImage(_ data: Data, vectorScale: CGFloat) -> DecodedImage?
    static func pngData(_ image: CGImage) -> Data?
    /// JPEG at `quality` (0...1), alpha flattened onto white as JPEG has none.
    static func jpegData(_ image: CGImage, quality: CGFloat) -> Data?
    /// A `width` × `height` pixel bitmap drawn by `draw` in a top-left user space in pixels.
    static func renderBitmap(width: Int, height: Int, draw: (CGContext) -> Void) -> CGImage?
    /// `view` and its subviews as they look now (its bounds at `scale`), drawn as the window draws them.
    static func snapshot(of view: UIView, scale: CGFloat) -> CGImage?
}

/// A decoded image file.
public struct DecodedImage {
    public var image: CGImage
    /// Whether the file was a vector image, rasterised at the scale asked for.
    public var isVector: Bool

    public init(image: CGImage, isVector: Bool) {
        self.image = image
        self.isVector = isVector
    }
}

/// The codec linked into the program, looked up once by its type name.
enum ImageCodecs {
    static let typeName = "UIKitImageCodecs.SystemImageCodec"
    static let installed: UIImageCodec.Type? = NSClassFromString(typeName) as? UIImageCodec.Type
}
