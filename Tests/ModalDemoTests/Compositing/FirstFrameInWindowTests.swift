import CX11
import Foundation
import UIKit
import XCTest
import XvfbKit
@testable import ModalDemoKit

/// A big window's first frame, built in the X server straight into the window (no
/// back picture written, no copy of the window): the window shows the client's render
/// byte for byte; the frames after it build only their damage in the back picture and
/// an Expose builds the rest there first, both still byte for byte; a window that showed
/// a client frame first builds its first composited frame in the back picture as before.
final class FirstFrameInWindowTests: DemoWindowTestCase {
    override var firstDisplay: Int { 200 }
    override var windowTitle: String { "first-frame" }

    /// A second window counted as big (its bitmaps made for the server), the sheet
    /// presented before its first frame, shown.
    private func openBigWindow() throws -> (X11Host, DemoApp) {
        try openWindowWithSheet(size: CGSize(width: 390, height: 844), title: "big") { $0.serverBitmapsMinimumImageBytes = 0 }
    }

    /// The label with this accessibility identifier in the window.
    private func label(_ identifier: String, in view: UIView) -> UILabel? {
        if let label = view as? UILabel, label.accessibilityIdentifier == identifier { return label }
        for subview in view.subviews { if let found = label(identifier, in: subview) { return found } }
        return nil
    }

    func testABigWindowsFirstFrameIsBuiltStraightIntoTheWindowByteForByte() throws {
        // Given a big window with the sheet up before its first frame,
        // when its first frame is shown,
        let (big, app) = try openBigWindow()
        defer { big.close() }

        // then it was built in the server into the window itself, from bitmaps made for it,
        // with no client frame, and the window shows exactly the client's render.
        XCTAssertTrue(big.firstFrameBuiltInWindow)
        XCTAssertEqual(big.framesComposited, 1)
        XCTAssertEqual(big.framesRenderedOnClient, 0)
        XCTAssertEqual(big.lastFramePathReason, "prepared")
        XCTAssertEqual(difference(big), 0)
        withExtendedLifetime(app) {}
    }

    func testTheFramesAfterItAndAnExposeShowTheClientsRenderByteForByte() throws {
        // Given a big window whose first frame was built into the window,
        let (big, app) = try openBigWindow()
        defer { big.close() }
        big.compositeMode = .xrender
        XCTAssertTrue(big.firstFrameBuiltInWindow)
        let headline = try XCTUnwrap(label("headline", in: big.window))

        // when the sheet's headline changes (a frame that builds only its damage),
        let drawn = big.framesDrawn
        headline.text = "About the first frame"
        XCTAssertTrue(big.run(until: { big.framesDrawn > drawn && !big.window.needsDisplay }, timeout: 5), "no frame drawn")

        // then it is built in the server and the window shows the client's render,
        XCTAssertTrue(big.lastFrameWasComposited)
        XCTAssertEqual(difference(big), 0, "after the headline changed")

        // and when another client paints over the window and the server exposes it, the
        // back picture (never written by the first frame) is built before it is shown whole.
        let server = try XCTUnwrap(server)
        exposeAfterPaintingOver(big, server: server)
        XCTAssertEqual(difference(big), 0, "after the Expose")
        withExtendedLifetime(app) {}
    }

    func testADragAfterItMovesTheShadowAndDimmingByteForByteThroughAnExpose() throws {
        // Given a big window whose first frame was built into the window (its back picture
        // stale everywhere), every composable frame built in the server,
        let (big, app) = try openBigWindow()
        defer { big.close() }
        big.compositeMode = .xrender
        XCTAssertTrue(big.firstFrameBuiltInWindow)
        let card = try XCTUnwrap(big.window.firstView { $0.accessibilityIdentifier == "sheet" })
        let top = card.convert(card.bounds, to: nil).minY

        // when the sheet is dragged down 4 points a frame (its shadow moving, the dimming
        // crossing levels), the window shows the client's render after every frame,
        var point = CGPoint(x: 195, y: top + 30)
        big.window.pointerDown(at: point, timestamp: big.now)
        point.y += 12  // (past the pan's slop)
        big.window.pointerMoved(to: point, timestamp: big.now)
        let started = big.framesDrawn
        XCTAssertTrue(big.run(until: { big.framesDrawn > started && !big.window.needsDisplay }, timeout: 5), "the pan began")
        var composited = 0
        for step in 1...16 {
            point.y += 4
            big.window.pointerMoved(to: point, timestamp: big.now)
            let drawn = big.framesDrawn
            XCTAssertTrue(big.run(until: { big.framesDrawn > drawn && !big.window.needsDisplay }, timeout: 5), "step \(step)")
            if big.lastFrameWasComposited { composited += 1 }
            XCTAssertEqual(difference(big), 0, "step \(step)")
        }
        XCTAssertGreaterThan(composited, 8, "the drag was built in the server")

        // and after another client paints over it and the server exposes it (the back
        // picture's stale parts built first), still byte for byte.
        let server = try XCTUnwrap(server)
        exposeAfterPaintingOver(big, server: server)
        XCTAssertEqual(difference(big), 0, "after the Expose")
        big.window.pointerUp(at: point, timestamp: big.now)
        withExtendedLifetime(app) {}
    }

    func testAWindowThatShowedAClientFrameBuildsItsFirstCompositedFrameInTheBackPicture() throws {
        let host = try XCTUnwrap(host), app = try XCTUnwrap(app)
        // Given this 390x844 window, its first frames drawn on the client,
        app.present("sheet", animated: false)
        settle(host)
        XCTAssertGreaterThan(host.framesRenderedOnClient, 0)
        XCTAssertEqual(host.framesComposited, 0)

        // when the sheet is dragged until a frame is built in the server,
        host.compositeMode = .xrender
        var point = CGPoint(x: 195, y: host.window.bounds.height / 2 + 12)
        host.window.pointerDown(at: point, timestamp: host.now)
        for _ in 0..<10 where host.framesComposited == 0 {
            point.y += 8
            host.window.pointerMoved(to: point, timestamp: host.now)
            if host.window.needsDisplay || host.window.wantsAnimationFrames { nextFrame(host) }
        }

        // then it went into the back picture (the window had shown a frame), byte for byte.
        XCTAssertEqual(host.framesComposited, 1)
        XCTAssertTrue(host.lastFrameWasComposited)
        XCTAssertFalse(host.firstFrameBuiltInWindow)
        XCTAssertEqual(difference(host), 0)
        host.window.pointerUp(at: point, timestamp: host.now)
    }
}
