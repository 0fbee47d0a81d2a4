import CCairo
import Glibc
import XCTest
@testable import UIKitCairo

/// Layer bitmaps drawn into shared memory for the X server (`LayerRasterCache+SharedPixels`,
/// `PixelMemory+Shared`): a big new bitmap's pixels are a System V segment another
/// process can attach (the test stands in for the X server); once it may be read there,
/// this process never writes into it again: releasing the pixels or drawing the layer
/// anew puts zeroed private memory under the same surface and leaves the segment's
/// bytes exactly as they were.
final class SharedBitmapPixelsTests: XCTestCase {
    private let layer = ObjectIdentifier(NSObject())

    /// Fills every pixel of `entry` with a value from its position and returns the bytes.
    private func draw(_ entry: LayerRasterCache.Entry, seed: UInt32) throws -> [UInt8] {
        let data = try XCTUnwrap(cairo_image_surface_get_data(entry.surface))
        let stride = Int(cairo_image_surface_get_stride(entry.surface))
        cairo_surface_flush(entry.surface)
        for y in 0..<entry.height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<entry.width { row[x] = 0xFF00_0000 | (UInt32(x) &* 2_654_435_761 ^ UInt32(y) &* 40_503 ^ seed) & 0xFF_FFFF }
        }
        cairo_surface_mark_dirty(entry.surface)
        entry.isBlank = false
        return Array(UnsafeRawBufferPointer(start: data, count: stride * entry.height))
    }

    private func bytes(of entry: LayerRasterCache.Entry) throws -> [UInt8] {
        let data = try XCTUnwrap(cairo_image_surface_get_data(entry.surface))
        return Array(UnsafeRawBufferPointer(start: data, count: Int(cairo_image_surface_get_stride(entry.surface)) * entry.height))
    }

    /// The segment attached read-only elsewhere in this process (as the X server attaches it).
    private func attach(_ segment: Int32, count: Int) throws -> UnsafeRawBufferPointer {
        let address = shmat(segment, nil, SHM_RDONLY)
        let mapped = try XCTUnwrap(address)
        XCTAssertNotEqual(mapped, UnsafeMutableRawPointer(bitPattern: -1), "the segment cannot be attached")
        return UnsafeRawBufferPointer(start: mapped, count: count)
    }

    /// A cache asked for shared pixels from 64 KB on, with a shared 300x200 bitmap of
    /// `layer` drawn with `seed` and its segment attached elsewhere (the caller detaches it).
    private func sharedDrawing(opaque: Bool, seed: UInt32) throws
        -> (cache: LayerRasterCache, entry: LayerRasterCache.Entry, drawn: [UInt8], elsewhere: UnsafeRawBufferPointer) {
        let cache = LayerRasterCache()
        cache.sharedBitmapMinimumBytes = 64 * 1024
        let entry = try XCTUnwrap(cache.bitmapToDraw(for: layer, width: 300, height: 200, opaque: opaque))
        let drawn = try draw(entry, seed: seed)
        let segment = try XCTUnwrap(LayerRasterCache.sharedSegment(of: entry))
        return (cache, entry, drawn, try attach(segment, count: drawn.count))
    }

    func testOnlyBigNewBitmapsGetSharedPixelsAndOnlyWhileAsked() throws {
        // Given a cache asked for shared pixels from 64 KB on,
        let cache = LayerRasterCache()
        cache.sharedBitmapMinimumBytes = 64 * 1024

        // when a 128x128 (64 KB) and a 127x128 (63.5 KB) bitmap are made,
        let big = try XCTUnwrap(cache.bitmapToDraw(for: layer, width: 128, height: 128, opaque: true))
        let small = try XCTUnwrap(cache.bitmapToDraw(for: ObjectIdentifier(NSObject()), width: 127, height: 128, opaque: false))
        // and one more big one after the request is withdrawn,
        cache.sharedBitmapMinimumBytes = nil
        let later = try XCTUnwrap(cache.bitmapToDraw(for: ObjectIdentifier(NSObject()), width: 256, height: 256, opaque: true))

        // then only the first is shared (blank: no segment offered yet), the others private.
        XCTAssertTrue(big.pixels.isShared)
        XCTAssertFalse(small.pixels.isShared)
        XCTAssertFalse(later.pixels.isShared)
        XCTAssertEqual(cache.sharedBitmapsMade, 1)
        XCTAssertNil(LayerRasterCache.sharedSegment(of: big), "a blank bitmap is not offered")
        XCTAssertEqual(try bytes(of: big), [UInt8](repeating: 0, count: 128 * 128 * 4))
    }

    func testReleasingSharedPixelsLeavesTheSegmentsBytesAndReadsAsZero() throws {
        // Given a shared 300x200 bitmap drawn, its segment attached elsewhere,
        let (cache, entry, drawn, elsewhere) = try sharedDrawing(opaque: true, seed: 7)
        defer { shmdt(elsewhere.baseAddress) }
        XCTAssertEqual(Array(elsewhere), drawn, "the other side sees the bitmap itself")

        // when its pixels are released,
        XCTAssertEqual(cache.releasePixels(of: entry), 300 * 200 * 4)

        // then it is no longer shared nor offered, reads as zero here, and the other side
        // still holds exactly the drawing.
        XCTAssertFalse(entry.pixels.isShared)
        XCTAssertNil(LayerRasterCache.sharedSegment(of: entry))
        XCTAssertTrue(LayerRasterCache.pixelsAreReleased(entry))
        XCTAssertEqual(try bytes(of: entry), [UInt8](repeating: 0, count: drawn.count))
        XCTAssertEqual(Array(elsewhere), drawn)
    }

    func testDrawingTheLayerAgainNeverWritesIntoTheSharedSegment() throws {
        // Given a shared bitmap drawn and attached elsewhere (its pixels not released),
        let (cache, entry, first, elsewhere) = try sharedDrawing(opaque: false, seed: 1)
        defer { shmdt(elsewhere.baseAddress) }

        // when the layer is to be drawn again into its bitmap (same size),
        let again = try XCTUnwrap(cache.bitmapToDraw(for: layer, width: 300, height: 200, opaque: false))

        // then it is the same bitmap at the same address, now private and blank (zero),
        XCTAssertTrue(again === entry)
        XCTAssertFalse(entry.pixels.isShared)
        XCTAssertTrue(entry.isBlank)
        XCTAssertEqual(try bytes(of: entry), [UInt8](repeating: 0, count: first.count))
        // and a new drawing there leaves the other side's bytes as they were.
        let second = try draw(entry, seed: 2)
        XCTAssertNotEqual(second, first)
        XCTAssertEqual(try bytes(of: entry), second)
        XCTAssertEqual(Array(elsewhere), first)
        XCTAssertEqual(cache.sharedBitmapsMade, 1)
    }
}
