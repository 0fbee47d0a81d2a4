import Foundation
import UIKit
import XCTest

/// Every key path UIKit documents as animatable, half way through a linear 1 s
/// `CABasicAnimation`: the presentation layer shows the exact midpoint.
final class AnimatableKeyPathTests: XCTestCase {
    private var host: HeadlessHost!

    override func setUp() {
        host = makeRenderingHost(width: 80, height: 80)
    }

    override func tearDown() { host = nil }

    /// Adds a linear 1 s animation of `keyPath` from `from` to `to` to `layer` and runs it half way.
    private func halfWay(_ layer: CALayer, _ keyPath: String, from: Any, to: Any) -> CALayer {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        let start = host.now
        layer.add(animation, forKey: keyPath)
        host.advance(by: start + 0.5 - host.now)
        return try! XCTUnwrap(layer.presentation())
    }

    private func components(_ color: CGColor?) -> [CGFloat] { color?.components ?? [] }

    func testLayerGeometryAndLooksAreAtTheirMidpoints() {
        let layer = makeFreeLayer(in: host)
        XCTAssertEqual(halfWay(layer, "position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 40, y: 20)).position, CGPoint(x: 20, y: 10))
        XCTAssertEqual(halfWay(layer, "bounds", from: CGRect(x: 0, y: 0, width: 20, height: 20), to: CGRect(x: 0, y: 0, width: 40, height: 60)).bounds,
                       CGRect(x: 0, y: 0, width: 30, height: 40))
        XCTAssertEqual(halfWay(layer, "opacity", from: 0.2, to: 0.6).opacity, 0.4, accuracy: 1e-6)
        XCTAssertEqual(halfWay(layer, "cornerRadius", from: 0, to: 10).cornerRadius, 5)
        XCTAssertEqual(halfWay(layer, "shadowOpacity", from: 0, to: 1).shadowOpacity, 0.5, accuracy: 1e-6)
        let background = halfWay(layer, "backgroundColor", from: UIColor.red.cgColor, to: UIColor.blue.cgColor).backgroundColor
        XCTAssertEqual(components(background), [0.5, 0, 0.5, 1])
    }

    func testTransformsAndTheirComponentsAreAtTheirMidpoints() {
        let layer = makeFreeLayer(in: host)
        let scaled = halfWay(layer, "transform", from: CATransform3DIdentity, to: CATransform3DMakeScale(3, 3, 1))
        XCTAssertEqual(scaled.value(forKeyPath: "transform.scale") as? CGFloat, 2)
        let turned = halfWay(layer, "transform.rotation.z", from: 0, to: CGFloat.pi / 2)
        XCTAssertEqual(turned.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0, .pi / 4, accuracy: 1e-9)
        let raised = halfWay(layer, "transform.translation.y", from: 0, to: -30)
        XCTAssertEqual(raised.affineTransform().ty, -15, accuracy: 1e-9)
        let grown = halfWay(layer, "transform.scale", from: 1, to: 2)
        XCTAssertEqual(grown.affineTransform().a, 1.5, accuracy: 1e-9)
    }

    func testShapeLayerPropertiesAreAtTheirMidpoints() {
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        host.window.layer.addSublayer(shape)
        let wide = halfWay(shape, "lineWidth", from: 2, to: 10) as? CAShapeLayer
        XCTAssertEqual(wide?.lineWidth, 6)
        let filled = halfWay(shape, "fillColor", from: UIColor.red.cgColor, to: UIColor.blue.cgColor) as? CAShapeLayer
        XCTAssertEqual(components(filled?.fillColor), [0.5, 0, 0.5, 1])
        let stroked = halfWay(shape, "strokeColor", from: UIColor.blue.cgColor, to: UIColor.red.cgColor) as? CAShapeLayer
        XCTAssertEqual(components(stroked?.strokeColor), [0.5, 0, 0.5, 1])
        let trimmed = halfWay(shape, "strokeEnd", from: 0, to: 1) as? CAShapeLayer
        XCTAssertEqual(trimmed?.strokeEnd, 0.5)
        let morphed = halfWay(shape, "path", from: CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil),
                              to: CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 50), transform: nil)) as? CAShapeLayer
        XCTAssertEqual(morphed?.path?.boundingBox, CGRect(x: 5, y: 10, width: 20, height: 30))
    }

    func testGradientLayerColorsAndLocationsAreAtTheirMidpoints() {
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.red.cgColor, UIColor.red.cgColor]
        host.window.layer.addSublayer(gradient)
        let moved = halfWay(gradient, "locations", from: [0, 0.5], to: [0.5, 1]) as? CAGradientLayer
        XCTAssertEqual(moved?.locations?.map { $0.doubleValue }, [0.25, 0.75])
        let blended = halfWay(gradient, "colors", from: [UIColor.red.cgColor, UIColor.red.cgColor],
                              to: [UIColor.blue.cgColor, UIColor.blue.cgColor]) as? CAGradientLayer
        XCTAssertEqual((blended?.colors?.first as! CGColor).components, [0.5, 0, 0.5, 1])
        let tilted = halfWay(gradient, "startPoint", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 1, y: 0)) as? CAGradientLayer
        XCTAssertEqual(tilted?.startPoint, CGPoint(x: 0.5, y: 0))
    }
}
