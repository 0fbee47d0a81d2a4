import CX11
import Foundation
import UIKit
import XCTest
import XvfbKit
@testable import ModalDemoKit

/// A desktop-sized window's sheet dragged a point at a time, built in the X server:
/// the card's shadow is composited from one ARGB picture made once (`X11ShadowPictures`),
/// and a frame where the dimming keeps its level copies to the window only the card's
/// old and new places and the rows its shadow's top edge moved through, never the
/// shadow's side strips down the card's height; the window shows the client's render
/// byte for byte on every frame.
final class ShadowCompositingTests: DemoWindowTestCase {
    override var firstDisplay: Int { 210 }
    override var screenSize: (width: Int, height: Int) { (1920, 1080) }
    override var windowSize: CGSize { CGSize(width: 1920, height: 1080) }
    override var windowTitle: String { "shadow" }

    func testADragFrameAtOneLevelCopiesTheCardsPlacesAndTheShadowsTopEdgeOnly() throws {
        let host = try XCTUnwrap(host), app = try XCTUnwrap(app)
        // Given the info sheet up in a 1920x1080 window, every composable frame built in the server,
        host.compositeMode = .xrender
        app.present("sheet", animated: false)
        settle(host)
        host.window.setNeedsDisplay()
        nextFrame(host)
        let card = try XCTUnwrap(host.window.firstView { $0.accessibilityIdentifier == "sheet" })
        let dimming = try XCTUnwrap(host.window.firstView { $0.accessibilityIdentifier == "dimming" })
        func level() -> Int { Int((dimming.layer.presented.alpha * 65535 + 0.5).rounded(.down)) >> 8 }
        func cardBox() -> CGRect { card.convert(card.bounds, to: nil).intersection(host.window.bounds) }
        XCTAssertGreaterThan(card.layer.shadowOpacity, 0, "the card casts a shadow")
        // (how far below the card's top its shadow's blur reaches: three radii and the offset)
        let reach = 3 * card.layer.shadowRadius + abs(card.layer.shadowOffset.height) + 2
        let start = CGPoint(x: cardBox().midX, y: cardBox().minY + 30)

        // when it is dragged down a point a frame (past the pan's slop first),
        host.window.pointerDown(at: start, timestamp: host.now)
        host.window.pointerMoved(to: CGPoint(x: start.x, y: start.y + 12), timestamp: host.now)
        settle(host)
        let shadowsMade = host.shadowPicturesMade
        XCTAssertGreaterThanOrEqual(shadowsMade, 1)
        var held = 0
        for step in 1...12 {
            let before = level(), oldBox = cardBox()
            host.window.pointerMoved(to: CGPoint(x: start.x, y: start.y + 12 + CGFloat(step)), timestamp: host.now)
            nextFrame(host)
            XCTAssertTrue(host.lastFrameWasComposited, "step \(step)")
            let newBox = cardBox()
            XCTAssertEqual(newBox.minY, oldBox.minY + 1, "step \(step): the card follows the pointer")
            if level() == before {
                held += 1
                // then, where the dimming keeps its level, the first box copied is the card's
                // old and new places (its columns, from its old top to the window's bottom),
                let damage = host.lastFrameDamage
                XCTAssertEqual(damage.first, oldBox.union(newBox), "step \(step)")
                // the others the rows around its top edge where the shadow's mask row changed,
                // no lower than the blur reaches below the top and never down the card's sides,
                let others = damage.dropFirst()
                XCTAssertFalse(others.isEmpty, "step \(step): the shadow's top edge")
                for band in others {
                    XCTAssertLessThan(band.minY, newBox.minY, "step \(step): \(band)")
                    XCTAssertLessThanOrEqual(band.maxY, newBox.minY + reach, "step \(step): \(band)")
                    XCTAssertTrue(band.intersection(oldBox.union(newBox)).isEmpty, "step \(step): overlaps the card's box")
                }
            }
            // and the window shows the client's render exactly,
            XCTAssertEqual(try differingPixels(host), 0, "step \(step)")
        }
        XCTAssertGreaterThanOrEqual(held, 6)
        // the shadow's picture made once for the whole drag.
        XCTAssertEqual(host.shadowPicturesMade, shadowsMade)

        // Released, the sheet springs back and settles on the client's pixels.
        host.window.pointerUp(at: CGPoint(x: start.x, y: start.y + 24), timestamp: host.now)
        settle(host)
        XCTAssertEqual(try differingPixels(host), 0, "settled")
    }
}
