import Foundation

/// How a colour space's components are interpreted, as in Core Graphics.
public enum CGColorSpaceModel: Int32 {
    case unknown = -1
    case monochrome = 0
    case rgb = 1
    case cmyk = 2
    case lab = 3
    case deviceN = 4
    case indexed = 5
    case pattern = 6
    case XYZ = 7
}

/// How colours outside a destination's gamut are mapped, as in Core Graphics
/// (accepted and ignored here: everything is drawn in sRGB).
public enum CGColorRenderingIntent: Int32 {
    case defaultIntent = 0
    case absoluteColorimetric = 1
    case relativeColorimetric = 2
    case perceptual = 3
    case saturation = 4
}

/// A colour space, as in Core Graphics.
///
/// Differences: every RGB space is drawn as sRGB and every grey space as sRGB
/// grey (`r = g = b`); no colour management happens (Cairo draws in sRGB).
/// Names are `String`s (Apple's are `CFString`s with the same text), so
/// `CGColorSpace(name: CGColorSpace.sRGB)` reads as on iOS.
public final class CGColorSpace: Equatable, Hashable, CustomStringConvertible {
    /// The space's name (`CGColorSpace.sRGB`, ...); nil for the device spaces.
    public let name: String?
    public let model: CGColorSpaceModel

    init(name: String?, model: CGColorSpaceModel) {
        self.name = name
        self.model = model
    }

    /// A named colour space: the RGB and grey names Core Graphics defines; nil
    /// for names we do not know (CMYK, Lab and the like).
    public convenience init?(name: String) {
        guard let model = CGColorSpace.models[name] else { return nil }
        self.init(name: name, model: model)
    }

    /// Colour components, not counting alpha (3 for RGB, 1 for grey).
    public var numberOfComponents: Int {
        switch model {
        case .monochrome: return 1
        case .cmyk: return 4
        case .rgb, .lab, .XYZ: return 3
        case .unknown, .deviceN, .indexed, .pattern: return 0
        }
    }

    /// Whether the space can describe colours beyond sRGB (Display P3, extended
    /// ranges); they are still drawn as sRGB here.
    public var isWideGamutRGB: Bool {
        [CGColorSpace.displayP3, CGColorSpace.extendedSRGB, CGColorSpace.extendedLinearSRGB].contains(name ?? "")
    }

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.name == rhs.name && lhs.model == rhs.model
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(model)
    }

    public var description: String { "CGColorSpace(\(name ?? "device"), \(model))" }

    // MARK: Names (Core Graphics CGColorSpace.h)

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let adobeRGB1998 = "kCGColorSpaceAdobeRGB1998"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray = "kCGColorSpaceLinearGray"
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    public static let extendedLinearGray = "kCGColorSpaceExtendedLinearGray"

    private static let models: [String: CGColorSpaceModel] = [
        sRGB: .rgb, extendedSRGB: .rgb, linearSRGB: .rgb, extendedLinearSRGB: .rgb, displayP3: .rgb,
        genericRGBLinear: .rgb, adobeRGB1998: .rgb,
        genericGrayGamma2_2: .monochrome, linearGray: .monochrome, extendedGray: .monochrome,
        extendedLinearGray: .monochrome,
    ]

    static let deviceRGB = CGColorSpace(name: nil, model: .rgb)
    static let deviceGray = CGColorSpace(name: nil, model: .monochrome)
    static let standardRGB = CGColorSpace(name: sRGB, model: .rgb)
    static let genericGray = CGColorSpace(name: genericGrayGamma2_2, model: .monochrome)
}

/// The device RGB colour space (drawn as sRGB), as in Core Graphics.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }

/// The device grey colour space, as in Core Graphics.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }
