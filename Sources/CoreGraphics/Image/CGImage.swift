import Foundation

/// A bitmap image, as in Core Graphics: immutable pixels with a layout.
///
/// Made from bytes in any layout `BitmapLayout` reads (through a
/// `CGDataProvider`, as on iOS), from premultiplied ARGB values (our
/// extension, what decoders and Cairo produce), by a bitmap `CGContext`'s
/// `makeImage()`, or by `cropping(to:)`. The layout properties report what
/// the image was made with; drawing uses `premultipliedARGBPixels`.
/// Differences: 8 bits per component only; `decode` arrays are ignored;
/// everything is drawn as sRGB.
public final class CGImage {
    public let width: Int
    public let height: Int
    public let bitsPerComponent: Int
    public let bitsPerPixel: Int
    public let bytesPerRow: Int
    public let bitmapInfo: CGBitmapInfo
    public let colorSpace: CGColorSpace?
    public let shouldInterpolate: Bool
    public let renderingIntent: CGColorRenderingIntent
    /// The bytes in the image's own layout.
    public let dataProvider: CGDataProvider?
    private let layout: BitmapLayout
    private var decoded: [UInt32]?

    /// Our extension for renderers: a place to keep a backend's copy of the
    /// pixels (a Cairo surface), freed with the image.
    public var rendererCache: AnyObject?

    /// An image from `provider`'s bytes, as Core Graphics makes one; nil for a
    /// layout we cannot read (see `BitmapLayout`) or too few bytes.
    public init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                 space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                 decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard width > 0, height > 0,
              let layout = BitmapLayout(width: width, height: height, bitsPerComponent: bitsPerComponent,
                                        bitsPerPixel: bitsPerPixel, bytesPerRow: bytesPerRow,
                                        bitmapInfo: bitmapInfo, colorSpace: space),
              let data = provider.data, data.count >= layout.byteCount else { return nil }
        self.layout = layout
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerPixel
        self.bytesPerRow = bytesPerRow
        self.bitmapInfo = bitmapInfo
        self.colorSpace = space
        self.shouldInterpolate = shouldInterpolate
        self.renderingIntent = intent
        self.dataProvider = provider
    }

    /// Our extension: an sRGB image from premultiplied native-endian ARGB values
    /// (`0xAARRGGBB`, row-major, `width * height` of them), as decoders and
    /// Cairo produce them. Its layout is the native one (premultiplied first,
    /// 32-bit little-endian), iOS's preferred layout.
    public init?(width: Int, height: Int, premultipliedARGB pixels: [UInt32], shouldInterpolate: Bool = true) {
        guard width > 0, height > 0, pixels.count == width * height else { return nil }
        let layout = BitmapLayout.native(width: width, height: height)
        self.layout = layout
        self.width = width
        self.height = height
        bitsPerComponent = 8
        bitsPerPixel = 32
        bytesPerRow = layout.bytesPerRow
        bitmapInfo = layout.bitmapInfo
        colorSpace = layout.colorSpace
        self.shouldInterpolate = shouldInterpolate
        renderingIntent = .defaultIntent
        var bytes = Data(count: layout.byteCount)
        bytes.withUnsafeMutableBytes { layout.encode(pixels, into: $0) }
        dataProvider = CGDataProvider(data: bytes)
        decoded = pixels
    }

    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .none }
    public var byteOrderInfo: CGImageByteOrderInfo { bitmapInfo.byteOrderInfo ?? .orderDefault }
    /// Image masks are not supported: always false.
    public var isMask: Bool { false }
    /// Decode arrays are not supported: always nil.
    public var decode: UnsafePointer<CGFloat>? { nil }

    /// Our extension for renderers: the pixels as premultiplied native-endian ARGB
    /// (`0xAARRGGBB`), row-major, decoded once.
    public var premultipliedARGBPixels: [UInt32] {
        if let decoded { return decoded }
        let pixels = (dataProvider?.data ?? Data()).withUnsafeBytes { layout.decode($0) }
        decoded = pixels
        return pixels
    }

    /// The part of the image inside `rect` (in pixels, top-left origin, made
    /// integral and clipped to the image), in the same layout; nil when nothing
    /// is left.
    public func cropping(to rect: CGRect) -> CGImage? {
        let area = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !area.isNull, area.width >= 1, area.height >= 1, let source = dataProvider?.data else { return nil }
        let x = Int(area.minX), y = Int(area.minY), w = Int(area.width), h = Int(area.height)
        let pixelBytes = bitsPerPixel / 8, rowBytes = w * pixelBytes
        var bytes = Data(count: rowBytes * h)
        bytes.withUnsafeMutableBytes { out in
            source.withUnsafeBytes { src in
                for row in 0..<h {
                    let from = (y + row) * bytesPerRow + x * pixelBytes
                    out.baseAddress!.advanced(by: row * rowBytes).copyMemory(from: src.baseAddress!.advanced(by: from), byteCount: rowBytes)
                }
            }
        }
        return CGImage(width: w, height: h, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                       bytesPerRow: rowBytes, space: colorSpace ?? .standardRGB, bitmapInfo: bitmapInfo,
                       provider: CGDataProvider(data: bytes)!, decode: nil,
                       shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }

    /// A copy (images are immutable, so this is the same image).
    public func copy() -> CGImage? { self }

    /// The same pixels tagged with another RGB space (no conversion; nil for other models).
    public func copy(colorSpace space: CGColorSpace) -> CGImage? {
        guard space.model == colorSpace?.model, let provider = dataProvider else { return nil }
        return CGImage(width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                       bytesPerRow: bytesPerRow, space: space, bitmapInfo: bitmapInfo, provider: provider,
                       decode: nil, shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }
}
