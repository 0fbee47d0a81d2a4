import CX11
import Foundation
import UIKit
import XCTest
import XvfbKit
@testable import ModalDemoKit

/// A desktop-sized window at scale 1 (1920x1080, an 8.3 MB image) counts as big by
/// default (`X11Host.serverBitmapsMinimumImageBytes`): its frames are built in the X
/// server from the start, its bitmaps made for the server before the window is used,
/// so a sheet drag's first frames neither draw the window on the client nor send
/// bitmaps; the window shows the client's render byte for byte on every frame.
final class DesktopWindowServerPathTests: DemoWindowTestCase {
    override var firstDisplay: Int { 220 }
    override var screenSize: (width: Int, height: Int) { (1920, 1080) }
    override var windowTitle: String { "desktop" }

    /// A second window, 1920x1080 at scale 1 with the host's default settings, the
    /// sheet presented before its first frame (as `modal-demo --present sheet`), shown.
    private func openDesktopWindow() throws -> (X11Host, DemoApp) {
        try openWindowWithSheet(size: CGSize(width: 1920, height: 1080), title: "desktop")
    }

    func testTheFirstFrameIsBuiltInTheServerWithTheDefaultThreshold() throws {
        // Given a 1920x1080 window at scale 1 with the default settings and the sheet up,
        // when its first frame is shown,
        let (desktop, app) = try openDesktopWindow()
        defer { desktop.close() }

        // then it was built in the server straight into the window, from bitmaps made for
        // it, with no client frame,
        XCTAssertEqual(desktop.serverBitmapsMinimumImageBytes, 8_000_000)
        XCTAssertTrue(desktop.firstFrameBuiltInWindow)
        XCTAssertEqual(desktop.framesRenderedOnClient, 0)
        XCTAssertEqual(desktop.lastFramePathReason, "prepared")
        // and the window shows exactly the client's render.
        XCTAssertEqual(difference(desktop), 0)
        withExtendedLifetime(app) {}
    }

    func testASheetDragsFirstFramesSendNoBitmapAndDrawNothingOnTheClient() throws {
        // Given the 1920x1080 window at scale 1 with the sheet up, settled,
        let (desktop, app) = try openDesktopWindow()
        defer { desktop.close() }
        settle(desktop)
        let card = try XCTUnwrap(desktop.window.firstView { $0.accessibilityIdentifier == "sheet" })
        let frame = card.convert(card.bounds, to: nil)
        let start = CGPoint(x: frame.midX, y: frame.minY + 30)
        let uploads = desktop.pictureUploads

        // when it is pressed and dragged past the pan's slop, then 8 steps of 4 points,
        desktop.window.pointerDown(at: start, timestamp: desktop.now)
        for (step, offset) in [12, 16, 20, 24, 28, 32, 36, 40, 44].enumerated() {
            let drawn = desktop.framesDrawn
            desktop.window.pointerMoved(to: CGPoint(x: start.x, y: start.y + CGFloat(offset)), timestamp: desktop.now)
            XCTAssertTrue(desktop.run(until: { desktop.framesDrawn > drawn && !desktop.window.needsDisplay }, timeout: 5),
                          "step \(step): no frame")
            // then every frame is built in the server from the pictures it already holds,
            XCTAssertTrue(desktop.lastFrameWasComposited, "step \(step)")
            XCTAssertEqual(desktop.pictureUploads, uploads, "step \(step): a bitmap was sent")
            XCTAssertEqual(desktop.framesRenderedOnClient, 0, "step \(step)")
            // and the window shows the client's render exactly.
            XCTAssertEqual(difference(desktop), 0, "step \(step)")
        }
        desktop.window.pointerUp(at: CGPoint(x: start.x, y: start.y + 44), timestamp: desktop.now)
        settle(desktop)
        XCTAssertEqual(difference(desktop), 0, "settled")
        withExtendedLifetime(app) {}
    }
}
