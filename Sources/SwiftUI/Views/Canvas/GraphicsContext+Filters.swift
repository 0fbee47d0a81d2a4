import Foundation

extension GraphicsContext {
    /// How drawing combines with what is below, as SwiftUI's `GraphicsContext.BlendMode`
    /// (Core Graphics' blend modes, which our Cairo backend draws).
    public struct BlendMode: RawRepresentable, Equatable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        init(_ mode: CGBlendMode) { rawValue = mode.rawValue }
        var cgBlendMode: CGBlendMode { CGBlendMode(rawValue: rawValue) ?? .normal }

        public static var normal: BlendMode { BlendMode(.normal) }
        public static var multiply: BlendMode { BlendMode(.multiply) }
        public static var screen: BlendMode { BlendMode(.screen) }
        public static var overlay: BlendMode { BlendMode(.overlay) }
        public static var darken: BlendMode { BlendMode(.darken) }
        public static var lighten: BlendMode { BlendMode(.lighten) }
        public static var colorDodge: BlendMode { BlendMode(.colorDodge) }
        public static var colorBurn: BlendMode { BlendMode(.colorBurn) }
        public static var softLight: BlendMode { BlendMode(.softLight) }
        public static var hardLight: BlendMode { BlendMode(.hardLight) }
        public static var difference: BlendMode { BlendMode(.difference) }
        public static var exclusion: BlendMode { BlendMode(.exclusion) }
        public static var hue: BlendMode { BlendMode(.hue) }
        public static var saturation: BlendMode { BlendMode(.saturation) }
        public static var color: BlendMode { BlendMode(.color) }
        public static var luminosity: BlendMode { BlendMode(.luminosity) }
        public static var clear: BlendMode { BlendMode(.clear) }
        public static var copy: BlendMode { BlendMode(.copy) }
        public static var sourceIn: BlendMode { BlendMode(.sourceIn) }
        public static var sourceOut: BlendMode { BlendMode(.sourceOut) }
        public static var sourceAtop: BlendMode { BlendMode(.sourceAtop) }
        public static var destinationOver: BlendMode { BlendMode(.destinationOver) }
        public static var destinationIn: BlendMode { BlendMode(.destinationIn) }
        public static var destinationOut: BlendMode { BlendMode(.destinationOut) }
        public static var destinationAtop: BlendMode { BlendMode(.destinationAtop) }
        public static var xor: BlendMode { BlendMode(.xor) }
        public static var plusDarker: BlendMode { BlendMode(.plusDarker) }
        public static var plusLighter: BlendMode { BlendMode(.plusLighter) }
    }

    /// Options for `addFilter` (accepted).
    public struct FilterOptions: OptionSet {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var linearColor: FilterOptions { FilterOptions(rawValue: 1) }
    }

    /// Options for the shadow filter (accepted; the shadow is drawn below the content).
    public struct ShadowOptions: OptionSet {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var shadowAbove: ShadowOptions { ShadowOptions(rawValue: 1) }
        public static var shadowOnly: ShadowOptions { ShadowOptions(rawValue: 2) }
        public static var invertsAlpha: ShadowOptions { ShadowOptions(rawValue: 4) }
        public static var disablesGroup: ShadowOptions { ShadowOptions(rawValue: 8) }
    }

    /// Options for the blur filter (accepted).
    public struct BlurOptions: OptionSet {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var opaque: BlurOptions { BlurOptions(rawValue: 1) }
        public static var dithersResult: BlurOptions { BlurOptions(rawValue: 2) }
    }

    /// A filter `addFilter` applies to what the context draws after it, as SwiftUI's
    /// `GraphicsContext.Filter`. The colour filters (`colorMultiply`, `colorMatrix`,
    /// `hueRotation`, `saturation`, `brightness`, `contrast`, `colorInvert`,
    /// `grayscale`, `luminanceToAlpha`) change the colours of fills, strokes and text
    /// with the W3C filter-effects matrices; `shadow` draws Core Graphics' shadow.
    /// Where we differ: `blur`, `alphaThreshold` and `projectionTransform` are accepted
    /// and draw nothing different (no pixel filters on our Core Graphics), and colour
    /// filters leave images as they are.
    public struct Filter {
        enum Kind {
            case matrix(ColorMatrix)
            case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
            case notDrawn
        }
        let kind: Kind
        var colorMatrix: ColorMatrix? { if case .matrix(let matrix) = kind { return matrix }; return nil }

        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(kind: .matrix(matrix)) }
        public static func colorMultiply(_ color: Color) -> Filter {
            let c = ColorMatrix.components(of: color.uiColor.cgColor)
            var m = ColorMatrix()
            m.r1 = Float(c[0]); m.g2 = Float(c[1]); m.b3 = Float(c[2]); m.a4 = Float(c[3])
            return .colorMatrix(m)
        }
        /// Adds `amount` to red, green and blue.
        public static func brightness(_ amount: Double) -> Filter {
            var m = ColorMatrix()
            m.r5 = Float(amount); m.g5 = Float(amount); m.b5 = Float(amount)
            return .colorMatrix(m)
        }
        /// Scales each component's distance from 0.5 by `amount`.
        public static func contrast(_ amount: Double) -> Filter {
            var m = ColorMatrix()
            let a = Float(amount), offset = 0.5 * (1 - Float(amount))
            m.r1 = a; m.g2 = a; m.b3 = a
            m.r5 = offset; m.g5 = offset; m.b5 = offset
            return .colorMatrix(m)
        }
        /// 0 is grey, 1 the colour as it is (W3C `saturate`).
        public static func saturation(_ amount: Double) -> Filter { .colorMatrix(.saturation(Float(amount))) }
        /// 1 is fully grey.
        public static func grayscale(_ amount: Double) -> Filter { .colorMatrix(.saturation(1 - Float(amount))) }
        /// Turns hues by `angle` (W3C `hue-rotate`).
        public static func hueRotation(_ angle: Angle) -> Filter { .colorMatrix(.hueRotation(Float(angle.radians))) }
        /// Each component c becomes amount·(1 − c) + (1 − amount)·c.
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            var m = ColorMatrix()
            let a = Float(amount)
            m.r1 = 1 - 2 * a; m.g2 = 1 - 2 * a; m.b3 = 1 - 2 * a
            m.r5 = a; m.g5 = a; m.b5 = a
            return .colorMatrix(m)
        }
        /// Black with the colour's luminance as alpha.
        public static var luminanceToAlpha: Filter {
            var m = ColorMatrix()
            m.r1 = 0; m.g2 = 0; m.b3 = 0; m.a4 = 0
            m.a1 = 0.2125; m.a2 = 0.7154; m.a3 = 0.0721
            return .colorMatrix(m)
        }
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                                  x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal,
                                  options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(kind: .shadow(color: color, radius: radius, x: x, y: y))
        }
        /// Accepted, not drawn (see the type's notes).
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(kind: .notDrawn) }
        /// Accepted, not drawn (see the type's notes).
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(kind: .notDrawn)
        }
        /// Accepted, not drawn (see the type's notes).
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter { Filter(kind: .notDrawn) }
    }
}

/// A 3D projective transform, as SwiftUI's `ProjectionTransform` (the affine part is used).
public struct ProjectionTransform: Equatable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1
    public init() {}
    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b; m21 = m.c; m22 = m.d; m31 = m.tx; m32 = m.ty
    }
    public var isIdentity: Bool { self == ProjectionTransform() }
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }
}

/// A 4 x 5 colour matrix, as SwiftUI's `ColorMatrix`: each output component is its
/// row times (r, g, b, a, 1). Starts as the identity.
public struct ColorMatrix: Equatable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0
    public init() {}

    /// `rgba` through the matrix, each result clamped to 0...1.
    func apply(_ rgba: [CGFloat]) -> [CGFloat] {
        let (r, g, b, a) = (Float(rgba[0]), Float(rgba[1]), Float(rgba[2]), Float(rgba[3]))
        func row(_ x1: Float, _ x2: Float, _ x3: Float, _ x4: Float, _ x5: Float) -> CGFloat {
            CGFloat(min(max(x1 * r + x2 * g + x3 * b + x4 * a + x5, 0), 1))
        }
        return [row(r1, r2, r3, r4, r5), row(g1, g2, g3, g4, g5), row(b1, b2, b3, b4, b5), row(a1, a2, a3, a4, a5)]
    }

    static func saturation(_ s: Float) -> ColorMatrix {
        var m = ColorMatrix()
        m.r1 = 0.213 + 0.787 * s; m.r2 = 0.715 - 0.715 * s; m.r3 = 0.072 - 0.072 * s
        m.g1 = 0.213 - 0.213 * s; m.g2 = 0.715 + 0.285 * s; m.g3 = 0.072 - 0.072 * s
        m.b1 = 0.213 - 0.213 * s; m.b2 = 0.715 - 0.715 * s; m.b3 = 0.072 + 0.928 * s
        return m
    }

    static func hueRotation(_ radians: Float) -> ColorMatrix {
        let c = cos(radians), s = sin(radians)
        var m = ColorMatrix()
        m.r1 = 0.213 + c * 0.787 - s * 0.213; m.r2 = 0.715 - c * 0.715 - s * 0.715; m.r3 = 0.072 - c * 0.072 + s * 0.928
        m.g1 = 0.213 - c * 0.213 + s * 0.143; m.g2 = 0.715 + c * 0.285 + s * 0.140; m.g3 = 0.072 - c * 0.072 - s * 0.283
        m.b1 = 0.213 - c * 0.213 - s * 0.787; m.b2 = 0.715 - c * 0.715 + s * 0.715; m.b3 = 0.072 + c * 0.928 + s * 0.072
        return m
    }

    /// A colour's red, green, blue and alpha (grey colours spread to all three).
    static func components(of color: CGColor) -> [CGFloat] {
        let c = color.components ?? [0, 0, 0, 1]
        if c.count == 2 { return [c[0], c[0], c[0], c[1]] }
        if c.count >= 4 { return Array(c.prefix(4)) }
        return [0, 0, 0, 1]
    }

    /// The colour at `location` between sorted stops (linear in sRGB).
    static func interpolate(_ stops: [(CGFloat, CGColor)], at location: CGFloat) -> CGColor {
        guard let firstStop = stops.first, let lastStop = stops.last else { return CGColor(gray: 0, alpha: 0) }
        if location <= firstStop.0 { return firstStop.1 }
        if location >= lastStop.0 { return lastStop.1 }
        for (lower, upper) in zip(stops, stops.dropFirst()) where location <= upper.0 {
            let span = upper.0 - lower.0
            let t = span > 0 ? (location - lower.0) / span : 1
            let a = components(of: lower.1), b = components(of: upper.1)
            return CGColor(red: a[0] + (b[0] - a[0]) * t, green: a[1] + (b[1] - a[1]) * t,
                           blue: a[2] + (b[2] - a[2]) * t, alpha: a[3] + (b[3] - a[3]) * t)
        }
        return lastStop.1
    }
}
