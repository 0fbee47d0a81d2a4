import Foundation

/// How the ends of stroked lines are drawn, as in Core Graphics.
public enum CGLineCap: Int32, Sendable {
    case butt = 0
    case round = 1
    case square = 2
}

/// How the corners of stroked lines are drawn, as in Core Graphics.
public enum CGLineJoin: Int32, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
}

/// What `CGContext.drawPath(using:)` does with the current path.
public enum CGPathDrawingMode: Int32 {
    case fill = 0
    case eoFill = 1
    case stroke = 2
    case fillStroke = 3
    case eoFillStroke = 4
}

/// How drawing combines with what is already there, as in Core Graphics
/// (each case maps to the Cairo operator of the same formula; `plusDarker`,
/// which Cairo lacks, draws as `multiply`).
public enum CGBlendMode: Int32 {
    case normal = 0
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor, plusDarker, plusLighter
}

/// How much care scaling an image takes, as in Core Graphics: `.none` picks
/// the nearest pixel, `.low` and `.medium` blend the nearest four, `.high` and
/// `.default` filter well (Cairo's good filter).
public enum CGInterpolationQuality: Int32 {
    case `default` = 0
    case none = 1
    case low = 2
    case high = 3
    case medium = 4
}

/// Whether a gradient also paints beyond its start and end, as in Core Graphics.
public struct CGGradientDrawingOptions: OptionSet, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

/// A stroke's geometry: width, ends, corners and dashes (Core Graphics' defaults).
public struct LineStyle: Equatable, Hashable {
    public var width: CGFloat = 1
    public var cap: CGLineCap = .butt
    public var join: CGLineJoin = .miter
    public var miterLimit: CGFloat = 10
    public var dashPhase: CGFloat = 0
    /// Alternating on and off lengths; empty for a solid line.
    public var dashLengths: [CGFloat] = []

    public init(width: CGFloat = 1, cap: CGLineCap = .butt, join: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dashPhase: CGFloat = 0, dashLengths: [CGFloat] = []) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dashPhase = dashPhase
        self.dashLengths = dashLengths
    }
}

/// A drop shadow under whatever is drawn, as `CGContext.setShadow` sets it.
/// `offset` and `blur` are in the context's base space (points; not scaled or
/// rotated by the current transform), positive height downward as on iOS.
public struct DrawingShadow: Equatable {
    public var offset: CGSize
    public var blur: CGFloat
    public var color: CGColor

    public init(offset: CGSize, blur: CGFloat, color: CGColor) {
        self.offset = offset
        self.blur = blur
        self.color = color
    }
}

/// How one drawing operation is composited: global alpha, blend mode, shadow
/// and antialiasing (the parts of Core Graphics' graphics state that apply to
/// every kind of drawing).
public struct DrawingStyle: Equatable {
    public var alpha: CGFloat = 1
    public var blendMode: CGBlendMode = .normal
    public var shadow: DrawingShadow?
    public var antialias = true

    public init(alpha: CGFloat = 1, blendMode: CGBlendMode = .normal, shadow: DrawingShadow? = nil, antialias: Bool = true) {
        self.alpha = alpha
        self.blendMode = blendMode
        self.shadow = shadow
        self.antialias = antialias
    }

    /// Plain drawing: opaque, normal blending, no shadow.
    public static let normal = DrawingStyle()
}
