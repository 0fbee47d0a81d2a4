import Foundation
import UIKit
import XCTest

/// Delegates, keys, transactions, implicit actions and presentation layers.
final class CoreAnimationLifecycleTests: XCTestCase {
    private func fade(_ name: String, duration: CFTimeInterval, delegate: CAAnimationDelegate? = nil) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = duration
        animation.delegate = delegate
        animation.setValue(name, forKey: "name")
        return animation
    }

    func testATransactionsCompletionRunsOnceAfterEveryAnimationInIt() {
        // Given a transaction adding a 0.3 s and a 0.6 s animation to two layers
        let host = makeRenderingHost()
        let first = makeFreeLayer(in: host), second = makeFreeLayer(in: host)
        var completions: [TimeInterval] = []
        let start = host.now
        CATransaction.begin()
        CATransaction.setCompletionBlock { completions.append(host.now) }
        first.add(fade("a", duration: 0.3), forKey: "a")
        second.add(fade("b", duration: 0.6), forKey: "b")
        CATransaction.commit()

        // When the clock passes the first end, then the second, then much later
        host.advance(by: 0.4)
        XCTAssertEqual(completions, [])
        host.advance(by: 0.3)
        host.advance(by: 2)

        // Then the block ran exactly once, on the frame after the last animation ended
        XCTAssertEqual(completions.count, 1)
        XCTAssertGreaterThanOrEqual(completions[0], start + 0.6)
        XCTAssertLessThanOrEqual(completions[0], start + 0.6 + 1.0 / 60 + 1e-9)
    }

    func testACompletionWithNothingToWaitForRunsAfterTheCommitAndRemovalCountsAsAnEnd() {
        let host = makeRenderingHost()
        let layer = makeFreeLayer(in: host)
        var ran = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran += 1 }
        CATransaction.commit()
        host.advance(by: 0)
        XCTAssertEqual(ran, 1)

        CATransaction.begin()
        CATransaction.setCompletionBlock { ran += 1 }
        layer.add(fade("long", duration: 10), forKey: "long")
        CATransaction.commit()
        host.advance(by: 0.1)
        XCTAssertEqual(ran, 1)
        layer.removeAnimation(forKey: "long")
        host.advance(by: 0)
        XCTAssertEqual(ran, 2)
    }

    func testDelegatesHearStartsAndStopsInOrderWithFinishedFlags() {
        let host = makeRenderingHost()
        let layer = makeFreeLayer(in: host)
        let log = AnimationLog()
        layer.add(fade("one", duration: 0.2, delegate: log), forKey: "fade")
        host.advance(by: 0.1)
        // a second animation under the same key replaces the first, which stops unfinished
        layer.add(fade("two", duration: 0.2, delegate: log), forKey: "fade")
        host.advance(by: 0.5)
        XCTAssertEqual(log.events, ["start one", "stop one false", "start two", "stop two true"])
        XCTAssertNil(layer.animationKeys())
    }

    func testRemoveAllAnimationsSnapsToTheModel() {
        // Given a layer whose model is at x = 300, moving there from 0 explicitly with two animations
        let host = makeRenderingHost(width: 400, height: 100)
        let layer = makeFreeLayer(in: host)
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 300, y: 10)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.duration = 1
        let log = AnimationLog()
        move.delegate = log
        move.setValue("move", forKey: "name")
        layer.add(move, forKey: "move")
        layer.add(fade("fade", duration: 1, delegate: log), forKey: "fade")
        host.advance(by: 0.5)
        XCTAssertEqual(layer.presentation()!.position.x, 150, accuracy: 1e-9)
        XCTAssertEqual(layer.animationKeys(), ["move", "fade"])

        // When every animation is removed
        layer.removeAllAnimations()

        // Then the presentation is the model at once, no key is left, and both delegates hear "unfinished"
        XCTAssertEqual(layer.presentation()!.position.x, 300)
        XCTAssertEqual(layer.presentation()!.opacity, 1)
        XCTAssertNil(layer.animationKeys())
        host.advance(by: 0)
        XCTAssertEqual(log.events.suffix(2), ["stop move false", "stop fade false"])
        // and the pixels show it: the layer is drawn at its model place
        layer.backgroundColor = UIColor.red.cgColor
        host.advance(by: 1)
        XCTAssertEqual(host.snapshot().pixel(x: 300, y: 10), pureRed)
    }

    func testImplicitAnimationsForFreeLayersOnlyAndNotWhenDisabled() {
        let host = makeRenderingHost()
        let layer = makeFreeLayer(in: host)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)

        // A free layer's change animates for 0.25 s along the default curve from the value on screen
        layer.opacity = 0
        XCTAssertEqual(layer.opacity, 0)
        XCTAssertEqual(layer.animationKeys(), ["opacity"])
        let implicit = layer.animation(forKey: "opacity") as! CABasicAnimation
        XCTAssertEqual(implicit.duration, 0.25)
        XCTAssertEqual(implicit.timingFunction, CAMediaTimingFunction(name: .default))
        let start = host.now
        host.advance(by: 0.1)
        let expected = 1 - bezierProgress(0.25, 0.1, 0.25, 1, at: (host.now - start) / 0.25)
        XCTAssertEqual(Double(layer.presentation()!.opacity), expected, accuracy: 1e-5)
        host.advance(by: 0.2)
        XCTAssertNil(layer.animationKeys())

        // A view's layer does not animate implicitly
        view.layer.opacity = 0.5
        view.layer.cornerRadius = 3
        XCTAssertNil(view.layer.animationKeys())

        // Nor does anything inside setDisableActions(true), and a transaction's duration applies
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 50, y: 50)
        CATransaction.commit()
        XCTAssertNil(layer.animationKeys())
        CATransaction.begin()
        CATransaction.setAnimationDuration(1.5)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.cornerRadius = 8
        CATransaction.commit()
        XCTAssertEqual(layer.animation(forKey: "cornerRadius")?.duration, 1.5)
        // and an actions entry of NSNull turns one key off
        layer.actions = ["bounds": NSNull()]
        layer.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
        XCTAssertNil(layer.animation(forKey: "bounds"))
        // A layer not in a window changes at once
        let loose = CALayer()
        loose.opacity = 0.3
        XCTAssertNil(loose.animationKeys())
    }

    func testExplicitAnimationsRunOnAViewsLayer() {
        // Given a card view animated the card-transition way
        let host = makeRenderingHost(width: 200, height: 200)
        let card = makeColoredView(CGRect(x: 0, y: 0, width: 50, height: 50), .blue)
        host.window.addSubview(card)
        let slide = CABasicAnimation(keyPath: "transform.translation.x")
        slide.fromValue = 0
        slide.toValue = 100
        slide.duration = 1
        card.layer.add(slide, forKey: "slide")

        // When half way
        host.advance(by: 0.5)

        // Then the presented layer, the pixels and the hit-testing are moved, the model is not
        XCTAssertEqual(card.layer.presentation()!.affineTransform().tx, 50, accuracy: 1e-9)
        XCTAssertEqual(card.transform, .identity)
        let image = host.snapshot()
        XCTAssertEqual(image.pixel(x: 60, y: 25), pureBlue)
        XCTAssertEqual(image.pixel(x: 40, y: 25), pureWhite)
        XCTAssertTrue(host.window.hitTest(CGPoint(x: 60, y: 25), with: nil) === card)
    }

    func testPresentationAndModelLayers() {
        let host = makeRenderingHost()
        let shape = CAShapeLayer()
        host.window.layer.addSublayer(shape)
        let stroke = CABasicAnimation(keyPath: "strokeEnd")
        stroke.fromValue = 0
        stroke.toValue = 1
        stroke.duration = 1
        shape.add(stroke, forKey: nil)
        host.advance(by: 0.25)
        let presentation = shape.presentation()!
        XCTAssertFalse(presentation === shape)
        XCTAssertEqual(presentation.strokeEnd, 0.25, accuracy: 1e-9)
        XCTAssertTrue(presentation.model() === shape)
        XCTAssertTrue(shape.model() === shape)
        XCTAssertEqual(shape.strokeEnd, 1)
    }

    func testAnAnimationAddedBeforeTheLayerIsInAWindowStartsWhenItArrives() {
        let host = makeRenderingHost()
        let layer = CALayer()
        layer.add(fade("early", duration: 1), forKey: "early")
        host.advance(by: 0.5)
        let start = host.now
        host.window.layer.addSublayer(layer)
        host.advance(by: 0.25)
        XCTAssertEqual(Double(layer.presentation()!.opacity), (host.now - start) / 1, accuracy: 1e-6)
    }
}
