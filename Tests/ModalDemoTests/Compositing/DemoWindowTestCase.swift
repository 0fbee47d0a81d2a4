import CX11
import Foundation
import UIKit
import XCTest
import XvfbKit
@testable import ModalDemoKit

/// The demo in a real window under a private Xvfb, for the compositing tests: made
/// before each test (waiting for its first frame) and closed after, with the waits
/// they share. Subclasses say where it runs and how big it is.
class DemoWindowTestCase: XCTestCase {
    var server: PrivateXvfb?
    var host: X11Host?
    var app: DemoApp?

    /// The first display number the private server tries (each class its own range).
    var firstDisplay: Int { 170 }
    /// The server's screen in pixels.
    var screenSize: (width: Int, height: Int) { (1280, 1024) }
    /// The window in points (at scale 1).
    var windowSize: CGSize { CGSize(width: 390, height: 844) }
    var windowTitle: String { "composite" }

    override func setUpWithError() throws {
        server = try PrivateXvfb(firstDisplay: firstDisplay, width: screenSize.width, height: screenSize.height)
        let host = try X11Host(size: windowSize, scale: 1, title: windowTitle, className: "modal-demo",
                               displayName: server!.displayName)
        self.host = host
        app = DemoApp(window: host.window, store: nil, notes: SampleNotes.notes(count: 30),
                      trace: AppTrace(enabled: false, clock: { 0 }, write: { _ in }))
        var ready = false
        host.onFirstFrame = { ready = true }
        XCTAssertTrue(host.run(until: { ready }, timeout: 10), "first frame never shown")
    }

    override func tearDown() {
        host?.close()
        host = nil
        app = nil
        server?.stop()
        server = nil
        super.tearDown()
    }

    /// Another window on this test's server, `size` at `scale`, set up by `configure`
    /// before the demo is made in it with the sheet presented before its first frame;
    /// returned once that frame is shown (the caller closes it; an `onFirstFrame` that
    /// `configure` set is called first).
    func openWindowWithSheet(size: CGSize, scale: CGFloat = 1, title: String,
                             configure: (X11Host) -> Void = { _ in }) throws -> (X11Host, DemoApp) {
        let server = try XCTUnwrap(server)
        let window = try X11Host(size: size, scale: scale, title: title, className: "modal-demo",
                                 displayName: server.displayName)
        configure(window)
        let app = DemoApp(window: window.window, store: nil, notes: SampleNotes.notes(count: 30),
                          trace: AppTrace(enabled: false, clock: { 0 }, write: { _ in }))
        app.present("sheet", animated: false)
        var ready = false
        let configured = window.onFirstFrame
        window.onFirstFrame = {
            configured?()
            ready = true
        }
        XCTAssertTrue(window.run(until: { ready }, timeout: 10), "first frame never shown")
        return (window, app)
    }

    /// Turns the loop until no animation runs and nothing waits to be drawn.
    func settle(_ host: X11Host) {
        XCTAssertTrue(host.run(until: { !host.window.wantsAnimationFrames && !host.window.needsDisplay }, timeout: 10), "never settled")
    }

    /// Pixels whose RGB differs between the window and the client's render of the same state.
    func differingPixels(_ host: X11Host) throws -> Int {
        let shown = try XCTUnwrap(host.captureWindow())
        let client = host.renderer.snapshot(host.window, scale: host.scale)
        XCTAssertEqual(shown.width, client.width)
        XCTAssertEqual(shown.height, client.height)
        var differing = 0
        for y in 0..<min(shown.height, client.height) {
            for x in 0..<min(shown.width, client.width)
            where shown.premultipliedARGB(x: x, y: y) & 0xFF_FFFF != client.premultipliedARGB(x: x, y: y) & 0xFF_FFFF {
                differing += 1
            }
        }
        return differing
    }

    /// The largest per-channel difference between the window and a fresh renderer's
    /// render of the same state (one that shares no bitmap with the host).
    func difference(_ host: X11Host, file: StaticString = #filePath, line: UInt = #line) -> Int {
        host.synchronize()
        guard let shown = host.captureWindow() else { XCTFail("no capture", file: file, line: line); return 255 }
        let reference = CairoViewRenderer(text: host.renderer.text).snapshot(host.window, scale: host.scale)
        XCTAssertEqual(shown.width, reference.width, file: file, line: line)
        XCTAssertEqual(shown.height, reference.height, file: file, line: line)
        var worst = 0
        for y in 0..<min(shown.height, reference.height) {
            for x in 0..<min(shown.width, reference.width) {
                let a = shown.premultipliedARGB(x: x, y: y), b = reference.premultipliedARGB(x: x, y: y)
                for shift: UInt32 in [0, 8, 16] {
                    worst = max(worst, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
                }
            }
        }
        return worst
    }

    /// Paints over `host`'s whole window from another client, has the server expose it,
    /// and turns the loop until the window is presented again.
    func exposeAfterPaintingOver(_ host: X11Host, server: PrivateXvfb, file: StaticString = #filePath, line: UInt = #line) {
        let window = Window(host.xWindow)
        let gc = XCreateGC(server.control, window, 0, nil)
        XSetForeground(server.control, gc, 0x00FF00FF)
        XFillRectangle(server.control, window, gc, 0, 0, UInt32(host.pixelSize.width), UInt32(host.pixelSize.height))
        XFreeGC(server.control, gc)
        XClearArea(server.control, window, 0, 0, 0, 0, 1)
        XSync(server.control, 0)
        let presented = host.framesPresented
        XCTAssertTrue(host.run(until: { host.framesPresented > presented }, timeout: 5), "no present after the Expose",
                      file: file, line: line)
    }

    /// Turns the loop until one more frame is drawn.
    func nextFrame(_ host: X11Host, file: StaticString = #filePath, line: UInt = #line) {
        let drawn = host.framesDrawn
        XCTAssertTrue(host.run(until: { host.framesDrawn > drawn }, timeout: 5), "no frame drawn", file: file, line: line)
    }
}

extension UIView {
    /// The first view in this subtree (depth first) that passes `test`.
    func firstView(where test: (UIView) -> Bool) -> UIView? {
        if test(self) { return self }
        for subview in subviews { if let match = subview.firstView(where: test) { return match } }
        return nil
    }
}
