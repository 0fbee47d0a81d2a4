import Foundation

extension UIImage {
    /// An image decoded from PNG, JPEG or SVG bytes, at scale 1 (an SVG is
    /// rasterised at the main screen's scale), as in UIKit. Nil for anything else.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image decoded from `data` whose pixels are `scale` per point.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let decoded = ImageCodecs.installed?.decodeImage(data, vectorScale: max(1, UIScreen.main.scale)) else { return nil }
        self.init(cgImage: decoded.image, scale: decoded.isVector ? max(1, UIScreen.main.scale) : scale, orientation: .up)
    }

    /// The image in the file at `path`; `name@2x.png` is read at scale 2, as in UIKit.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let fileScale = ImageAssetLocator.scale(ofFileNamed: (path as NSString).lastPathComponent)
        guard let decoded = ImageCodecs.installed?.decodeImage(data, vectorScale: max(1, UIScreen.main.scale)) else { return nil }
        self.init(cgImage: decoded.image, scale: decoded.isVector ? max(1, UIScreen.main.scale) : fileScale, orientation: .up)
    }

    /// The image named `name` in the app's resources (see `init(named:in:compatibleWith:)`).
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name` in `bundle` (nil: the main bundle and the resource
    /// bundles SwiftPM puts beside the program), picked for `traitCollection`'s
    /// scale and appearance (nil: the main screen's), as in UIKit. Where it looks:
    /// see `ImageAssetLocator` (`name@2x.png`, `Assets/`, `Images/`, and Xcode's
    /// `Assets.xcassets/name.imageset` with its `Contents.json`). Not cached.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let traits = traitCollection ?? UIScreen.main.traitCollection
        let wanted = traits.displayScale > 0 ? traits.displayScale : max(1, UIScreen.main.scale)
        let bundles = bundle.map { [$0] } ?? ImageAssetLocator.defaultBundles
        guard let found = ImageAssetLocator(bundles: bundles).find(name, scale: wanted, style: traits.userInterfaceStyle),
              let data = FileManager.default.contents(atPath: found.path),
              let decoded = ImageCodecs.installed?.decodeImage(data, vectorScale: wanted) else { return nil }
        self.init(cgImage: decoded.image, scale: decoded.isVector ? wanted : found.scale, orientation: .up)
    }

    /// The named image, as a symbol if `configuration` is one (its size and weight
    /// apply to system symbols only).
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(named: name, in: bundle, compatibleWith: nil)
    }

    // MARK: Writing

    /// The image as PNG (deterministic bytes), as in UIKit.
    public func pngData() -> Data? {
        guard let image = cgImage else { return nil }
        return ImageCodecs.installed?.pngData(image)
    }

    /// The image as JPEG at `compressionQuality` (0...1), as in UIKit.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let image = cgImage else { return nil }
        return ImageCodecs.installed?.jpegData(image, quality: min(max(compressionQuality, 0), 1))
    }
}

/// UIKit's C functions for image data.
public func UIImagePNGRepresentation(_ image: UIImage) -> Data? { image.pngData() }
public func UIImageJPEGRepresentation(_ image: UIImage, _ compressionQuality: CGFloat) -> Data? {
    image.jpegData(compressionQuality: compressionQuality)
}
