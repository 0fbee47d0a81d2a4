import UIKitImaging

/// How an image compares with its reference, channel by channel.
///
/// A pixel differs when any of its straight red, green, blue or alpha values is
/// more than `tolerance` away from the reference's (tolerance 0 asks for identical
/// pixels). Images of different sizes never match.
public struct SnapshotComparison: Equatable {
    /// Pixels beyond the tolerance (every pixel of the larger image when sizes differ).
    public let differingPixels: Int
    /// The largest channel difference seen (255 when sizes differ).
    public let maximumDifference: Int
    public let sizesMatch: Bool
    public let tolerance: Int

    public var matches: Bool { sizesMatch && differingPixels == 0 }

    public init(_ actual: PixelBuffer, _ expected: PixelBuffer, tolerance: Int) {
        self.tolerance = tolerance
        guard actual.width == expected.width, actual.height == expected.height else {
            sizesMatch = false
            differingPixels = max(actual.width * actual.height, expected.width * expected.height)
            maximumDifference = 255
            return
        }
        sizesMatch = true
        var differing = 0, maximum = 0
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let a = actual.premultipliedARGB(x: x, y: y), e = expected.premultipliedARGB(x: x, y: y)
                guard a != e else { continue }
                let difference = Self.channelDifference(RGBA8(premultipliedARGB: a), RGBA8(premultipliedARGB: e))
                maximum = max(maximum, difference)
                if difference > tolerance { differing += 1 }
            }
        }
        differingPixels = differing
        maximumDifference = maximum
    }

    static func channelDifference(_ a: RGBA8, _ b: RGBA8) -> Int {
        max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a)))
    }

    /// The reference faded to a light grey, with every differing pixel in solid red
    /// (and, when sizes differ, everything outside the common area red too).
    public static func diffImage(_ actual: PixelBuffer, _ expected: PixelBuffer, tolerance: Int) -> PixelBuffer {
        let width = max(actual.width, expected.width), height = max(actual.height, expected.height)
        var diff = PixelBuffer(width: width, height: height, fill: highlight)
        for y in 0..<min(actual.height, expected.height) {
            for x in 0..<min(actual.width, expected.width) {
                let a = actual[x, y], e = expected[x, y]
                diff[x, y] = channelDifference(a, e) > tolerance ? highlight : faded(e)
            }
        }
        return diff
    }

    /// Solid red: a changed pixel.
    public static let highlight = RGBA8(r: 255, g: 0, b: 0)

    /// An unchanged pixel: its grey level squeezed into 200...255, so red stands out.
    static func faded(_ color: RGBA8) -> RGBA8 {
        let alpha = Double(color.a) / 255
        let luminance = (0.299 * Double(color.r) + 0.587 * Double(color.g) + 0.114 * Double(color.b)) * alpha + 255 * (1 - alpha)
        let grey = UInt8(200 + (luminance * 55 / 255).rounded())
        return RGBA8(r: grey, g: grey, b: grey)
    }
}
