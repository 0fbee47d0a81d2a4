import CCairo
import Foundation
import UIKit
import XCTest

/// Free layers, shape and gradient layers, masks and contents, drawn headlessly.
final class LayerPixelTests: XCTestCase {
    private func host(_ width: CGFloat = 100, _ height: CGFloat = 100, scale: CGFloat = 1) -> HeadlessHost {
        makeRenderingHost(width: width, height: height, scale: scale)
    }

    func testAFreeSublayerDrawsBetweenTheSubviewsItWasInsertedAmong() {
        // Given a view with a red subview, a blue free layer inserted below it, and a green one added on top
        let host = host()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let red = makeColoredView(CGRect(x: 20, y: 20, width: 40, height: 40), .red)
        view.addSubview(red)
        let blue = CALayer()
        blue.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
        blue.backgroundColor = UIColor.blue.cgColor
        view.layer.insertSublayer(blue, below: red.layer)
        let green = CALayer()
        green.frame = CGRect(x: 50, y: 50, width: 30, height: 30)
        green.backgroundColor = UIColor.green.cgColor
        view.layer.addSublayer(green)
        host.window.addSubview(view)

        // When drawn
        let image = host.snapshot()

        // Then blue is under red, green over red, each exactly on its pixels
        XCTAssertEqual(image.pixelsDiffering(from: pureBlue, xs: 10..<20, ys: 10..<40), [])
        XCTAssertEqual(image.pixelsDiffering(from: pureRed, xs: 20..<40, ys: 20..<40), [])
        XCTAssertEqual(image.pixelsDiffering(from: pureGreen, xs: 50..<80, ys: 50..<80), [])
        XCTAssertEqual(image.pixel(x: 55, y: 45), pureRed)
        XCTAssertEqual(image.pixel(x: 85, y: 85), pureWhite)
    }

    func testALayerWithAnchorTransformOpacityBorderAndHiddenChild() {
        let host = host()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.anchorPoint = .zero
        layer.position = CGPoint(x: 10, y: 10)
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        layer.backgroundColor = UIColor.blue.cgColor
        layer.borderWidth = 2
        layer.borderColor = UIColor.red.cgColor
        layer.opacity = 0.5
        let hidden = CALayer()
        hidden.frame = layer.bounds
        hidden.backgroundColor = UIColor.green.cgColor
        hidden.isHidden = true
        layer.addSublayer(hidden)
        host.window.layer.addSublayer(layer)

        let image = host.snapshot()

        // The layer covers (10,10)...(90,50): half-transparent blue inside a 4-pixel red border
        XCTAssertEqual(image.pixel(x: 50, y: 30), RGBA8(r: 127, g: 127, b: 255))
        XCTAssertEqual(image.pixel(x: 11, y: 30), RGBA8(r: 255, g: 127, b: 127))
        XCTAssertEqual(image.pixel(x: 14, y: 30), RGBA8(r: 127, g: 127, b: 255))
        XCTAssertEqual(image.pixel(x: 9, y: 30), pureWhite)
        XCTAssertEqual(image.pixel(x: 50, y: 51), pureWhite)
    }

    func testAShapeLayerFillsAndStrokesItsPathAsCairoDoes() {
        // Given a shape layer with a triangle, filled yellow, stroked blue 3 points round-joined
        let host = host(80, 80, scale: 2)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 5, y: 55), CGPoint(x: 30, y: 5), CGPoint(x: 55, y: 55)])
        path.closeSubpath()
        shape.path = path
        shape.fillColor = UIColor(red: 1, green: 1, blue: 0, alpha: 1).cgColor
        shape.strokeColor = UIColor.blue.cgColor
        shape.lineWidth = 3
        shape.lineJoin = .round
        host.window.layer.addSublayer(shape)

        // Then it matches the same path in Cairo
        let reference = cairoReference(width: 80, height: 80, scale: 2) { cr in
            cairo_translate(cr, 10, 10)
            cairo_move_to(cr, 5, 55); cairo_line_to(cr, 30, 5); cairo_line_to(cr, 55, 55); cairo_close_path(cr)
            cairo_set_source_rgba(cr, 1, 1, 0, 1)
            cairo_fill_preserve(cr)
            cairo_set_source_rgba(cr, 0, 0, 1, 1)
            cairo_set_line_width(cr, 3)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(cr)
        }
        assertSamePixels(host.snapshot(), reference)
    }

    func testStrokeEndDrawsOnlyThatFractionOfTheLength() {
        // Given a 100-point horizontal line stroked 10 wide, strokeStart 0.2, strokeEnd 0.7
        let host = host(120, 40)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 10, y: 10, width: 100, height: 20)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 10))
        path.addLine(to: CGPoint(x: 100, y: 10))
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = UIColor.red.cgColor
        shape.lineWidth = 10
        shape.strokeStart = 0.2
        shape.strokeEnd = 0.7
        host.window.layer.addSublayer(shape)

        let image = host.snapshot()

        // Then red runs from x = 30 to 80 only
        XCTAssertEqual(image.pixelsDiffering(from: pureRed, xs: 30..<80, ys: 15..<25), [])
        XCTAssertEqual(image.pixel(x: 29, y: 20), pureWhite)
        XCTAssertEqual(image.pixel(x: 80, y: 20), pureWhite)
    }

    func testAGradientLayerFillsItsBoundsAsCairosLinearPattern() {
        let host = host(100, 60, scale: 2)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor, UIColor.green.cgColor]
        gradient.locations = [0, 0.25, 1]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        host.window.layer.addSublayer(gradient)

        let reference = cairoReference(width: 100, height: 60, scale: 2) { cr in
            cairo_rectangle(cr, 10, 10, 80, 40)
            cairo_clip(cr)
            let pattern = cairo_pattern_create_linear(10, 30, 90, 30)
            cairo_pattern_add_color_stop_rgba(pattern, 0, 1, 0, 0, 1)
            cairo_pattern_add_color_stop_rgba(pattern, 0.25, 0, 0, 1, 1)
            cairo_pattern_add_color_stop_rgba(pattern, 1, 0, 1, 0, 1)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_pattern_destroy(pattern)
        }
        assertSamePixels(host.snapshot(), reference)
    }

    func testAMaskKeepsOnlyWhatItsAlphaCovers() {
        // Given a red view masked by a shape layer holding a circle (the PanModal way to round some corners)
        let host = host()
        let view = makeColoredView(CGRect(x: 0, y: 0, width: 100, height: 100), .red)
        let mask = CAShapeLayer()
        mask.path = CGPath(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil)
        view.layer.mask = mask
        host.window.addSubview(view)

        let image = host.snapshot()

        // Then the circle's inside is red, its outside shows the white window, and the edge blends
        XCTAssertEqual(image.pixel(x: 50, y: 50), pureRed)
        XCTAssertEqual(image.pixel(x: 25, y: 25), pureWhite)
        XCTAssertEqual(image.pixel(x: 5, y: 50), pureWhite)
        let edge = image.pixel(x: 20, y: 50)
        XCTAssertEqual(edge.r, 255)
        XCTAssertTrue((1...254).contains(edge.g), "\(edge)")
        // and a half-transparent mask lets half through
        mask.fillColor = UIColor(white: 0, alpha: 0.5).cgColor
        XCTAssertEqual(host.snapshot().pixel(x: 50, y: 50), RGBA8(r: 255, g: 127, b: 127))
    }

    func testContentsImagesFollowTheirGravity() {
        // Given a 2x2 image in a 40x40 layer, resized, then centred at contentsScale 1
        let image = CGImage(width: 2, height: 2, premultipliedARGB: [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF],
                            shouldInterpolate: false)!
        let host = host(60, 60)
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        layer.contents = image
        layer.magnificationFilter = .nearest
        host.window.layer.addSublayer(layer)
        var pixels = host.snapshot()
        XCTAssertEqual(pixels.pixel(x: 15, y: 15), pureRed)
        XCTAssertEqual(pixels.pixel(x: 45, y: 15), pureGreen)
        XCTAssertEqual(pixels.pixel(x: 15, y: 45), pureBlue)

        layer.contentsGravity = .center
        pixels = host.snapshot()
        XCTAssertEqual(pixels.pixel(x: 29, y: 29), pureRed)
        XCTAssertEqual(pixels.pixel(x: 30, y: 30), pureWhite)     // the image's white pixel
        XCTAssertEqual(pixels.pixel(x: 30, y: 29), pureGreen)
        XCTAssertEqual(pixels.pixel(x: 20, y: 20), pureWhite)    // outside the 2x2 image
    }

    func testDrawInContextRunsOncePerDisplayAndIsKept() {
        // Given a layer that draws a blue square and counts its draws
        final class CountingLayer: CALayer {
            var draws = 0
            override func draw(in ctx: CGContext) {
                draws += 1
                ctx.setFillColor(UIColor.blue.cgColor)
                ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        }
        let host = host(40, 40)
        let layer = CountingLayer()
        layer.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
        host.window.layer.addSublayer(layer)

        // When nothing asks for display, nothing is drawn
        XCTAssertEqual(host.snapshot().pixel(x: 8, y: 8), pureWhite)
        XCTAssertEqual(layer.draws, 0)

        // When display is asked for and three frames are drawn, moving the layer in between
        layer.setNeedsDisplay()
        XCTAssertTrue(layer.needsDisplay)
        _ = host.snapshot()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 25, y: 25)
        _ = host.snapshot()
        let image = host.snapshot()

        // Then draw(in:) ran once and its bitmap moved with the layer
        XCTAssertEqual(layer.draws, 1)
        XCTAssertFalse(layer.needsDisplay)
        XCTAssertEqual(image.pixelsDiffering(from: pureBlue, xs: 15..<25, ys: 15..<25), [])
        XCTAssertEqual(image.pixel(x: 8, y: 8), pureWhite)
    }

    func testZPositionOrdersSiblings() {
        let host = host(40, 40)
        let low = CALayer(), high = CALayer()
        for (layer, color) in [(high, UIColor.red), (low, UIColor.blue)] {
            layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            layer.backgroundColor = color.cgColor
        }
        high.zPosition = 1
        host.window.layer.addSublayer(high)
        host.window.layer.addSublayer(low)
        XCTAssertEqual(host.snapshot().pixel(x: 20, y: 20), pureRed)
    }

    func testARasterizedViewRedrawsWhenAShapeLayerInsideChanges() {
        // Given a rasterized card holding a shape layer stroked to its middle
        let host = host(120, 40)
        let card = makeColoredView(CGRect(x: 0, y: 0, width: 120, height: 40), .white)
        card.layer.shouldRasterize = true
        let shape = makeRedLine(width: 10)
        shape.strokeEnd = 0.5
        card.layer.addSublayer(shape)
        host.window.addSubview(card)
        XCTAssertEqual(host.snapshot().pixel(x: 80, y: 20), pureWhite)

        // When its stroke end moves without animation
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        shape.strokeEnd = 1
        CATransaction.commit()

        // Then the cached bitmap is redrawn
        XCTAssertEqual(host.snapshot().pixel(x: 80, y: 20), pureRed)
    }
}
