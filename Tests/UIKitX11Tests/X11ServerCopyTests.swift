import CX11
import UIKitCore
import UIKitCairo
import UIKitImaging
import UIKitX11
import UIKitTestSupport
import XCTest
@testable import UIKitX11

/// The back buffer's frame kept in the server (`X11ServerCopy`): a scroll moves the
/// scrolled pixels there with one copy and uploads only the uncovered strip; an
/// Expose is answered from it without an upload; either way the window shows the
/// headless render pixel for pixel, on every upload path.
final class X11ServerCopyTests: XvfbTestCase {
    var hosts: [X11Host] = []

    override func tearDown() {
        for host in hosts { host.close() }
        hosts = []
        super.tearDown()
    }

    private let size = CGSize(width: 200, height: 160)

    /// A scroll view of 10-point bands at (0, 60, 200, 100), 2,000 points tall, scrolled to 100.
    private func makeScene(in window: UIWindow) -> UIScrollView {
        window.backgroundColor = .white
        let title = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 30))
        title.text = "Bands"
        window.addSubview(title)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 60, width: 200, height: 100))
        scroll.backgroundColor = .white
        scroll.showsVerticalScrollIndicator = false
        scroll.contentSize = CGSize(width: 200, height: 2000)
        let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue, .systemOrange, .systemPurple]
        for band in 0..<200 {
            let view = UIView(frame: CGRect(x: 10, y: CGFloat(band) * 10, width: 180, height: 10))
            view.backgroundColor = colors[band % colors.count]
            scroll.addSubview(view)
        }
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        window.addSubview(scroll)
        return scroll
    }

    private func openHost(_ path: X11UploadPath, scale: CGFloat) throws -> (X11Host, UIScrollView) {
        let host = try X11Host(size: size, scale: scale, displayName: try xvfb().displayName,
                               environment: [X11UploadPath.environmentKey: path.rawValue, "MODAL_KIT_X11_COMPOSITE": "client"])
        hosts.append(host)
        let scroll = makeScene(in: host.window)
        var ready = false
        host.onFirstFrame = { ready = true }
        XCTAssertTrue(host.run(until: { ready && !host.window.needsDisplay }, timeout: 5), "first frame never shown")
        return (host, scroll)
    }

    /// What the window shows equals a headless render of the same scene at `offset`.
    private func assertShowsHeadlessRender(_ host: X11Host, offset: CGFloat, scale: CGFloat, _ message: String,
                                           file: StaticString = #filePath, line: UInt = #line) throws {
        host.synchronize()
        let shown = try XCTUnwrap(host.captureWindow(), file: file, line: line)
        let headless = HeadlessHost(size: size, scale: scale)
        makeScene(in: headless.window).contentOffset = CGPoint(x: 0, y: offset)
        XCTAssertTrue(shown == headless.snapshot(), "\(message): the window differs from the headless render", file: file, line: line)
    }

    func testAScrollMovesThePixelsInTheServerAndUploadsOnlyTheUncoveredStrip() throws {
        for path in X11UploadPath.allCases {
            for scale: CGFloat in [1, 2] {
                // Given the bands shown,
                let (host, scroll) = try openHost(path, scale: scale)
                let backBuffer = try XCTUnwrap(host.presenter.backBuffer)

                for step in 1...3 {
                    // when the scroll view scrolls 3 points further,
                    let drawn = host.framesDrawn, uploaded = host.pixelsUploaded
                    scroll.contentOffset.y += 3
                    XCTAssertTrue(host.run(until: { host.framesDrawn > drawn && !host.window.needsDisplay }, timeout: 5))

                    // then only the 3-point strip at its bottom went up (y 157 ..< 160 points),
                    let strip = CGRect(x: 0, y: 157 * scale, width: 200 * scale, height: 3 * scale)
                    XCTAssertEqual(host.lastFrameRepainted, [strip], "\(path) at \(scale)x, step \(step)")
                    XCTAssertEqual(backBuffer.lastUploadedArea, Int(strip.width * strip.height), "\(path) at \(scale)x")
                    XCTAssertEqual(host.pixelsUploaded - uploaded, Int(strip.width * strip.height), "\(path) at \(scale)x")
                    // the rest of the scroll view was moved in the server, and the window shows the headless render.
                    try assertShowsHeadlessRender(host, offset: scroll.contentOffset.y, scale: scale, "\(path) at \(scale)x, step \(step)")
                }
                host.close()
            }
        }
    }

    func testAnExposeIsAnsweredFromTheServerCopyWithoutAnUpload() throws {
        for path in X11UploadPath.allCases {
            // Given the bands shown,
            let (host, scroll) = try openHost(path, scale: 1)
            let backBuffer = try XCTUnwrap(host.presenter.backBuffer)
            let control = try xvfb().control

            // when another client scribbles over the window and the server then exposes all of it,
            let gc = XCreateGC(control, Window(host.xWindow), 0, nil)
            XSetForeground(control, gc, 0x00FF00FF)
            XFillRectangle(control, Window(host.xWindow), gc, 0, 0, 200, 160)
            XFreeGC(control, gc)
            let presents = backBuffer.presentCount, uploaded = host.pixelsUploaded
            XClearArea(control, Window(host.xWindow), 0, 0, 0, 0, 1)
            XFlush(control)
            XCTAssertTrue(host.run(until: { backBuffer.presentCount > presents }, timeout: 5), "\(path): no present after the Expose")

            // then the window shows the frame again, copied from the server's copy: nothing was uploaded.
            XCTAssertEqual(backBuffer.lastUploadedArea, 0, "\(path)")
            XCTAssertEqual(host.pixelsUploaded, uploaded, "\(path)")
            try assertShowsHeadlessRender(host, offset: scroll.contentOffset.y, scale: 1, "\(path)")
            host.close()
        }
    }
}
