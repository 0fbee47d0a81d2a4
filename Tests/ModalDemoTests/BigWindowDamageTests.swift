import Foundation
import XCTest
import UIKit
@testable import ModalDemoKit

/// In a desktop-sized window a frame repaints what changed, not the window: a drag of
/// the info sheet (a 704-point card over a dimming view that fades with the drag)
/// repaints the card's columns, and the kept picture stays byte for byte a full render.
final class BigWindowDamageTests: XCTestCase {
    private let size = CGSize(width: 1920, height: 1080)

    func testADragOfTheInfoSheetRepaintsTheCardsColumnsWhileTheDimmingHoldsItsLevel() throws {
        // Given the info sheet up in a 1920x1080 window at scale 1, held 20 points down,
        // and a kept picture that has drawn it,
        let stage = DemoStage(size: size, scale: 1)
        stage.present("sheet")
        let grab = CGPoint(x: stage.centerX, y: stage.cardTop + 22 + 20)
        stage.holdDragOnCard(by: 20)
        let card = try XCTUnwrap(stage.host.window.firstView { $0.accessibilityIdentifier == "sheet" })
        let dimming = try XCTUnwrap(stage.host.window.firstView { $0.accessibilityIdentifier == "dimming" })
        let frame = IncrementalFrame(renderer: stage.host.renderer)
        let reference = CairoViewRenderer(text: stage.host.renderer.text)
        var repainted: [DamageRegion] = []
        stage.host.onFrame = { _ in
            repainted.append(frame.render(stage.host.window, scale: 1, pixelWidth: 1920, pixelHeight: 1080))
            stage.host.window.didDisplay()
        }
        stage.host.advance(by: 1.0 / 60)
        func dimmingLevel() -> Int { Int((dimming.layer.presented.alpha * 65535 + 0.5).rounded(.down)) >> 8 }
        var mismatches: [String] = [], dimmingLevels = [dimmingLevel()], cardOnlyFrames = 0

        for step in 1...10 {
            // when the pointer moves one point further down each frame,
            repainted = []
            let cardBefore = card.convert(card.bounds, to: nil)
            stage.host.pointerMove(to: CGPoint(x: grab.x, y: grab.y + CGFloat(step)))
            stage.host.advance(by: 1.0 / 60)
            let cardAfter = card.convert(card.bounds, to: nil)
            let damage = DamageRegion(repainted.flatMap(\.rects))
            let level = dimmingLevel()
            let levelChanged = level != dimmingLevels.last
            dimmingLevels.append(level)

            // then the card follows, and the frame repaints the card's old and new places with its
            // shadow's reach (12-point radius, 1 point up: 40 pixels) and nothing beside them,
            // unless the dimming's 8-bit level changed: then the whole window,
            XCTAssertEqual(cardAfter.minY - cardBefore.minY, 1, "step \(step)")
            let reach = cardBefore.union(cardAfter).insetBy(dx: -40, dy: -40)
            if levelChanged {
                XCTAssertEqual(damage.area, 1920 * 1080, "step \(step)")
            } else {
                XCTAssertTrue(damage.rects.allSatisfy { reach.contains($0) }, "step \(step): \(damage.rects)")
                cardOnlyFrames += 1
            }
            // and the picture is a full render of the same state.
            if let image = frame.image, image.pixelBuffer() != reference.snapshot(stage.host.window, scale: 1) {
                mismatches.append("step \(step)")
            }
        }
        XCTAssertEqual(mismatches, [])
        // The dimming (40 % black, fading as the card goes down) crosses two 8-bit levels
        // in these 10 points: 8 of the 10 frames repaint only the card's columns.
        XCTAssertEqual(dimmingLevels, [98, 98, 98, 98, 97, 97, 97, 97, 97, 96, 96])
        XCTAssertEqual(cardOnlyFrames, 8)
    }
}
