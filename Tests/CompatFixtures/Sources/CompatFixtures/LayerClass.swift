import UIKit

// A view backed by a layer class of its own: `layer` is an instance of it,
// made with its init(), as on iOS.
final class FixtureCornerLayer: CAShapeLayer {
    var corner: UIRectCorner = .topLeft { didSet { setNeedsDisplay() } }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "radius" ? true : super.needsDisplay(forKey: key)
    }

    override func display() {
        path = UIBezierPath(roundedRect: bounds, byRoundingCorners: corner, cornerRadii: CGSize(width: 8, height: 8)).cgPath
    }
}

class FixtureTintLayer: CALayer {
    override init() {
        super.init()
        backgroundColor = UIColor.systemBlue.cgColor
    }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

final class FixtureCornerView: UIView {
    override class var layerClass: AnyClass { FixtureCornerLayer.self }
    private var cornerLayer: FixtureCornerLayer { layer as! FixtureCornerLayer }
    var corner: UIRectCorner {
        get { cornerLayer.corner }
        set { cornerLayer.corner = newValue }
    }
}

final class FixtureGradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
}
