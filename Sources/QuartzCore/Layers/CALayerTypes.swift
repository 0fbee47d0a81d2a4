import Foundation

/// Which corners `CALayer.cornerRadius` rounds, as in Core Animation (in
/// UIKit's top-down space, min Y is the top).
public struct CACornerMask: OptionSet, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// Where `CALayer.contents` goes in the bounds, as in Core Animation.
public struct CALayerContentsGravity: RawRepresentable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// How `contents` is filtered when scaled, as in Core Animation.
public struct CALayerContentsFilter: RawRepresentable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// A shape layer's fill rule, as in Core Animation.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A shape layer's line ends, as in Core Animation.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// A shape layer's line corners, as in Core Animation.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A gradient layer's geometry, as in Core Animation.
public struct CAGradientLayerType: RawRepresentable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Drawn as an axial gradient (Cairo has no conic gradient).
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// Which edges of a layer are antialiased, as in Core Animation (accepted; all edges are).
public struct CAEdgeAntialiasingMask: OptionSet, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1)
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 2)
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 4)
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 8)
}

/// The curve of a layer's rounded corners, as in Core Animation (iOS 13).
public struct CALayerCornerCurve: RawRepresentable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's squircle-like curve; drawn here as `circular`.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")

    /// The radius the curve needs to round a corner fully: 1.528 × the radius
    /// for `continuous`, as Core Animation documents.
    public static func expansionFactor(_ curve: CALayerCornerCurve) -> CGFloat { curve == .continuous ? 1.528665 : 1 }
}
