import ModalDemoKit
import UIKit
import XCTest

/// Text shaped and rasterized once per label and cell (`PangoTextSystem`'s cache):
/// the same pixels as shaping afresh, nothing reshaped that did not change, and
/// every change that matters (text, font, colour, size, scale) shown at once.
final class TextCacheTests: XCTestCase {
    private let size = CGSize(width: 390, height: 844)

    // MARK: Same pixels

    func testEverySeventhFrameOfEveryDemoSceneMatchesTextShapedAfresh() {
        for scene in DemoScenes.all {
            // Given a demo stage whose renderer caches text, and a renderer that does not,
            let stage = DemoStage(size: size, scale: 1)
            let uncached = PangoTextSystem()
            uncached.cachesText = false
            let reference = CairoViewRenderer(text: uncached)
            var frames = 0, worst = 0, step = 0
            stage.host.onFrame = { _ in
                step += 1
                guard step % 7 == 1 else { return }
                // when every seventh frame (a sample that keeps make test short) of the scene is drawn both ways,
                let shown = stage.host.renderer.snapshot(stage.host.window, scale: 1)
                let expected = reference.snapshot(stage.host.window, scale: 1)
                worst = max(worst, LayerCacheRenderingTests.largestChannelDifference(shown, expected))
                frames += 1
            }
            scene.setUp(stage)
            stage.host.advance(by: 2.0 / 60)
            stage.host.onFrame = nil

            // then no pixel differs by more than one level (overlapping glyphs may round apart).
            XCTAssertGreaterThan(frames, 0, scene.name)
            XCTAssertLessThanOrEqual(worst, 1, "\(scene.name): \(frames) frames compared")
        }
    }

    func testCachedTextAtScale2AndAtSubPixelPhasesMatchesTextShapedAfresh() {
        // (20.7, 39.3) is off the 1/1024-pixel grid masks are kept for: drawn from its layout.
        for (origin, fromMask) in [(CGPoint(x: 20, y: 40), true), (CGPoint(x: 20.25, y: 40.5), true),
                                   (CGPoint(x: 20.7, y: 39.3), false)] {
            // Given a label at a fractional position, drawn twice from the cache,
            let host = makeRenderingHost(width: 300, height: 120, scale: 2)
            let label = UILabel(frame: CGRect(origin: origin, size: CGSize(width: 240, height: 40)))
            label.text = "Étape à ç — gjpq"
            label.textColor = .black
            host.window.addSubview(label)
            _ = host.snapshot()
            let cached = host.snapshot()

            // when it is compared with a renderer shaping every run afresh,
            let uncached = PangoTextSystem()
            uncached.cachesText = false
            let expected = CairoViewRenderer(text: uncached).snapshot(host.window, scale: 2)

            // then the pixels are the same, and the second frame drew from the mask (or the layout).
            XCTAssertLessThanOrEqual(LayerCacheRenderingTests.largestChannelDifference(cached, expected), 1, "\(origin)")
            let statistics = host.renderer.text.statistics
            XCTAssertEqual(statistics.shaped, 1, "\(origin)")
            XCTAssertEqual(statistics.layoutHits, 1, "\(origin)")
            XCTAssertEqual(statistics.rasterized, fromMask ? 1 : 0, "\(origin)")
            XCTAssertEqual(statistics.maskHits, fromMask ? 1 : 0, "\(origin)")
        }
    }

    // MARK: Nothing reshaped that did not change

    func testScrollingTheListOnePointShapesNothing() {
        // Given the list drawn once,
        let stage = DemoStage(size: size, scale: 2)
        _ = stage.host.snapshot()
        let before = stage.host.renderer.text.statistics

        // when it scrolls by one point (no row comes into view) and is drawn,
        stage.host.scroll(by: CGVector(dx: 0, dy: 1), at: CGPoint(x: 195, y: 400), precise: true)
        stage.host.advance(by: 1.0 / 60)
        _ = stage.host.snapshot()
        let after = stage.host.renderer.text.statistics

        // then no run was shaped or rasterized again: every label came from its cache.
        XCTAssertEqual(after.shaped - before.shaped, 0)
        XCTAssertEqual(after.rasterized - before.rasterized, 0)
        XCTAssertGreaterThan(after.maskHits - before.maskHits, 20)
    }

    func testScrollingTheListShapesOnlyTheRowsThatComeIntoView() throws {
        // Given the list drawn once, and its visible cells,
        let stage = DemoStage(size: size, scale: 1)
        _ = stage.host.snapshot()
        let table = try XCTUnwrap(Self.first(UITableView.self, in: stage.host.window))
        let visibleBefore = Set(table.indexPathsForVisibleRows ?? [])
        let before = stage.host.renderer.text.statistics

        // when it scrolls by 120 points and is drawn,
        stage.host.scroll(by: CGVector(dx: 0, dy: 120), at: CGPoint(x: 195, y: 400), precise: true)
        stage.host.runUntilIdle()
        _ = stage.host.snapshot()
        let after = stage.host.renderer.text.statistics
        let entered = Set(table.indexPathsForVisibleRows ?? []).subtracting(visibleBefore)

        // then exactly the title and the subtitle of each row that came into view were shaped.
        XCTAssertFalse(entered.isEmpty)
        XCTAssertEqual(after.shaped - before.shaped, 2 * entered.count, "rows entered: \(entered.sorted())")
    }

    func testTypingInTheTitleFieldReshapesOnlyThatField() throws {
        // Given the edit sheet up with its title field focused, drawn twice,
        let stage = DemoStage(size: size, scale: 2)
        stage.present("edit")
        _ = stage.host.snapshot()
        _ = stage.host.snapshot()
        let before = stage.host.renderer.text.statistics

        // when one character is typed and the sheet is drawn again,
        stage.host.type("x")
        stage.host.advance(by: 1.0 / 60)
        _ = stage.host.snapshot()
        let after = stage.host.renderer.text.statistics

        // then one run was shaped (the field's new text); the sheet's other texts (bar
        // title, buttons, the note's body) came from their cached layouts. (Inside the
        // card's rounded clip they are drawn from the layout, not a mask.)
        XCTAssertEqual(after.shaped - before.shaped, 1)
        XCTAssertGreaterThanOrEqual(after.layoutHits - before.layoutHits, 4)
    }

    // MARK: Invalidation

    func testTextFontSizeAndScaleChangesShapeAgainAndColourChangesDoNot() {
        // Given a label drawn once,
        let host = makeRenderingHost(width: 300, height: 120, scale: 1)
        let label = UILabel(frame: CGRect(x: 20, y: 40, width: 240, height: 40))
        label.text = "Shopping list"
        label.textColor = .black
        host.window.addSubview(label)
        _ = host.snapshot()
        func check(_ change: String, shaped: Int, rasterized: Int, _ mutate: () -> Void) {
            let before = host.renderer.text.statistics
            mutate()
            let shown = host.snapshot()
            let after = host.renderer.text.statistics
            let fresh = PangoTextSystem()
            fresh.cachesText = false
            let expected = CairoViewRenderer(text: fresh).snapshot(host.window, scale: host.scale)
            XCTAssertEqual(after.shaped - before.shaped, shaped, "\(change): runs shaped")
            XCTAssertEqual(after.rasterized - before.rasterized, rasterized, "\(change): masks rasterized")
            XCTAssertLessThanOrEqual(LayerCacheRenderingTests.largestChannelDifference(shown, expected), 1,
                                     "\(change): the pixels of the new state")
        }

        // when the text, the font, the colour and the width change, each then drawn,
        // then each change shows at once; only the colour reuses the shaped and rasterized run.
        check("text", shaped: 1, rasterized: 1) { label.text = "Einkaufsliste" }
        check("font", shaped: 1, rasterized: 1) { label.font = .systemFont(ofSize: 22, weight: .bold) }
        check("size", shaped: 1, rasterized: 1) { label.font = .systemFont(ofSize: 14, weight: .bold) }
        check("colour", shaped: 0, rasterized: 0) { label.textColor = .systemRed }
        check("width", shaped: 1, rasterized: 1) { label.frame.size.width = 120 }
        check("nothing", shaped: 0, rasterized: 0) { label.setNeedsDisplay() }

        // and the same window drawn at scale 2 shapes and rasterizes for that scale.
        let before = host.renderer.text.statistics
        _ = host.renderer.snapshot(host.window, scale: 2)
        XCTAssertEqual(host.renderer.text.statistics.shaped - before.shaped, 1)
        XCTAssertEqual(host.renderer.text.statistics.rasterized - before.rasterized, 1)
    }

    func testAFieldsOldTextIsDroppedWhenItChanges() {
        // Given a field showing "before",
        let host = makeRenderingHost(width: 300, height: 120, scale: 1)
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 240, height: 40))
        field.text = "before"
        host.window.addSubview(field)
        _ = host.snapshot()
        XCTAssertTrue(host.renderer.text.cachedTexts.contains("before"))

        // when its text changes and it is drawn,
        field.text = "after"
        _ = host.snapshot()

        // then the cache holds the new text and no longer the old one.
        XCTAssertTrue(host.renderer.text.cachedTexts.contains("after"))
        XCTAssertFalse(host.renderer.text.cachedTexts.contains("before"))
    }

    func testASecureFieldsTextNeverReachesTheCacheAndLeavesWithTheField() {
        // Given a secure field with "hunter2" typed into it, drawn,
        let host = makeRenderingHost(width: 300, height: 120, scale: 1)
        var field: UITextField? = UITextField(frame: CGRect(x: 20, y: 40, width: 240, height: 40))
        field!.isSecureTextEntry = true
        host.window.addSubview(field!)
        _ = field!.becomeFirstResponder()
        host.type("hunter2")
        _ = host.snapshot()
        let owners = host.renderer.text.cachingViewCount

        // then the cache holds the bullets only, never the clear text;
        XCTAssertFalse(host.renderer.text.cachedTexts.contains { $0.contains("hunter") })
        XCTAssertTrue(host.renderer.text.cachedTexts.contains(String(repeating: "\u{2022}", count: 7)))

        // and when the field leaves the window and is freed, and a frame is drawn,
        _ = field!.resignFirstResponder()
        field!.removeFromSuperview()
        field = nil
        _ = host.snapshot()

        // then nothing of it is kept.
        XCTAssertEqual(host.renderer.text.cachingViewCount, owners - 1)
        XCTAssertFalse(host.renderer.text.cachedTexts.contains { $0.contains("\u{2022}") })
    }

    static func first<T: UIView>(_ type: T.Type, in view: UIView) -> T? {
        if let match = view as? T { return match }
        for subview in view.subviews { if let match = first(type, in: subview) { return match } }
        return nil
    }
}
