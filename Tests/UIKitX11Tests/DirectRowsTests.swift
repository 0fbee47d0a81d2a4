import CCairo
import CX11
@testable import UIKitCairo
import UIKitTestSupport
@testable import UIKitX11
import XCTest

/// Several boxes in one composite through a clip of them: the rows of a direct copy
/// that differ from what the window shows (`X11Compositor.sendRows`), and a shadow's
/// parts (`compositeThroughClip`). Exactly those pixels are written, the rest are left
/// as they were, and the target's clip is reset (or set back) after.
final class DirectRowsTests: XvfbTestCase {
    private var display: OpaquePointer?
    private var window: Window = 0

    override func tearDown() {
        if let display, window != 0 { XDestroyWindow(display, window); XSync(display, 0) }
        if let display { XCloseDisplay(display) }
        display = nil
        window = 0
        super.tearDown()
    }

    /// The window's column `x`, rows 0..<height, as the server has it (read on the control connection).
    private func column(_ x: Int32, height: Int) throws -> [UInt] {
        let control = try xvfb().control
        let image = try XCTUnwrap(XGetImage(control, window, x, 0, 1, UInt32(height), cx11_all_planes(), ZPixmap))
        defer { cx11_destroy_image(image) }
        return (0..<Int32(height)).map { cx11_get_pixel(image, 0, $0) & 0xFF_FFFF }
    }

    /// A black 40x12 window on the test's Xvfb, shown, and its compositor.
    private func openBlackWindow() throws -> (OpaquePointer, X11Compositor) {
        let display = try XCTUnwrap(XOpenDisplay(try xvfb().displayName))
        self.display = display
        let screen = XDefaultScreen(display)
        window = XCreateSimpleWindow(display, XRootWindow(display, screen), 0, 0, 40, 12, 0, 0, 0)
        XMapWindow(display, window)
        XSync(display, 0)
        return (display, try XCTUnwrap(X11Compositor(display: display, window: window, visual: XDefaultVisual(display, screen))))
    }

    func testSeveralRunsAreOneCompositeThroughTheirClipAndOnlyTheirRowsAreWritten() throws {
        // Given a black 40x12 window, and a 40x12 bitmap in the server whose row r is (r + 1, 0, 0)
        let (display, compositor) = try openBlackWindow()
        let pixmap = XCreatePixmap(display, window, 40, 12, 24)
        let format = try XCTUnwrap(XRenderFindStandardFormat(display, Int32(PictStandardRGB24)))
        let picture = XRenderCreatePicture(display, pixmap, format, 0, nil)
        for row in 0..<12 {
            var color = XRenderColor(red: UInt16(row + 1) * 257, green: 0, blue: 0, alpha: 0xFFFF)
            XRenderFillRectangle(display, Int32(PictOpSrc), picture, &color, 0, Int32(row), 40, 1)
        }
        let bitmap = try XCTUnwrap(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 40, 12))
        defer { cairo_surface_destroy(bitmap) }
        final class Owner {}
        let owner = Owner()
        let upload = X11Compositor.Upload(owner: owner, pixmap: pixmap, picture: picture, generation: 1)
        // (the copy's box is the window's rows 2..<12, from the bitmap's rows 0..<10)
        let copy = X11Compositor.DirectCopy(upload: upload, generation: 1, bitmap: bitmap, source: (0, 0),
                                            box: PixelBox(x: 0, y: 2, width: 40, height: 10))

        // when rows 2..<4 and 7..<9 are sent,
        compositor.sendRows([2..<4, 7..<9], of: copy)
        XSync(display, 0)

        // then those rows show the bitmap's rows 0, 1 and 5, 6, and every other row is still black,
        XCTAssertEqual(try column(20, height: 12), [0, 0, 0x01_0000, 0x02_0000, 0, 0, 0, 0x06_0000, 0x07_0000, 0, 0, 0])
        XCTAssertEqual(compositor.directPixels, 4 * 40)
        // and the window's clip is gone: a single run after it is written whole, from its own rows.
        compositor.sendRows([4..<12], of: copy)
        XSync(display, 0)
        XCTAssertEqual(try column(39, height: 12),
                       [0, 0, 0x01_0000, 0x02_0000, 0x03_0000, 0x04_0000, 0x05_0000, 0x06_0000, 0x07_0000, 0x08_0000, 0x09_0000, 0x0A_0000])
        XCTAssertEqual(compositor.directPixels, 12 * 40)
        XRenderFreePicture(display, picture)
        XFreePixmap(display, pixmap)
    }

    func testAShadowsPartsAreOneCompositeThroughTheirClipAndTheTargetsClipComesBack() throws {
        // Given a black 40x12 window whose picture is clipped to its rows 1..<11 (the damage
        // being built), and a 40x12 source that is red, half transparent, everywhere
        let (display, compositor) = try openBlackWindow()
        let target = compositor.windowPicture
        var clip = XRectangle(x: 0, y: 1, width: 40, height: 10)
        XRenderSetPictureClipRectangles(display, target, 0, 0, &clip, 1)
        let pixmap = XCreatePixmap(display, window, 40, 12, 32)
        let argb = try XCTUnwrap(XRenderFindStandardFormat(display, Int32(PictStandardARGB32)))
        let source = XRenderCreatePicture(display, pixmap, argb, 0, nil)
        var half = XRenderColor(red: 0x8080, green: 0, blue: 0, alpha: 0x8080)
        XRenderFillRectangle(display, Int32(PictOpSrc), source, &half, 0, 0, 40, 12)

        // when it is composited OVER two parts (rows 2..<4 at columns 0..<10, rows 6..<8 at 30..<40)
        // through their clip,
        compositor.compositeThroughClip(source, origin: (0, 0),
                                        parts: [PixelBox(x: 0, y: 2, width: 10, height: 2), PixelBox(x: 30, y: 6, width: 10, height: 2)],
                                        into: target, restoring: clip)
        XSync(display, 0)

        // then exactly the parts' pixels are the source OVER black, the rest untouched,
        let control = try xvfb().control
        func pixel(_ x: Int32, _ y: Int32) throws -> UInt {
            let image = try XCTUnwrap(XGetImage(control, window, x, y, 1, 1, cx11_all_planes(), ZPixmap))
            defer { cx11_destroy_image(image) }
            return cx11_get_pixel(image, 0, 0) & 0xFF_FFFF
        }
        XCTAssertEqual(try [pixel(5, 2), pixel(9, 3), pixel(35, 6), pixel(30, 7)], [0x80_0000, 0x80_0000, 0x80_0000, 0x80_0000])
        XCTAssertEqual(try [pixel(10, 2), pixel(5, 4), pixel(35, 5), pixel(29, 7), pixel(20, 5)], [0, 0, 0, 0, 0])
        // and the target is clipped to the damage again: a fill of it all reaches rows 1..<11 only.
        var white = XRenderColor(red: 0xFFFF, green: 0xFFFF, blue: 0xFFFF, alpha: 0xFFFF)
        XRenderFillRectangle(display, Int32(PictOpSrc), target, &white, 0, 0, 40, 12)
        XSync(display, 0)
        XCTAssertEqual(try [pixel(20, 0), pixel(20, 1), pixel(20, 10), pixel(20, 11)], [0, 0xFF_FFFF, 0xFF_FFFF, 0])
        XRenderFreePicture(display, source)
        XFreePixmap(display, pixmap)
    }
}
