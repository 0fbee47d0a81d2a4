import CX11
import UIKitTestSupport
import XCTest
@testable import UIKitX11
#if canImport(Glibc)
import Glibc
#endif

/// Layer bitmaps sent into their pixmaps through MIT-SHM (`X11BitmapSharedUpload`): band
/// by band through a two-band segment, the pixmap read back with `XGetImage` holds the
/// bitmap's bytes exactly; a server that cannot attach our memory takes nothing (the
/// compositor then sends by `XPutImage`); a released segment is attached anew.
final class X11BitmapSharedUploadTests: XvfbTestCase {
    var display: OpaquePointer { get throws { try xvfb().control } }

    /// Bytes of a `width` × `height` bitmap of `depth` laid out as Cairo lays them out
    /// (rows `stride` apart), every pixel different from its neighbours.
    func pattern(width: Int, height: Int, stride: Int, depth: Int32) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            for x in 0..<width {
                if depth == 8 {
                    bytes[y * stride + x] = UInt8(truncatingIfNeeded: x * 7 + y * 13)
                } else {
                    let value = UInt32(truncatingIfNeeded: (x &* 2_654_435_761) ^ (y &* 40_503) ^ (x << 20))
                    let pixel = depth == 24 ? value & 0x00FF_FFFF : value
                    withUnsafeBytes(of: pixel.littleEndian) { raw in
                        for byte in 0..<4 { bytes[y * stride + x * 4 + byte] = raw[byte] }
                    }
                }
            }
        }
        return bytes
    }

    /// The pixmap's pixels as `XGetImage` returns them, rows `stride` apart (depth 24: the
    /// top byte of each pixel cleared, as the server has no such bits).
    func readBack(_ display: OpaquePointer, _ pixmap: Pixmap, width: Int, height: Int, stride: Int, depth: Int32) throws -> [UInt8] {
        let image = try XCTUnwrap(XGetImage(display, pixmap, 0, 0, UInt32(width), UInt32(height), ~0, ZPixmap))
        defer { cx11_destroy_image(image) }
        let line = Int(image.pointee.bytes_per_line)
        var bytes = [UInt8](repeating: 0, count: stride * height)
        let data = UnsafeRawPointer(image.pointee.data!)
        for y in 0..<height {
            for x in 0..<(depth == 8 ? width : width * 4) {
                let byte = data.load(fromByteOffset: y * line + x, as: UInt8.self)
                bytes[y * stride + x] = depth == 24 && x % 4 == 3 ? 0 : byte
            }
        }
        return bytes
    }

    /// Puts `bytes` into a fresh pixmap through `upload`; returns the pixmap (nil: refused).
    private func put(_ bytes: [UInt8], with upload: X11BitmapSharedUpload, width: Int, height: Int, stride: Int,
                     depth: Int32) throws -> Pixmap? {
        let display = try display
        let root = XDefaultRootWindow(display)
        let pixmap = XCreatePixmap(display, root, UInt32(width), UInt32(height), UInt32(depth))
        let gc = XCreateGC(display, pixmap, 0, nil)
        defer { XFreeGC(display, gc) }
        let sent = bytes.withUnsafeBytes { upload.put($0.baseAddress!, width: width, height: height, stride: stride,
                                                       depth: depth, into: pixmap, gc: gc) }
        guard sent else {
            XFreePixmap(display, pixmap)
            return nil
        }
        return pixmap
    }

    func testABitmapGoesIntoItsPixmapBandByBandByteForByte() throws {
        let display = try display
        for depth: Int32 in [32, 24, 8] {
            // Given an upload whose bands hold 8 KB (six 301-pixel rows of 32 bits, 26 of 8 bits),
            let upload = try XCTUnwrap(X11BitmapSharedUpload(display: display, bandBytes: 8192))
            let width = 301, height = 50
            let stride = depth == 8 ? 304 : width * 4
            let bytes = pattern(width: width, height: height, stride: stride, depth: depth)

            // when a 301x50 bitmap is put,
            let pixmap = try XCTUnwrap(try put(bytes, with: upload, width: width, height: height, stride: stride, depth: depth))
            defer { XFreePixmap(display, pixmap) }

            // then it went in ceil(50 / rows a band) bands through one segment,
            let rowsPerBand = 8192 / stride
            XCTAssertEqual(rowsPerBand, depth == 8 ? 26 : 6)
            XCTAssertEqual(upload.bandsSent, (height + rowsPerBand - 1) / rowsPerBand, "depth \(depth)")
            XCTAssertEqual(upload.segmentsAttached, 1)
            XCTAssertTrue(upload.holdsSegment)
            // and the pixmap holds exactly its bytes.
            XCTAssertEqual(try readBack(display, pixmap, width: width, height: height, stride: stride, depth: depth), bytes,
                           "depth \(depth)")
            upload.release(displayIsAlive: true)
        }
    }

    func testAReleasedSegmentIsAttachedAgainByTheNextBitmap() throws {
        let display = try display
        // Given a bitmap put and the segment released,
        let upload = try XCTUnwrap(X11BitmapSharedUpload(display: display, bandBytes: 16384))
        let (width, height) = (200, 90), stride = 800
        let first = pattern(width: width, height: height, stride: stride, depth: 32)
        let one = try XCTUnwrap(try put(first, with: upload, width: width, height: height, stride: stride, depth: 32))
        defer { XFreePixmap(display, one) }
        upload.release(displayIsAlive: true)
        XCTAssertFalse(upload.holdsSegment)

        // when another bitmap is put,
        let second = first.reversed() as [UInt8]
        let two = try XCTUnwrap(try put(second, with: upload, width: width, height: height, stride: stride, depth: 32))
        defer { XFreePixmap(display, two) }

        // then a second segment was attached, 5 + 5 bands of 20 rows went, and both pixmaps hold their bytes.
        XCTAssertEqual(upload.segmentsAttached, 2)
        XCTAssertEqual(upload.bandsSent, 10)
        XCTAssertEqual(try readBack(display, one, width: width, height: height, stride: stride, depth: 32), first)
        XCTAssertEqual(try readBack(display, two, width: width, height: height, stride: stride, depth: 32), second)
        upload.release(displayIsAlive: true)
    }

    func testAServerThatCannotAttachOurMemoryIsSentNothing() throws {
        let display = try display
        // Given a server that refuses the segment (as a remote one cannot see it),
        let upload = try XCTUnwrap(X11BitmapSharedUpload(display: display, bandBytes: 8192))
        upload.failsAttach = true
        let bytes = pattern(width: 64, height: 64, stride: 256, depth: 32)

        // when two bitmaps are put,
        let first = try put(bytes, with: upload, width: 64, height: 64, stride: 256, depth: 32)
        let second = try put(bytes, with: upload, width: 64, height: 64, stride: 256, depth: 32)

        // then both are refused (the caller sends them by XPutImage), and the attach was tried once.
        XCTAssertNil(first)
        XCTAssertNil(second)
        XCTAssertEqual(upload.bandsSent, 0)
        XCTAssertEqual(upload.segmentsAttached, 0)
        XCTAssertFalse(upload.holdsSegment)
    }

    func testRowsWiderThanABandOrPaddedOtherwiseAreRefused() throws {
        let display = try display
        let upload = try XCTUnwrap(X11BitmapSharedUpload(display: display, bandBytes: 4096))
        // Given rows of 1,200 pixels (4,800 bytes, more than a band), and rows padded to 8 bytes,
        let wide = pattern(width: 1200, height: 2, stride: 4800, depth: 32)
        let padded = [UInt8](repeating: 7, count: 10 * 16)

        // when they are put, then neither is sent.
        XCTAssertNil(try put(wide, with: upload, width: 1200, height: 2, stride: 4800, depth: 32))
        XCTAssertNil(try put(padded, with: upload, width: 3, height: 10, stride: 16, depth: 32))
        XCTAssertEqual(upload.bandsSent, 0)
        XCTAssertEqual(upload.segmentsAttached, 0)
    }
}
