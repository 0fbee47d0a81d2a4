import Foundation
import UIKit
import XCTest

/// Animations seen in pixels: a shape's stroke growing, transitions.
final class CoreAnimationPixelTests: XCTestCase {
    func testAStrokeEndAnimationDrawsHalfTheLineHalfWay() {
        // Given a 100-point line whose strokeEnd animates linearly from 0 to 1 in 1 s
        let host = makeRenderingHost(width: 120, height: 40)
        let shape = makeRedLine(width: 8)
        host.window.layer.addSublayer(shape)
        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.fromValue = 0
        grow.toValue = 1
        grow.duration = 1
        let start = host.now
        shape.add(grow, forKey: "grow")

        // When the clock is half way
        host.advance(by: start + 0.5 - host.now)
        let image = host.snapshot()

        // Then red reaches x = 60 and stops there
        XCTAssertEqual(image.pixelsDiffering(from: pureRed, xs: 10..<60, ys: 17..<23), [])
        XCTAssertEqual(image.pixel(x: 60, y: 20), pureWhite)
        XCTAssertEqual(image.pixel(x: 100, y: 20), pureWhite)
    }

    func testAFadeTransitionCrossFadesTheOldLookIntoTheNew() {
        // Given a red view that turns blue under a 1 s linear fade transition
        let host = makeRenderingHost(width: 60, height: 60)
        let view = makeColoredView(CGRect(x: 10, y: 10, width: 40, height: 40), .red)
        host.window.addSubview(view)
        _ = host.snapshot()
        let fade = CATransition()
        fade.type = .fade
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        view.layer.add(fade, forKey: kCATransition)
        view.backgroundColor = .blue
        let start = host.now

        // When half way, then after the end
        host.advance(by: start + 0.5 - host.now)
        let midway = host.snapshot().pixel(x: 30, y: 30)
        host.advance(by: 1)
        let after = host.snapshot().pixel(x: 30, y: 30)

        // Then midway is blue at half over red at half (over white), and after it is blue
        XCTAssertEqual(midway.r, 128, accuracy: 1)
        XCTAssertEqual(midway.g, 0)
        XCTAssertEqual(midway.b, 128, accuracy: 1)
        XCTAssertEqual(after, pureBlue)
        XCTAssertNil(view.layer.animationKeys())
    }

    func testAPushTransitionSlidesTheNewLookInFromTheRight() {
        let host = makeRenderingHost(width: 120, height: 60)
        let view = makeColoredView(CGRect(x: 10, y: 10, width: 100, height: 40), .red)
        host.window.addSubview(view)
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 1
        push.timingFunction = CAMediaTimingFunction(name: .linear)
        view.layer.add(push, forKey: nil)
        view.backgroundColor = .green
        let start = host.now
        host.advance(by: start + 0.25 - host.now)
        let image = host.snapshot()
        // A quarter in: the old red look has moved 25 points left (clipped to the layer), the green comes in behind it
        XCTAssertEqual(image.pixel(x: 50, y: 30), pureRed)
        XCTAssertEqual(image.pixel(x: 90, y: 30), pureGreen)
        XCTAssertEqual(image.pixel(x: 5, y: 30), pureWhite)
    }
}
