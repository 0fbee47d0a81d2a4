import Foundation
import XCTest
import UIKit
@testable import ModalDemoKit

/// A window's first frame draws an opaque rasterized layer that is copied 1:1 (the
/// list under a sheet at its medium detent) straight into the frame instead of into a
/// window-sized bitmap first (`LayerRasterCache.defersNewBitmaps`): the same pixels,
/// and the bitmap is made by the next frame that draws the layer.
final class FirstFrameStraightDrawingTests: XCTestCase {
    func testTheFirstFrameDrawsThePresenterStraightWithTheSamePixelsAndTheNextMakesItsBitmap() throws {
        for (size, scale) in [(CGSize(width: 390, height: 844), CGFloat(2)), (CGSize(width: 1920, height: 1080), CGFloat(1))] {
            let label = "\(Int(size.width))x\(Int(size.height))@\(Int(scale))"
            // Given the info sheet at rest at its medium detent (the list behind it at full size),
            let stage = DemoStage(size: size, scale: scale)
            DemoScenes.named("medium-detent")!.setUp(stage)
            let window = stage.host.window
            let width = Int(size.width * scale), height = Int(size.height * scale)
            let renderer = CairoViewRenderer(text: stage.host.renderer.text)
            let frame = IncrementalFrame(renderer: renderer)

            // when a fresh renderer draws its first frame deferring new bitmaps,
            renderer.layers.defersNewBitmaps = true
            frame.render(window, scale: scale, pixelWidth: width, pixelHeight: height)
            renderer.layers.defersNewBitmaps = false

            // then the list is drawn straight (one layer deferred, no window-sized bitmap held:
            // only the card's, which has rounded corners and so is not opaque),
            XCTAssertEqual(renderer.layers.deferred, 1, label)
            XCTAssertLessThan(renderer.layers.byteCount, width * height * 4, label)
            // and the picture is byte for byte the render through bitmaps.
            let reference = CairoViewRenderer(text: stage.host.renderer.text)
            XCTAssertTrue(frame.image?.pixelBuffer() == reference.snapshot(window, scale: scale), label)

            // When the next frame repaints the window, the list's bitmap is made and used,
            frame.invalidate()
            frame.render(window, scale: scale, pixelWidth: width, pixelHeight: height)

            // with the same pixels again.
            XCTAssertEqual(renderer.layers.deferred, 1, label)
            XCTAssertGreaterThanOrEqual(renderer.layers.byteCount, width * height * 4, label)
            XCTAssertTrue(frame.image?.pixelBuffer() == reference.snapshot(window, scale: scale), label)
        }
    }

    func testAPushedBackPresenterIsStillDrawnThroughItsBitmap() throws {
        // Given the edit sheet at rest (the list pushed back: scaled, rounded),
        let stage = DemoStage(size: CGSize(width: 390, height: 844), scale: 1)
        DemoScenes.named("sheet")!.setUp(stage)
        let renderer = CairoViewRenderer(text: stage.host.renderer.text)
        let frame = IncrementalFrame(renderer: renderer)

        // when a first frame defers new bitmaps,
        renderer.layers.defersNewBitmaps = true
        frame.render(stage.host.window, scale: 1, pixelWidth: 390, pixelHeight: 844)

        // then nothing is drawn straight: a resampled bitmap differs from drawing in place.
        XCTAssertEqual(renderer.layers.deferred, 0)
        XCTAssertTrue(frame.image?.pixelBuffer() == CairoViewRenderer(text: stage.host.renderer.text).snapshot(stage.host.window, scale: 1))
    }
}
