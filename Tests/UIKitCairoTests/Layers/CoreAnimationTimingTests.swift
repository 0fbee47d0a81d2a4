import Foundation
import UIKit
import XCTest

/// The fraction of the change of a cubic Bézier timing curve at `x`, solved
/// by bisection on the polynomial (independently of the library's solver).
func bezierProgress(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func coordinate(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var low = 0.0, high = 1.0
    for _ in 0..<100 {
        let mid = (low + high) / 2
        if coordinate(x1, x2, mid) < x { low = mid } else { high = mid }
    }
    return coordinate(y1, y2, (low + high) / 2)
}

/// A delegate that writes down what it hears.
final class AnimationLog: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start \(anim.value(forKey: "name") as? String ?? "")") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("stop \(anim.value(forKey: "name") as? String ?? "") \(flag)")
    }
}

final class CoreAnimationTimingTests: XCTestCase {
    private func layerInWindow(_ host: HeadlessHost) -> CALayer {
        makeFreeLayer(in: host, frame: CGRect(x: 0, y: 100, width: 20, height: 20))
    }

    func testPositionYWithEaseInEaseOutFollowsTheCurveAtThreeTimes() {
        // Given a layer at y = 110 and a one-second ease-in-out animation of position.y from 110 to 410
        let host = makeRenderingHost(width: 100, height: 500)
        let layer = layerInWindow(host)
        let animation = CABasicAnimation(keyPath: "position.y")
        animation.fromValue = 110
        animation.toValue = 410
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        host.advance(by: 0.5)
        let start = host.now
        layer.add(animation, forKey: "drop")

        // When the virtual clock reaches 0.25, 0.5 and 0.8 s after the start
        for t in [0.25, 0.5, 0.8] {
            host.advance(by: start + t - host.now)

            // Then the presentation is at the curve's value there; the model never moved
            let expected = 110 + 300 * bezierProgress(0.42, 0, 0.58, 1, at: t)
            // (the solver, WebKit's, finds the curve parameter within 1e-7: here 3e-4 points)
            XCTAssertEqual(Double(layer.presentation()!.position.y), expected, accuracy: 3e-4, "t = \(t)")
            XCTAssertEqual(layer.position.y, 110)
        }
        // and once it is over the layer shows the model again, the animation removed
        host.advance(by: 0.25)
        XCTAssertNil(layer.animation(forKey: "drop"))
        XCTAssertEqual(layer.presentation()!.position.y, 110)
        XCTAssertEqual(CACurrentMediaTime(), host.now)
    }

    func testFillForwardsKeepsTheEndAndBeginTimeDelays() {
        let host = makeRenderingHost()
        let layer = layerInWindow(host)
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 1
        animation.toValue = 0.2
        animation.duration = 0.5
        animation.beginTime = CACurrentMediaTime() + 0.25
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "fade")

        // Before its begin time the backwards fill shows the start value
        host.advance(by: 0.1)
        XCTAssertEqual(layer.presentation()!.opacity, 1)
        // half way (linear by default) it is half way
        host.advance(by: 0.4 - 0.1 - 0.0)
        XCTAssertEqual(layer.presentation()!.opacity, 1 - 0.8 * Float(0.15 / 0.5), accuracy: 1e-6)
        // and after its end the forwards fill keeps the end value, the animation kept
        host.advance(by: 1)
        XCTAssertEqual(layer.presentation()!.opacity, 0.2, accuracy: 1e-7)
        XCTAssertNotNil(layer.animation(forKey: "fade"))
        XCTAssertEqual(layer.animationKeys(), ["fade"])
    }

    func testRepeatsAndAutoreversesComeBack() {
        let host = makeRenderingHost()
        let layer = layerInWindow(host)
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.byValue = 100                    // from the current 10 to 110
        animation.duration = 1
        animation.autoreverses = true
        animation.repeatCount = 2
        let start = host.now
        layer.add(animation, forKey: nil)
        let expectations: [(Double, CGFloat)] = [(0.25, 35), (1.5, 60), (2.25, 35), (3.75, 35)]
        for (t, x) in expectations {
            host.advance(by: start + t - host.now)
            XCTAssertEqual(layer.presentation()!.position.x, x, accuracy: 1e-9, "t = \(t)")
        }
        XCTAssertNil(layer.animationKeys())
        host.advance(by: 0.5)
        XCTAssertEqual(layer.presentation()!.position.x, 10)
        XCTAssertFalse(host.window.layerAnimator.isRunning)
    }

    func testASpringSettlesAtItsSettlingDuration() {
        // Apple's documented examples: damping 5 settles in about 2.85 s, damping 15 in just over 1 s
        let bouncy = CASpringAnimation(keyPath: "position.x")
        bouncy.damping = 5
        XCTAssertEqual(bouncy.settlingDuration, 2.85, accuracy: 0.005)
        let firm = CASpringAnimation(keyPath: "position.x")
        firm.damping = 15
        XCTAssertGreaterThan(firm.settlingDuration, 1)
        XCTAssertLessThan(firm.settlingDuration, 1.01)

        // Given a spring from x = 10 to 210 lasting its settling duration, with the model set to 210
        let host = makeRenderingHost(width: 300, height: 300)
        let layer = layerInWindow(host)
        CATransaction.setDisableActions(true)
        layer.position.x = 210
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 10
        spring.toValue = 210
        spring.damping = 12
        spring.duration = spring.settlingDuration
        let start = host.now
        layer.add(spring, forKey: "spring")

        // Then it overshoots on the way (under-damped), follows the closed form...
        let solution = SpringSolution(spring: Spring(mass: 1, stiffness: 100, damping: 12), from: 0, to: 1)
        host.advance(by: 0.3)
        XCTAssertEqual(layer.presentation()!.position.x, 10 + 200 * solution.exactValue(at: host.now - start), accuracy: 1e-9)
        // ...is within 1/1200 of the distance from the settling duration on, and then rests on the model
        host.advance(by: start + spring.settlingDuration - 0.001 - host.now)
        XCTAssertEqual(layer.presentation()!.position.x, 210, accuracy: 200.0 / 1200)
        host.advance(by: 0.02)
        XCTAssertNil(layer.animation(forKey: "spring"))
        XCTAssertEqual(layer.presentation()!.position.x, 210)
    }

    func testKeyframesWithKeyTimesDiscreteAndPaced() {
        let host = makeRenderingHost()
        let layer = layerInWindow(host)
        let keyframes = CAKeyframeAnimation(keyPath: "opacity")
        keyframes.values = [0, 1, 0.5]
        keyframes.keyTimes = [0, 0.2, 1]
        keyframes.duration = 1
        let start = host.now
        layer.add(keyframes, forKey: "k")
        host.advance(by: start + 0.1 - host.now)
        XCTAssertEqual(layer.presentation()!.opacity, 0.5, accuracy: 1e-6)
        host.advance(by: start + 0.6 - host.now)
        XCTAssertEqual(layer.presentation()!.opacity, 0.75, accuracy: 1e-6)

        let discrete = CAKeyframeAnimation(keyPath: "position.x")
        discrete.values = [0, 50, 100]
        discrete.calculationMode = .discrete
        discrete.duration = 0.9
        let paced = CAKeyframeAnimation(keyPath: "position.y")
        paced.values = [0, 10, 100]
        paced.calculationMode = .paced
        paced.duration = 1
        let second = host.now
        layer.add(discrete, forKey: "d")
        layer.add(paced, forKey: "p")
        host.advance(by: second + 0.5 - host.now)
        XCTAssertEqual(layer.presentation()!.position.x, 50)        // the second third
        XCTAssertEqual(layer.presentation()!.position.y, 50, accuracy: 1e-6)   // half the distance
    }

    func testAKeyframePathMovesAtConstantSpeed() {
        let host = makeRenderingHost(width: 300, height: 300)
        let layer = layerInWindow(host)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        let move = CAKeyframeAnimation(keyPath: "position")
        move.path = path
        move.duration = 2
        let start = host.now
        layer.add(move, forKey: nil)
        host.advance(by: start + 0.5 - host.now)
        XCTAssertEqual(layer.presentation()!.position.x, 100, accuracy: 1e-6)
        XCTAssertEqual(layer.presentation()!.position.y, 0, accuracy: 1e-6)
        host.advance(by: 0.75)
        XCTAssertEqual(layer.presentation()!.position.y, 150, accuracy: 1e-6)
    }

    func testAGroupRunsItsMembersOnItsTimeline() {
        let host = makeRenderingHost()
        let layer = layerInWindow(host)
        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.fromValue = 1
        scale.toValue = 3
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.beginTime = 0.5
        fade.duration = 0.5
        let group = CAAnimationGroup()
        group.animations = [scale, fade]
        group.duration = 1
        let start = host.now
        layer.add(group, forKey: "group")
        host.advance(by: start + 0.75 - host.now)
        XCTAssertEqual(layer.presentation()!.affineTransform().a, 2.5, accuracy: 1e-9)
        XCTAssertEqual(layer.presentation()!.opacity, 0.5, accuracy: 1e-6)
        host.advance(by: 0.5)
        XCTAssertNil(layer.animation(forKey: "group"))
    }

    func testPausingALayerStopsItsAnimationsOnItsClock() {
        let host = makeRenderingHost()
        let layer = layerInWindow(host)
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        layer.add(animation, forKey: "a")
        host.advance(by: 0.25)
        // The usual pause: freeze the layer's time where it is
        let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = paused
        host.advance(by: 0.5)
        XCTAssertEqual(layer.presentation()!.opacity, 0.25, accuracy: 1e-6)
        XCTAssertFalse(host.window.layerAnimator.isRunning)
        // and resume
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        host.advance(by: 0.25)
        XCTAssertEqual(layer.presentation()!.opacity, 0.5, accuracy: 1e-6)
    }
}
