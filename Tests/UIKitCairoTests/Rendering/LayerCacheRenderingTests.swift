import ModalDemoKit
import UIKit
import XCTest

/// `shouldRasterize` bitmaps reused across frames give the pixels of drawing
/// them afresh every frame, through every frame of every demo scene (presenting
/// springs, drags, rubber band, typing, action sheets, zooms, nested sheets).
final class LayerCacheRenderingTests: XCTestCase {
    private let size = CGSize(width: 390, height: 844)

    func testEveryFrameOfEveryDemoSceneMatchesAnUncachedRender() {
        for scene in DemoScenes.all {
            // Given a demo stage whose host renderer keeps its layer bitmaps,
            // when every sixth frame is drawn from the cache and afresh (a sample that keeps make test short),
            let (frames, worst) = compareFrames(of: scene, every: 6) { $0.layers.isEnabled = false }

            // then no pixel differs by more than one level in any channel.
            XCTAssertGreaterThan(frames, 0, scene.name)
            XCTAssertLessThanOrEqual(worst, 1, "\(scene.name): \(frames) frames compared")
        }
    }

    /// Occlusion culling leaves undrawn only what opaque views cover: every frame of
    /// every scene matches drawing everything, within two levels (the scaled,
    /// pushed-back presenter is resampled by a pixman path that rounds a level
    /// differently when a clip is set).
    func testEveryFrameOfEveryDemoSceneMatchesARenderWithoutCulling() {
        for scene in DemoScenes.all {
            // Given a demo stage, and a renderer that draws everything,
            // when every seventh frame is drawn both ways,
            let (frames, worst) = compareFrames(of: scene, every: 7) { $0.cullsOccludedViews = false }

            // then no pixel differs by more than two levels in any channel.
            XCTAssertGreaterThan(frames, 0, scene.name)
            XCTAssertLessThanOrEqual(worst, 2, "\(scene.name): \(frames) frames compared")
        }
    }

    /// Plays `scene` on a fresh stage and, every `nth` frame, snapshots the window with
    /// the host's renderer and with a second renderer set up by `configure`: how many
    /// frames were compared and the largest channel difference seen.
    private func compareFrames(of scene: DemoScene, every nth: Int,
                               configure: (CairoViewRenderer) -> Void) -> (frames: Int, worst: Int) {
        let stage = DemoStage(size: size, scale: 1)
        let reference = CairoViewRenderer(text: stage.host.renderer.text)
        configure(reference)
        var frames = 0, worst = 0, step = 0
        stage.host.onFrame = { _ in
            step += 1
            guard step % nth == 1 else { return }
            let shown = stage.host.renderer.snapshot(stage.host.window, scale: 1)
            let expected = reference.snapshot(stage.host.window, scale: 1)
            worst = max(worst, Self.largestChannelDifference(shown, expected))
            frames += 1
        }
        scene.setUp(stage)
        stage.host.advance(by: 2.0 / 60)
        stage.host.onFrame = nil
        return (frames, worst)
    }

    func testCachedBitmapsAreReusedWhileASheetIsDragged() {
        // Given the edit sheet up, its first frame drawn,
        let stage = DemoStage(size: size, scale: 2)
        stage.present("edit")
        let layers = stage.host.renderer.layers
        _ = stage.host.snapshot()
        let grab = CGPoint(x: stage.centerX, y: stage.cardTop + 22)
        stage.host.pointerDown(at: grab)
        for step in 1...12 {
            stage.host.advance(by: 1.0 / 60)
            stage.host.pointerMove(to: CGPoint(x: grab.x, y: grab.y + CGFloat(step)))
        }
        _ = stage.host.snapshot()
        let misses = layers.misses, hits = layers.hits

        // when it is dragged 10 more frames, drawn each time,
        for step in 13...22 {
            stage.host.advance(by: 1.0 / 60)
            stage.host.pointerMove(to: CGPoint(x: grab.x, y: grab.y + CGFloat(step)))
            _ = stage.host.snapshot()
        }

        // then the card and the pushed-back list come from their bitmaps every frame.
        XCTAssertEqual(layers.misses - misses, 0)
        XCTAssertEqual(layers.hits - hits, 20)
    }

    func testACaretBlinkingInARasterizedSheetKeepsItsBitmapAndItsPixels() throws {
        // Given the edit sheet up (rasterized) with its first field focused, drawn once,
        let stage = DemoStage(size: size, scale: 2)
        stage.present("edit")
        let field = try XCTUnwrap(stage.host.window.firstTextFieldBelow)
        XCTAssertTrue(field.becomeFirstResponder())
        stage.host.advance(by: 1.0 / 60)
        _ = stage.host.snapshot()
        let layers = stage.host.renderer.layers
        let uncached = CairoViewRenderer(text: stage.host.renderer.text)
        uncached.layers.isEnabled = false

        for phase in [false, true, false] {
            // when the caret blinks (UIKit's half a second on, half off), drawn each time,
            let misses = layers.misses
            stage.host.advance(by: 0.5)
            XCTAssertEqual(field.isCaretVisible, phase)
            let shown = stage.host.snapshot()

            // then the sheet's bitmap is kept (the caret is drawn over it, not into it)
            XCTAssertEqual(layers.misses - misses, 0, "caret \(phase ? "on" : "off"): a bitmap was redrawn")
            // and the pixels are those of drawing everything afresh.
            let expected = uncached.snapshot(stage.host.window, scale: 2)
            XCTAssertEqual(Self.largestChannelDifference(shown, expected), 0, "caret \(phase ? "on" : "off")")
        }
    }

    func testANewBitmapStartsTransparentAndOneRedrawnInPlaceIsClearedFirst() {
        // Given a window with a rasterized, transparent card holding a translucent square,
        // and the same window drawn without rasterizing
        func window(rasterized: Bool, squareX: CGFloat) -> UIWindow {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
            window.backgroundColor = .white
            let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
            card.layer.shouldRasterize = rasterized
            let square = UIView(frame: CGRect(x: squareX, y: 0, width: 30, height: 30))
            square.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.5)
            card.addSubview(square)
            window.addSubview(card)
            return window
        }
        let shown = window(rasterized: true, squareX: 0)
        let renderer = CairoViewRenderer()

        // when it is drawn (a new bitmap), then again after the square moved right (the
        // same bitmap, redrawn),
        let first = renderer.snapshot(shown, scale: 1)
        let misses = renderer.layers.misses
        shown.subviews[0].subviews[0].frame.origin.x = 60
        let moved = renderer.snapshot(shown, scale: 1)

        // then the bitmap was redrawn, and each frame is the direct drawing's: the new
        // bitmap held nothing but the square, and nothing of the old square is left.
        XCTAssertEqual(renderer.layers.misses - misses, 1)
        XCTAssertLessThanOrEqual(Self.largestChannelDifference(first, CairoViewRenderer().snapshot(window(rasterized: false, squareX: 0), scale: 1)), 1)
        XCTAssertLessThanOrEqual(Self.largestChannelDifference(moved, CairoViewRenderer().snapshot(window(rasterized: false, squareX: 60), scale: 1)), 1)
        XCTAssertEqual(moved.pixel(x: 20, y: 20), first.pixel(x: 100, y: 20), "where the square was is the window's white")
    }

    func testSameCallsGiveTheSameBytesWithTheCache() {
        // Given two stages driven through the same drag,
        func render() -> PixelBuffer {
            let stage = DemoStage(size: size, scale: 2)
            DemoScenes.named("sheet-drag")!.setUp(stage)
            _ = stage.host.snapshot()
            stage.host.advance(by: 1.0 / 60)
            return stage.host.snapshot()
        }

        // when each is rendered (the second frame from cached bitmaps),
        let first = render(), second = render()

        // then the bytes are identical.
        XCTAssertEqual(first, second)
    }

    static func largestChannelDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
        guard a.width == b.width, a.height == b.height else { return 255 }
        var worst = 0
        for (x, y) in zip(a.pixels, b.pixels) where x != y {
            for shift in stride(from: 0, through: 24, by: 8) {
                worst = max(worst, abs(Int((x >> UInt32(shift)) & 0xff) - Int((y >> UInt32(shift)) & 0xff)))
            }
        }
        return worst
    }
}

private extension UIView {
    /// The first text field in the subtree, depth first.
    var firstTextFieldBelow: UITextField? {
        if let field = self as? UITextField { return field }
        for subview in subviews { if let field = subview.firstTextFieldBelow { return field } }
        return nil
    }
}
