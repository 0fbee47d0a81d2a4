import UIKit
import XCTest

/// Fractional scales (1.25, 1.5: desktop scaling) are drawn sharp: view edges and
/// borders land on whole device pixels instead of blending into half-covered rows.
final class FractionalScaleTests: XCTestCase {
    /// A white window with a red square at (11, 7, 33, 21) points and a 1-point black
    /// border on a blue one at (5, 40, 50, 20).
    private func render(scale: CGFloat) -> PixelBuffer {
        let host = HeadlessHost(size: CGSize(width: 80, height: 70), scale: scale)
        host.window.backgroundColor = .white
        let red = UIView(frame: CGRect(x: 11, y: 7, width: 33, height: 21))
        red.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        host.window.addSubview(red)
        let bordered = UIView(frame: CGRect(x: 5, y: 40, width: 50, height: 20))
        bordered.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        bordered.layer.borderWidth = 1
        bordered.layer.borderColor = UIColor.black.cgColor
        host.window.addSubview(bordered)
        host.runUntilIdle()
        return host.snapshot()
    }

    func testEveryPixelIsOneOfTheFourColoursAtFractionalScales() {
        let colours: Set<RGBA8> = [.white, .black, RGBA8(r: 255, g: 0, b: 0), RGBA8(r: 0, g: 0, b: 255)]
        for scale: CGFloat in [1.25, 1.5, 1.75] {
            // When the scene is drawn at a fractional scale
            let image = render(scale: scale)

            // Then no pixel is a blend: every edge is on a whole device pixel
            var blends = 0
            for y in 0..<image.height {
                for x in 0..<image.width where !colours.contains(image.pixel(x: x, y: y)) { blends += 1 }
            }
            XCTAssertEqual(blends, 0, "scale \(scale): \(blends) blended pixels")
        }
    }

    func testEdgesAreTheRoundedDevicePositionsAndBordersWholePixels() {
        // Given the red square at x 11...44, y 7...28 points, drawn at 1.5x
        let image = render(scale: 1.5)
        let red = RGBA8(r: 255, g: 0, b: 0)

        // Then it covers device pixels 17 (16.5 rounded) ..< 66 and 11 (10.5) ..< 42
        XCTAssertEqual(image.pixel(x: 16, y: 20), .white)
        XCTAssertEqual(image.pixel(x: 17, y: 20), red)
        XCTAssertEqual(image.pixel(x: 65, y: 20), red)
        XCTAssertEqual(image.pixel(x: 66, y: 20), .white)
        XCTAssertEqual(image.pixel(x: 30, y: 10), .white)
        XCTAssertEqual(image.pixel(x: 30, y: 11), red)
        XCTAssertEqual(image.pixel(x: 30, y: 41), red)
        XCTAssertEqual(image.pixel(x: 30, y: 42), .white)
        // And the 1-point border is 2 whole pixels (1.5 rounded) inside the blue view's
        // edge, at x 7.5 → 8 (device 8 and 9 black, 10 blue)
        XCTAssertEqual(image.pixel(x: 7, y: 75), .white)
        XCTAssertEqual(image.pixel(x: 8, y: 75), .black)
        XCTAssertEqual(image.pixel(x: 9, y: 75), .black)
        XCTAssertEqual(image.pixel(x: 10, y: 75), RGBA8(r: 0, g: 0, b: 255))
    }

    func testWholeScalesAreDrawnAsBefore() {
        // At 2x the geometry is already on pixels: the same scene is exactly what it was,
        // the 1-point border 2 pixels wide and the edges at twice the points.
        let image = render(scale: 2)
        XCTAssertEqual(image.pixel(x: 21, y: 20), .white)
        XCTAssertEqual(image.pixel(x: 22, y: 20), RGBA8(r: 255, g: 0, b: 0))
        XCTAssertEqual(image.pixel(x: 87, y: 20), RGBA8(r: 255, g: 0, b: 0))
        XCTAssertEqual(image.pixel(x: 88, y: 20), .white)
        XCTAssertEqual(image.pixel(x: 10, y: 100), .black)
        XCTAssertEqual(image.pixel(x: 11, y: 100), .black)
        XCTAssertEqual(image.pixel(x: 12, y: 100), RGBA8(r: 0, g: 0, b: 255))
    }

    func testAWindowMovedToAnotherScaleTellsItsViewsTheNewDisplayScale() {
        // Given a view in a 1x window
        let host = HeadlessHost(size: CGSize(width: 80, height: 70), scale: 1)
        let view = TraitRecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        host.runUntilIdle()
        view.previousScales = []

        // When the host says the window is now on a 1.5x monitor
        host.window.screenScaleDidChange(to: 1.5)
        host.runUntilIdle()

        // Then the views see displayScale 1.5, and heard that it changed from 1
        XCTAssertEqual(host.window.screen.scale, 1.5)
        XCTAssertEqual(view.traitCollection.displayScale, 1.5)
        XCTAssertEqual(view.previousScales, [1])
    }
}

/// Records the display scale of each `traitCollectionDidChange`.
private final class TraitRecordingView: UIView {
    var previousScales: [CGFloat] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if let previous = previousTraitCollection, previous.displayScale != traitCollection.displayScale {
            previousScales.append(previous.displayScale)
        }
    }
}
