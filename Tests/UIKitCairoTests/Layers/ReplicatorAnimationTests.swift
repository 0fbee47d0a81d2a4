import Foundation
import UIKit
import XCTest

/// Animating a `CAReplicatorLayer`'s own properties (`instanceTransform`,
/// `instanceCount`, `instanceColor`, the colour offsets, `instanceDelay`), as Core
/// Animation documents them animatable: the presentation layer and the screen show
/// the interpolated values on the virtual clock while the model keeps its own.
final class ReplicatorAnimationTests: XCTestCase {
    /// A replicator filling a `width`x40 window with one 10x10 square at (0, 10).
    private func replicator(width: CGFloat = 200, color: UIColor = .red, background: UIColor = .white)
        -> (HeadlessHost, CAReplicatorLayer, CALayer) {
        let host = makeRenderingHost(width: width, height: 40)
        host.window.backgroundColor = background
        let replicator = CAReplicatorLayer()
        let square = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        replicator.frame = CGRect(x: 0, y: 0, width: width, height: 40)
        square.frame = CGRect(x: 0, y: 10, width: 10, height: 10)
        square.backgroundColor = color.cgColor
        replicator.addSublayer(square)
        host.window.layer.addSublayer(replicator)
        CATransaction.commit()
        host.runUntilIdle()
        return (host, replicator, square)
    }

    private func linear(_ keyPath: String, from: Any, to: Any, duration: CFTimeInterval = 1) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        return animation
    }

    func testAnAnimatedInstanceTransformMovesTheInstancesEveryFrame() {
        // Given three instances 20 points apart, and the step animated to 40 points over 1 s, linearly
        let (host, replicator, _) = replicator()
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        replicator.add(linear("instanceTransform", from: CATransform3DMakeTranslation(20, 0, 0),
                              to: CATransform3DMakeTranslation(40, 0, 0)), forKey: "spread")

        for frame in 1...3 {
            // When one more 60 Hz frame has passed
            host.advance(by: 1.0 / 60)
            let step = 20 + 20 * CGFloat(frame) / 60

            // Then the presentation layer's step is 20 + 20·t and the model's stays 20
            let presented = replicator.presentation()?.instanceTransform.m41 ?? -1
            XCTAssertEqual(presented, step, accuracy: 1e-9, "frame \(frame)")
            XCTAssertEqual(replicator.instanceTransform.m41, 20)
        }

        // And at t = 0.25 the instances stand at x = 0, 25 and 50 (red columns 0..<10, 25..<35, 50..<60)
        host.advance(by: 0.25 - 3.0 / 60)
        let image = host.snapshot()
        XCTAssertEqual(image.columns(of: pureRed, ys: 10..<20), Array(0..<10) + Array(25..<35) + Array(50..<60))
    }

    func testAnAnimatedInstanceCountShowsTheTruncatedCount() {
        // Given one instance 20 points apart, the count animated from 1 to 5 over 1 s, linearly
        let (host, replicator, _) = replicator()
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        replicator.add(linear("instanceCount", from: 1, to: 5), forKey: "count")

        // When 0.6 s have passed (1 + 4 × 0.6 = 3.4)
        host.advance(by: 0.6)

        // Then three instances show, the presentation says 3 and the model still 1
        XCTAssertEqual(replicator.presentation()?.instanceCount, 3)
        XCTAssertEqual(replicator.instanceCount, 1)
        XCTAssertEqual(host.snapshot().columns(of: pureRed, ys: 10..<20), Array(0..<10) + Array(20..<30) + Array(40..<50))

        // And after the animation ends (removed on completion) the model's one instance is back
        host.advance(by: 0.5)
        XCTAssertEqual(host.snapshot().columns(of: pureRed, ys: 10..<20), Array(0..<10))
    }

    func testAKeyframedRedOffsetTintsEachInstanceByItsShare() {
        // Given three white squares on black, 20 points apart, and the red offset keyframed
        // 0 → -0.5 → -1 over 1 s (evenly spaced key times, linear between them)
        let (host, replicator, _) = replicator(color: .white, background: .black)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        let offset = CAKeyframeAnimation(keyPath: "instanceRedOffset")
        offset.values = [0, -0.5, -1]
        offset.duration = 1
        replicator.add(offset, forKey: "fade")

        // When a quarter second has passed (-0.25) and then three quarters (-0.75)
        host.advance(by: 0.25)
        let quarter = host.snapshot()
        XCTAssertEqual(replicator.presentation()?.instanceRedOffset ?? 1, -0.25, accuracy: 1e-6)
        host.advance(by: 0.5)
        let threeQuarters = host.snapshot()

        // Then instance i keeps 1 - i × 0.25 of its red, then 1 - i × 0.75 (clamped at 0),
        // green and blue untouched
        for (index, red) in [255, 191, 128].enumerated() {
            let pixel = quarter.pixel(x: index * 20 + 5, y: 15)
            XCTAssertEqual(Int(pixel.r), red, accuracy: 1, "instance \(index)")
            XCTAssertEqual([pixel.g, pixel.b], [255, 255])
        }
        for (index, red) in [255, 64, 0].enumerated() {
            XCTAssertEqual(Int(threeQuarters.pixel(x: index * 20 + 5, y: 15).r), red, accuracy: 1, "instance \(index)")
        }
    }

    func testAnAnimatedInstanceColourTintsEveryInstance() {
        // Given two white squares on black and the instance colour animated white → (0.5, 0.5, 0.5) over 1 s
        let (host, replicator, _) = replicator(color: .white, background: .black)
        replicator.instanceCount = 2
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        replicator.add(linear("instanceColor", from: UIColor.white.cgColor,
                              to: UIColor(white: 0.5, alpha: 1).cgColor), forKey: "dim")

        // When half of it has passed
        host.advance(by: 0.5)

        // Then both instances are 0.75 grey (191)
        let image = host.snapshot()
        for x in [5, 25] {
            let pixel = image.pixel(x: x, y: 15)
            XCTAssertEqual(Int(pixel.r), 191, accuracy: 1)
            XCTAssertEqual(pixel.r, pixel.g)
            XCTAssertEqual(pixel.g, pixel.b)
        }
    }

    func testAnAnimatedInstanceDelayIsPresentedAndKeyValueCodingReadsTheProperties() {
        // Given a replicator whose delay animates 0 → 0.4 over 1 s
        let (host, replicator, _) = replicator()
        replicator.add(linear("instanceDelay", from: 0, to: 0.4), forKey: "delay")

        // When 0.5 s have passed
        host.advance(by: 0.5)

        // Then the presentation's delay is 0.2, the model's 0, and key-value coding reads both
        XCTAssertEqual(replicator.presentation()?.instanceDelay ?? -1, 0.2, accuracy: 1e-9)
        XCTAssertEqual(replicator.instanceDelay, 0)
        replicator.setValue(4, forKey: "instanceCount")
        XCTAssertEqual(replicator.instanceCount, 4)
        XCTAssertEqual(replicator.value(forKey: "instanceCount") as? CGFloat, 4)
        XCTAssertEqual(CAReplicatorLayer().value(forKey: "instanceCount") as? CGFloat, 1)
    }

    func testABarLoadingIndicatorFadesEachBarAFifthOfASecondAfterTheLast() {
        // Given the common activity indicator: five 10x20 red bars 20 points apart, each fading
        // from opacity 1 to 0.2 over 1 s, repeating, the replicator's delay duration / count
        let (host, replicator, bar) = replicator()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        bar.frame = CGRect(x: 0, y: 10, width: 10, height: 20)
        CATransaction.commit()
        replicator.instanceCount = 5
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.2
        fade.duration = 1
        fade.repeatCount = .greatestFiniteMagnitude
        bar.add(fade, forKey: nil)
        replicator.instanceDelay = fade.duration / Double(replicator.instanceCount)

        for frame in 1...6 {
            // When each 60 Hz frame passes
            host.advance(by: 1.0 / 60)
            // Then the first bar's opacity is 1 - 0.8·t: green and blue are 255 × 0.8·t over white
            let expected = 255 * 0.8 * Double(frame) / 60
            XCTAssertEqual(Double(host.snapshot().pixel(x: 5, y: 20).g), expected, accuracy: 1, "frame \(frame)")
        }

        // And at t = 0.5 bar i shows the fade 0.2·i s earlier: opacity 0.6, 0.76, 0.92, then
        // (not yet started) the model's 1 twice: green 102, 61, 20, 0, 0
        host.advance(by: 0.5 - 6.0 / 60)
        let image = host.snapshot()
        for (index, green) in [102, 61, 20, 0, 0].enumerated() {
            let pixel = image.pixel(x: index * 20 + 5, y: 20)
            XCTAssertEqual(pixel.r, 255)
            XCTAssertEqual(Int(pixel.g), green, accuracy: 1, "bar \(index)")
        }
    }
}

private extension PixelBuffer {
    /// The columns of `ys` holding a pixel exactly `color`.
    func columns(of color: RGBA8, ys: Range<Int>) -> [Int] {
        (0..<width).filter { x in ys.contains { pixel(x: x, y: $0) == color } }
    }
}
