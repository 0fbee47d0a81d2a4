import Foundation
import UIKit
import XCTest
import XvfbKit
@testable import ModalDemoKit

/// A big window's first frame is shown before its bitmaps' row runs and one-colour
/// parts are found (`X11Host.bitmapsAwaitingParts`): it dims the list by a cut by whole
/// rows, its bitmaps' client pixels are released as they are sent, and the parts are
/// found once it is on screen from the shared segments the server maps, a bitmap a turn
/// of the loop while nothing waits; a drag that starts before that is built from the
/// cut by whole rows until the release step finds them. Either way nothing is drawn
/// twice, nothing is sent during the drag, and the window shows the client's render
/// byte for byte.
final class DeferredBitmapPartsTests: DemoWindowTestCase {
    override var firstDisplay: Int { 240 }
    override var screenSize: (width: Int, height: Int) { (1920, 1080) }
    override var windowTitle: String { "deferred" }

    /// What waited when the first frame was shown: bitmaps awaiting their parts, parts
    /// found, bytes released, bitmaps cut by whole rows, pixels dimmed as fills.
    private var atFirstFrame: (awaiting: Int, found: Int, released: Int, byRows: Int, filled: Int)?

    /// A 1920x1080 window at scale 1 with the default settings and the sheet up, shown.
    private func openDesktopWindow() throws -> (X11Host, DemoApp) {
        try openWindowWithSheet(size: CGSize(width: 1920, height: 1080), title: "deferred") { [unowned self] window in
            window.onFirstFrame = { [unowned self, unowned window] in
                atFirstFrame = (window.bitmapsAwaitingParts, window.bitmapPartsFoundAfterFirstFrame, window.layerBitmapBytesReleased,
                                window.bitmapsCutByWholeRows, window.pixelsDimmedAsFills)
            }
        }
    }

    /// The sheet's card: where a drag starts.
    private func dragStart(_ host: X11Host) throws -> CGPoint {
        let card = try XCTUnwrap(host.window.firstView { $0.accessibilityIdentifier == "sheet" })
        let frame = card.convert(card.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.minY + 30)
    }

    /// Presses at `start`, drags by `offsets` (points) a frame each, checking every frame
    /// is built in the server from what it holds and shows the client's render; `after`
    /// is called after each step with its index.
    private func drag(_ host: X11Host, from start: CGPoint, by offsets: [Int], after: (Int) -> Void = { _ in }) {
        let uploads = host.pictureUploads
        host.window.pointerDown(at: start, timestamp: host.now)
        for (step, offset) in offsets.enumerated() {
            let drawn = host.framesDrawn
            host.window.pointerMoved(to: CGPoint(x: start.x, y: start.y + CGFloat(offset)), timestamp: host.now)
            XCTAssertTrue(host.run(until: { host.framesDrawn > drawn && !host.window.needsDisplay }, timeout: 5), "step \(step): no frame")
            XCTAssertTrue(host.lastFrameWasComposited, "step \(step)")
            XCTAssertEqual(host.pictureUploads, uploads, "step \(step): a bitmap was sent")
            XCTAssertEqual(host.framesRenderedOnClient, 0, "step \(step)")
            XCTAssertEqual(difference(host), 0, "step \(step)")
            after(step)
        }
        host.window.pointerUp(at: CGPoint(x: start.x, y: start.y + CGFloat(offsets.last ?? 0)), timestamp: host.now)
        settle(host)
        XCTAssertEqual(difference(host), 0, "settled")
    }

    func testTheFirstFrameIsShownBeforeTheBitmapsPartsAreFound() throws {
        // Given a 1920x1080 window at scale 1 with the sheet up,
        // when its first frame is shown,
        let (desktop, app) = try openDesktopWindow()
        defer { desktop.close() }

        // then it was built in the server from its bitmaps (the list and the card, in shared
        // segments), whose parts were not found yet and whose client pixels were released
        // as they were sent, the dimmed list filled where its cut by whole rows is one colour,
        XCTAssertTrue(desktop.firstFrameBuiltInWindow)
        XCTAssertEqual(desktop.framesRenderedOnClient, 0)
        let first = try XCTUnwrap(atFirstFrame)
        XCTAssertEqual(first.awaiting, 2)
        XCTAssertEqual(first.found, 0)
        XCTAssertEqual(first.released, 1920 * 1080 * 4 + sheetBitmapBytes(desktop))
        XCTAssertEqual(first.byRows, 1)
        XCTAssertGreaterThan(first.filled, 0)
        // and the window shows exactly the client's render.
        XCTAssertEqual(difference(desktop), 0)

        // when the loop turns with nothing to draw,
        XCTAssertTrue(desktop.run(until: { desktop.bitmapsAwaitingParts == 0 }, timeout: 10), "parts never found")

        // then the parts of both were found from the segments without a frame drawn, and no
        // client pixels came back,
        XCTAssertEqual(desktop.bitmapPartsFoundAfterFirstFrame, 2)
        XCTAssertEqual(desktop.framesDrawn, 1)
        XCTAssertEqual(desktop.bitmapsCutByWholeRows, 1)
        XCTAssertEqual(desktop.layerBitmapBytesReleased, 1920 * 1080 * 4 + sheetBitmapBytes(desktop))
        let uploads = desktop.pictureUploads

        // and a drag then dims the list by fills and sends nothing, every frame exact.
        drag(desktop, from: try dragStart(desktop), by: [12, 24, 36])
        XCTAssertEqual(desktop.pictureUploads, uploads)
        XCTAssertGreaterThan(desktop.pixelsDimmedAsFills, 0)
        XCTAssertGreaterThan(desktop.pixelsLeftInPlace, 0)
        withExtendedLifetime(app) {}
    }

    func testADragBeforeThePartsAreFoundFindsWhatItNeedsAndSendsNothing() throws {
        // Given the window just shown, its bitmaps still awaiting their parts,
        let (desktop, app) = try openDesktopWindow()
        defer { desktop.close() }
        XCTAssertEqual(desktop.bitmapsAwaitingParts, 2)

        // when a drag starts at once (every turn of the loop has a frame to draw),
        var awaitingAfter: [Int] = []
        drag(desktop, from: try dragStart(desktop), by: [12, 20, 28, 36]) { _ in
            awaitingAfter.append(desktop.bitmapsAwaitingParts)
        }

        // then its frames are built in the server, send nothing and show the client's
        // render (checked per step): the first step's frame dims the list by the first
        // frame's cut by whole rows, and the second, the third frame in a row built in the
        // server (the first frame was one), finds the parts left before its release step.
        XCTAssertEqual(awaitingAfter, [2, 0, 0, 0])
        XCTAssertEqual(desktop.bitmapPartsFoundAfterFirstFrame, 2)
        XCTAssertGreaterThan(desktop.pixelsDimmedAsFills, 0)
        XCTAssertGreaterThan(desktop.pixelsLeftInPlace, 0)
        withExtendedLifetime(app) {}
    }

    /// The bytes of the sheet card's bitmap at this window's scale (its layer's box in pixels).
    private func sheetBitmapBytes(_ host: X11Host) -> Int {
        guard let card = host.window.firstView(where: { $0.accessibilityIdentifier == "sheet" }) else { return 0 }
        let box = card.convert(card.bounds, to: nil)
        return Int((box.width * host.scale).rounded(.up)) * Int((box.height * host.scale).rounded(.up)) * 4
    }
}
