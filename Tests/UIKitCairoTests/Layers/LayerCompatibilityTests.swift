import Foundation
import UIKit
import XCTest

/// What transition tutorials do with layers: animate a mask's path, mask a view
/// with a view, transform and flip sublayers, be their own animation delegates.
final class LayerCompatibilityTests: XCTestCase {
    func testAPathAnimationOnAViewsMaskRunsAndRevealsTheViewHalfWay() {
        // Given a red 100x40 view in a window, masked by a shape layer whose path
        // grows linearly from an empty rect to the whole view over 1 s
        let host = makeRenderingHost(width: 120, height: 60)
        let view = makeColoredView(CGRect(x: 10, y: 10, width: 100, height: 40), .red)
        host.window.addSubview(view)
        let mask = CAShapeLayer()
        mask.path = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 40), transform: nil)
        view.layer.mask = mask
        let reveal = CABasicAnimation(keyPath: "path")
        reveal.fromValue = CGPath(rect: CGRect(x: 0, y: 0, width: 0, height: 40), transform: nil)
        reveal.toValue = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 40), transform: nil)
        reveal.duration = 1
        let start = host.now
        mask.add(reveal, forKey: "reveal")

        // When the clock is half way
        host.advance(by: start + 0.5 - host.now)
        let image = host.snapshot()

        // Then the view shows from x = 10 to 60 and the window elsewhere
        XCTAssertEqual(image.pixelsDiffering(from: pureRed, xs: 10..<60, ys: 10..<50), [])
        XCTAssertEqual(image.pixelsDiffering(from: pureWhite, xs: 60..<110, ys: 10..<50), [])
        XCTAssertEqual(mask.presentation()?.path?.boundingBox, CGRect(x: 0, y: 0, width: 50, height: 40))
    }

    func testAnAnimationThatIsItsOwnDelegateHearsItStopAndIsFreed() {
        // Given a basic-animation subclass that is its own delegate (RetroTransition's pattern)
        let host = makeRenderingHost(width: 40, height: 40)
        let layer = makeFreeLayer(in: host)
        var stops: [Bool] = []
        weak var weakAnimation: SelfDelegatingAnimation?
        do {
            let animation = SelfDelegatingAnimation()
            animation.keyPath = "opacity"
            animation.fromValue = 0
            animation.toValue = 1
            animation.duration = 0.2
            animation.onFinish = { stops.append($0) }
            XCTAssertTrue(animation.delegate === animation)
            weakAnimation = animation
            layer.add(animation, forKey: "fade")
        }

        // When it has run to its end
        host.advance(by: 0.3)

        // Then it heard one finished stop, and nothing keeps it alive
        XCTAssertEqual(stops, [true])
        XCTAssertNil(weakAnimation)
        XCTAssertNil(layer.animationKeys())
    }

    func testTheDelegateIsReleasedOnceTheAnimationStopsEvenWhenTheAnimationIsKept() {
        // Given a kept animation (fill forwards, not removed) whose delegate only it holds
        let host = makeRenderingHost(width: 40, height: 40)
        let layer = makeFreeLayer(in: host)
        weak var weakDelegate: StopRecorder?
        do {
            let delegate = StopRecorder()
            weakDelegate = delegate
            let move = CABasicAnimation(keyPath: "position.x")
            move.toValue = 30
            move.duration = 0.2
            move.fillMode = .forwards
            move.isRemovedOnCompletion = false
            move.delegate = delegate
            layer.add(move, forKey: "move")
        }
        XCTAssertNotNil(weakDelegate)

        // When it ends
        host.advance(by: 0.3)

        // Then the delegate was told and released, and the animation still holds the end value
        XCTAssertNil(weakDelegate)
        XCTAssertNotNil(layer.animation(forKey: "move"))
        XCTAssertEqual(layer.presentation()?.position.x, 30)
    }

    func testAViewMaskShowsTheViewOnlyWhereTheMaskViewIsOpaque() {
        // Given a red 100x40 view masked by an opaque view over its left 30 points
        let host = makeRenderingHost(width: 120, height: 60)
        let view = makeColoredView(CGRect(x: 10, y: 10, width: 100, height: 40), .red)
        host.window.addSubview(view)
        let maskView = makeColoredView(CGRect(x: 0, y: 0, width: 30, height: 40), .black)

        // When it becomes the view's mask
        view.mask = maskView
        let image = host.snapshot()

        // Then the mask is the layer's mask, and only x 10..<40 shows red
        XCTAssertTrue(view.mask === maskView)
        XCTAssertTrue(view.layer.mask === maskView.layer)
        XCTAssertEqual(image.pixelsDiffering(from: pureRed, xs: 10..<40, ys: 10..<50), [])
        XCTAssertEqual(image.pixelsDiffering(from: pureWhite, xs: 40..<110, ys: 10..<50), [])

        // And removing it shows the whole view
        view.mask = nil
        XCTAssertNil(view.layer.mask)
        XCTAssertEqual(host.snapshot().pixelsDiffering(from: pureRed, xs: 10..<110, ys: 10..<50), [])
    }

    func testASublayerTransformScalesTheSublayersAboutTheAnchorPoint() {
        // Given a 40x40 free layer at (10, 10) with a blue 20x20 sublayer in its middle
        let host = makeRenderingHost(width: 60, height: 60)
        let parent = makeFreeLayer(in: host, frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        let child = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        child.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        child.backgroundColor = UIColor.blue.cgColor
        parent.addSublayer(child)

        // When the parent's sublayer transform scales by 2
        parent.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        CATransaction.commit()
        let image = host.snapshot()

        // Then the sublayer covers the parent's whole 40x40 (about its centre), no more
        XCTAssertEqual(image.pixelsDiffering(from: pureBlue, xs: 10..<50, ys: 10..<50), [])
        XCTAssertEqual(image.pixel(x: 9, y: 30), pureWhite)
        XCTAssertEqual(image.pixel(x: 50, y: 30), pureWhite)
        XCTAssertEqual(child.frame, CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    func testAGeometryFlippedShapeLayerDrawsItsPathFromTheBottom() {
        // Given a 40x40 shape layer filling the rect y 0..<10 of its space
        let host = makeRenderingHost(width: 40, height: 40)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 10), transform: nil)
        shape.fillColor = UIColor.red.cgColor
        host.window.layer.addSublayer(shape)
        XCTAssertEqual(host.snapshot().pixelsDiffering(from: pureRed, xs: 0..<40, ys: 0..<10), [])

        // When its geometry is flipped (y grows upward, as the RW logo layer expects)
        shape.isGeometryFlipped = true
        let image = host.snapshot()

        // Then the same rect is drawn along the bottom edge
        XCTAssertEqual(image.pixelsDiffering(from: pureRed, xs: 0..<40, ys: 30..<40), [])
        XCTAssertEqual(image.pixelsDiffering(from: pureWhite, xs: 0..<40, ys: 0..<30), [])
    }

    func testKeysOfYourOwnTakeTheirDefaultAndRedrawWhenTheSubclassSaysSo() {
        // Given a layer subclass that redraws on "progress" and defaults it to 0.25
        let (host, layer) = makeProgressLayer()
        host.advance(by: 1.0 / 60)
        _ = host.snapshot()
        XCTAssertEqual(layer.value(forKey: "progress") as? CGFloat, 0.25)
        XCTAssertEqual(layer.drawnProgress, [0.25])

        // When progress is set through key-value coding, and another key is set
        layer.setValue(0.75, forKey: "progress")
        host.advance(by: 1.0 / 60)
        let image = host.snapshot()
        layer.setValue("x", forKey: "other")
        host.advance(by: 1.0 / 60)
        _ = host.snapshot()

        // Then only the progress change drew the layer again, with the new value
        XCTAssertEqual(layer.drawnProgress, [0.25, 0.75])
        XCTAssertEqual(image.pixelsDiffering(from: pureRed, xs: 0..<30, ys: 0..<40), [])
        XCTAssertEqual(image.pixel(x: 30, y: 20), pureWhite)
    }

    func testAnAnimatedKeyOfYourOwnRedrawsTheLayerWithTheInFlightValue() {
        // Given the progress layer animating "progress" linearly from 0 to 1 over 1 s
        let (host, layer) = makeProgressLayer()
        let fill = CABasicAnimation(keyPath: "progress")
        fill.fromValue = 0
        fill.toValue = 1
        fill.duration = 1
        let start = host.now
        layer.add(fill, forKey: "fill")

        // When half of it has run
        host.advance(by: start + 0.5 - host.now)
        let image = host.snapshot()

        // Then draw(in:) read 0.5 and filled half the width; the model keeps its default
        XCTAssertEqual(layer.drawnProgress.last, 0.5)
        XCTAssertEqual(image.pixelsDiffering(from: pureRed, xs: 0..<20, ys: 0..<40), [])
        XCTAssertEqual(image.pixelsDiffering(from: pureWhite, xs: 20..<40, ys: 0..<40), [])
        XCTAssertEqual(layer.value(forKey: "progress") as? CGFloat, 0.25)
    }

    func testCornerCurvesAndStylesAreKeptAndTheExpansionFactorIsCoreAnimations() {
        let layer = CALayer()
        XCTAssertEqual(layer.cornerCurve, .circular)
        layer.cornerCurve = .continuous
        layer.style = ["cornerRadius": 4]
        XCTAssertEqual(layer.cornerCurve, .continuous)
        XCTAssertEqual(layer.style?["cornerRadius"] as? Int, 4)
        XCTAssertEqual(CALayerCornerCurve.expansionFactor(.circular), 1)
        XCTAssertEqual(CALayerCornerCurve.expansionFactor(.continuous), 1.528665, accuracy: 1e-6)
        let copy = CALayer(layer: layer)
        XCTAssertEqual(copy.cornerCurve, .continuous)
    }
}

/// A 40x40 window showing a 40x40 progress layer that will display.
private func makeProgressLayer() -> (HeadlessHost, ProgressLayer) {
    let host = makeRenderingHost(width: 40, height: 40)
    let layer = ProgressLayer()
    layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    host.window.layer.addSublayer(layer)
    layer.setNeedsDisplay()
    return (host, layer)
}

/// A basic animation that is its own delegate, with `required init?(coder:)` as iOS code writes it.
private final class SelfDelegatingAnimation: CABasicAnimation, CAAnimationDelegate {
    var onFinish: ((Bool) -> Void)?

    override init() {
        super.init()
        delegate = self
    }

    required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { onFinish?(flag) }
}

private final class StopRecorder: NSObject, CAAnimationDelegate {
    var stops: [Bool] = []
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
}

/// Fills the left `progress` of its width in red; redraws when "progress" changes.
private final class ProgressLayer: CALayer {
    var drawnProgress: [CGFloat] = []

    override init() { super.init() }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

    override class func needsDisplay(forKey key: String) -> Bool { key == "progress" || super.needsDisplay(forKey: key) }
    override class func defaultValue(forKey key: String) -> Any? { key == "progress" ? CGFloat(0.25) : super.defaultValue(forKey: key) }

    override func draw(in ctx: CGContext) {
        let progress = value(forKey: "progress") as? CGFloat ?? 0
        drawnProgress.append(progress)
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
}
