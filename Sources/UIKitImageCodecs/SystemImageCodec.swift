import Foundation
import UIKitCairo
import UIKitCore
import UIKitImaging

/// `UIImage`'s codec (see `UIImageCodec`): PNG and JPEG read by gdk-pixbuf (EXIF
/// orientation applied), SVG drawn by librsvg at the scale asked for, PNG written
/// by our deterministic encoder, JPEG by gdk-pixbuf, bitmaps drawn by Cairo.
/// The app entry installs it; anything else that decodes images without one (tests,
/// tools on `HeadlessHost`) calls `SystemImageCodec.install()` first.
public final class SystemImageCodec: UIImageCodec {
    /// Makes this codec the one `UIImage` uses (`UIImageCodecRegistry`); calling
    /// it again changes nothing.
    public static func install() { UIImageCodecRegistry.shared.install(SystemImageCodec.self) }

    /// Images larger than this many pixels are refused (a damaged or hostile file
    /// must not take all the memory).
    public static let maximumPixelCount = 64 * 1024 * 1024

    /// Why image files cannot be decoded (gdk-pixbuf or librsvg missing: "decoding image
    /// files needs ...: install ..."), or nil when they can. The libraries are opened on
    /// first use (see `ImageCodecLibrary`); this opens them if they are not yet open.
    public static var unavailableReason: String? {
        if case .failure(let error) = ImageCodecLibrary.shared { return error.description }
        return nil
    }

    public static func decodeImage(_ data: Data, vectorScale: CGFloat) -> DecodedImage? {
        if SVGDecoder.looksLikeSVG(data) {
            return SVGDecoder.decode(data, scale: vectorScale).map { DecodedImage(image: $0, isVector: true) }
        }
        return PixbufCodec.decode(data).map { DecodedImage(image: $0, isVector: false) }
    }

    public static func pngData(_ image: CGImage) -> Data? {
        PNGEncoder().encode(PixelBuffer(width: image.width, height: image.height, premultipliedARGB: image.premultipliedARGBPixels))
    }

    public static func jpegData(_ image: CGImage, quality: CGFloat) -> Data? {
        PixbufCodec.jpegData(image, quality: quality)
    }

    public static func renderBitmap(width: Int, height: Int, draw: (CGContext) -> Void) -> CGImage? {
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info) else { return nil }
        // Core Graphics bitmaps are bottom-up: flip to UIKit's top-left space.
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: 1, y: -1)
        draw(context)
        return context.makeImage()
    }
}

extension SystemImageCodec {
    public static func snapshot(of view: UIView, scale: CGFloat) -> CGImage? {
        let pixels = CairoViewRenderer().snapshot(of: view, scale: scale)
        return CGImage(width: pixels.width, height: pixels.height, premultipliedARGB: pixels.pixels)
    }
}
