import CCairo
import UIKitCairo
import XCTest
@testable import UIKitX11

/// The cut by whole rows that the window's first frame takes (`BitmapSolidParts+WholeRows`):
/// rows one colour end to end are solid, stretches of them one rectangle a colour; every
/// other row mixed whole; and, for any pixels, every solid rectangle one colour and every
/// pixel covered once.
final class BitmapSolidPartsWholeRowsTests: XCTestCase {
    private let white: UInt32 = 0xFFFF_FFFF, grey: UInt32 = 0xFF80_8080

    private func box(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> PixelBox {
        PixelBox(x: x, y: y, width: width, height: height)
    }

    /// A 33x10 RGB24 bitmap (an odd width), white with garbage in the unused top byte: a
    /// grey separator on row 2 from x = 4, a black pixel at x = 20 on row 5 and at x = 32
    /// (the last, unpaired pixel) on row 6, rows 7 to 9 grey.
    private func listBitmap() -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 33, 10)!
        let data = cairo_image_surface_get_data(surface)!, stride = Int(cairo_image_surface_get_stride(surface))
        func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
            UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        }
        for y in 0..<10 { for x in 0..<33 { row(y)[x] = UInt32((x * 5 + y) & 0xFF) << 24 | (y >= 7 ? 0x0080_8080 : 0x00FF_FFFF) } }
        for x in 4..<33 { row(2)[x] = 0x0080_8080 }
        row(5)[20] = 0
        row(6)[32] = 0
        cairo_surface_mark_dirty(surface)
        return surface
    }

    func testRowsOneColourEndToEndAreSolidAndTheOthersMixedWhole() throws {
        // Given the list bitmap,
        let surface = listBitmap()
        defer { cairo_surface_destroy(surface) }

        // when it is cut by whole rows,
        let parts = try XCTUnwrap(BitmapSolidParts(wholeRowsOf: surface))

        // then the white rows above and below the separator and the grey rows are solid
        // (the unused byte ignored and reported set), one rectangle per stretch of a colour,
        XCTAssertEqual(parts.solid.map(\.box), [box(0, 0, 33, 2), box(0, 3, 33, 2), box(0, 7, 33, 3)])
        XCTAssertEqual(parts.solid.map(\.color), [white, white, grey])
        // the separator's row and the two rows of "text" (the last pixel's too) mixed whole,
        XCTAssertEqual(parts.mixed, [box(0, 2, 33, 1), box(0, 5, 33, 2)])
        // covering every pixel once.
        XCTAssertEqual(parts.solidArea, 33 * 7)
        XCTAssertEqual(parts.solidArea + parts.mixed.reduce(0) { $0 + $1.area }, 33 * 10)
    }

    func testIdenticalRowsShareTheRowAbovesAnswerAndNarrowRowsAreMixed() {
        // Given 40x6 pixels: rows 0-2 the same white, rows 3-5 the same with one black pixel,
        var pixels = [UInt32](repeating: white, count: 40 * 6)
        for y in 3..<6 { pixels[y * 40 + 7] = 0xFF00_0000 }
        pixels.withUnsafeBufferPointer { buffer in
            let row = { (y: Int) in buffer.baseAddress! + y * 40 }
            // when it is cut by whole rows, then rows 0-2 are one white rectangle and rows 3-5 one mixed;
            let cut = BitmapSolidParts.wholeRows(width: 40, height: 6, row: row)
            XCTAssertEqual(cut.solid.map(\.box), [box(0, 0, 40, 3)])
            XCTAssertEqual(cut.mixed, [box(0, 3, 40, 3)])
            // and cut 15 pixels wide (under `minimumRun`), every row is mixed, as the finer cut has it.
            let narrow = BitmapSolidParts.wholeRows(width: 15, height: 6) { buffer.baseAddress! + $0 * 40 + 20 }
            XCTAssertEqual(narrow.solid.count, 0)
            XCTAssertEqual(narrow.mixed, [box(0, 0, 15, 6)])
        }
    }

    func testAnyPixelsSolidRectanglesAreOneColourAndCoverEveryPixelOnce() {
        // Given 200 seeded patterns of rows (plain rows of a few colours, repeated rows, rows
        // with one odd pixel anywhere, widths odd and even),
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for pattern in 0..<200 {
            let width = 16 + next(50), height = 1 + next(30)
            var pixels = [UInt32](repeating: 0, count: width * height)
            for y in 0..<height {
                if y > 0, next(3) == 0 {
                    for x in 0..<width { pixels[y * width + x] = pixels[(y - 1) * width + x] }
                    continue
                }
                let colour = 0xFF00_0000 | UInt32(next(3)) * 0x40_4040
                for x in 0..<width { pixels[y * width + x] = colour }
                if next(2) == 0 { pixels[y * width + next(width)] ^= 0x0000_0001 }
            }
            // when each is cut by whole rows,
            let cut = pixels.withUnsafeBufferPointer { buffer in
                BitmapSolidParts.wholeRows(width: width, height: height) { buffer.baseAddress! + $0 * width }
            }
            // then every solid rectangle holds its colour only, every row of one colour is in
            // one, and each pixel is in one rectangle.
            var covered = [Int](repeating: 0, count: width * height)
            var solidRows = Set<Int>()
            for (colour, part) in cut.solid {
                for y in part.y..<(part.y + part.height) {
                    solidRows.insert(y)
                    for x in part.x..<(part.x + part.width) {
                        XCTAssertEqual(pixels[y * width + x], colour, "pattern \(pattern) (\(x), \(y))")
                        covered[y * width + x] += 1
                    }
                }
            }
            for part in cut.mixed {
                for y in part.y..<(part.y + part.height) { for x in part.x..<(part.x + part.width) { covered[y * width + x] += 1 } }
            }
            XCTAssertEqual(covered.filter { $0 != 1 }.count, 0, "pattern \(pattern)")
            let plainRows = Set((0..<height).filter { y in (0..<width).allSatisfy { pixels[y * width + $0] == pixels[y * width] } })
            XCTAssertEqual(solidRows, plainRows, "pattern \(pattern)")
            XCTAssertEqual(cut.solidArea, cut.solid.reduce(0) { $0 + $1.box.area }, "pattern \(pattern)")
        }
    }
}
