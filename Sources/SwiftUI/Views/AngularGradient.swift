import Foundation

/// A gradient whose colours turn round a centre, from `startAngle` to `endAngle`
/// (clockwise, 0° pointing right), as SwiftUI's `AngularGradient` (a conic
/// gradient): a view filling the space offered, and a shape style.
///
/// Where we differ: Cairo has no conic gradient, so the view is a `CAGradientLayer`
/// of type `.conic`, which our layers draw as an axial gradient along the start
/// angle's direction through the centre; as a fill or stroke style (`stroke(_:style:)`)
/// it is its first colour, as the other gradients are.
public struct AngularGradient: View, PrimitiveView, ShapeStyle {
    public typealias Body = Never
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient; self.center = center; self.startAngle = startAngle; self.endAngle = endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// The first stop's colour, what a shape filled or stroked with the gradient shows.
    var firstColor: UIColor? { gradient.stops.first?.color.uiColor }

    func update(node: ViewNode) {
        let element = node.element(FlexibleElement.self) { FlexibleElement(view: GradientView()) }
        let layer = (element.view as! GradientView).gradientLayer
        layer.type = .conic
        layer.colors = gradient.stops.map { $0.color.uiColor.cgColor }
        layer.locations = gradient.stops.map { NSNumber(value: Double($0.location)) }
        layer.startPoint = CGPoint(x: center.x, y: center.y)
        layer.endPoint = CGPoint(x: center.x + 0.5 * cos(startAngle.radians), y: center.y + 0.5 * sin(startAngle.radians))
    }
}
