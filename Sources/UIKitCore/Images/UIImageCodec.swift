import Foundation

/// Reads and writes image files for `UIImage` (PNG, JPEG and SVG) and draws
/// bitmaps (symbols' `cgImage`, view snapshots).
///
/// UIKitCore is pure Swift and links no C library, so the codec lives in the
/// `UIKitImageCodecs` target (gdk-pixbuf for PNG and JPEG, librsvg for SVG, Cairo
/// for bitmaps), which the `UIKit` product links. Nothing looks it up by name: the
/// app entry (`UIApplicationMain`, `AppRunner`) installs it in `UIImageCodecRegistry`
/// before the app launches, and a test or tool that decodes images without an app
/// entry calls `SystemImageCodec.install()` (see docs/APP.md, "Plug-ins"). Until
/// one is installed (UIKitCore alone) `UIImage(data:)` returns nil.
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

/// The image codec this process uses: the one object UIKitCore's image entry points
/// (`UIImage(data:)`, `pngData()`, symbol bitmaps, `snapshotView`) ask, since they
/// have no window or application to ask (UIKit's are free functions and initialisers).
///
/// Installing is explicit and idempotent: the app entry installs the standard codec
/// before launch, tests install it with `SystemImageCodec.install()`. Installing
/// the same codec again changes nothing, so no test ever resets it; installing a
/// different one replaces it (a program that brings its own codec).
public final class UIImageCodecRegistry: @unchecked Sendable {
    /// The process's registry.
    public static let shared = UIImageCodecRegistry()

    private let lock = NSLock()
    private var codec: UIImageCodec.Type?

    /// The installed codec, nil before any install.
    public var installed: UIImageCodec.Type? {
        lock.lock(); defer { lock.unlock() }
        return codec
    }

    /// Makes `codec` the one `UIImage` uses.
    public func install(_ codec: UIImageCodec.Type) {
        lock.lock(); defer { lock.unlock() }
        self.codec = codec
    }
}

/// The installed codec, as UIKitCore's image code reads it.
enum ImageCodecs {
    static var installed: UIImageCodec.Type? { UIImageCodecRegistry.shared.installed }
}
