import Foundation
import UIKit
import XCTest
import XvfbKit
@testable import ModalDemoKit

/// Once frames are built in the X server, the client gives back the pixels the server
/// holds a copy of (`X11Host.releasesClientPixels`): layer bitmaps and the back
/// buffer's image. A client frame draws them again with the same bytes, and the
/// server's copies stay valid (nothing is sent again). A real window under a private
/// Xvfb, read back with XGetImage.
final class ClientPixelReleaseTests: DemoWindowTestCase {
    override var firstDisplay: Int { 180 }
    override var windowTitle: String { "release" }

    /// Moves the pressed pointer to `y` and draws the frame that follows (if the move changed anything).
    private func move(_ host: X11Host, to point: CGPoint) {
        host.window.pointerMoved(to: point, timestamp: host.now)
        if host.window.needsDisplay || host.window.wantsAnimationFrames { nextFrame(host) }
    }

    /// Drags the sheet down from `start` 8 points a frame until `frames` frames were
    /// composited in a row (at most 30 moves); returns where the pointer is.
    private func dragUntilComposited(_ host: X11Host, from start: CGPoint, frames: Int,
                                     each: (Int) -> Void = { _ in }) -> CGPoint {
        host.window.pointerDown(at: start, timestamp: host.now)
        var point = start, inARow = 0
        for _ in 0..<30 where inARow < frames {
            point.y += 8
            let before = host.framesComposited, drawn = host.framesDrawn
            move(host, to: point)
            guard host.framesDrawn > drawn else { continue }
            inARow = host.framesComposited > before ? inARow + 1 : 0
            each(inARow)
        }
        XCTAssertEqual(inARow, frames, "composited frames in a row")
        return point
    }

    func testComposedFramesReleaseClientPixelsAndAClientFrameDrawsThemAgainByteForByte() throws {
        let host = try XCTUnwrap(host), app = try XCTUnwrap(app)
        // Given the sheet at rest, drawn on the client (its bitmaps made there), every
        // composable frame then built in the server,
        app.present("sheet", animated: false)
        settle(host)
        host.compositeMode = .xrender
        XCTAssertTrue(host.releasesClientPixels)
        XCTAssertFalse(host.backBufferImageIsReleased)
        let held = host.renderer.layers.byteCount

        // when the sheet is dragged by four composited frames,
        let start = CGPoint(x: 195, y: host.window.bounds.height / 2 + 12)
        var point = dragUntilComposited(host, from: start, frames: 4) { inARow in
            // (nothing is released before the third composited frame in a row)
            if inARow < 3 { XCTAssertEqual(host.layerBitmapBytesReleased, 0, "after \(inARow) composited frames") }
        }

        // then the layer bitmaps the server holds (the list's and the card's) and the back
        // buffer's image are released, and the window shows exactly the client's render,
        XCTAssertEqual(host.layerBitmapBytesReleased, held)
        XCTAssertEqual(host.renderer.layers.byteCount, 0)
        XCTAssertEqual(host.renderer.layers.releasedCount, 2)
        XCTAssertTrue(host.backBufferImageIsReleased)
        XCTAssertEqual(difference(host), 0)
        let uploads = host.pictureUploads

        // When the next frame is drawn on the client,
        host.compositeMode = .client
        point.y += 8
        move(host, to: point)

        // then it maps the image again and draws both layers again: the same pixels,
        XCTAssertFalse(host.lastFrameWasComposited)
        XCTAssertFalse(host.backBufferImageIsReleased)
        XCTAssertEqual(host.renderer.layers.redrawnAfterRelease, 2)
        XCTAssertEqual(host.renderer.layers.releasedCount, 0)
        XCTAssertEqual(host.renderer.layers.byteCount, held)
        XCTAssertEqual(difference(host), 0)

        // and when frames go back to the server, its copies are still valid: none is sent again.
        host.compositeMode = .xrender
        point.y += 8
        move(host, to: point)
        XCTAssertTrue(host.lastFrameWasComposited)
        XCTAssertEqual(host.pictureUploads, uploads)
        XCTAssertEqual(difference(host), 0)
        host.window.pointerUp(at: point, timestamp: host.now)
    }

    /// The label with this accessibility identifier in the window.
    private func label(_ identifier: String, in view: UIView) -> UILabel? {
        if let label = view as? UILabel, label.accessibilityIdentifier == identifier { return label }
        for subview in view.subviews { if let found = label(identifier, in: subview) { return found } }
        return nil
    }

    func testAMissingBitmapOfABigWindowIsMadeForTheServerWithoutAClientFrame() throws {
        let host = try XCTUnwrap(host), app = try XCTUnwrap(app)
        // Given the sheet at rest, frames built in the server, and this window counted as
        // big (the default is an 8 MB image: 1920x1080, not 390x844),
        app.present("sheet", animated: false)
        settle(host)
        host.compositeMode = .xrender
        host.serverBitmapsMinimumImageBytes = 0
        let headline = try XCTUnwrap(label("headline", in: host.window))
        let onClient = host.framesRenderedOnClient

        // when the sheet's headline changes (its bitmap must be drawn again),
        headline.text = "About big windows"
        nextFrame(host)

        // then the frame is built in the server, with no client frame: the held bitmaps and
        // the image released first, the sheet's bitmap drawn, sent and released,
        XCTAssertEqual(host.bitmapsDrawnForServer, 1)
        XCTAssertTrue(host.lastFrameWasComposited)
        XCTAssertEqual(host.lastFramePathReason, "prepared")
        XCTAssertEqual(host.framesRenderedOnClient, onClient)
        XCTAssertEqual(host.renderer.layers.byteCount, 0)
        XCTAssertEqual(host.renderer.layers.releasedCount, 2)
        XCTAssertTrue(host.backBufferImageIsReleased)
        // and the window shows exactly the client's render of the new headline.
        XCTAssertEqual(difference(host), 0)
    }

    func testABigWindowsFirstFrameIsBuiltInTheServerWithNoClientImage() throws {
        let server = try XCTUnwrap(server)
        // Given a second window counted as big, the sheet presented before its first frame,
        let big = try X11Host(size: CGSize(width: 390, height: 844), scale: 1, title: "big", className: "modal-demo",
                              displayName: server.displayName)
        defer { big.close() }
        big.serverBitmapsMinimumImageBytes = 0
        let bigApp = DemoApp(window: big.window, store: nil, notes: SampleNotes.notes(count: 30),
                             trace: AppTrace(enabled: false, clock: { 0 }, write: { _ in }))
        bigApp.present("sheet", animated: false)

        // when its first frame is shown,
        var ready = false
        big.onFirstFrame = { ready = true }
        XCTAssertTrue(big.run(until: { ready }, timeout: 10), "first frame never shown")

        // then it was built in the server from bitmaps made for it, each released once
        // sent (in private memory, their parts were found first: nothing awaits, no frame
        // is drawn for it), and no client image was ever made; the window shows the
        // client's render.
        XCTAssertEqual(big.framesRenderedOnClient, 0)
        XCTAssertEqual(big.framesComposited, 1)
        XCTAssertEqual(big.lastFramePathReason, "prepared")
        XCTAssertEqual(big.bitmapsDrawnForServer, 1)
        XCTAssertTrue(big.run(until: { big.bitmapsAwaitingParts == 0 }, timeout: 10), "parts never found")
        XCTAssertEqual(big.framesDrawn, 1)
        XCTAssertEqual(big.renderer.layers.byteCount, 0)
        XCTAssertGreaterThanOrEqual(big.renderer.layers.releasedCount, 2)
        XCTAssertTrue(big.backBufferImageIsReleased)
        XCTAssertEqual(difference(big), 0)
    }

    func testAMissingBitmapOfASmallWindowIsDrawnInAClientFrame() throws {
        let host = try XCTUnwrap(host), app = try XCTUnwrap(app)
        // Given the sheet at rest in this 390x844 window (under the 8 MB default),
        app.present("sheet", animated: false)
        settle(host)
        host.compositeMode = .xrender
        let headline = try XCTUnwrap(label("headline", in: host.window))

        // when the sheet's headline changes,
        headline.text = "About small windows"
        nextFrame(host)

        // then the frame is drawn on the client, which keeps its bitmaps.
        XCTAssertEqual(host.bitmapsDrawnForServer, 0)
        XCTAssertFalse(host.lastFrameWasComposited)
        XCTAssertFalse(host.backBufferImageIsReleased)
        XCTAssertEqual(difference(host), 0)
    }

    func testNothingIsReleasedWhenTheClientKeepsItsPixels() throws {
        let host = try XCTUnwrap(host), app = try XCTUnwrap(app)
        // Given the sheet at rest and client pixels kept (`MODAL_KIT_KEEP_CLIENT_PIXELS=1`),
        app.present("sheet", animated: false)
        settle(host)
        host.compositeMode = .xrender
        host.releasesClientPixels = false
        let held = host.renderer.layers.byteCount

        // when the sheet is dragged by four composited frames,
        let start = CGPoint(x: 195, y: host.window.bounds.height / 2 + 12)
        let point = dragUntilComposited(host, from: start, frames: 4)
        host.window.pointerUp(at: point, timestamp: host.now)

        // then the bitmaps and the image stay, as before this change.
        XCTAssertTrue(host.lastFrameWasComposited)
        XCTAssertEqual(host.layerBitmapBytesReleased, 0)
        XCTAssertEqual(host.renderer.layers.byteCount, held)
        XCTAssertFalse(host.backBufferImageIsReleased)
    }
}
