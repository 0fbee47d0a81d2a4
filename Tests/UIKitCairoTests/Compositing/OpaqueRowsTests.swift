import CCairo
import XCTest
@testable import UIKitCairo

/// The opaque band of a translucent bitmap (`LayerRasterCache.Entry.opaqueRows`, what a
/// composite plan takes as the bitmap's opaque area): every row whose 1 to 3840 pixels
/// all have alpha 255, one transparent pixel anywhere in a row ruling it out.
final class OpaqueRowsTests: XCTestCase {
    func testARowIsOpaqueOnlyWhenEveryPixelIs() {
        for count in [1, 63, 64, 65, 130, 3840] {
            var row = [UInt32](repeating: 0xFF12_3456, count: count)
            XCTAssertTrue(row.withUnsafeBufferPointer { LayerRasterCache.Entry.isOpaqueRow($0.baseAddress!, count: count) }, "\(count)")
            for x in Set([0, 62, 63, 64, count / 2, count - 1]) where x < count {
                // Alpha 254 in one pixel, the others' bits all set (an AND of the rest keeps 0xFF).
                row = [UInt32](repeating: 0xFFFF_FFFF, count: count)
                row[x] = 0xFEFF_FFFF
                XCTAssertFalse(row.withUnsafeBufferPointer { LayerRasterCache.Entry.isOpaqueRow($0.baseAddress!, count: count) },
                               "\(count) pixels, pixel \(x) translucent")
            }
        }
        // Two translucent pixels whose alphas AND to 255 cannot exist (each lacks a bit), and
        // opaque pixels whose other bits AND to zero stay opaque.
        let mixed: [UInt32] = [0xFF00_0000, 0xFFFF_FFFF, 0xFF0F_0F0F, 0xFFF0_F0F0]
        XCTAssertTrue(mixed.withUnsafeBufferPointer { LayerRasterCache.Entry.isOpaqueRow($0.baseAddress!, count: 4) })
    }

    func testTheOpaqueBandIsTheLongestRunOfOpaqueRows() throws {
        // Given a 100x40 translucent bitmap, opaque but for rows 0-3 (rounded corners),
        // row 12 (one pixel at x 99) and rows 36-39,
        let entry = try XCTUnwrap(LayerRasterCache.Entry(width: 100, height: 40, opaque: false))
        let data = try XCTUnwrap(cairo_image_surface_get_data(entry.surface))
        let stride = Int(cairo_image_surface_get_stride(entry.surface))
        for y in 0..<40 {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<100 { row[x] = 0xFF80_8080 }
            if y < 4 || y >= 36 { row[0] = 0 }
        }
        UnsafeMutableRawPointer(data + 12 * stride).assumingMemoryBound(to: UInt32.self)[99] = 0x8040_4040
        cairo_surface_mark_dirty(entry.surface)

        // then its opaque band is rows 13 ..< 36 (23 rows, longer than 4 ..< 12).
        XCTAssertEqual(entry.opaqueRows, 13..<36)
    }
}
