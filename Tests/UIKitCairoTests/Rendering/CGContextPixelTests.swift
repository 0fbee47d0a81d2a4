import CCairo
import Foundation
import UIKit
import XCTest

/// Paths, rules, clips, transforms, alpha and blend modes drawn through
/// `CGContext` in `draw(_:)` match the same scene drawn with Cairo directly.
final class CGContextPixelTests: XCTestCase {
    func testLinesCurvesAndQuadsFilledAndStrokedMatchCairo() {
        // Given a shape of a line, a cubic and a quadratic curve, filled blue and stroked red with round joins and a dash
        let p0 = CGPoint(x: 10, y: 40), control = CGPoint(x: 40, y: 5), p1 = CGPoint(x: 70, y: 40)
        let image = renderWithCGContext(width: 90, height: 80, scale: 2) { context in
            context.move(to: CGPoint(x: 10, y: 70))
            context.addLine(to: p0)
            context.addQuadCurve(to: p1, control: control)
            context.addCurve(to: CGPoint(x: 40, y: 75), control1: CGPoint(x: 85, y: 60), control2: CGPoint(x: 60, y: 80))
            context.closePath()
            context.setFillColor(UIColor.blue.cgColor)
            context.setStrokeColor(UIColor.red.cgColor)
            context.setLineWidth(3)
            context.setLineJoin(.round)
            context.setLineCap(.round)
            context.setLineDash(phase: 2, lengths: [6, 4])
            context.drawPath(using: .fillStroke)
        }

        // Then it matches Cairo (the quadratic raised to a cubic at 2/3 of the control legs)
        let c1 = CGPoint(x: p0.x + 2 / 3 * (control.x - p0.x), y: p0.y + 2 / 3 * (control.y - p0.y))
        let c2 = CGPoint(x: p1.x + 2 / 3 * (control.x - p1.x), y: p1.y + 2 / 3 * (control.y - p1.y))
        let reference = cairoReference(width: 90, height: 80, scale: 2) { cr in
            cairo_move_to(cr, 10, 70)
            cairo_line_to(cr, 10, 40)
            cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), 70, 40)
            cairo_curve_to(cr, 85, 60, 60, 80, 40, 75)
            cairo_close_path(cr)
            cairo_set_source_rgba(cr, 0, 0, 1, 1)
            cairo_fill_preserve(cr)
            cairo_set_source_rgba(cr, 1, 0, 0, 1)
            cairo_set_line_width(cr, 3)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_set_dash(cr, [6, 4], 2, 2)
            cairo_stroke(cr)
        }
        assertSamePixels(image, reference)
    }

    func testEvenOddLeavesAHoleAndWindingDoesNot() {
        // Given two nested squares filled by each rule side by side
        let image = renderWithCGContext(width: 100, height: 50) { context in
            context.setFillColor(UIColor.green.cgColor)
            for (x, rule) in [(0, CGPathFillRule.winding), (50, .evenOdd)] {
                context.addRect(CGRect(x: CGFloat(x) + 5, y: 5, width: 40, height: 40))
                context.addRect(CGRect(x: CGFloat(x) + 15, y: 15, width: 20, height: 20))
                context.fillPath(using: rule)
            }
        }

        // Then the left middle is green and the right middle white, exactly as Cairo's rules
        XCTAssertEqual(image.pixel(x: 25, y: 25), pureGreen)
        XCTAssertEqual(image.pixel(x: 75, y: 25), pureWhite)
        XCTAssertEqual(image.pixel(x: 57, y: 25), pureGreen)
        let reference = cairoReference(width: 100, height: 50) { cr in
            cairo_set_source_rgba(cr, 0, 1, 0, 1)
            for (x, rule) in [(0.0, CAIRO_FILL_RULE_WINDING), (50.0, CAIRO_FILL_RULE_EVEN_ODD)] {
                cairo_rectangle(cr, x + 5, 5, 40, 40)
                cairo_rectangle(cr, x + 15, 15, 20, 20)
                cairo_set_fill_rule(cr, rule)
                cairo_fill(cr)
            }
        }
        assertSamePixels(image, reference)
    }

    func testClipsTransformsAlphaAndBlendModesMatchCairo() {
        // Given a clip to an ellipse, a rotation and scale, a half-transparent multiply fill over orange
        let oval = CGRect(x: 10, y: 10, width: 60, height: 40)
        let image = renderWithCGContext(width: 80, height: 60, scale: 2) { context in
            context.setFillColor(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 80, height: 30))
            context.saveGState()
            context.addEllipse(in: oval)
            context.clip()
            context.translateBy(x: 40, y: 30)
            context.rotate(by: 0.4)
            context.scaleBy(x: 1.5, y: 0.75)
            context.setAlpha(0.5)
            context.setBlendMode(.multiply)
            context.setFillColor(red: 0.2, green: 0.4, blue: 1, alpha: 1)
            context.fill(CGRect(x: -20, y: -20, width: 40, height: 40))
            context.restoreGState()
            context.setFillColor(UIColor.black.cgColor)
            context.fill(CGRect(x: 0, y: 55, width: 80, height: 5))      // the clip was restored
        }

        // Then Cairo with the same clip, matrix, operator and source alpha draws the same pixels
        let reference = cairoReference(width: 80, height: 60, scale: 2) { cr in
            cairo_set_source_rgba(cr, 1, 0.5, 0, 1)
            cairo_rectangle(cr, 0, 0, 80, 30)
            cairo_fill(cr)
            cairo_save(cr)
            cairoAddPath(cr, GraphicsPath(ovalIn: oval))
            cairo_clip(cr)
            cairo_translate(cr, 40, 30)
            cairo_rotate(cr, 0.4)
            cairo_scale(cr, 1.5, 0.75)
            cairo_set_operator(cr, CAIRO_OPERATOR_MULTIPLY)
            cairo_set_source_rgba(cr, 0.2, 0.4, 1, 0.5)
            cairo_rectangle(cr, -20, -20, 40, 40)
            cairo_fill(cr)
            cairo_restore(cr)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_rectangle(cr, 0, 55, 80, 5)
            cairo_fill(cr)
        }
        assertSamePixels(image, reference)
        XCTAssertEqual(image.pixel(x: 1, y: 1), RGBA8(r: 255, g: 128, b: 0))     // outside the clip: untouched
    }

    func testStrokedRectsEllipsesAndLineSegmentsMatchCairo() {
        let image = renderWithCGContext(width: 60, height: 60) { context in
            context.setStrokeColor(gray: 0.2, alpha: 1)
            context.setLineWidth(2)
            context.stroke(CGRect(x: 5, y: 5, width: 20, height: 20))
            context.strokeEllipse(in: CGRect(x: 30, y: 5, width: 25, height: 20))
            context.setLineCap(.square)
            context.strokeLineSegments(between: [CGPoint(x: 5, y: 40), CGPoint(x: 50, y: 40), CGPoint(x: 5, y: 50), CGPoint(x: 50, y: 55)])
            context.fillEllipse(in: CGRect(x: 52, y: 45, width: 6, height: 6))
        }
        let reference = cairoReference(width: 60, height: 60) { cr in
            cairo_set_source_rgba(cr, 0.2, 0.2, 0.2, 1)
            cairo_set_line_width(cr, 2)
            cairo_rectangle(cr, 5, 5, 20, 20)
            cairo_stroke(cr)
            cairoAddPath(cr, GraphicsPath(ovalIn: CGRect(x: 30, y: 5, width: 25, height: 20)))
            cairo_stroke(cr)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
            cairo_move_to(cr, 5, 40); cairo_line_to(cr, 50, 40)
            cairo_move_to(cr, 5, 50); cairo_line_to(cr, 50, 55)
            cairo_stroke(cr)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairoAddPath(cr, GraphicsPath(ovalIn: CGRect(x: 52, y: 45, width: 6, height: 6)))
            cairo_fill(cr)
        }
        assertSamePixels(image, reference)
    }

    func testABadTransformOrDashDoesNotStopTheRestOfTheFrame() {
        // Given a draw(_:) that scales to zero and sets an all-zero dash
        let image = renderWithCGContext(width: 20, height: 20) { context in
            context.saveGState()
            context.scaleBy(x: 0, y: 0)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.restoreGState()
            context.setLineDash(phase: 0, lengths: [0, 0])
            context.setStrokeColor(UIColor.blue.cgColor)
            context.stroke(CGRect(x: 2.5, y: 2.5, width: 15, height: 15))
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        }

        // Then what follows still draws (the dash is ignored: a solid line)
        XCTAssertEqual(image.pixel(x: 10, y: 10), pureRed)
        XCTAssertEqual(image.pixel(x: 2, y: 10), pureBlue)
    }
}

/// `UIBezierPath.fill()` / `stroke()` draw with the colours set by `UIColor.setFill()` /
/// `setStroke()` and the path's own line attributes, leaving the context as it was.
final class UIBezierPathPixelTests: XCTestCase {
    func testFillAndStrokeUseThePathsAttributesAndTheCurrentColours() {
        // Given a rounded rectangle with a thick dashed round-capped stroke and an even-odd ring
        let image = renderWithCGContext(width: 80, height: 60, scale: 2) { context in
            let card = UIBezierPath(roundedRect: CGRect(x: 10, y: 10, width: 40, height: 30), cornerRadius: 8)
            card.lineWidth = 4
            card.lineCapStyle = .round
            var dashes: [CGFloat] = [10, 5]
            card.setLineDash(&dashes, count: 2, phase: 0)
            UIColor.systemBlue.setFill()
            UIColor.red.setStroke()
            card.fill()
            card.stroke()
            let ring = UIBezierPath(ovalIn: CGRect(x: 55, y: 20, width: 20, height: 20))
            ring.append(UIBezierPath(ovalIn: CGRect(x: 60, y: 25, width: 10, height: 10)))
            ring.usesEvenOddFillRule = true
            ring.fill()
            // the context's own line width was not changed by the path
            context.stroke(CGRect(x: 2.5, y: 52.5, width: 5, height: 5))
        }

        // Then Cairo draws the same
        let reference = cairoReference(width: 80, height: 60, scale: 2) { cr in
            let card = GraphicsPath(roundedRect: CGRect(x: 10, y: 10, width: 40, height: 30), cornerRadius: 8)
            cairoAddPath(cr, card)
            cairo_set_source_rgba(cr, 0, 122.0 / 255, 1, 1)
            cairo_fill(cr)
            cairoAddPath(cr, card)
            cairo_set_source_rgba(cr, 1, 0, 0, 1)
            cairo_set_line_width(cr, 4)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_set_dash(cr, [10, 5], 2, 0)
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
            var ring = GraphicsPath(ovalIn: CGRect(x: 55, y: 20, width: 20, height: 20))
            ring.append(GraphicsPath(ovalIn: CGRect(x: 60, y: 25, width: 10, height: 10)))
            cairoAddPath(cr, ring)
            cairo_set_source_rgba(cr, 0, 122.0 / 255, 1, 1)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_fill(cr)
            cairo_set_source_rgba(cr, 1, 0, 0, 1)
            cairo_set_line_width(cr, 1)
            cairo_rectangle(cr, 2.5, 52.5, 5, 5)
            cairo_stroke(cr)
        }
        assertSamePixels(image, reference)
        XCTAssertEqual(image.pixel(x: 130, y: 60), pureWhite)      // the ring's hole
    }
}
