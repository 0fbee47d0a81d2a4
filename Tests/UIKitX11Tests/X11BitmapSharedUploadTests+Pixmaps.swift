import CX11
import UIKitTestSupport
import XCTest
@testable import UIKitCairo
@testable import UIKitX11
#if canImport(Glibc)
import Glibc
#endif

/// Pixmaps made over a bitmap's own shared memory (`X11SharedPixmap`): the server reads
/// the client's pixels in place, nothing is put; the client then swapping private memory
/// in and drawing there leaves the pixmap's pixels as they were; a server that refuses
/// the segment keeps nothing and is not asked again.
extension X11BitmapSharedUploadTests {
    /// A shared segment holding `bytes` (as a bitmap drawn into it for the server).
    private func sharedMemory(holding bytes: [UInt8]) throws -> PixelMemory {
        let memory = try XCTUnwrap(PixelMemory(sharedByteCount: bytes.count))
        bytes.withUnsafeBytes { memory.base.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
        return memory
    }

    func testAPixmapOverASharedBitmapHoldsItsBytesWithNothingPut() throws {
        let display = try display
        let upload = try XCTUnwrap(X11BitmapSharedUpload(display: display))
        XCTAssertTrue(upload.sharesPixmaps, "Xvfb makes MIT-SHM pixmaps")
        for (index, depth) in ([32, 24, 8] as [Int32]).enumerated() {
            // Given a 301x50 bitmap of `depth` drawn into a shared segment,
            let width = 301, height = 50
            let stride = depth == 8 ? 304 : width * 4
            let bytes = pattern(width: width, height: height, stride: stride, depth: depth)
            let memory = try sharedMemory(holding: bytes)
            let segment = try XCTUnwrap(memory.sharedSegment)

            // when the server makes a pixmap over it,
            let shared = try XCTUnwrap(upload.pixmap(over: memory.base, segment: segment, width: width, height: height, stride: stride,
                                                     depth: depth, drawable: XDefaultRootWindow(display)), "depth \(depth)")
            defer { shared.free(display: display, displayIsAlive: true) }

            // then the pixmap holds exactly its bytes, and none were put or sent in bands;
            XCTAssertEqual(try readBack(display, shared.pixmap, width: width, height: height, stride: stride, depth: depth), bytes,
                           "depth \(depth)")
            XCTAssertEqual(upload.pixmapsShared, index + 1)
            XCTAssertEqual(upload.bandsSent, 0)
            XCTAssertEqual(upload.segmentsAttached, 0)

            // and when the client swaps private memory in and draws other bytes there, the
            // pixmap keeps the drawing it was made over.
            XCTAssertTrue(memory.unshare())
            XCTAssertNil(memory.sharedSegment)
            let other = bytes.map { ~$0 }
            other.withUnsafeBytes { memory.base.copyMemory(from: $0.baseAddress!, byteCount: other.count) }
            XCTAssertEqual(try readBack(display, shared.pixmap, width: width, height: height, stride: stride, depth: depth), bytes,
                           "depth \(depth), after the client drew again")
        }
    }

    func testAServerThatRefusesTheSegmentKeepsNothingAndIsNotAskedAgain() throws {
        let display = try display
        // Given a server that cannot attach our segments (as a remote one cannot),
        let upload = try XCTUnwrap(X11BitmapSharedUpload(display: display))
        upload.failsAttach = true
        let bytes = pattern(width: 64, height: 64, stride: 256, depth: 32)
        let memory = try sharedMemory(holding: bytes)
        let segment = try XCTUnwrap(memory.sharedSegment)

        // when a pixmap over a shared bitmap is asked for,
        let refused = upload.pixmap(over: memory.base, segment: segment, width: 64, height: 64, stride: 256, depth: 32,
                                    drawable: XDefaultRootWindow(display))

        // then there is none, no more are asked for (the caller puts the pixels instead),
        XCTAssertNil(refused)
        XCTAssertFalse(upload.sharesPixmaps)
        XCTAssertEqual(upload.pixmapsShared, 0)
        upload.failsAttach = false
        XCTAssertNil(upload.pixmap(over: memory.base, segment: segment, width: 64, height: 64, stride: 256, depth: 32,
                                   drawable: XDefaultRootWindow(display)))
        // and rows not laid out as the server's are never offered.
        let fresh = try XCTUnwrap(X11BitmapSharedUpload(display: display))
        XCTAssertNil(fresh.pixmap(over: memory.base, segment: segment, width: 60, height: 64, stride: 256, depth: 32,
                                  drawable: XDefaultRootWindow(display)))
        XCTAssertEqual(fresh.pixmapsShared, 0)
        XCTAssertTrue(fresh.sharesPixmaps)
    }
}
