import CCairo
import UIKitCairo
import XCTest
@testable import UIKitX11

/// Where a blurred shadow darkens anything (`ShadowInkBox`): the least mask value that
/// leaves a channel non-zero, and the box of a mask's inked pixels, checked against
/// pixman compositing the colour through the mask.
final class ShadowInkBoxTests: XCTestCase {
    private func box(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> PixelBox { PixelBox(x: x, y: y, width: width, height: height) }

    func testTheThresholdIsTheLeastMaskValueAChannelSurvives() {
        // c * m / 255 rounded as pixman does ((t + (t >> 8)) >> 8, t = c * m + 128):
        XCTAssertEqual(ShadowInkBox.threshold(255), 1)
        XCTAssertEqual(ShadowInkBox.threshold(30), 5, "the sheet's 12 % black: 30 * 4 + 128 = 248 rounds to 0")
        XCTAssertEqual(ShadowInkBox.threshold(128), 1)
        XCTAssertEqual(ShadowInkBox.threshold(1), 128)
        XCTAssertEqual(ShadowInkBox.threshold(0), 256, "a transparent colour darkens nothing")
    }

    /// A 60x40 A8 mask: 0 outside (8, 5, 44x30), rising by 1 a pixel from each of its
    /// edges inward (rows 19 and 20 alike), with one stray value of 4 at (2, 38).
    private func mask() -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 60, 40)!
        let data = cairo_image_surface_get_data(surface)!, stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<40 {
            for x in 0..<60 {
                let inside = x >= 8 && x < 52 && y >= 5 && y < 35
                let depth = min(x - 7, 52 - x, min(y, 20) - 4, 35 - y)
                data[y * stride + x] = inside ? UInt8(depth) : 0
            }
        }
        data[38 * stride + 2] = 4
        cairo_surface_mark_dirty(surface)
        return surface
    }

    func testTheInkBoxIsWhereTheColourThroughTheMaskIsNotTransparentAsPixmanCompositesIt() throws {
        // Given the mask and the sheet's shadow colour (12 % black: 30 in 8 bits, threshold 5),
        let surface = mask()
        defer { cairo_surface_destroy(surface) }
        let color: (red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16) = (0, 0, 0, 7864)

        // when its ink box is found,
        let ink = try XCTUnwrap(ShadowInkBox.find(surface, color: color))

        // then it is the pixels 5 or more in from the lit area's edges (values >= 5),
        XCTAssertEqual(ink, box(12, 9, 36, 22))
        // and pixman compositing the colour through the mask OVER grey changes exactly the
        // pixels inside it: on each of its four edges, and none outside.
        let grey = pixman_image_create_bits(PIXMAN_x8r8g8b8, 60, 40, nil, 0)!
        defer { pixman_image_unref(grey) }
        let pixels = pixman_image_get_data(grey)!
        for i in 0..<(60 * 40) { pixels[i] = 0xFF80_8080 }
        var pcolor = pixman_color_t(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        let solid = pixman_image_create_solid_fill(&pcolor)!
        defer { pixman_image_unref(solid) }
        let maskImage = pixman_image_create_bits(PIXMAN_a8, 60, 40, UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
                                                    .assumingMemoryBound(to: UInt32.self), cairo_image_surface_get_stride(surface))!
        defer { pixman_image_unref(maskImage) }
        pixman_image_composite32(PIXMAN_OP_OVER, solid, maskImage, grey, 0, 0, 0, 0, 0, 0, 60, 40)
        var changed: PixelBox?
        for y in 0..<40 {
            for x in 0..<60 where pixels[y * 60 + x] != 0xFF80_8080 {
                let pixel = box(x, y, 1, 1)
                changed = changed.map { $0.union(pixel) } ?? pixel
            }
        }
        XCTAssertEqual(changed, ink)
    }

    func testAFaintColourInksLessAStrongOneEveryNonZeroPixelAndAnRGBBitmapIsNotRead() throws {
        let surface = mask()
        defer { cairo_surface_destroy(surface) }
        // A transparent colour leaves no pixel, and a faint one only the mask's strongest:
        XCTAssertEqual(ShadowInkBox.find(surface, color: (0, 0, 0, 0))?.isEmpty, true)
        XCTAssertEqual(ShadowInkBox.find(surface, color: (0, 0, 0, 0x0100))?.isEmpty, true,
                       "1 in 8 bits: mask values of 128 or more; the deepest here is 15")
        // (a 24-bit bitmap is not a mask: not read)
        let rgb = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 4, 4)!
        defer { cairo_surface_destroy(rgb) }
        XCTAssertNil(ShadowInkBox.find(rgb, color: (0, 0, 0, 7864)))
        // A full-strength colour keeps every non-zero pixel, the stray one included.
        XCTAssertEqual(ShadowInkBox.find(surface, color: (0, 0, 0, 0xFFFF)), box(2, 5, 50, 34))
    }
}
