import Foundation
import UIKit
import XCTest

/// Layers with perspective (`m34`), drawn by projective mapping: corners where
/// the 4x4 puts them (worked out by hand below), nothing of what lies behind the
/// eye, and `isDoubleSided`.
final class PerspectivePixelTests: XCTestCase {
    private let red = RGBA8(r: 255, g: 0, b: 0)

    /// A red 100x100 layer centred at (150, 150) with `transform`.
    private func redSquare(_ transform: CATransform3D, in host: HeadlessHost, size: CGFloat = 100) -> CALayer {
        let layer = makeFreeLayer(in: host, frame: CGRect(x: 150 - size / 2, y: 150 - size / 2, width: size, height: size))
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.backgroundColor = UIColor.red.cgColor
        layer.transform = transform
        CATransaction.commit()
        return layer
    }

    private func perspective(_ distance: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1 / distance
        return t
    }

    /// The corners of a 100-point square turned 45° about y seen from 500 points,
    /// by hand: a point (x, y) about the centre goes to (x·cos45, y, -x·sin45), then
    /// w = 1 - z/500 = 1 + x·0.7071/500. Right edge (x = 50): w = 1.070711, so
    /// x' = 35.3553 / w = 33.020 and y' = ±50 / w = ±46.699. Left edge (x = -50):
    /// w = 0.929289, x' = -38.045, y' = ±53.805. Around (150, 150): the right edge
    /// at x = 183.02 from y = 103.30 to 196.70, the left at x = 111.95 from 96.20 to 203.80.
    private func assertTurnedSquare(_ image: PixelBuffer, file: StaticString = #filePath, line: UInt = #line) {
        // Inside, a pixel or more from every edge: red.
        for (x, y) in [(150, 150), (113, 98), (113, 202), (181, 105), (181, 195), (150, 102), (150, 198)] {
            XCTAssertEqual(image.pixel(x: x, y: y), red, "(\(x), \(y))", file: file, line: line)
        }
        // Outside, a pixel or more from every edge: white.
        for (x, y) in [(110, 150), (185, 150), (181, 101), (181, 199), (113, 94), (113, 205), (150, 98), (150, 202), (150, 90)] {
            XCTAssertEqual(image.pixel(x: x, y: y), pureWhite, "(\(x), \(y))", file: file, line: line)
        }
        // The columns with red: from the left edge's to the right edge's.
        let columns = (100..<200).filter { x in image.pixel(x: x, y: 150).g < 128 }
        XCTAssertEqual(columns.first, 112, file: file, line: line)
        XCTAssertEqual(columns.last, 182, file: file, line: line)
        // The near (left) edge is taller than the far one.
        let leftRows = (80..<220).filter { image.pixel(x: 113, y: $0).g < 128 }
        let rightRows = (80..<220).filter { image.pixel(x: 182, y: $0).g < 128 }
        XCTAssertGreaterThan(leftRows.count, rightRows.count + 8, file: file, line: line)
    }

    func testALayerTurnedAboutYWithPerspectiveHasItsCornersWhereTheMatrixPutsThem() {
        // Given a red square turned 45° about y, with m34 = -1/500 in its own transform
        let host = makeRenderingHost(width: 300, height: 300)
        _ = redSquare(CATransform3DRotate(perspective(500), .pi / 4, 0, 1, 0), in: host)

        // Then its outline is the hand-projected quadrilateral
        assertTurnedSquare(host.snapshot())
    }

    func testTheContentIsMappedAlongWithTheCorners() {
        // Given the turned square with four upright stripes 25 points wide: red, green, blue, black
        let host = makeRenderingHost(width: 300, height: 300)
        let square = redSquare(CATransform3DRotate(perspective(500), .pi / 4, 0, 1, 0), in: host)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (index, color) in [UIColor.green, .blue, .black].enumerated() {
            let stripe = CALayer()
            stripe.frame = CGRect(x: CGFloat(index + 1) * 25, y: 0, width: 25, height: 100)
            stripe.backgroundColor = color.cgColor
            square.addSublayer(stripe)
        }
        CATransaction.commit()

        // When drawn
        let image = host.snapshot()

        // Then the stripes' borders land where the matrix puts them: x = -25 about the centre
        // goes to -17.678 / (1 - 17.678/500) = -18.33, x = 0 to 0, x = 25 to 17.678 / 1.035355
        // = 17.07; so on the middle row red spans 112...131.67, green ...150, blue ...167.07, black ...183.02
        XCTAssertEqual(image.pixel(x: 114, y: 150), red)
        XCTAssertEqual(image.pixel(x: 129, y: 150), red)
        XCTAssertEqual(image.pixel(x: 134, y: 150), RGBA8(r: 0, g: 255, b: 0))
        XCTAssertEqual(image.pixel(x: 147, y: 150), RGBA8(r: 0, g: 255, b: 0))
        XCTAssertEqual(image.pixel(x: 152, y: 150), RGBA8(r: 0, g: 0, b: 255))
        XCTAssertEqual(image.pixel(x: 165, y: 150), RGBA8(r: 0, g: 0, b: 255))
        XCTAssertEqual(image.pixel(x: 169, y: 150), RGBA8(r: 0, g: 0, b: 0))
        XCTAssertEqual(image.pixel(x: 181, y: 150), RGBA8(r: 0, g: 0, b: 0))
        // And near the top edge the stripes keep their columns (a stripe border is a vertical line)
        XCTAssertEqual(image.pixel(x: 129, y: 100), red)
        XCTAssertEqual(image.pixel(x: 134, y: 102), RGBA8(r: 0, g: 255, b: 0))
        XCTAssertEqual(image.pixel(x: 169, y: 195), RGBA8(r: 0, g: 0, b: 0))
    }

    func testASublayerTransformGivesItsSublayersTheSamePerspective() {
        // Given a container (the window's size, centred) with m34 = -1/500 as its sublayer
        // transform, and a red square in it turned 45° about y without perspective of its own
        let host = makeRenderingHost(width: 300, height: 300)
        let container = makeFreeLayer(in: host, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        container.sublayerTransform = perspective(500)
        let square = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        square.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        square.backgroundColor = UIColor.red.cgColor
        square.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        container.addSublayer(square)
        CATransaction.commit()

        // Then it looks exactly as with the perspective in its own transform
        assertTurnedSquare(host.snapshot())
    }

    func testAViewsLayerTransformWithPerspectiveIsDrawnProjected() {
        // Given a red view whose layer is turned the same way
        let host = makeRenderingHost(width: 300, height: 300)
        let view = makeColoredView(CGRect(x: 100, y: 100, width: 100, height: 100), .red)
        host.window.addSubview(view)
        view.layer.transform = CATransform3DRotate(perspective(500), .pi / 4, 0, 1, 0)

        // Then it is the same quadrilateral
        assertTurnedSquare(host.snapshot())
        XCTAssertEqual(view.layer.transform, CATransform3DRotate(perspective(500), .pi / 4, 0, 1, 0))
        XCTAssertEqual(view.layer.transform.m34, -cos(.pi / 4) / 500, accuracy: 1e-12)
        XCTAssertEqual(view.transform, CATransform3DGetAffineTransform(view.layer.transform))
    }

    func testNothingBehindTheEyeIsDrawnMirrored() {
        // Given a square seen from 40 points turned 60° about y: its left edge (x = -50,
        // z = 43.3) is behind the eye (w = 1 - 43.3/40 < 0); only x > -46.19 is in front
        let host = makeRenderingHost(width: 1000, height: 300)
        _ = redSquare(CATransform3DRotate(perspective(40), .pi / 3, 0, 1, 0), in: host)

        // When drawn
        let image = host.snapshot()

        // Then the front part reaches off the left of the window and ends at the right edge
        // (x = 50: w = 2.0825, x' = 25 / w = 12.0, so at 162), and the part behind the eye,
        // which a plain projection would put around (600, 150), is not drawn
        XCTAssertEqual(image.pixel(x: 2, y: 150), red)
        XCTAssertEqual(image.pixel(x: 160, y: 150), red)
        XCTAssertEqual(image.pixel(x: 164, y: 150), pureWhite)
        XCTAssertEqual(image.pixelsDiffering(from: pureWhite, xs: 170..<1000, ys: 0..<300), [])
    }

    func testABackFacingLayerIsHiddenUnlessItIsDoubleSided() {
        // Given two squares turned 180° about y, one not double-sided
        let host = makeRenderingHost(width: 300, height: 300)
        let back = redSquare(CATransform3DMakeRotation(.pi, 0, 1, 0), in: host, size: 60)
        XCTAssertEqual(host.snapshot().pixel(x: 150, y: 150), red)

        // When it is made single-sided, and then turned 135° with perspective
        back.isDoubleSided = false
        let hidden = host.snapshot()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        back.transform = CATransform3DRotate(perspective(500), .pi * 3 / 4, 0, 1, 0)
        CATransaction.commit()
        let turned = host.snapshot()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        back.transform = CATransform3DRotate(perspective(500), .pi / 4, 0, 1, 0)
        CATransaction.commit()
        let front = host.snapshot()

        // Then it shows only while its front faces the viewer
        XCTAssertEqual(hidden.pixelsDiffering(from: pureWhite, xs: 0..<300, ys: 0..<300), [])
        XCTAssertEqual(turned.pixelsDiffering(from: pureWhite, xs: 0..<300, ys: 0..<300), [])
        XCTAssertEqual(front.pixel(x: 150, y: 150), red)
    }

    func testARotationAboutYAnimatesThroughItsKeyPath() {
        // Given a square with perspective whose transform.rotation.y animates 0 → π/2 linearly over 1 s
        let host = makeRenderingHost(width: 300, height: 300)
        let layer = redSquare(perspective(500), in: host)
        host.runUntilIdle()
        let animation = CABasicAnimation(keyPath: "transform.rotation.y")
        animation.fromValue = 0
        animation.toValue = CGFloat.pi / 2
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(animation, forKey: "turn")

        // When half of it has run
        host.advance(by: 0.5)

        // Then the square is turned 45° (the same outline as above), and the model is unchanged
        assertTurnedSquare(host.snapshot())
        XCTAssertEqual(layer.transform, perspective(500))
        XCTAssertEqual(layer.presentation()?.value(forKeyPath: "transform.rotation.y") as? CGFloat ?? -1, .pi / 4, accuracy: 0.02)
    }
}
