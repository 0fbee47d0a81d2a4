import CX11
import UIKitCore
import UIKitCairo
import UIKitImaging
import UIKitX11
import UIKitTestSupport
import XCTest
@testable import UIKitX11
#if canImport(Glibc)
import Glibc
#endif

/// The three ways a frame reaches the window (MIT-SHM, XPutImage, Cairo's xlib
/// paint): what the server shows afterwards, read back with XGetImage, is the
/// headless render pixel for pixel; partial uploads touch only their rectangles;
/// MIT-SHM falls back to XPutImage when the server cannot attach our memory.
final class X11UploadPathTests: XvfbTestCase {
    var hosts: [X11Host] = []

    override func tearDown() {
        for host in hosts { host.close() }
        hosts = []
        super.tearDown()
    }

    private let size = CGSize(width: 200, height: 160)

    /// A mapped host on `path` showing the test scene, its frame drawn and presented.
    private func openHost(_ environment: [String: String], scale: CGFloat = 1) throws -> X11Host {
        // Every frame on the client (never built by XRender in the server): the upload is what is tested.
        let host = try X11Host(size: size, scale: scale, displayName: try xvfb().displayName,
                               environment: environment.merging(["MODAL_KIT_X11_COMPOSITE": "client"]) { old, _ in old })
        hosts.append(host)
        makeScene(in: host.window)
        var ready = false
        host.onFirstFrame = { ready = true }
        XCTAssertTrue(host.run(until: { ready && !host.window.needsDisplay }, timeout: 5), "first frame never shown")
        return host
    }

    private func headlessRender(size: CGSize, scale: CGFloat = 1) -> PixelBuffer {
        let headless = HeadlessHost(size: size, scale: scale)
        makeScene(in: headless.window)
        return headless.snapshot()
    }

    /// How many pixels differ at all (exact comparison, alpha included).
    private func differingPixels(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
        guard a.width == b.width, a.height == b.height else { return max(a.pixels.count, b.pixels.count) }
        return zip(a.pixels, b.pixels).filter { $0 != $1 }.count
    }

    private func upload(_ path: X11UploadPath) -> [String: String] { [X11UploadPath.environmentKey: path.rawValue] }

    func testEveryPathShowsExactlyTheHeadlessRender() throws {
        for path in X11UploadPath.allCases {
            for scale: CGFloat in [1, 2] {
                let host = try openHost(upload(path), scale: scale)

                host.synchronize()
                let shown = try XCTUnwrap(host.captureWindow())

                XCTAssertEqual(host.uploadPath, path)
                XCTAssertEqual(shown.width, Int(200 * scale))
                XCTAssertEqual(differingPixels(shown, headlessRender(size: size, scale: scale)), 0, "\(path) at \(scale)x")
                XCTAssertEqual(shown.pixel(x: Int(40 * scale), y: Int(40 * scale)), RGBA8(r: 0x00, g: 0x7A, b: 0xFF))
                host.close()
            }
        }
    }

    func testSharedMemoryIsTheDefaultOnALocalXvfb() throws {
        let host = try openHost([:])

        XCTAssertEqual(host.uploadPath, .shm)
    }

    func testPresentingOneRectChangesOnlyThatRectOnTheServer() throws {
        for path in X11UploadPath.allCases {
            let host = try openHost(upload(path))
            let backBuffer = try XCTUnwrap(host.presenter.backBuffer)
            let before = try XCTUnwrap(host.captureWindow())

            // Every pixel of the buffer changes (a new background), only 30x20 go up.
            host.window.backgroundColor = UIColor(rgb: 0x34C759)
            backBuffer.render(host.window, renderer: host.renderer, scale: 1, pixelWidth: 200, pixelHeight: 160)
            backBuffer.present(rects: [CGRect(x: 150.5, y: 120, width: 29, height: 20)])
            let after = try XCTUnwrap(host.captureWindow())
            let drawn = try XCTUnwrap(backBuffer.image?.pixelBuffer())

            var inside = 0, changedInside = 0, changedOutside = 0
            for y in 0..<160 {
                for x in 0..<200 {
                    if (150..<180).contains(x) && (120..<140).contains(y) {
                        if after.premultipliedARGB(x: x, y: y) == drawn.premultipliedARGB(x: x, y: y) { inside += 1 }
                        if drawn.premultipliedARGB(x: x, y: y) != before.premultipliedARGB(x: x, y: y) { changedInside += 1 }
                    } else if after.premultipliedARGB(x: x, y: y) != before.premultipliedARGB(x: x, y: y) {
                        changedOutside += 1
                    }
                }
            }
            XCTAssertEqual(inside, 30 * 20, "\(path): the rect (rounded out to whole pixels) shows the new frame")
            XCTAssertGreaterThan(changedInside, 500, "\(path): the new frame differs there (the green background)")
            XCTAssertEqual(changedOutside, 0, "\(path): nothing outside the rect changed")
            host.close()
        }
    }

    func testRectsAreClampedToTheImage() throws {
        let host = try openHost(upload(.shm))
        let backBuffer = try XCTUnwrap(host.presenter.backBuffer)

        host.window.backgroundColor = UIColor(rgb: 0x34C759)
        backBuffer.render(host.window, renderer: host.renderer, scale: 1, pixelWidth: 200, pixelHeight: 160)
        backBuffer.present(rects: [CGRect(x: -50, y: -50, width: 60, height: 60), CGRect(x: 500, y: 0, width: 10, height: 10),
                                   .null, CGRect(x: 195, y: 155, width: 100, height: 100)])
        let after = try XCTUnwrap(host.captureWindow())

        let green = RGBA8(r: 0x34, g: 0xC7, b: 0x59)
        XCTAssertEqual(after.pixel(x: 0, y: 0), green)
        XCTAssertEqual(after.pixel(x: 9, y: 9), green)
        XCTAssertNotEqual(after.pixel(x: 10, y: 10), green)
        XCTAssertEqual(after.pixel(x: 199, y: 159), green)
        XCTAssertNotEqual(after.pixel(x: 194, y: 159), green)
    }

    func testPixelRectsRoundOutwardsAndClamp() {
        XCTAssertEqual(X11PixelRect(CGRect(x: 1.5, y: 2.25, width: 3, height: 1), clampedTo: 100, 100),
                       X11PixelRect(x: 1, y: 2, width: 4, height: 2))
        XCTAssertEqual(X11PixelRect(CGRect(x: -10, y: 90, width: 20, height: 50), clampedTo: 100, 100),
                       X11PixelRect(x: 0, y: 90, width: 10, height: 10))
        XCTAssertEqual(X11PixelRect(.infinite, clampedTo: 100, 50), X11PixelRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertNil(X11PixelRect(CGRect(x: 100, y: 0, width: 5, height: 5), clampedTo: 100, 100))
        XCTAssertNil(X11PixelRect(.null, clampedTo: 100, 100))
        XCTAssertNil(X11PixelRect(CGRect(x: 3, y: 3, width: 0, height: 5), clampedTo: 100, 100))
    }

    func testAFailedAttachFallsBackToXPutImageWithTheSamePixels() throws {
        var errorsBefore = X11Connection.protocolErrorCount
        try openHost(upload(.shm)).close()
        let errorsOfAHost = X11Connection.protocolErrorCount - errorsBefore   // whatever a host's start costs
        errorsBefore = X11Connection.protocolErrorCount

        let host = try openHost([X11UploadPath.environmentKey: "shm", "MODAL_KIT_X11_SHM_FAULT": "attach"])
        let shown = try XCTUnwrap(host.captureWindow())

        XCTAssertEqual(host.uploadPath, .xputimage)
        XCTAssertEqual(differingPixels(shown, headlessRender(size: size)), 0)
        XCTAssertEqual(X11Connection.protocolErrorCount - errorsBefore, errorsOfAHost,
                       "the attach's error was trapped, not counted")
    }

    func testTheSegmentIsMarkedForRemovalOnceAttachedAndGoesWithTheWindow() throws {
        let host = try openHost(upload(.shm))
        let id = try XCTUnwrap((host.presenter.backBuffer?.currentUpload as? X11SharedMemoryUpload)?.segmentID)

        var status = shmid_ds()
        XCTAssertEqual(shmctl(id, IPC_STAT, &status), 0)
        XCTAssertNotEqual(Int32(status.shm_perm.mode) & Int32(SHM_DEST), 0, "IPC_RMID right after the attach")
        XCTAssertEqual(status.shm_nattch, 2, "we and the server")

        host.close()

        // The server detaches when it reads the request: the segment is gone then.
        let deadline = Date().addingTimeInterval(5)
        while shmctl(id, IPC_STAT, &status) == 0 && Date() < deadline { usleep(1000) }
        XCTAssertNotEqual(shmctl(id, IPC_STAT, &status), 0, "the segment outlived the window")
    }

    func testTheNextRenderWaitsForTheServersCompletionEvent() throws {
        let host = try openHost(upload(.shm))
        let upload = try XCTUnwrap(host.presenter.backBuffer?.currentUpload as? X11SharedMemoryUpload)

        // (A present uploads what the last render repainted; one with nothing new only copies.)
        host.window.backgroundColor = UIColor(rgb: 0x34C759)
        host.presenter.backBuffer?.render(host.window, renderer: host.renderer, scale: 1, pixelWidth: 200, pixelHeight: 160)
        host.presenter.backBuffer?.present()
        XCTAssertTrue(upload.isReadByServer)

        // The loop takes the completion event (without counting it as input) ...
        XCTAssertTrue(host.run(until: { !upload.isReadByServer }, timeout: 5))
        // ... and a wait with nothing pending returns at once.
        host.presenter.backBuffer?.present()
        upload.waitUntilWritable()
        XCTAssertFalse(upload.isReadByServer)
    }

    func testResizingRemakesTheBufferOnEveryPath() throws {
        for path in X11UploadPath.allCases {
            let host = try openHost(upload(path), scale: 2)
            let control = try xvfb().control

            XResizeWindow(control, Window(host.xWindow), 500, 300)
            XFlush(control)
            XCTAssertTrue(host.run(until: { host.window.bounds.size == CGSize(width: 250, height: 150) }, timeout: 5))
            XCTAssertTrue(host.run(until: { !host.window.needsDisplay && host.presenter.backBuffer?.image?.pixelWidth == 500 },
                                   timeout: 5))
            let shown = try XCTUnwrap(host.captureWindow())

            XCTAssertEqual(host.uploadPath, path)
            XCTAssertEqual(host.presenter.backBuffer?.image?.pixelHeight, 300)
            XCTAssertEqual(differingPixels(shown, headlessRender(size: CGSize(width: 250, height: 150), scale: 2)), 0,
                           "\(path)")
            host.close()
        }
    }

    func testClosingOnEveryPathLeavesTheServerUsable() throws {
        for path in X11UploadPath.allCases {
            let host = try openHost(upload(path))

            host.close()
            host.close()

            XCTAssertNil(host.captureWindow())
            XCTAssertEqual(host.uploadPath, path)
        }
        let control = try xvfb().control
        XSync(control, 0)
        XCTAssertNotNil(XGetImage(control, XDefaultRootWindow(control), 0, 0, 1, 1, ~0, ZPixmap).map { cx11_destroy_image($0) })
    }
}
