import CX11
import UIKitCore
import UIKitCairo
import UIKitImaging
import UIKitX11
import UIKitTestSupport
import XCTest
@testable import UIKitX11

/// A second window of the scene in the real X11 window: drawn over the host's window
/// on the client path (the server paths are made for one root layer), pixel for
/// pixel the headless render, and a click on it reaches it through the X server.
final class X11MultiWindowTests: XvfbTestCase {
    private var host: X11Host?

    override func tearDown() {
        host?.close()
        host = nil
        super.tearDown()
    }

    private let size = CGSize(width: 200, height: 160)

    /// A view that records that a touch began on it.
    private final class TouchedView: UIView {
        var began = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
    }

    /// Solid fills only: a frame of them is composable in the server.
    private func makeScene(in window: UIWindow) {
        window.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        let band = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 20))
        band.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        window.addSubview(band)
    }

    /// The popup window: a green card at (40, 40, 120, 60) in a clear window at `.alert + 1`.
    private func makePopup(in window: UIWindow) -> (UIWindow, TouchedView) {
        let popup = UIWindow(windowScene: window.windowScene!)
        popup.backgroundColor = .clear
        popup.windowLevel = .alert + 1
        let card = TouchedView(frame: CGRect(x: 40, y: 40, width: 120, height: 60))
        card.backgroundColor = UIColor(red: 0, green: 0.8, blue: 0.2, alpha: 1)
        popup.addSubview(card)
        return (popup, card)
    }

    private func headlessRender(withPopup: Bool) -> PixelBuffer {
        let headless = HeadlessHost(size: size, scale: 1)
        makeScene(in: headless.window)
        var popup: UIWindow?
        if withPopup {
            popup = makePopup(in: headless.window).0
            popup?.isHidden = false
        }
        headless.advance(by: 0)
        let pixels = headless.snapshot()
        withExtendedLifetime(popup) {}
        return pixels
    }

    func testASecondWindowIsDrawnOnTheClientPathAsTheHeadlessRenderAndTakesClicks() throws {
        // Given a window of solid fills that the server composites
        let server = try xvfb()
        let host = try X11Host(size: size, scale: 1, displayName: server.displayName,
                               environment: ["MODAL_KIT_X11_COMPOSITE": "xrender"])
        self.host = host
        makeScene(in: host.window)
        var ready = false
        host.onFirstFrame = { ready = true }
        XCTAssertTrue(host.run(until: { ready && !host.window.needsDisplay }, timeout: 5), "first frame never shown")
        XCTAssertGreaterThan(host.framesComposited, 0, "one window of solid fills is composited in the server")

        // When a popup window is shown over it
        let (popup, card) = makePopup(in: host.window)
        let client = host.framesRenderedOnClient
        popup.makeKeyAndVisible()
        XCTAssertTrue(host.run(until: { host.framesRenderedOnClient > client && !host.window.needsDisplay }, timeout: 5),
                      "no client frame after the popup was shown")

        // Then that frame was refused by the server path and the window shows the headless render
        XCTAssertEqual(host.lastFramePathReason, "refused")
        host.synchronize()
        XCTAssertTrue(try XCTUnwrap(host.captureWindow()) == headlessRender(withPopup: true), "the window differs from the headless render")

        // When the card is clicked through the X server
        let origin = server.rootOrigin(of: host.xWindow)
        server.move(toX: origin.x + 100, y: origin.y + 70)
        server.button(1, down: true)
        server.button(1, down: false)
        XCTAssertTrue(host.run(until: { card.began > 0 }, timeout: 2), "the click did not reach the popup window")

        // When the popup window is hidden
        let drawn = host.framesDrawn
        popup.isHidden = true
        XCTAssertTrue(host.run(until: { host.framesDrawn > drawn && !host.window.needsDisplay }, timeout: 5))

        // Then the window shows the host's scene alone again
        host.synchronize()
        XCTAssertTrue(try XCTUnwrap(host.captureWindow()) == headlessRender(withPopup: false), "the popup's pixels stayed")
    }
}
