import Foundation

/// A layer that fills its bounds with a gradient over its background, as in
/// Core Animation: `colors` (CGColors) at `locations` (evenly spread when nil),
/// from `startPoint` to `endPoint` in unit coordinates of the bounds.
///
/// `.axial` runs along the line; `.radial` is an ellipse centred on
/// `startPoint` reaching `endPoint` along each axis; `.conic` is drawn as
/// axial (Cairo has no conic gradient). Colours, locations and the points animate.
open class CAGradientLayer: CALayer {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAGradientLayer { type = other.type }
    }

    /// The colours, as `CGColor`s (UIKit's colours are accepted too).
    public var colors: [Any]? {
        get { if case .colors(let values)? = modelState.extras["colors"] { return values }; return nil }
        set {
            let values = newValue?.compactMap { ($0 as? CGColor) ?? ($0 as? any CALayerColor)?.resolvedCGColor }
            setExtra("colors", .colors(values))
        }
    }

    /// Where each colour sits, 0...1, increasing; nil spreads them evenly.
    public var locations: [NSNumber]? {
        get { if case .numbers(let values)? = modelState.extras["locations"] { return values?.map { NSNumber(value: Double($0)) } }; return nil }
        set { setExtra("locations", .numbers(newValue?.map { CGFloat($0.doubleValue) })) }
    }

    public var startPoint: CGPoint {
        get { if case .point(let p)? = modelState.extras["startPoint"] { return p }; return CGPoint(x: 0.5, y: 0) }
        set { setExtra("startPoint", .point(newValue)) }
    }

    public var endPoint: CGPoint {
        get { if case .point(let p)? = modelState.extras["endPoint"] { return p }; return CGPoint(x: 0.5, y: 1) }
        set { setExtra("endPoint", .point(newValue)) }
    }

    public var type: CAGradientLayerType = .axial { didSet { setNeedsRedraw() } }

    open override func presentation() -> Self? { presentationCopy { CAGradientLayer(layer: $0) } }
}

/// What a gradient layer draws, read from a presented state.
package struct GradientDrawing {
    package var gradient: CGGradient?
    package var start: CGPoint
    package var end: CGPoint
    package var radial: Bool

    package init(_ layer: CAGradientLayer, state: LayerState) {
        var colors: [CGColor] = []
        if case .colors(let values)? = state.extras["colors"] { colors = values ?? [] }
        var locations: [CGFloat]?
        if case .numbers(let values)? = state.extras["locations"], let values, values.count == colors.count { locations = values }
        gradient = colors.isEmpty ? nil : locations.map { places in
            places.withUnsafeBufferPointer { CGGradient(colorsSpace: nil, colors: colors, locations: $0.baseAddress) }
        } ?? CGGradient(colorsSpace: nil, colors: colors, locations: nil)
        if case .point(let p)? = state.extras["startPoint"] { start = p } else { start = CGPoint(x: 0.5, y: 0) }
        if case .point(let p)? = state.extras["endPoint"] { end = p } else { end = CGPoint(x: 0.5, y: 1) }
        radial = layer.type == .radial
    }
}
