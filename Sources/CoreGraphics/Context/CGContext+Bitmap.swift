import Foundation

/// A backend that draws into pixel memory (a bitmap context's).
public protocol BitmapBackend: DrawingBackend {
    /// The memory's layout.
    var layout: BitmapLayout { get }
    /// The pixel memory (the caller's, when it gave some).
    var data: UnsafeMutableRawPointer? { get }
    /// The pixels drawn so far as premultiplied ARGB, row-major.
    func premultipliedARGBPixels() -> [UInt32]
}

/// Bitmap contexts, as in Core Graphics: made with
/// `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`
/// (in UIKitCairo, which rasterises), read with `makeImage()`. For other
/// contexts the sizes are 0 and `makeImage()` is nil.
extension CGContext {
    private var bitmap: BitmapBackend? { backend as? BitmapBackend }

    public var width: Int { bitmap?.layout.width ?? 0 }
    public var height: Int { bitmap?.layout.height ?? 0 }
    public var bitsPerComponent: Int { bitmap?.layout.bitsPerComponent ?? 0 }
    public var bitsPerPixel: Int { bitmap?.layout.bitsPerPixel ?? 0 }
    public var bytesPerRow: Int { bitmap?.layout.bytesPerRow ?? 0 }
    public var colorSpace: CGColorSpace? { bitmap?.layout.colorSpace }
    public var bitmapInfo: CGBitmapInfo { bitmap?.layout.bitmapInfo ?? [] }
    public var alphaInfo: CGImageAlphaInfo { bitmap?.layout.alphaInfo ?? .none }
    /// The pixel memory of a bitmap context, kept up to date after each drawing call.
    public var data: UnsafeMutableRawPointer? { bitmap?.data }

    /// An image of what the bitmap context holds now, in the context's layout.
    public func makeImage() -> CGImage? {
        guard let bitmap else { return nil }
        let layout = bitmap.layout
        let pixels = bitmap.premultipliedARGBPixels()
        if layout.isNative || layout.width == 0 || layout.height == 0 {
            return CGImage(width: layout.width, height: layout.height, premultipliedARGB: pixels)
        }
        let rowBytes = layout.width * layout.bitsPerPixel / 8
        guard let packed = BitmapLayout(width: layout.width, height: layout.height, bitsPerComponent: layout.bitsPerComponent,
                                        bitsPerPixel: layout.bitsPerPixel, bytesPerRow: rowBytes,
                                        bitmapInfo: layout.bitmapInfo, colorSpace: layout.colorSpace) else { return nil }
        var bytes = Data(count: packed.byteCount)
        bytes.withUnsafeMutableBytes { packed.encode(pixels, into: $0) }
        return CGImage(width: packed.width, height: packed.height, bitsPerComponent: packed.bitsPerComponent,
                       bitsPerPixel: packed.bitsPerPixel, bytesPerRow: rowBytes, space: packed.colorSpace,
                       bitmapInfo: packed.bitmapInfo, provider: CGDataProvider(data: bytes)!, decode: nil,
                       shouldInterpolate: true, intent: .defaultIntent)
    }
}
