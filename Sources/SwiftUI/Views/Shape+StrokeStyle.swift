import Foundation

/// How a shape's outline is drawn, as SwiftUI's `StrokeStyle`: width, line ends,
/// corners, miter limit and dashes (Core Graphics' own types).
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

extension Shape {
    /// The shape's outline drawn with `style`, in `content` (a colour, a gradient's first colour).
    /// `antialiased` is accepted; outlines are always antialiased here.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        ShapeView(shape: self, fill: nil, stroke: (content, style.lineWidth), strokeStyle: style)
    }

    /// The shape's outline drawn with `style` in the foreground style. SwiftUI returns
    /// the stroked outline as a shape; here it is the stroked view.
    public func stroke(style: StrokeStyle) -> some View {
        ShapeView(shape: self, fill: nil, stroke: (ForegroundStyle(), style.lineWidth), strokeStyle: style)
    }

    /// The part of the shape's path between two fractions of its length, as
    /// SwiftUI's `trim(from:to:)` (a checkmark drawn from 0 to 1). Stroked, the
    /// fractions are the layer's `strokeStart`/`strokeEnd`, so a change of them in an
    /// animation draws the line progressively, as SwiftUI animates the trim.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        TrimmedShape(base: self, from: startFraction, to: endFraction)
    }
}

/// A shape cut to a part of its path's length (`trim(from:to:)`).
struct TrimmedShape<Base: Shape>: Shape {
    let base: Base
    let from: CGFloat
    let to: CGFloat
    func path(in rect: CGRect) -> Path { base.path(in: rect).trimmedPath(from: from, to: to) }
}

/// What `ShapeView` needs of a trimmed shape to stroke it through the layer's `strokeStart`/`strokeEnd`.
protocol StrokeTrimming {
    var untrimmedPath: (CGRect) -> Path { get }
    var fractions: (start: CGFloat, end: CGFloat) { get }
}

extension TrimmedShape: StrokeTrimming {
    var untrimmedPath: (CGRect) -> Path { { [base] in base.path(in: $0) } }
    var fractions: (start: CGFloat, end: CGFloat) {
        (min(max(min(from, to), 0), 1), min(max(max(from, to), 0), 1))
    }
}

/// A path is a shape, as in SwiftUI: used as a view it is filled (or stroked) in the
/// rectangle it is given, drawn where its points say (it is not scaled to the rectangle).
extension Path: Shape, @unchecked Sendable {
    public func path(in rect: CGRect) -> Path { self }
}

extension Path {
    /// The part of the path between `from` and `to`, fractions of its length, as
    /// SwiftUI's `trimmedPath(from:to:)`.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        var result = Path()
        for element in cgPath.graphicsPath.trimmed(from: from, to: to).elements {
            switch element {
            case .move(let point): result.move(to: point)
            case .line(let point): result.addLine(to: point)
            case .curve(let control1, let control2, let end): result.addCurve(to: end, control1: control1, control2: control2)
            case .close: result.closeSubpath()
            }
        }
        return result
    }

    /// The smallest rectangle holding every point of the path.
    public var boundingRect: CGRect { cgPath.boundingBoxOfPath }

    /// Whether the path has no elements.
    public var isEmpty: Bool { cgPath.isEmpty }
}

extension ShapeView {
    /// Applies `strokeStyle` (line ends, corners, miter limit, dashes) and, for a
    /// trimmed shape, its fractions to the shape layer.
    static func applyStrokeStyle(_ style: StrokeStyle?, to view: ShapeLayerView) {
        let layer = view.shapeLayer
        let style = style ?? StrokeStyle(lineWidth: layer.lineWidth)
        layer.lineCap = style.lineCap.shapeLayerLineCap
        layer.lineJoin = style.lineJoin.shapeLayerLineJoin
        layer.miterLimit = style.miterLimit
        layer.lineDashPattern = style.dash.isEmpty ? nil : style.dash.map { NSNumber(value: Double($0)) }
        layer.lineDashPhase = style.dashPhase
    }
}

extension CGLineCap {
    var shapeLayerLineCap: CAShapeLayerLineCap {
        switch self {
        case .butt: return .butt
        case .round: return .round
        case .square: return .square
        }
    }
}

extension CGLineJoin {
    var shapeLayerLineJoin: CAShapeLayerLineJoin {
        switch self {
        case .miter: return .miter
        case .round: return .round
        case .bevel: return .bevel
        }
    }
}
