import Foundation
import XCTest
import UIKit
@testable import ModalDemoKit

/// A layer bitmap whose drawing the X server holds gives its pixels back
/// (`LayerRasterCache.releasePixels`): composite plans still refer to it while the
/// copy elsewhere holds its drawing, the client path draws it again (the same bytes,
/// the same drawing number, so the server's copy stays valid), and the cost model
/// charges the client path for that drawing.
final class ReleasedBitmapTests: XCTestCase {
    /// The info sheet at rest at its medium detent (the list behind it at full size)
    /// drawn once through bitmaps by `renderer`; returns the frame and its size.
    private func stageDrawnThroughBitmaps(_ renderer: inout CairoViewRenderer?) -> (DemoStage, IncrementalFrame, Int, Int) {
        let stage = DemoStage(size: CGSize(width: 390, height: 844), scale: 2)
        DemoScenes.named("medium-detent")!.setUp(stage)
        let made = CairoViewRenderer(text: stage.host.renderer.text)
        renderer = made
        let frame = IncrementalFrame(renderer: made)
        frame.render(stage.host.window, scale: 2, pixelWidth: 780, pixelHeight: 1688)
        return (stage, frame, 780, 1688)
    }

    private func layerGenerations(_ plan: CompositePlan?) -> [Int] {
        (plan?.steps ?? []).compactMap { step -> Int? in
            if case .layer(let layer, _) = step { return layer.bitmapGeneration } else { return nil }
        }
    }

    func testReleasedBitmapsStayInPlansWhileHeldElsewhereAndAreDrawnAgainByteForByte() throws {
        // Given the sheet drawn through its bitmaps (the list's and the card's),
        var made: CairoViewRenderer?
        let (stage, frame, width, height) = stageDrawnThroughBitmaps(&made)
        let renderer = try XCTUnwrap(made)
        let window = stage.host.window
        let held = renderer.layers.byteCount
        let list = width * height * 4
        XCTAssertGreaterThanOrEqual(held, list)
        let before = try XCTUnwrap(renderer.compositePlan(for: window, scale: 2, pixelWidth: width, pixelHeight: height))
        let generations = layerGenerations(before)
        XCTAssertEqual(generations.count, 2)

        // when every bitmap is said to be held elsewhere and its pixels are released,
        var heldElsewhere = true
        renderer.layers.isHeldElsewhere = { _, _ in heldElsewhere }
        let released = renderer.layers.releasePixels { _, _ in true }

        // then both bitmaps give their bytes back and no pixels stay held,
        XCTAssertEqual(released, held)
        XCTAssertEqual(renderer.layers.releasedCount, 2)
        XCTAssertEqual(renderer.layers.releasedByteCount, held)
        XCTAssertEqual(renderer.layers.byteCount, 0)
        // a plan still composites them, at the same drawings, and the cost model charges
        // the client path for drawing them again (4 ns a pixel by default),
        let plan = try XCTUnwrap(renderer.compositePlan(for: window, scale: 2, pixelWidth: width, pixelHeight: height))
        XCTAssertEqual(layerGenerations(plan), generations)
        let model = FrameCostModel()
        XCTAssertEqual(model.redrawCost(of: plan), Double(held / 4) * 4.0)
        XCTAssertEqual(model.redrawCost(of: before), Double(held / 4) * 4.0, "the same bitmaps (the plan refers to them)")
        XCTAssertEqual(model.clientCost(of: plan, repaint: nil) - model.weights.clientFrame, Double(held / 4) * 4.0)
        // but not once the copy elsewhere is gone (nothing would hold the pixels).
        heldElsewhere = false
        XCTAssertNil(renderer.compositePlan(for: window, scale: 2, pixelWidth: width, pixelHeight: height))
        heldElsewhere = true

        // When the client repaints the window,
        frame.invalidate()
        frame.render(window, scale: 2, pixelWidth: width, pixelHeight: height)

        // then it draws both layers again: the same bytes as a fresh renderer's, the same
        // drawing numbers (the copy elsewhere stays valid), the pixels held again.
        XCTAssertEqual(renderer.layers.redrawnAfterRelease, 2)
        XCTAssertEqual(renderer.layers.releasedCount, 0)
        XCTAssertEqual(renderer.layers.byteCount, held)
        let reference = CairoViewRenderer(text: stage.host.renderer.text).snapshot(window, scale: 2)
        XCTAssertTrue(frame.image?.pixelBuffer() == reference)
        let after = renderer.compositePlan(for: window, scale: 2, pixelWidth: width, pixelHeight: height)
        XCTAssertEqual(layerGenerations(after), generations)
        XCTAssertEqual(model.redrawCost(of: try XCTUnwrap(after)), 0)
    }

    func testBitmapsNotHeldElsewhereKeepTheirPixels() throws {
        // Given the sheet drawn through its bitmaps,
        var made: CairoViewRenderer?
        let (stage, frame, width, height) = stageDrawnThroughBitmaps(&made)
        let renderer = try XCTUnwrap(made)
        let held = renderer.layers.byteCount

        // when nothing holds their drawings elsewhere,
        let released = renderer.layers.releasePixels { _, _ in false }

        // then nothing is released and the next frame draws no layer again.
        XCTAssertEqual(released, 0)
        XCTAssertEqual(renderer.layers.byteCount, held)
        let misses = renderer.layers.misses
        frame.invalidate()
        frame.render(stage.host.window, scale: 2, pixelWidth: width, pixelHeight: height)
        XCTAssertEqual(renderer.layers.misses, misses)
        XCTAssertEqual(renderer.layers.redrawnAfterRelease, 0)
    }
}
