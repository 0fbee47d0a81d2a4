import CX11
import Foundation
import UIKit
import XCTest
import XvfbKit
@testable import ModalDemoKit

/// A big window's layer bitmaps drawn into shared memory that the X server maps as their
/// pixmaps (`X11SharedPixmap`): the first frame is built from them with no bitmap sent
/// through the connection or in bands, and the window shows the client's render byte for
/// byte, then after a frame that redraws the sheet's bitmap and after an Expose; with
/// shared pixmaps turned off the same frames go through the bands, byte for byte too.
final class SharedPixmapFirstFrameTests: DemoWindowTestCase {
    override var firstDisplay: Int { 220 }
    override var screenSize: (width: Int, height: Int) { (1280, 1800) }
    override var windowTitle: String { "shared-pixmaps" }

    /// A 390x844 window at scale 2 (780x1688 pixels: the list's bitmap is 5.3 MB) counted
    /// as big, the sheet presented before its first frame, shown.
    private func openBigWindow(sharedPixmaps: Bool) throws -> (X11Host, DemoApp) {
        try openWindowWithSheet(size: CGSize(width: 390, height: 844), scale: 2, title: "big") { big in
            big.serverBitmapsMinimumImageBytes = 0
            big.drawsBitmapsInSharedPixmaps = sharedPixmaps
        }
    }

    private func headline(in view: UIView) -> UILabel? {
        view.firstView { ($0 as? UILabel)?.accessibilityIdentifier == "headline" } as? UILabel
    }

    func testTheFirstFrameIsBuiltFromSharedPixmapsWithNothingSentByteForByte() throws {
        // Given a big window at scale 2 with the sheet up before its first frame,
        // when its first frame is shown,
        let (big, app) = try openBigWindow(sharedPixmaps: true)
        defer { big.close() }

        // then its two big bitmaps (the list's and the card's) became pixmaps over their own
        // shared memory, no band went through a segment, the frame was built in the window,
        XCTAssertEqual(big.bitmapsSharedAsPixmaps, 2)
        XCTAssertEqual(big.bitmapBandsShared, 0)
        XCTAssertTrue(big.firstFrameBuiltInWindow)
        XCTAssertEqual(big.framesRenderedOnClient, 0)
        // and the window shows exactly the client's render.
        XCTAssertEqual(difference(big), 0)

        // When the sheet's headline changes (its bitmap drawn again, now in private memory),
        big.compositeMode = .xrender
        let label = try XCTUnwrap(headline(in: big.window))
        let drawn = big.framesDrawn
        label.text = "About shared pixmaps"
        XCTAssertTrue(big.run(until: { big.framesDrawn > drawn && !big.window.needsDisplay }, timeout: 5), "no frame drawn")

        // then the frame is built in the server and still equals the client's render,
        XCTAssertTrue(big.lastFrameWasComposited)
        XCTAssertEqual(difference(big), 0, "after the headline changed")
        // and so does the window after another client paints over it and it is exposed.
        exposeAfterPaintingOver(big, server: try XCTUnwrap(server))
        XCTAssertEqual(difference(big), 0, "after the Expose")
        withExtendedLifetime(app) {}
    }

    func testWithSharedPixmapsOffTheBitmapsGoInBandsByteForByte() throws {
        // Given the same window with shared pixmaps turned off (MODAL_KIT_SHARED_PIXMAPS=off),
        // when its first frame is shown,
        let (big, app) = try openBigWindow(sharedPixmaps: false)
        defer { big.close() }

        // then no pixmap was made over shared memory, the big bitmaps went in 1 MB bands
        // (the list's 5.3 MB in 6 and the card's in its own), and the window is the client's render.
        XCTAssertEqual(big.bitmapsSharedAsPixmaps, 0)
        XCTAssertGreaterThan(big.bitmapBandsShared, 6)
        XCTAssertTrue(big.firstFrameBuiltInWindow)
        XCTAssertEqual(difference(big), 0)
        withExtendedLifetime(app) {}
    }
}
