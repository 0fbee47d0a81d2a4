import CX11
import Foundation
import UIKit
import XCTest
import XvfbKit
@testable import ModalDemoKit

/// A desktop-sized window's sheet drag built in the X server: when the dimming changes
/// its 8-bit level, the presenter's content outside the card is dimmed as fills where
/// it is one colour (`DimmedCopy`; those nothing later draws over straight into the
/// window), and the window shows the client's render byte for byte on every frame and
/// after an Expose.
final class DimmedCompositingTests: DemoWindowTestCase {
    override var firstDisplay: Int { 190 }
    override var screenSize: (width: Int, height: Int) { (1920, 1080) }
    override var windowSize: CGSize { CGSize(width: 1920, height: 1080) }
    override var windowTitle: String { "dimmed" }

    func testADimmingLevelChangeFillsThePresentersPlainTilesAndShowsTheClientsPixels() throws {
        let host = try XCTUnwrap(host), app = try XCTUnwrap(app)
        // Given the info sheet up in a 1920x1080 window, every composable frame built in the server
        // (and the shadow's narrow strips at scale 1 drawn from tiles too, as wider ones at scale 2 are),
        host.compositeMode = .xrender
        app.present("sheet", animated: false)
        XCTAssertTrue(host.run(until: { !host.window.wantsAnimationFrames && !host.window.needsDisplay }, timeout: 10))
        host.shadowTileMinimumWidth = 1
        XCTAssertEqual(host.shadowTileMinimumWidth, 1)
        host.window.setNeedsDisplay()
        let drawnAtRest = host.framesDrawn
        XCTAssertTrue(host.run(until: { host.framesDrawn > drawnAtRest }, timeout: 5))
        let card = try XCTUnwrap(host.window.firstView { $0.accessibilityIdentifier == "sheet" })
        let dimming = try XCTUnwrap(host.window.firstView { $0.accessibilityIdentifier == "dimming" })
        func level() -> Int { Int((dimming.layer.presented.alpha * 65535 + 0.5).rounded(.down)) >> 8 }
        let frame = card.convert(card.bounds, to: nil)
        let start = CGPoint(x: frame.midX, y: frame.minY + 30)

        // when it is dragged down a few points a frame (past the pan's slop first),
        host.window.pointerDown(at: start, timestamp: host.now)
        host.window.pointerMoved(to: CGPoint(x: start.x, y: start.y + 12), timestamp: host.now)
        settleFrame(host)
        var levelChanges = 0, cardOnly = 0
        for step in 1...16 {
            let before = level(), filled = host.pixelsDimmedAsFills, drawn = host.framesDrawn, straight = host.pixelsDimmedStraight,
                tiled = host.pixelsUnderShadowFromTiles
            host.window.pointerMoved(to: CGPoint(x: start.x, y: start.y + 12 + CGFloat(step * 3)), timestamp: host.now)
            settleFrame(host)
            XCTAssertGreaterThan(host.framesDrawn, drawn, "step \(step): no frame")
            XCTAssertTrue(host.lastFrameWasComposited, "step \(step)")
            let shownCard = card.convert(card.bounds, to: nil).intersection(host.window.bounds)
            let uncovered = 1920 * 1080 - Int(shownCard.width * shownCard.height)
            let fills = host.pixelsDimmedAsFills - filled
            // then the fills never reach under the card (its opaque body hides the list),
            XCTAssertLessThanOrEqual(fills, uncovered, "step \(step)")
            if level() != before {
                // a frame that changes the dimming's level fills most of the window outside the
                // card (the list's plain backgrounds and margins) instead of blending it,
                levelChanges += 1
                XCTAssertGreaterThan(fills, uncovered / 2, "step \(step)")
                // and draws the mixed parts that nothing later covers straight into the window (the
                // text of the list beside the card; disjoint from the fills, so within what they left),
                XCTAssertGreaterThan(host.pixelsDimmedStraight - straight, 0, "step \(step)")
                XCTAssertLessThanOrEqual(host.pixelsDimmedStraight - straight, 1920 * 1080 - fills, "step \(step)")
                // and the list's plain runs beside the card, under its shadow's sides, from tiles
                // (part of the fills: at least the sides' ink, 2 x 8 pixels wide, down 100 rows),
                let fromTiles = host.pixelsUnderShadowFromTiles - tiled
                XCTAssertGreaterThan(fromTiles, 2 * 8 * 100, "step \(step)")
                XCTAssertLessThanOrEqual(fromTiles, fills, "step \(step)")
            } else {
                cardOnly += 1
                XCTAssertEqual(host.pixelsDimmedStraight, straight, "step \(step): the dimming kept its level")
                XCTAssertEqual(host.pixelsUnderShadowFromTiles, tiled, "step \(step): the dimming kept its level")
            }
            // and the window shows the client's render of every frame exactly.
            XCTAssertEqual(try differingPixels(host), 0, "step \(step)")
        }
        XCTAssertGreaterThanOrEqual(levelChanges, 3)
        XCTAssertGreaterThanOrEqual(cardOnly, 3)

        // When another client paints over the window and the server exposes it, the whole
        // frame is shown again from the back picture, the fills that went straight to the
        // window built there first.
        let server = try XCTUnwrap(server)
        exposeAfterPaintingOver(host, server: server)
        XCTAssertEqual(try differingPixels(host), 0, "exposed mid-drag")

        // Released, the sheet springs back frame by frame and settles on the client's pixels.
        host.window.pointerUp(at: CGPoint(x: start.x, y: start.y + 60), timestamp: host.now)
        XCTAssertTrue(host.run(until: { !host.window.wantsAnimationFrames && !host.window.needsDisplay }, timeout: 10))
        XCTAssertEqual(try differingPixels(host), 0, "settled")
    }

    /// Turns the loop until the frame the last event asked for is drawn.
    private func settleFrame(_ host: X11Host) {
        guard host.window.needsDisplay || host.window.wantsAnimationFrames else { return }
        let drawn = host.framesDrawn
        XCTAssertTrue(host.run(until: { host.framesDrawn > drawn }, timeout: 5), "no frame drawn")
    }
}
