import CCairo
import Foundation
import UIKit
import XCTest

/// Gradients drawn through `CGContext` match Cairo's patterns for the same geometry.
final class CGGradientPixelTests: XCTestCase {
    private let colors = [UIColor.red.cgColor, UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).cgColor, UIColor.green.cgColor]
    private let locations: [CGFloat] = [0, 0.3, 1]

    private func referenceStops(_ pattern: OpaquePointer?) {
        cairo_pattern_add_color_stop_rgba(pattern, 0, 1, 0, 0, 1)
        cairo_pattern_add_color_stop_rgba(pattern, 0.3, 0, 0, 1, 0.5)
        cairo_pattern_add_color_stop_rgba(pattern, 1, 0, 1, 0, 1)
    }

    func testALinearGradientWithoutOptionsPaintsOnlyBetweenItsEnds() {
        // Given a gradient from (20, 0) to (60, 0), clipped to the top 30 points
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: locations)!
        let image = renderWithCGContext(width: 80, height: 40, scale: 2) { context in
            context.clip(to: CGRect(x: 0, y: 0, width: 80, height: 30))
            context.drawLinearGradient(gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 60, y: 10), options: [])
        }

        // Then Cairo's linear pattern with no extend gives the same pixels; outside the ends stays white
        let reference = cairoReference(width: 80, height: 40, scale: 2) { cr in
            cairo_rectangle(cr, 0, 0, 80, 30)
            cairo_clip(cr)
            let pattern = cairo_pattern_create_linear(20, 0, 60, 10)
            referenceStops(pattern)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_pattern_destroy(pattern)
        }
        assertSamePixels(image, reference)
        XCTAssertEqual(image.pixel(x: 4, y: 10), pureWhite)
        XCTAssertEqual(image.pixel(x: 4, y: 70), pureWhite)
    }

    func testALinearGradientWithBothOptionsExtendsItsEndColours() {
        let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: locations)!
        let image = renderWithCGContext(width: 80, height: 20) { context in
            context.drawLinearGradient(gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 60, y: 0),
                                       options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        let reference = cairoReference(width: 80, height: 20) { cr in
            let pattern = cairo_pattern_create_linear(20, 0, 60, 0)
            referenceStops(pattern)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_pattern_destroy(pattern)
        }
        assertSamePixels(image, reference)
        XCTAssertEqual(image.pixel(x: 2, y: 10), pureRed)
        XCTAssertEqual(image.pixel(x: 78, y: 10), pureGreen)
    }

    func testOnlyAfterEndExtendsForwards() {
        // Given evenly spread red to green from x = 20 to 60, extended after the end only
        let gradient = CGGradient(colorsSpace: nil, colors: [UIColor.red.cgColor, UIColor.green.cgColor], locations: nil)!
        let image = renderWithCGContext(width: 80, height: 10) { context in
            context.drawLinearGradient(gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 60, y: 0), options: .drawsAfterEndLocation)
        }

        // Then left of the start stays white and right of the end is green
        XCTAssertEqual(image.pixel(x: 10, y: 5), pureWhite)
        XCTAssertEqual(image.pixel(x: 70, y: 5), pureGreen)
        XCTAssertEqual(image.pixel(x: 20, y: 5).r, 252)
    }

    func testARadialGradientMatchesCairo() {
        // Given a radial gradient from a small circle to a larger one, at scale 2, with alpha 0.8
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: locations)!
        let image = renderWithCGContext(width: 60, height: 60, scale: 2) { context in
            context.setAlpha(0.8)
            context.drawRadialGradient(gradient, startCenter: CGPoint(x: 25, y: 25), startRadius: 5,
                                       endCenter: CGPoint(x: 30, y: 30), endRadius: 25, options: .drawsBeforeStartLocation)
        }

        // Then Cairo's radial pattern (padded, clipped to the end circle, stops at 0.8 alpha) agrees
        let reference = cairoReference(width: 60, height: 60, scale: 2) { cr in
            let pattern = cairo_pattern_create_radial(25, 25, 5, 30, 30, 25)
            cairo_pattern_add_color_stop_rgba(pattern, 0, 1, 0, 0, 0.8)
            cairo_pattern_add_color_stop_rgba(pattern, 0.3, 0, 0, 1, 0.5 * 0.8)
            cairo_pattern_add_color_stop_rgba(pattern, 1, 0, 1, 0, 0.8)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_arc(cr, 30, 30, 25, 0, 2 * .pi)
            cairo_clip(cr)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_pattern_destroy(pattern)
        }
        assertSamePixels(image, reference)
        XCTAssertEqual(image.pixel(x: 2, y: 2), pureWhite)
    }
}
