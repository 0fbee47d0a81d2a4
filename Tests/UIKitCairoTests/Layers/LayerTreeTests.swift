import Foundation
import UIKit
import XCTest

final class LayerTreeTests: XCTestCase {
    func testSublayersKeepTheirOrderAndMoveBetweenParents() {
        // Given a layer with three sublayers inserted in various ways
        let root = CALayer(), a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
        root.addSublayer(a)
        root.insertSublayer(b, at: 0)
        root.insertSublayer(c, above: b)
        root.insertSublayer(d, below: b)

        // Then the order is d, b, c, a and each knows its superlayer
        XCTAssertEqual(root.sublayers?.map(ObjectIdentifier.init), [d, b, c, a].map(ObjectIdentifier.init))
        XCTAssertTrue(a.superlayer === root)

        // When one moves to another parent, is replaced, and one is removed
        let other = CALayer()
        other.addSublayer(c)
        let e = CALayer()
        root.replaceSublayer(b, with: e)
        a.removeFromSuperlayer()

        // Then the trees follow
        XCTAssertEqual(root.sublayers?.map(ObjectIdentifier.init), [d, e].map(ObjectIdentifier.init))
        XCTAssertTrue(c.superlayer === other)
        XCTAssertNil(a.superlayer)
        XCTAssertNil(b.superlayer)
        // and a layer cannot become its own ancestor's sublayer
        d.addSublayer(root)
        XCTAssertNil(root.superlayer)
        root.sublayers = nil
        XCTAssertNil(root.sublayers)
        XCTAssertNil(d.superlayer)
    }

    func testAViewsLayerListsItsSubviewsLayersAmongItsFreeLayers() {
        // Given a view with a gradient inserted at the bottom and a badge added on top
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let gradient = CAGradientLayer(), badge = CALayer()
        view.layer.insertSublayer(gradient, at: 0)
        let first = UIView(), second = UIView(), third = UIView()
        view.addSubview(first)
        view.layer.addSublayer(badge)
        view.addSubview(second)

        // Then subviews' layers sit in drawing order with the free layers
        func order() -> [ObjectIdentifier] { view.layer.sublayers!.map(ObjectIdentifier.init) }
        XCTAssertEqual(order(), [gradient, first.layer, badge, second.layer].map(ObjectIdentifier.init))

        // When a subview is inserted below another, brought to front and sent to back
        view.insertSubview(third, belowSubview: second)
        XCTAssertEqual(order(), [gradient, first.layer, badge, third.layer, second.layer].map(ObjectIdentifier.init))
        view.bringSubviewToFront(first)
        XCTAssertEqual(order(), [gradient, badge, third.layer, second.layer, first.layer].map(ObjectIdentifier.init))
        view.sendSubviewToBack(second)
        XCTAssertEqual(order(), [second.layer, gradient, badge, third.layer, first.layer].map(ObjectIdentifier.init))
        XCTAssertEqual(view.subviews.map(ObjectIdentifier.init), [second, third, first].map(ObjectIdentifier.init))

        // When a subview leaves, or its layer is removed from the superlayer
        third.removeFromSuperview()
        first.layer.removeFromSuperlayer()

        // Then the layers leave with the views
        XCTAssertEqual(order(), [second.layer, gradient, badge].map(ObjectIdentifier.init))
        XCTAssertNil(first.superview)
        XCTAssertTrue(second.layer.superlayer === view.layer)
        XCTAssertTrue(second.layer.delegate === second)
    }

    func testFramePositionAndAnchorPoint() {
        // Given a free layer given a frame
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)

        // Then its position is the frame's middle and its bounds start at zero
        XCTAssertEqual(layer.position, CGPoint(x: 60, y: 45))
        XCTAssertEqual(layer.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))

        // When the anchor moves to the top-left corner, the frame moves (the position stays)
        layer.anchorPoint = .zero
        XCTAssertEqual(layer.frame, CGRect(x: 60, y: 45, width: 100, height: 50))
        // and a new frame keeps that anchor
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        XCTAssertEqual(layer.position, .zero)

        // A transform turns around the anchor point
        let spun = CALayer()
        spun.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        spun.anchorPoint = CGPoint(x: 0, y: 0)
        spun.position = CGPoint(x: 100, y: 100)
        spun.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(spun.frame.minX, 80, accuracy: 1e-9)
        XCTAssertEqual(spun.frame.minY, 100, accuracy: 1e-9)
        XCTAssertEqual(spun.frame.width, 20, accuracy: 1e-9)
    }

    func testAViewsLayerIsTheViewsGeometry() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        view.layer.position = CGPoint(x: 100, y: 100)
        XCTAssertEqual(view.frame, CGRect(x: 80, y: 90, width: 40, height: 20))
        view.layer.opacity = 0.5
        XCTAssertEqual(view.alpha, 0.5)
        view.layer.isHidden = true
        XCTAssertTrue(view.isHidden)
        view.layer.backgroundColor = UIColor.red.cgColor
        XCTAssertEqual(view.backgroundColor, .red)
        view.layer.masksToBounds = true
        XCTAssertTrue(view.clipsToBounds)
        view.layer.transform = CATransform3DMakeScale(2, 3, 1)
        XCTAssertEqual(view.transform, CGAffineTransform(scaleX: 2, y: 3))
        view.layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(view.bounds.size, CGSize(width: 10, height: 10))
    }

    func testConvertAndHitTestThroughTransforms() {
        // Given a root with a child moved and scaled, and a grandchild inside
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        let child = CALayer()
        child.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        child.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        root.addSublayer(child)
        let grandchild = CALayer()
        grandchild.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        child.addSublayer(grandchild)

        // Then points convert through the scale about the child's centre
        XCTAssertEqual(grandchild.convert(CGPoint.zero, to: root), CGPoint(x: 70, y: 70))
        XCTAssertEqual(root.convert(CGPoint(x: 70, y: 70), to: grandchild), .zero)
        XCTAssertEqual(child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil), CGRect(x: 50, y: 50, width: 20, height: 20))

        // and hit-testing finds the deepest layer, skipping hidden ones
        XCTAssertTrue(root.hitTest(CGPoint(x: 80, y: 80)) === grandchild)
        XCTAssertTrue(root.hitTest(CGPoint(x: 200, y: 200)) === child)
        XCTAssertTrue(root.hitTest(CGPoint(x: 20, y: 20)) === root)
        XCTAssertNil(root.hitTest(CGPoint(x: 400, y: 20)))
        grandchild.isHidden = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 80, y: 80)) === child)
    }

    func testKeyValueCodingReachesStructureFieldsAndTransformParts() {
        let layer = CALayer()
        layer.setValue(CGPoint(x: 5, y: 6), forKeyPath: "position")
        layer.setValue(9, forKeyPath: "position.x")
        XCTAssertEqual(layer.position, CGPoint(x: 9, y: 6))
        layer.setValue(0.5, forKeyPath: "transform.scale")
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        layer.setValue(7, forKeyPath: "transform.translation.y")
        let t = layer.affineTransform()
        XCTAssertEqual(t.a, 0, accuracy: 1e-12)
        XCTAssertEqual(t.b, 0.5, accuracy: 1e-12)
        XCTAssertEqual(t.ty, 7)
        XCTAssertEqual(layer.value(forKeyPath: "transform.scale") as? CGFloat ?? 0, 0.5, accuracy: 1e-12)
        XCTAssertEqual(layer.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0, .pi / 2, accuracy: 1e-12)
        layer.setValue(NSValue(cgSize: CGSize(width: 3, height: 4)), forKeyPath: "bounds.size")
        XCTAssertEqual(layer.value(forKeyPath: "bounds.size.width") as? CGFloat, 3)
        layer.setValue("tag", forKey: "custom")
        XCTAssertEqual(layer.value(forKey: "custom") as? String, "tag")
        let shape = CAShapeLayer()
        shape.setValue(0.25, forKeyPath: "strokeEnd")
        XCTAssertEqual(shape.strokeEnd, 0.25)
    }

    func testTransform3DFunctions() {
        let rotation = CATransform3DMakeRotation(.pi / 3, 0, 0, 1)
        let affine = CGAffineTransform(rotationAngle: .pi / 3)
        XCTAssertEqual(CATransform3DGetAffineTransform(rotation), affine)
        XCTAssertTrue(CATransform3DIsAffine(rotation))
        let moved = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        // the translation applies first, then the scale
        XCTAssertEqual(moved.m41, 20)
        let inverse = CATransform3DInvert(moved)
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DConcat(moved, inverse)))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let flip = CATransform3DRotate(perspective, .pi, 0, 1, 0)
        XCTAssertFalse(CATransform3DIsAffine(flip))
        // a layer keeps the 3D transform it was given and draws its plane part
        let layer = CALayer()
        layer.transform = flip
        XCTAssertEqual(layer.transform, flip)
        XCTAssertEqual(layer.affineTransform().a, -1, accuracy: 1e-12)
        XCTAssertEqual(NSValue(caTransform3D: flip).caTransform3DValue, flip)
    }

    func testLayerClassBacksAViewWithAShapeOrGradientLayer() {
        final class GradientView: UIView { override class var layerClass: AnyClass { CAGradientLayer.self } }
        final class ShapeView: UIView { override class var layerClass: AnyClass { CAShapeLayer.self } }
        XCTAssertTrue(GradientView().layer is CAGradientLayer)
        XCTAssertTrue(ShapeView().layer is CAShapeLayer)
        XCTAssertTrue(type(of: UIView().layer) == CALayer.self)
    }

    func testAViewsLayerOutlivesNothingButWorksWhileHeld() {
        // A view's layer used after its view is gone behaves as a free layer (no crash)
        let layer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).layer
        layer.cornerRadius = 4
        XCTAssertEqual(layer.cornerRadius, 4)
    }
}
