import CCairo
import UIKitCairo
import XCTest
@testable import UIKitX11

/// A bitmap cut once per drawing into one-colour and mixed rectangles by its rows
/// (`BitmapSolidParts`): the rectangles exactly, a line of text's shared mixed columns,
/// the cut clipped to a frame's box, and the tiles it falls back to.
final class BitmapSolidPartsTests: XCTestCase {
    private let white: UInt32 = 0xFFFF_FFFF, grey: UInt32 = 0xFF80_8080, black: UInt32 = 0xFF00_0000

    private func box(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> PixelBox {
        PixelBox(x: x, y: y, width: width, height: height)
    }

    /// A 64x12 RGB24 bitmap, white with garbage in the unused top byte: a grey separator on
    /// row 2 from x = 4 (4 white pixels left of it), and three black pixels of "text" on
    /// rows 5 to 7.
    private func listBitmap() -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 64, 12)!
        let data = cairo_image_surface_get_data(surface)!, stride = Int(cairo_image_surface_get_stride(surface))
        func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
            UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        }
        for y in 0..<12 { for x in 0..<64 { row(y)[x] = UInt32((x * 5 + y) & 0xFF) << 24 | 0x00FF_FFFF } }
        for x in 4..<64 { row(2)[x] = 0x0080_8080 }
        for (x, y) in [(20, 5), (22, 6), (30, 7)] { row(y)[x] = 0 }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    func testRowsAreCutIntoRunsAndALineOfTextSharesItsMixedColumns() throws {
        // Given the list bitmap,
        let surface = listBitmap()
        defer { cairo_surface_destroy(surface) }

        // when it is cut,
        let parts = try XCTUnwrap(BitmapSolidParts(surface))

        // then plain rows are one rectangle down to the next change; the separator's short
        // white run (4 < 16 pixels) is mixed; the text's rows share the columns 20..<31 (its
        // pixels 2 and 8 apart joined), with one white rectangle either side,
        XCTAssertEqual(parts.solid.map(\.box), [box(0, 0, 64, 2), box(4, 2, 60, 1), box(0, 3, 64, 2),
                                                box(0, 5, 20, 3), box(31, 5, 33, 3), box(0, 8, 64, 4)])
        XCTAssertEqual(parts.solid.map(\.color), [white, grey, white, white, white, white], "the unused byte ignored, opaque")
        XCTAssertEqual(parts.mixed, [box(0, 2, 4, 1), box(20, 5, 11, 3)])
        // covering every pixel once.
        XCTAssertEqual(parts.solidArea, 64 * 12 - 4 - 33)
        XCTAssertEqual(parts.solidArea + parts.mixed.reduce(0) { $0 + $1.area }, 64 * 12)
    }

    func testTwoLinesOfTextTouchingAreBandsWhenOneSetOfColumnsWouldCostMore() {
        // Given 320x8 white pixels: on rows 0-3 ink every 8 pixels from x = 16 to 296, on
        // rows 4-7 only from 16 to 32 (a long line of text right above a short one),
        var pixels = [UInt32](repeating: white, count: 320 * 8)
        for y in 0..<8 { for x in stride(from: 16, through: y < 4 ? 296 : 32, by: 8) { pixels[y * 320 + x] = black } }

        // when it is cut,
        let cut = pixels.withUnsafeBufferPointer { buffer in
            BitmapSolidParts.cut(width: 320, height: 8) { buffer.baseAddress! + $0 * 320 }
        }

        // then the rows are two bands (2 x 281 x 4 + 3 rectangles' cost would be 2,728; as
        // two bands 1,124 + 68 + 6 rectangles' cost, 2,152), the white left of both one rectangle.
        XCTAssertEqual(cut?.mixed, [box(16, 0, 281, 4), box(16, 4, 17, 4)])
        XCTAssertEqual(cut?.solid.map(\.box), [box(0, 0, 16, 8), box(297, 0, 23, 4), box(33, 4, 287, 4)])
        XCTAssertEqual(cut?.solidArea, 320 * 8 - 281 * 4 - 17 * 4)
    }

    func testAFramesBoxIsTheRectanglesClippedToIt() throws {
        // Given the list bitmap's cut,
        let surface = listBitmap()
        defer { cairo_surface_destroy(surface) }
        let parts = try XCTUnwrap(BitmapSolidParts(surface))

        // when a box across the separator and the text is split (reaching past the right edge),
        let split = parts.split(box(10, 1, 60, 6))

        // then each rectangle it crosses is cut to it, in the cut's order.
        XCTAssertEqual(split.solid.map(\.box), [box(10, 1, 54, 1), box(10, 2, 54, 1), box(10, 3, 54, 2),
                                                box(10, 5, 10, 2), box(31, 5, 33, 2)])
        XCTAssertEqual(split.mixed, [box(20, 5, 11, 2)])
        XCTAssertTrue(parts.split(box(64, 0, 10, 12)).solid.isEmpty, "outside the bitmap: nothing")
    }

    func testAnUnevenBitmapFallsBackToTiles() {
        // Given 64x32 pixels whose every row is another colour (one rectangle a row),
        var pixels = [UInt32](repeating: 0, count: 64 * 32)
        for y in 0..<32 { for x in 0..<64 { pixels[y * 64 + x] = 0xFF00_0000 | UInt32(y) } }
        pixels.withUnsafeBufferPointer { buffer in
            let row = { (y: Int) in buffer.baseAddress! + y * 64 }
            // when it is cut with room for 32 rectangles, then each row is one;
            let cut = BitmapSolidParts.cut(width: 64, height: 32, maximum: 32, row: row)
            XCTAssertEqual(cut?.solid.map(\.box), (0..<32).map { box(0, $0, 64, 1) })
            XCTAssertEqual(cut?.solid.map(\.color), (0..<32).map { 0xFF00_0000 | UInt32($0) })
            // with room for fewer, there is no cut by rows,
            XCTAssertNil(BitmapSolidParts.cut(width: 64, height: 32, maximum: 31, row: row))
            // and the tiles' cut is every 64x8 tile mixed, covering the bitmap once.
            let tiles = BitmapSolidParts(tiles: BitmapSolidTiles(width: 64, height: 32, row: row))
            XCTAssertEqual(tiles.mixed, [box(0, 0, 64, 32)])
            XCTAssertEqual(tiles.solidArea, 0)
        }
    }
}
