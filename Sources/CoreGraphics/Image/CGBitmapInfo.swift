import Foundation

/// Where alpha is in a pixel and whether colours are premultiplied by it, as in Core Graphics.
public enum CGImageAlphaInfo: UInt32 {
    case none = 0
    case premultipliedLast = 1
    case premultipliedFirst = 2
    case last = 3
    case first = 4
    case noneSkipLast = 5
    case noneSkipFirst = 6
    case alphaOnly = 7

    /// Whether a component (or a skipped byte) comes before the colour components.
    var leadsWithAlphaSlot: Bool { self == .premultipliedFirst || self == .first || self == .noneSkipFirst }
    /// Whether the pixel has a slot for alpha (used or skipped).
    var hasAlphaSlot: Bool { self != .none && self != .alphaOnly }
    /// Whether the alpha slot holds alpha (not a skipped byte).
    var hasAlpha: Bool { [.premultipliedLast, .premultipliedFirst, .last, .first, .alphaOnly].contains(self) }
    var isPremultiplied: Bool { self == .premultipliedLast || self == .premultipliedFirst }
}

/// The byte order of 16- and 32-bit pixels, as in Core Graphics.
public enum CGImageByteOrderInfo: UInt32 {
    case orderMask = 0x7000
    case orderDefault = 0
    case order16Little = 0x1000
    case order32Little = 0x2000
    case order16Big = 0x3000
    case order32Big = 0x4000
}

/// A bitmap's layout: alpha info in the low bits, byte order, float flag, as in Core Graphics.
///
/// Pass `CGImageAlphaInfo.premultipliedLast.rawValue` (or an `|` of it with a
/// byte order) as iOS code does.
public struct CGBitmapInfo: OptionSet, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 0x1000)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 0x2000)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 0x3000)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 0x4000)

    /// Our convenience: the layout with `alpha` and `byteOrder`.
    public init(alpha: CGImageAlphaInfo, byteOrder: CGImageByteOrderInfo = .orderDefault) {
        self.init(rawValue: alpha.rawValue | byteOrder.rawValue)
    }

    /// The alpha part (nil for an unknown value).
    public var alphaInfo: CGImageAlphaInfo? { CGImageAlphaInfo(rawValue: rawValue & 0x1F) }

    /// The byte-order part (nil for an unknown value).
    public var byteOrderInfo: CGImageByteOrderInfo? { CGImageByteOrderInfo(rawValue: rawValue & 0x7000) }
}

/// A source of bytes for an image, as in Core Graphics.
///
/// Differences: it holds `Data` (Apple's holds `CFData`, which Linux cannot
/// bridge), so `CGDataProvider(data: data)` instead of `data as CFData`.
public final class CGDataProvider {
    /// The bytes.
    public let data: Data?

    public init?(data: Data) { self.data = data }

    /// The contents of the file at `url`, or nil when it cannot be read.
    public convenience init?(url: URL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data)
    }

    /// The contents of the file at `filename`, or nil when it cannot be read.
    public convenience init?(filename: String) {
        self.init(url: URL(fileURLWithPath: filename))
    }
}
