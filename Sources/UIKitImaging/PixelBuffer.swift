import Foundation

/// An image held as premultiplied ARGB, one native-endian `UInt32` per pixel.
///
/// This is Cairo's `CAIRO_FORMAT_ARGB32` layout: each pixel is `0xAARRGGBB` with the
/// colour channels already multiplied by alpha, so on little-endian machines the bytes
/// in memory are B, G, R, A. Rows are stored top to bottom, tightly packed
/// (`stride == width * 4`); initialisers that take foreign memory copy it row by row
/// and drop any padding.
///
/// Two buffers are equal when they have the same size and the same premultiplied values.
public struct PixelBuffer: Equatable, Hashable, Sendable {
    /// Width in pixels (≥ 0).
    public let width: Int
    /// Height in pixels (≥ 0).
    public let height: Int
    /// Premultiplied ARGB pixels, row-major, `width * height` values.
    public internal(set) var pixels: [UInt32]

    /// Bytes per row of `pixels` (always `width * 4`).
    public var stride: Int { width * 4 }

    /// The whole image as a rectangle at the origin.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// Whether the image has no pixels (zero width or height).
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// Creates a `width` × `height` image filled with `fill` (straight RGBA, default clear).
    public init(width: Int, height: Int, fill: RGBA8 = .clear) {
        precondition(width >= 0 && height >= 0, "PixelBuffer size must not be negative")
        self.width = width
        self.height = height
        self.pixels = Array(repeating: fill.premultipliedARGB, count: width * height)
    }

    /// Creates an image from premultiplied ARGB values (`width * height` of them, row-major).
    public init(width: Int, height: Int, premultipliedARGB pixels: [UInt32]) {
        precondition(width >= 0 && height >= 0, "PixelBuffer size must not be negative")
        precondition(pixels.count == width * height,
                     "expected \(width * height) pixels, got \(pixels.count)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Creates an image by copying ARGB32 memory (e.g. `cairo_image_surface_get_data`).
    ///
    /// - Parameters:
    ///   - bytes: at least `stride * (height - 1) + width * 4` bytes of native-endian
    ///     premultiplied ARGB32.
    ///   - stride: bytes from one row to the next (≥ `width * 4`; Cairo pads rows).
    public init(width: Int, height: Int, bytes: UnsafeRawBufferPointer, stride: Int) {
        precondition(width >= 0 && height >= 0, "PixelBuffer size must not be negative")
        let rowBytes = width * 4
        precondition(stride >= rowBytes, "stride \(stride) is smaller than width * 4 (\(rowBytes))")
        precondition(height == 0 || bytes.count >= stride * (height - 1) + rowBytes,
                     "\(bytes.count) bytes are too few for \(width)x\(height) with stride \(stride)")
        self.width = width
        self.height = height
        var pixels = [UInt32](repeating: 0, count: width * height)
        if rowBytes > 0 {
            pixels.withUnsafeMutableBytes { destination in
                for y in 0..<height {
                    let source = UnsafeRawBufferPointer(rebasing: bytes[(y * stride)..<(y * stride + rowBytes)])
                    UnsafeMutableRawBufferPointer(rebasing: destination[(y * rowBytes)..<((y + 1) * rowBytes)])
                        .copyMemory(from: source)
                }
            }
        }
        self.pixels = pixels
    }

    /// Creates an image by copying ARGB32 bytes held in `Data`; see
    /// `init(width:height:bytes:stride:)`.
    public init(width: Int, height: Int, data: Data, stride: Int) {
        self = data.withUnsafeBytes { PixelBuffer(width: width, height: height, bytes: $0, stride: stride) }
    }

    /// The straight RGBA colour at (`x`, `y`); setting stores it premultiplied.
    public subscript(x: Int, y: Int) -> RGBA8 {
        get { RGBA8(premultipliedARGB: pixels[index(x, y)]) }
        set { pixels[index(x, y)] = newValue.premultipliedARGB }
    }

    /// The straight RGBA colour at (`x`, `y`).
    public func pixel(x: Int, y: Int) -> RGBA8 {
        self[x, y]
    }

    /// The raw premultiplied ARGB value at (`x`, `y`).
    public func premultipliedARGB(x: Int, y: Int) -> UInt32 {
        pixels[index(x, y)]
    }

    /// Stores a raw premultiplied ARGB value at (`x`, `y`).
    public mutating func setPremultipliedARGB(_ value: UInt32, x: Int, y: Int) {
        pixels[index(x, y)] = value
    }

    /// Calls `body` with the pixel memory in ARGB32 layout (stride `width * 4`).
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try pixels.withUnsafeBytes(body)
    }

    /// Whether every pixel is fully opaque.
    public var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { values in
            for value in values where value < 0xFF00_0000 { return false }
            return true
        }
    }

    @inline(__always)
    private func index(_ x: Int, _ y: Int) -> Int {
        precondition(x >= 0 && x < width && y >= 0 && y < height,
                     "pixel (\(x), \(y)) is outside \(width)x\(height)")
        return y * width + x
    }
}
