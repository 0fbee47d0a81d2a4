import Foundation

/// How the pixels of a bitmap are laid out in memory, and the conversions
/// between that layout and premultiplied native-endian ARGB (`0xAARRGGBB`,
/// Cairo's ARGB32), which is what images are drawn from.
///
/// Supported: 8 bits per component; grey (8 bits), grey + alpha (16), alpha
/// only (8), RGB (24) and RGB with an alpha or skipped byte (32) in either
/// position and byte order. Other layouts (16-bit or float components, CMYK)
/// are refused.
public struct BitmapLayout: Equatable {
    public let width: Int
    public let height: Int
    public let bitsPerComponent: Int
    public let bitsPerPixel: Int
    public let bytesPerRow: Int
    public let bitmapInfo: CGBitmapInfo
    public let colorSpace: CGColorSpace

    /// A layout, or nil when it is one we cannot read or write (see the type's comment)
    /// or when the sizes do not add up.
    public init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                 bitmapInfo: CGBitmapInfo, colorSpace: CGColorSpace) {
        guard width >= 0, height >= 0, bitsPerComponent == 8, bitmapInfo.intersection(.floatInfoMask).isEmpty,
              let alpha = bitmapInfo.alphaInfo, bitmapInfo.byteOrderInfo != nil else { return nil }
        let colours = alpha == .alphaOnly ? 0 : colorSpace.numberOfComponents
        guard alpha == .alphaOnly || colorSpace.model == .rgb || colorSpace.model == .monochrome else { return nil }
        let components = colours + (alpha.hasAlphaSlot || alpha == .alphaOnly ? 1 : 0)
        guard components > 0, bitsPerPixel == components * 8, bytesPerRow >= width * components else { return nil }
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerPixel
        self.bytesPerRow = bytesPerRow
        self.bitmapInfo = bitmapInfo
        self.colorSpace = colorSpace
    }

    /// Premultiplied BGRA in memory (32-bit little-endian, alpha first): the
    /// native layout, iOS's preferred one and Cairo's ARGB32.
    public static func native(width: Int, height: Int) -> BitmapLayout {
        BitmapLayout(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                     bitmapInfo: CGBitmapInfo(alpha: .premultipliedFirst, byteOrder: .order32Little),
                     colorSpace: .standardRGB)!
    }

    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .none }
    var bytesPerPixel: Int { bitsPerPixel / 8 }
    /// Bytes the pixel memory needs.
    public var byteCount: Int { height == 0 ? 0 : bytesPerRow * (height - 1) + width * bytesPerPixel }

    /// Whether the memory layout is the native one (no conversion needed).
    public var isNative: Bool {
        UInt32(littleEndian: 1) == 1 && bytesPerPixel == 4 && alphaInfo == .premultipliedFirst && colorSpace.model == .rgb
            && bitmapInfo.byteOrderInfo == .order32Little
    }

    /// Whether multi-byte pixels are stored least significant byte first.
    private var isLittleEndian: Bool {
        switch bitmapInfo.byteOrderInfo {
        case .order32Little: return bytesPerPixel == 4
        case .order16Little: return bytesPerPixel == 2
        default: return false
        }
    }

    /// Reads `bytes` in this layout into premultiplied ARGB values, row-major.
    public func decode(_ bytes: UnsafeRawBufferPointer) -> [UInt32] {
        precondition(bytes.count >= byteCount, "\(bytes.count) bytes are too few for \(width)x\(height)")
        var pixels = [UInt32](repeating: 0, count: width * height)
        if isNative {
            pixels.withUnsafeMutableBytes { out in
                for y in 0..<height {
                    out.baseAddress!.advanced(by: y * width * 4)
                        .copyMemory(from: bytes.baseAddress!.advanced(by: y * bytesPerRow), byteCount: width * 4)
                }
            }
            return pixels.map { p in
                let a = p >> 24
                return a << 24 | min((p >> 16) & 0xFF, a) << 16 | min((p >> 8) & 0xFF, a) << 8 | min(p & 0xFF, a)
            }
        }
        let alpha = alphaInfo, grey = colorSpace.model == .monochrome, n = bytesPerPixel, little = isLittleEndian
        let lead = alpha.leadsWithAlphaSlot ? 1 : 0
        let slotIndex = alpha.leadsWithAlphaSlot ? 0 : (grey ? 1 : 3)
        for y in 0..<height {
            for x in 0..<width {
                let offset = y * bytesPerRow + x * n
                @inline(__always) func component(_ i: Int) -> UInt32 { UInt32(bytes[offset + (little ? n - 1 - i : i)]) }
                if alpha == .alphaOnly {
                    pixels[y * width + x] = component(0) << 24
                    continue
                }
                let a: UInt32 = alpha.hasAlpha ? component(slotIndex) : 255
                var r = component(lead), g = r, b = r
                if !grey { g = component(lead + 1); b = component(lead + 2) }
                if !alpha.isPremultiplied && a < 255 {
                    r = (r * a + 127) / 255; g = (g * a + 127) / 255; b = (b * a + 127) / 255
                }
                pixels[y * width + x] = a << 24 | min(r, a) << 16 | min(g, a) << 8 | min(b, a)
            }
        }
        return pixels
    }

    /// Writes premultiplied ARGB `pixels` into `bytes` in this layout (grey
    /// takes Rec. 709 luma; straight alpha is unpremultiplied with rounding).
    public func encode(_ pixels: [UInt32], into bytes: UnsafeMutableRawBufferPointer) {
        precondition(pixels.count >= width * height && bytes.count >= byteCount, "buffer too small")
        let alpha = alphaInfo, grey = colorSpace.model == .monochrome, n = bytesPerPixel, little = isLittleEndian
        let lead = alpha.leadsWithAlphaSlot ? 1 : 0
        let slotIndex = alpha.leadsWithAlphaSlot ? 0 : (grey ? 1 : 3)
        for y in 0..<height {
            for x in 0..<width {
                let p = pixels[y * width + x]
                let offset = y * bytesPerRow + x * n
                @inline(__always) func put(_ i: Int, _ value: UInt32) { bytes[offset + (little ? n - 1 - i : i)] = UInt8(value) }
                let a = p >> 24
                if alpha == .alphaOnly { put(0, a); continue }
                var r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
                if !alpha.isPremultiplied && a > 0 && a < 255 {
                    r = min(255, (r * 255 + a / 2) / a); g = min(255, (g * 255 + a / 2) / a); b = min(255, (b * 255 + a / 2) / a)
                }
                if grey {
                    put(lead, (2126 * r + 7152 * g + 722 * b + 5000) / 10000)
                } else {
                    put(lead, r); put(lead + 1, g); put(lead + 2, b)
                }
                if alpha.hasAlphaSlot { put(slotIndex, alpha.hasAlpha ? a : 255) }
            }
        }
    }
}
