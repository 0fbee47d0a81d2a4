import Foundation

/// A layer that draws a path, filled and stroked, between its contents and
/// its sublayers, as in Core Animation.
///
/// The path is in the layer's bounds space and is not clipped to the bounds.
/// `strokeStart` and `strokeEnd` trim the stroke by fractions of the path's
/// length; they, the colours, `lineWidth`, `lineDashPhase`, `miterLimit` and
/// the path itself animate (a path animates between paths of the same shape of elements).
open class CAShapeLayer: CALayer {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        fillRule = other.fillRule
        lineCap = other.lineCap
        lineJoin = other.lineJoin
    }

    public var path: CGPath? {
        get { if case .path(let path)? = modelState.extras["path"] { return path }; return nil }
        set { setExtra("path", .path(newValue?.copy())) }
    }

    /// The fill colour (black by default; nil fills nothing).
    public var fillColor: CGColor? {
        get { if case .color(let color)? = modelState.extras["fillColor"] { return color }; return .black }
        set { setExtra("fillColor", .color(newValue)) }
    }

    /// The stroke colour (nil by default: no stroke).
    public var strokeColor: CGColor? {
        get { if case .color(let color)? = modelState.extras["strokeColor"] { return color }; return nil }
        set { setExtra("strokeColor", .color(newValue)) }
    }

    public var fillRule: CAShapeLayerFillRule = .nonZero { didSet { setNeedsRedraw() } }
    public var lineCap: CAShapeLayerLineCap = .butt { didSet { setNeedsRedraw() } }
    public var lineJoin: CAShapeLayerLineJoin = .miter { didSet { setNeedsRedraw() } }

    public var lineWidth: CGFloat {
        get { modelState.extras["lineWidth"]?.number ?? 1 }
        set { setExtra("lineWidth", .number(newValue)) }
    }

    public var miterLimit: CGFloat {
        get { modelState.extras["miterLimit"]?.number ?? 10 }
        set { setExtra("miterLimit", .number(newValue)) }
    }

    /// Where the stroke starts, as a fraction of the path's length (0...1).
    public var strokeStart: CGFloat {
        get { modelState.extras["strokeStart"]?.number ?? 0 }
        set { setExtra("strokeStart", .number(newValue)) }
    }

    /// Where the stroke ends, as a fraction of the path's length (0...1).
    public var strokeEnd: CGFloat {
        get { modelState.extras["strokeEnd"]?.number ?? 1 }
        set { setExtra("strokeEnd", .number(newValue)) }
    }

    public var lineDashPhase: CGFloat {
        get { modelState.extras["lineDashPhase"]?.number ?? 0 }
        set { setExtra("lineDashPhase", .number(newValue)) }
    }

    /// Alternating painted and unpainted lengths; nil draws solid lines.
    public var lineDashPattern: [NSNumber]? {
        get { if case .numbers(let values)? = modelState.extras["lineDashPattern"] { return values?.map { NSNumber(value: Double($0)) } }; return nil }
        set { setExtra("lineDashPattern", .numbers(newValue?.map { CGFloat($0.doubleValue) })) }
    }

    /// Makes the path for given bounds, for a layer whose path is a function of its
    /// size (a SwiftUI shape's): while the bounds animate, each frame draws the path
    /// made for the presented bounds, as SwiftUI's shapes follow their animated frame;
    /// at rest the stored `path` is drawn. Not Core Animation API (its shape layers
    /// keep their path whatever the bounds do).
    package var pathForBounds: ((CGRect) -> CGPath)? { didSet { boundsPath = nil } }
    /// The last path `pathForBounds` made, and for which bounds: a frame draws, hashes and
    /// damages the shape from the same presented bounds, so it is made once a frame.
    private var boundsPath: (bounds: CGRect, path: CGPath)?

    /// `pathForBounds`' path for `bounds`, made once for the same bounds.
    package func path(forBounds bounds: CGRect) -> CGPath? {
        guard let make = pathForBounds else { return nil }
        if let made = boundsPath, made.bounds == bounds { return made.path }
        let path = make(bounds)
        boundsPath = (bounds, path)
        return path
    }

    open override func presentation() -> Self? { presentationCopy { CAShapeLayer(layer: $0) } }
}

/// What a shape layer draws, read from a presented state.
package struct ShapeDrawing {
    package var path: CGPath?
    package var fillColor: CGColor?
    package var strokeColor: CGColor?
    package var line: LineStyle
    package var strokeStart: CGFloat
    package var strokeEnd: CGFloat
    package var evenOdd: Bool

    package init(_ layer: CAShapeLayer, state: LayerState) {
        func color(_ key: String, _ fallback: CGColor?) -> CGColor? {
            if case .color(let value)? = state.extras[key] { return value }
            return fallback
        }
        if state.bounds.size != layer.modelState.bounds.size, let made = layer.path(forBounds: state.bounds) {
            path = made
        } else if case .path(let value)? = state.extras["path"] {
            path = value
        }
        fillColor = color("fillColor", .black)
        strokeColor = color("strokeColor", nil)
        var dashes: [CGFloat] = []
        if case .numbers(let values)? = state.extras["lineDashPattern"] { dashes = values ?? [] }
        let caps: [CAShapeLayerLineCap: CGLineCap] = [.butt: .butt, .round: .round, .square: .square]
        let joins: [CAShapeLayerLineJoin: CGLineJoin] = [.miter: .miter, .round: .round, .bevel: .bevel]
        line = LineStyle(width: state.extras["lineWidth"]?.number ?? 1, cap: caps[layer.lineCap] ?? .butt,
                         join: joins[layer.lineJoin] ?? .miter, miterLimit: state.extras["miterLimit"]?.number ?? 10,
                         dashPhase: state.extras["lineDashPhase"]?.number ?? 0, dashLengths: dashes)
        strokeStart = state.extras["strokeStart"]?.number ?? 0
        strokeEnd = state.extras["strokeEnd"]?.number ?? 1
        evenOdd = layer.fillRule == .evenOdd
    }
}
