import Foundation
import UIKit
import XCTest

/// `CAReplicatorLayer`: instances placed by powers of the instance transform about
/// the anchor point, tinted by the instance colour and offsets, and running their
/// animations `instanceDelay` apart.
final class ReplicatorLayerPixelTests: XCTestCase {
    private func replicator(frame: CGRect, in host: HeadlessHost, sublayer: CGRect, color: UIColor = .red) -> (CAReplicatorLayer, CALayer) {
        let replicator = CAReplicatorLayer()
        let square = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        replicator.frame = frame
        square.frame = sublayer
        square.backgroundColor = color.cgColor
        replicator.addSublayer(square)
        host.window.layer.addSublayer(replicator)
        CATransaction.commit()
        return (replicator, square)
    }

    func testInstancesAreTranslatedByPowersOfTheInstanceTransform() {
        // Given three instances of a 20x20 red square, each 30 points right of the last
        let host = makeRenderingHost(width: 120, height: 40)
        let (replicator, _) = replicator(frame: CGRect(x: 0, y: 0, width: 120, height: 40), in: host,
                                         sublayer: CGRect(x: 0, y: 10, width: 20, height: 20))
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)

        // When drawn
        let image = host.snapshot()

        // Then red squares stand at x = 0, 30 and 60, white between and after them
        for start in [0, 30, 60] {
            XCTAssertEqual(image.pixelsDiffering(from: pureRed, xs: start..<(start + 20), ys: 10..<30), [], "instance at \(start)")
            XCTAssertEqual(image.pixelsDiffering(from: pureWhite, xs: (start + 20)..<(start + 30), ys: 0..<40), [])
        }
        XCTAssertEqual(image.pixelsDiffering(from: pureWhite, xs: 90..<120, ys: 0..<40), [])
        XCTAssertEqual(image.pixelsDiffering(from: pureWhite, xs: 0..<120, ys: 0..<10), [])
    }

    func testARotationTurnsInstancesAboutTheAnchorPoint() {
        // Given four instances of a 10x10 dot at the top middle of a 100x100 replicator, a quarter turn apart
        let host = makeRenderingHost(width: 100, height: 100)
        let (replicator, _) = replicator(frame: CGRect(x: 0, y: 0, width: 100, height: 100), in: host,
                                         sublayer: CGRect(x: 45, y: 0, width: 10, height: 10))
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)

        // When drawn
        let image = host.snapshot()

        // Then the dots sit at the top, right, bottom and left (a quarter turn about (50, 50)
        // maps (x, y) to (100 - y, x)), their inner pixels red, the centre white
        XCTAssertEqual(image.pixelsDiffering(from: pureRed, xs: 46..<54, ys: 1..<9), [])
        XCTAssertEqual(image.pixelsDiffering(from: pureRed, xs: 91..<99, ys: 46..<54), [])
        XCTAssertEqual(image.pixelsDiffering(from: pureRed, xs: 46..<54, ys: 91..<99), [])
        XCTAssertEqual(image.pixelsDiffering(from: pureRed, xs: 1..<9, ys: 46..<54), [])
        XCTAssertEqual(image.pixelsDiffering(from: pureWhite, xs: 20..<80, ys: 20..<80), [])
    }

    func testInstanceColourOffsetsTintEachInstance() {
        // Given four white squares on black, the tint losing 0.25 of red and of alpha per instance
        let host = makeRenderingHost(width: 160, height: 40)
        host.window.backgroundColor = .black
        let (replicator, _) = replicator(frame: CGRect(x: 0, y: 0, width: 160, height: 40), in: host,
                                         sublayer: CGRect(x: 0, y: 0, width: 40, height: 40), color: .white)
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
        replicator.instanceRedOffset = -0.25
        replicator.instanceAlphaOffset = -0.25

        // When drawn
        let image = host.snapshot()

        // Then instance i is white with red 1 - i/4 at alpha 1 - i/4 over black:
        // (255, 255, 255), (143, 191, 191), (64, 128, 128), (16, 64, 64), within a level of rounding
        let expected: [(Int, Int)] = [(255, 255), (143, 191), (64, 128), (16, 64)]
        for (index, (red, other)) in expected.enumerated() {
            let pixel = image.pixel(x: index * 40 + 20, y: 20)
            XCTAssertLessThanOrEqual(abs(Int(pixel.r) - red), 1, "instance \(index): \(pixel)")
            XCTAssertLessThanOrEqual(abs(Int(pixel.g) - other), 1, "instance \(index): \(pixel)")
            XCTAssertEqual(pixel.g, pixel.b)
            XCTAssertEqual(image.pixelsDiffering(from: pixel, xs: (index * 40)..<(index * 40 + 40), ys: 0..<40), [])
        }
    }

    func testEachInstanceRunsTheAnimationsInstanceDelayLater() {
        // Given a 10x10 square moving right 100 points in one second, linearly, in two
        // instances 30 points apart vertically and 0.25 s apart in time
        let host = makeRenderingHost(width: 200, height: 60)
        let (replicator, square) = replicator(frame: CGRect(x: 0, y: 0, width: 200, height: 60), in: host,
                                              sublayer: CGRect(x: 0, y: 0, width: 10, height: 10))
        replicator.instanceCount = 2
        replicator.instanceTransform = CATransform3DMakeTranslation(0, 30, 0)
        replicator.instanceDelay = 0.25
        host.runUntilIdle()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 5
        move.toValue = 105
        move.duration = 1
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        square.add(move, forKey: "move")

        // When 0.5 s have passed
        host.advance(by: 0.5)
        let image = host.snapshot()

        // Then the first instance is half way (x 50...60) and the second a quarter way (x 25...35)
        XCTAssertEqual(image.inkColumnsOf(pureRed, ys: 0..<10), Array(50..<60))
        XCTAssertEqual(image.inkColumnsOf(pureRed, ys: 30..<40), Array(25..<35))

        // And before its start the late instance shows the model (at x 0...10), once the animation began
        let early = makeRenderingHost(width: 200, height: 60)
        let (lateReplicator, lateSquare) = self.replicator(frame: CGRect(x: 0, y: 0, width: 200, height: 60), in: early,
                                                           sublayer: CGRect(x: 0, y: 0, width: 10, height: 10))
        lateReplicator.instanceCount = 2
        lateReplicator.instanceTransform = CATransform3DMakeTranslation(0, 30, 0)
        lateReplicator.instanceDelay = 0.25
        early.runUntilIdle()
        lateSquare.add(move, forKey: "move")
        early.advance(by: 0.1)
        let start = early.snapshot()
        XCTAssertEqual(start.inkColumnsOf(pureRed, ys: 30..<40), Array(0..<10))
    }
}

private extension PixelBuffer {
    /// The columns of `ys` holding a pixel exactly `color`.
    func inkColumnsOf(_ color: RGBA8, ys: Range<Int>) -> [Int] {
        (0..<width).filter { x in ys.contains { pixel(x: x, y: $0) == color } }
    }
}
