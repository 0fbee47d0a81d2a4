import Foundation

/// A linear gradient, as SwiftUI's: a view filling the space offered (a `CAGradientLayer`), and a shape style.
public struct LinearGradient: View, PrimitiveView, ShapeStyle {
    public typealias Body = Never
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    func update(node: ViewNode) {
        let element = node.element(FlexibleElement.self) { FlexibleElement(view: GradientView()) }
        let layer = (element.view as! GradientView).gradientLayer
        layer.type = .axial
        layer.colors = gradient.stops.map { $0.color.uiColor.cgColor }
        layer.locations = gradient.stops.map { NSNumber(value: Double($0.location)) }
        layer.startPoint = CGPoint(x: startPoint.x, y: startPoint.y)
        layer.endPoint = CGPoint(x: endPoint.x, y: endPoint.y)
    }
}

/// A radial gradient between two radii around `center`.
public struct RadialGradient: View, PrimitiveView, ShapeStyle {
    public typealias Body = Never
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    func update(node: ViewNode) {
        let element = node.element(FlexibleElement.self) { FlexibleElement(view: GradientView()) }
        let view = element.view as! GradientView
        view.radial = (center, startRadius, endRadius)
        let layer = view.gradientLayer
        layer.type = .radial
        // CAGradientLayer's radial gradient runs from startPoint (centre) to endPoint (radius);
        // the start radius is expressed as the first stop's location.
        let span = max(endRadius, 0.001)
        layer.colors = gradient.stops.map { $0.color.uiColor.cgColor }
        layer.locations = gradient.stops.map { NSNumber(value: Double((startRadius + $0.location * (endRadius - startRadius)) / span)) }
        view.setNeedsLayout()
    }
}

/// The view behind gradients: its layer is a `CAGradientLayer`.
final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
    var radial: (center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)?

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let radial, bounds.width > 0, bounds.height > 0 else { return }
        gradientLayer.startPoint = CGPoint(x: radial.center.x, y: radial.center.y)
        gradientLayer.endPoint = CGPoint(x: radial.center.x + radial.endRadius / bounds.width,
                                         y: radial.center.y + radial.endRadius / bounds.height)
    }
}
