import Foundation
import UIKit
import XCTest

/// Frames that repaint only their damage stay, frame after frame, byte for byte a
/// full render while a card turns in perspective, a cube turns in a transform layer
/// and a replicator's bars fade with their instance delays, and none of those
/// frames repaints the whole window.
final class ProjectedDamageRenderingTests: XCTestCase {
    private let size = CGSize(width: 320, height: 240)

    /// Runs `frames` 60 Hz frames of `host`, each repainted incrementally, and returns the
    /// frames whose picture differs from a full render and the area each frame repainted.
    private func runIncrementally(_ host: HeadlessHost, frames: Int) -> (mismatches: [Int], areas: [Int]) {
        let frame = IncrementalFrame(renderer: host.renderer)
        let reference = CairoViewRenderer(text: host.renderer.text)
        var repainted = DamageRegion()
        host.onFrame = { _ in
            repainted = frame.render(host.window, scale: 1, pixelWidth: Int(self.size.width), pixelHeight: Int(self.size.height))
            host.window.didDisplay()
        }
        host.advance(by: 1.0 / 60)
        var mismatches: [Int] = [], areas: [Int] = []
        for index in 1...frames {
            host.advance(by: 1.0 / 60)
            areas.append(repainted.area)
            if frame.image?.pixelBuffer() != reference.snapshot(host.window, scale: 1) { mismatches.append(index) }
        }
        host.onFrame = nil
        return (mismatches, areas)
    }

    private func withoutActions(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    func testATurningCardInPerspectiveRepaintsItsProjectedBoxesAndMatchesAFullRender() {
        // Given a striped 100-point card turning about y in perspective, a quarter turn a second
        let host = makeRenderingHost(width: size.width, height: size.height)
        let card = CALayer()
        withoutActions {
            card.frame = CGRect(x: 110, y: 70, width: 100, height: 100)
            card.backgroundColor = UIColor.red.cgColor
            let stripe = CALayer()
            stripe.frame = CGRect(x: 40, y: 0, width: 20, height: 100)
            stripe.backgroundColor = UIColor.blue.cgColor
            card.addSublayer(stripe)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 400
            card.transform = perspective
            host.window.layer.addSublayer(card)
        }
        host.runUntilIdle()
        let turn = CABasicAnimation(keyPath: "transform.rotation.y")
        turn.fromValue = 0
        turn.toValue = CGFloat.pi / 2
        turn.duration = 1
        card.add(turn, forKey: "turn")

        // When 20 frames are repainted where they changed
        let run = runIncrementally(host, frames: 20)

        // Then every picture is a full render's, and each frame repaints at most the card's
        // reach (its 100-point square grows to at most 100 × 134 on screen, plus the rounding)
        XCTAssertEqual(run.mismatches, [])
        XCTAssertTrue(run.areas.allSatisfy { $0 > 0 && $0 <= 104 * 140 }, "\(run.areas)")
    }

    func testALayerDrawnInPerspectiveKeepsItsDrawingWhileOnlyOtherPixelsRepaint() {
        // Given a card with draw(in:) content turned 30° in perspective, and a small square beside it
        let host = makeRenderingHost(width: size.width, height: size.height)
        let card = CountingLayer()
        let square = CALayer()
        withoutActions {
            card.frame = CGRect(x: 110, y: 70, width: 100, height: 100)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 400
            card.transform = CATransform3DRotate(perspective, .pi / 6, 0, 1, 0)
            host.window.layer.addSublayer(card)
            card.setNeedsDisplay()
            square.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            square.backgroundColor = UIColor.red.cgColor
            host.window.layer.addSublayer(square)
        }
        host.runUntilIdle()
        let frame = IncrementalFrame(renderer: host.renderer)
        var areas: [Int] = []
        host.onFrame = { _ in
            areas.append(frame.render(host.window, scale: 1, pixelWidth: Int(self.size.width), pixelHeight: Int(self.size.height)).area)
            host.window.didDisplay()
        }
        host.advance(by: 1.0 / 60)

        // When the square changes colour for three frames (repainting only its 22x22 box),
        // then moves over the card (repainting part of it)
        for color in [UIColor.blue, .green, .blue] {
            withoutActions { square.backgroundColor = color.cgColor }
            host.advance(by: 1.0 / 60)
        }
        withoutActions { square.frame.origin = CGPoint(x: 150, y: 110) }
        host.advance(by: 1.0 / 60)
        host.onFrame = nil

        // Then the card's drawing was made once: its bitmap stayed cached while it was on screen
        XCTAssertEqual(areas.dropFirst().prefix(3), [22 * 22, 22 * 22, 22 * 22])
        XCTAssertEqual(card.draws, 1)
    }

    func testATurningCubeMatchesAFullRenderEveryFrame() {
        // Given a cube of six coloured faces in a transform layer, turning about y and x
        let host = makeRenderingHost(width: size.width, height: size.height)
        let container = makeFreeLayer(in: host, frame: CGRect(x: 60, y: 20, width: 200, height: 200))
        let cube = CATransformLayer()
        withoutActions {
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 500
            container.sublayerTransform = perspective
            cube.frame = container.bounds
            let turns: [(CGFloat, CGFloat, CGFloat, CGFloat)] = [(0, 0, 1, 0), (.pi, 0, 1, 0), (.pi / 2, 0, 1, 0),
                                                                  (-.pi / 2, 0, 1, 0), (.pi / 2, 1, 0, 0), (-.pi / 2, 1, 0, 0)]
            let colors: [UIColor] = [.red, .blue, .green, .yellow, .magenta, .cyan]
            for (turn, color) in zip(turns, colors) {
                let face = CALayer()
                face.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
                face.backgroundColor = color.cgColor
                face.isDoubleSided = false
                face.transform = CATransform3DTranslate(CATransform3DMakeRotation(turn.0, turn.1, turn.2, turn.3), 0, 0, 50)
                cube.addSublayer(face)
            }
            cube.transform = CATransform3DMakeRotation(-.pi / 8, 1, 0, 0)
            container.addSublayer(cube)
        }
        host.runUntilIdle()
        let spin = CABasicAnimation(keyPath: "transform.rotation.y")
        spin.fromValue = 0
        spin.toValue = CGFloat.pi
        spin.duration = 1
        cube.add(spin, forKey: "spin")

        // When 20 frames are repainted where they changed
        let run = runIncrementally(host, frames: 20)

        // Then every picture is a full render's, and no frame repaints the whole window
        XCTAssertEqual(run.mismatches, [])
        XCTAssertTrue(run.areas.allSatisfy { $0 > 0 && $0 < Int(size.width * size.height) }, "\(run.areas)")
    }

    func testFadingReplicatedBarsMatchAFullRenderAndRepaintOnlyTheirRow() {
        // Given five 10x20 bars 20 points apart, fading 1 → 0.2 over a second, a fifth of a second apart
        let host = makeRenderingHost(width: size.width, height: size.height)
        let replicator = CAReplicatorLayer()
        let bar = CALayer()
        withoutActions {
            replicator.frame = CGRect(x: 100, y: 100, width: 100, height: 20)
            bar.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
            bar.backgroundColor = UIColor.red.cgColor
            replicator.addSublayer(bar)
            replicator.instanceCount = 5
            replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
            replicator.instanceDelay = 0.2
            host.window.layer.addSublayer(replicator)
        }
        host.runUntilIdle()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.2
        fade.duration = 1
        fade.repeatCount = .greatestFiniteMagnitude
        bar.add(fade, forKey: "fade")

        // When 20 frames are repainted where they changed
        let run = runIncrementally(host, frames: 20)

        // Then every picture is a full render's, and each frame repaints the bars' row: the bar
        // with its 2-point margin, (-2, -2, 14, 24), over the five instances is (-2, -2, 94, 24);
        // at (100, 100) grown by one pixel, 96 × 26
        XCTAssertEqual(run.mismatches, [])
        XCTAssertEqual(Set(run.areas), [96 * 26])
    }
}

/// A layer with `draw(in:)` content that counts its drawings.
private final class CountingLayer: CALayer {
    var draws = 0

    override func draw(in ctx: CGContext) {
        draws += 1
        ctx.setFillColor(UIColor.orange.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height))
    }
}
