import Foundation
import XCTest
@testable import UIKitCore

/// A layer subclass of the test's own, with stored properties that have initial values.
private final class RingLayer: CAShapeLayer {
    var ringWidth: CGFloat = 3
    var label = "ring"
    var displays = 0
    override func display() { displays += 1 }
}

/// A layer subclass with its own `override init()`.
private class TintedLayer: CALayer {
    private(set) var madeByOwnInit = false
    override init() {
        super.init()
        madeByOwnInit = true
        backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A subclass of a subclass that inherits `init()` and adds storage.
private final class DeepTintedLayer: TintedLayer {
    var depth = 2
}

private final class RingView: UIView {
    override class var layerClass: AnyClass { RingLayer.self }
    var ring: RingLayer { layer as! RingLayer }
}

private final class TintedView: UIView {
    override class var layerClass: AnyClass { TintedLayer.self }
}

private final class DeepTintedView: UIView {
    override class var layerClass: AnyClass { DeepTintedLayer.self }
}

private final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
}

private final class ShapeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
}

final class LayerClassTests: XCTestCase {
    func testAViewsLayerIsAnInstanceOfItsCustomLayerClassWithItsInitialValues() {
        // Given a view whose layerClass is a CAShapeLayer subclass of its own
        let view = RingView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))

        // Then its layer is of that class, its stored properties initialized, the view its delegate
        XCTAssertTrue(type(of: view.layer) == RingLayer.self)
        XCTAssertEqual(view.ring.ringWidth, 3)
        XCTAssertEqual(view.ring.label, "ring")
        XCTAssertTrue(view.layer.delegate === view)
        XCTAssertEqual(view.layer.bounds, CGRect(x: 0, y: 0, width: 40, height: 30))
    }

    func testTheLayerClassesOwnInitRunsAndASubclassInheritsIt() {
        // Given views whose layer classes override init(), directly and through a subclass
        let view = TintedView(frame: .zero)
        let deep = DeepTintedView(frame: .zero)

        // Then the override ran for both, and the subclass's own storage is initialized
        XCTAssertEqual((view.layer as? TintedLayer)?.madeByOwnInit, true)
        XCTAssertEqual(view.layer.backgroundColor, CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual((deep.layer as? DeepTintedLayer)?.madeByOwnInit, true)
        XCTAssertEqual((deep.layer as? DeepTintedLayer)?.depth, 2)
    }

    func testTheBuiltInLayerClassesBackViews() {
        XCTAssertTrue(type(of: GradientView().layer) == CAGradientLayer.self)
        XCTAssertTrue(type(of: ShapeView().layer) == CAShapeLayer.self)
        XCTAssertTrue(type(of: UIView().layer) == CALayer.self)
    }

    func testEachViewGetsItsOwnLayerAndTheLayerIsReleasedWithTheView() {
        // Given two views of the same class
        weak var released: RingLayer?
        let first = RingView(frame: .zero)
        do {
            let second = RingView(frame: .zero)
            released = second.ring
            // Then their layers are distinct objects
            XCTAssertFalse(first.layer === second.layer)
            second.ring.ringWidth = 9
            XCTAssertEqual(first.ring.ringWidth, 3)
        }

        // And a view's layer goes with it
        XCTAssertNil(released)
    }

    func testTheCustomLayersDisplayRunsOnceInTheNextFrameAfterSetNeedsDisplay() {
        // Given a window showing the view, its first frame processed
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = RingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(view)
        window.makeKeyAndVisible()
        window.processFrame(at: 0)
        let before = view.ring.displays

        // When the view's layer is marked twice and the next frame is processed
        view.layer.setNeedsDisplay()
        view.setNeedsDisplay()
        XCTAssertTrue(view.layer.needsDisplay)
        window.processFrame(at: 1.0 / 60)

        // Then the subclass's display() override ran once, and not again in a clean frame
        XCTAssertEqual(view.ring.displays, before + 1)
        XCTAssertFalse(view.layer.needsDisplay)
        window.processFrame(at: 2.0 / 60)
        XCTAssertEqual(view.ring.displays, before + 1)
    }

    func testInstantiateRefusesANonLayerClass() {
        XCTAssertNil(CALayer.instantiate(UIView.self))
        XCTAssertTrue(CALayer.instantiate(TintedLayer.self) is TintedLayer)
    }
}
