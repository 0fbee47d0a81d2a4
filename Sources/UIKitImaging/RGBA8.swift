/// One pixel as straight (non-premultiplied) 8-bit red, green, blue and alpha.
///
/// `PixelBuffer` stores premultiplied ARGB (Cairo's `CAIRO_FORMAT_ARGB32`);
/// `RGBA8` is the straight form used by PNG and by tests that reason about colours.
/// Conversions round to nearest, so premultiplied → straight → premultiplied is exact
/// for valid premultiplied input (every channel ≤ alpha).
public struct RGBA8: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...255, not multiplied by alpha.
    public var r: UInt8
    /// Green, 0...255, not multiplied by alpha.
    public var g: UInt8
    /// Blue, 0...255, not multiplied by alpha.
    public var b: UInt8
    /// Alpha, 0 (transparent) ... 255 (opaque).
    public var a: UInt8

    /// Creates a straight colour; alpha defaults to opaque.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Fully transparent black (0, 0, 0, 0).
    public static let clear = RGBA8(r: 0, g: 0, b: 0, a: 0)
    /// Opaque black.
    public static let black = RGBA8(r: 0, g: 0, b: 0)
    /// Opaque white.
    public static let white = RGBA8(r: 255, g: 255, b: 255)

    /// Converts a premultiplied native-endian ARGB value (`0xAARRGGBB`) to straight RGBA.
    ///
    /// Each channel becomes `round(c * 255 / a)`, clamped to 255 for invalid input
    /// where a channel exceeds alpha. A zero alpha gives `.clear`.
    public init(premultipliedARGB value: UInt32) {
        let a = UInt32(value >> 24)
        guard a != 0 else {
            self = .clear
            return
        }
        self.init(r: RGBA8.unpremultiply((value >> 16) & 0xFF, alpha: a),
                  g: RGBA8.unpremultiply((value >> 8) & 0xFF, alpha: a),
                  b: RGBA8.unpremultiply(value & 0xFF, alpha: a),
                  a: UInt8(a))
    }

    /// This colour as premultiplied native-endian ARGB (`0xAARRGGBB`), each colour
    /// channel `round(c * a / 255)`.
    public var premultipliedARGB: UInt32 {
        let a = UInt32(self.a)
        return a << 24
            | RGBA8.premultiply(UInt32(r), alpha: a) << 16
            | RGBA8.premultiply(UInt32(g), alpha: a) << 8
            | RGBA8.premultiply(UInt32(b), alpha: a)
    }

    /// `"rgba(r, g, b, a)"`.
    public var description: String { "rgba(\(r), \(g), \(b), \(a))" }

    @inline(__always)
    static func unpremultiply(_ channel: UInt32, alpha: UInt32) -> UInt8 {
        if alpha == 255 { return UInt8(truncatingIfNeeded: channel) }
        return UInt8(min(255, (channel * 255 + alpha / 2) / alpha))
    }

    @inline(__always)
    static func premultiply(_ channel: UInt32, alpha: UInt32) -> UInt32 {
        if alpha == 255 { return channel }
        return (channel * alpha + 127) / 255
    }
}
