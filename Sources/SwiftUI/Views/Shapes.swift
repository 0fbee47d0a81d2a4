import Foundation

/// A 2D shape, as SwiftUI's `Shape`: a view that fills the space offered with its
/// path in the foreground style (a `CAShapeLayer`); `fill` and `stroke` style it.
public protocol Shape: View, Sendable {
    func path(in rect: CGRect) -> Path
}

/// A path, as SwiftUI's `Path` (a `CGPath` underneath).
public struct Path {
    public var cgPath: CGMutablePath
    public init() { cgPath = CGMutablePath() }
    public init(_ path: CGPath) { cgPath = path.mutableCopy() ?? CGMutablePath() }
    public init(_ rect: CGRect) { cgPath = CGMutablePath(); cgPath.addRect(rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        cgPath = CGMutablePath()
        cgPath.addPath(UIBezierPath(roundedRect: rect, cornerRadius: cornerRadius).cgPath)
    }
    public init(ellipseIn rect: CGRect) { cgPath = CGMutablePath(); cgPath.addEllipse(in: rect) }
    public init(_ build: (inout Path) -> Void) { self.init(); build(&self) }
    public mutating func move(to point: CGPoint) { uniquePath().move(to: point) }
    public mutating func addLine(to point: CGPoint) { uniquePath().addLine(to: point) }
    public mutating func addRect(_ rect: CGRect) { uniquePath().addRect(rect) }
    public mutating func addEllipse(in rect: CGRect) { uniquePath().addEllipse(in: rect) }
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { uniquePath().addQuadCurve(to: end, control: control) }
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        uniquePath().addCurve(to: end, control1: control1, control2: control2)
    }
    public mutating func closeSubpath() { uniquePath().closeSubpath() }

    /// The path to change, copied first when another `Path` shares it, so paths are
    /// values as in SwiftUI (`var copy = path; copy.addLine(...)` leaves `path` as it was).
    mutating func uniquePath() -> CGMutablePath {
        if !isKnownUniquelyReferenced(&cgPath) { cgPath = cgPath.mutableCopy() ?? CGMutablePath() }
        return cgPath
    }
}

extension Shape {
    public typealias Body = Never
}

/// The drawn form of a shape: filled or stroked.
/// A shape used directly as a view is filled with the foreground style.
@MainActor
func shapePrimitive<S: Shape>(_ shape: S) -> any PrimitiveView { ShapeView(shape: shape, fill: nil, stroke: nil) }

struct ShapeView<S: Shape>: View, PrimitiveView {
    typealias Body = Never
    let shape: S
    let fill: (any ShapeStyle)?
    let stroke: (style: any ShapeStyle, lineWidth: CGFloat)?
    /// Line ends, corners and dashes of the stroke (`stroke(_:style:)`).
    var strokeStyle: StrokeStyle? = nil

    func update(node: ViewNode) {
        let element = node.element(FlexibleElement.self) { FlexibleElement(view: ShapeLayerView()) }
        let view = element.view as! ShapeLayerView
        let environment = node.environment
        let shape = self.shape
        // A stroked trim draws the whole path between the layer's strokeStart/strokeEnd (animatable).
        if stroke != nil, fill == nil, let trimmed = shape as? StrokeTrimming {
            let untrimmed = trimmed.untrimmedPath
            view.makePath = { untrimmed($0).cgPath }
            view.shapeLayer.strokeStart = trimmed.fractions.start
            view.shapeLayer.strokeEnd = trimmed.fractions.end
        } else {
            view.makePath = { shape.path(in: $0).cgPath }
            view.shapeLayer.strokeStart = 0
            view.shapeLayer.strokeEnd = 1
        }
        let fillColor: UIColor? = stroke != nil && fill == nil ? nil
            : (fill?.flatColor(in: environment) ?? environment.foregroundColor?.uiColor ?? .label)
        view.shapeLayer.fillColor = fillColor?.cgColor
        if let stroke {
            view.shapeLayer.strokeColor = (stroke.style.flatColor(in: environment) ?? .label).cgColor
            view.shapeLayer.lineWidth = stroke.lineWidth
            Self.applyStrokeStyle(strokeStyle, to: view)
        } else {
            view.shapeLayer.strokeColor = nil
        }
        view.setNeedsLayout()
    }
}

/// The view behind shapes: a `CAShapeLayer` whose path follows the bounds.
final class ShapeLayerView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }
    /// The shape's path for a rectangle; also drawn for the presented bounds while the
    /// frame animates, so the shape follows its frame.
    var makePath: ((CGRect) -> CGPath)? { didSet { shapeLayer.pathForBounds = makePath } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutSubviews() {
        super.layoutSubviews()
        shapeLayer.path = makePath?(bounds)
    }
}

extension Shape {
    /// The shape filled with `content` (a colour, a gradient's first colour).
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle()) -> some View { ShapeView(shape: self, fill: content, stroke: nil) }
    /// The shape's outline, `lineWidth` wide.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        ShapeView(shape: self, fill: nil, stroke: (content, lineWidth))
    }
    public func stroke(lineWidth: CGFloat = 1) -> some View { ShapeView(shape: self, fill: nil, stroke: (ForegroundStyle(), lineWidth)) }
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        ShapeView(shape: InsetShape(base: self, amount: lineWidth / 2), fill: nil, stroke: (content, lineWidth))
    }
}

struct InsetShape<Base: Shape>: Shape {
    let base: Base
    let amount: CGFloat
    func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }
}

public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { cornerSize = CGSize(width: cornerRadius, height: cornerRadius) }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize }
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(cornerSize.width, rect.width / 2, rect.height / 2))
    }
}

public enum RoundedCornerStyle: Hashable { case circular, continuous }

public struct Capsule: Shape {
    public init(style: RoundedCornerStyle = .continuous) {}
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
}

public struct Circle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}
