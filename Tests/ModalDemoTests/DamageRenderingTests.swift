import Foundation
import XCTest
import UIKit
@testable import ModalDemoKit

/// Damage tracking never leaves a stale pixel: a picture kept across frames and
/// repainted only where the tracker says is, after frames of every demo
/// interaction, byte for byte what a fresh full render of the same state gives.
final class DamageRenderingTests: XCTestCase {
    private let size = CGSize(width: 390, height: 844)

    /// The interactions: list scrolling and hover, a sheet presented, dragged and
    /// dismissed, typing with the caret blinking, the action sheet, the web modal,
    /// the custom transition.
    static let plays: [(name: String, play: (DemoStage) -> Void)] = [
        ("list-scroll-and-hover", { stage in
            let point = CGPoint(x: stage.centerX, y: 400)
            for _ in 0..<6 { stage.host.scroll(by: CGVector(dx: 0, dy: 30), at: point); stage.host.advance(by: 1.0 / 60) }
            stage.host.runUntilIdle(limit: 2)
            for y in stride(from: 120, through: 700, by: 40) { stage.host.pointerMove(to: CGPoint(x: 120, y: y)); stage.host.advance(by: 1.0 / 60) }
            stage.host.advance(by: 0.1)
        }),
        ("list-fling", { DemoScenarios.named("list-fling")!.play($0) }),
        ("edit-typing-caret-blink", { stage in
            stage.present("edit")
            stage.host.type("Hello")
            stage.host.advance(by: 1.6)
            stage.host.key(.left)
            stage.host.advance(by: 0.6)
        }),
        ("slow-drag-snaps-back", { DemoScenarios.named("slow-drag-snaps-back")!.play($0) }),
        ("flick-dismisses", { DemoScenarios.named("flick-dismisses")!.play($0) }),
        ("locked-drag-action-sheet", { DemoScenarios.named("locked-drag-action-sheet")!.play($0) }),
        ("web-modal", { DemoScenarios.named("web-modal")!.play($0) }),
        ("custom-transition", { DemoScenarios.named("custom-transition")!.play($0) }),
    ]

    /// Every frame of every interaction compared (minutes in a debug build: `make test-full`).
    func testEveryFrameOfEveryInteractionMatchesAFullRender() {
        for (name, play) in Self.plays {
            let result = compare(play, every: 1, scale: 1)
            XCTAssertGreaterThan(result.frames, 20, name)
            XCTAssertEqual(result.mismatches, [], name)
        }
    }

    /// A sample for `make test`: every frame repainted by damage, every fifth compared.
    func testSampledFramesOfEveryInteractionMatchAFullRender() {
        for (name, play) in Self.plays {
            let result = compare(play, every: 5, scale: 1)
            XCTAssertGreaterThan(result.frames, 5, name)
            XCTAssertEqual(result.mismatches, [], name)
        }
    }

    func testSampledFramesAtScaleTwoMatchAFullRender() {
        for (name, play) in Self.plays where ["edit-typing-caret-blink", "locked-drag-action-sheet"].contains(name) {
            let result = compare(play, every: 7, scale: 2)
            XCTAssertEqual(result.mismatches, [], name)
        }
    }

    func testACaretBlinkRepaintsOnlyTheCaret() {
        // Given the edit sheet up with the title field focused, settled,
        let stage = DemoStage(size: size, scale: 2)
        stage.present("edit")
        let frame = IncrementalFrame(renderer: stage.host.renderer)
        var damages: [DamageRegion] = []
        stage.host.onFrame = { _ in damages.append(frame.render(stage.host.window, scale: 2, pixelWidth: 780, pixelHeight: 1688)) }
        stage.host.advance(by: 0.05)
        damages = []

        // when the caret blinks off and on,
        stage.host.advance(by: 1.0)

        // then exactly two frames repaint, each a sliver of 2 × lineHeight points (+1 pixel around) at scale 2.
        let blinks = damages.filter { !$0.isEmpty }
        XCTAssertEqual(blinks.count, 2)
        for blink in blinks {
            XCTAssertEqual(blink.rects.count, 1)
            XCTAssertEqual(blink.rects.first?.width, 6, "\(blink.rects)")
            XCTAssertLessThan(blink.area, 6 * 60)
        }
    }

    /// A view that counts its `draw(_:)` calls.
    private final class CountingView: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) { draws += 1 }
    }

    func testAPartialRepaintDoesNotWalkSubtreesOutsideItsDamage() throws {
        // Given ten rows stacked in a window, each a drawing container (not a leaf: it has a
        // subview, so it was walked whatever the clip) holding a coloured square, drawn once,
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        window.backgroundColor = .white
        var rows: [CountingView] = [], squares: [UIView] = []
        for index in 0..<10 {
            let row = CountingView(frame: CGRect(x: 0, y: CGFloat(index) * 40, width: 200, height: 40))
            let square = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            square.backgroundColor = .blue
            row.addSubview(square)
            window.addSubview(row)
            rows.append(row)
            squares.append(square)
        }
        window.makeKeyAndVisible()
        window.processFrame(at: 0)
        let frame = IncrementalFrame(renderer: CairoViewRenderer())
        frame.render(window, scale: 1, pixelWidth: 200, pixelHeight: 400)
        XCTAssertEqual(rows.map(\.draws), Array(repeating: 1, count: 10))

        // when the fourth row's square turns red and the frame is repainted where it changed,
        squares[3].backgroundColor = .red
        window.processFrame(at: 1.0 / 60)
        let damage = frame.render(window, scale: 1, pixelWidth: 200, pixelHeight: 400)

        // then only that row is walked and drawn again (the other rows' subtrees paint
        // nothing inside the damage), and the picture is exactly a full render.
        XCTAssertEqual(damage.bounds, CGRect(x: 9, y: 129, width: 22, height: 22))
        XCTAssertEqual(rows.map(\.draws), [1, 1, 1, 2, 1, 1, 1, 1, 1, 1])
        XCTAssertEqual(frame.image?.pixelBuffer(), CairoViewRenderer().snapshot(window, scale: 1))
    }

    func testAListScrollMovesThePixelsAndRepaintsOnlyTheUncoveredStrip() throws {
        // Given the list drawn once at scale 2,
        let stage = DemoStage(size: size, scale: 2)
        let table = try XCTUnwrap(Self.firstTable(in: stage.host.window))
        let frame = IncrementalFrame(renderer: stage.host.renderer)
        let reference = CairoViewRenderer(text: stage.host.renderer.text)
        stage.host.onFrame = { _ in _ = frame.render(stage.host.window, scale: 2, pixelWidth: 780, pixelHeight: 1688) }
        stage.host.advance(by: 1.0 / 60)
        table.showsVerticalScrollIndicator = false
        stage.host.advance(by: 1.0 / 60)

        for step in 1...12 {
            // when it scrolls 3 points further each frame,
            table.contentOffset.y += 3
            stage.host.advance(by: 1.0 / 60)

            // then the frame moves the table's pixels up 6 device pixels and repaints the 6-pixel
            // strip at its bottom, and the picture is byte for byte a full render.
            XCTAssertEqual(frame.lastScroll?.dy, -6, "frame \(step)")
            // (Also a 5-pixel band under the navigation bar, y 88 ..< 93: its bottom edge's box reaches into
            // the table, and what draws over the table is repainted where it was moved.)
            XCTAssertEqual(frame.lastRepainted.rects, [CGRect(x: 0, y: 1682, width: 780, height: 6),
                                                       CGRect(x: 0, y: 88, width: 780, height: 5)], "frame \(step)")
            XCTAssertTrue(frame.image?.pixelBuffer() == reference.snapshot(stage.host.window, scale: 2), "frame \(step)")
        }
    }

    private static func firstTable(in view: UIView) -> UITableView? {
        if let table = view as? UITableView { return table }
        for subview in view.subviews { if let table = firstTable(in: subview) { return table } }
        return nil
    }

    /// Plays `play` on a fresh stage; after every frame repaints the kept picture where
    /// damaged, and every `nth` frame compares it with a fresh full render by another renderer.
    private func compare(_ play: (DemoStage) -> Void, every nth: Int, scale: CGFloat)
        -> (frames: Int, mismatches: [String], damaged: Double) {
        let stage = DemoStage(size: size, scale: scale)
        let pixelWidth = Int(size.width * scale), pixelHeight = Int(size.height * scale)
        let frame = IncrementalFrame(renderer: stage.host.renderer)
        let reference = CairoViewRenderer(text: stage.host.renderer.text)
        var frames = 0, step = 0, damaged = 0, total = 0
        var mismatches: [String] = []
        stage.host.onFrame = { _ in
            step += 1
            let damage = frame.render(stage.host.window, scale: scale, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
            stage.host.window.didDisplay()
            damaged += damage.area
            total += pixelWidth * pixelHeight
            guard step % nth == 1 || nth == 1, mismatches.count < 3, let image = frame.image else { return }
            let shown = image.pixelBuffer()
            let expected = reference.snapshot(stage.host.window, scale: scale)
            frames += 1
            if shown != expected { mismatches.append("frame \(step): \(Self.describeDifference(shown, expected))") }
        }
        play(stage)
        stage.host.onFrame = nil
        return (frames, mismatches, Double(damaged) / Double(max(1, total)))
    }

    /// How many pixels differ and the box around them.
    static func describeDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> String {
        guard a.width == b.width, a.height == b.height else { return "sizes differ" }
        var count = 0, box = CGRect.null
        for (index, (x, y)) in zip(a.pixels, b.pixels).enumerated() where x != y {
            count += 1
            box = box.union(CGRect(x: index % a.width, y: index / a.width, width: 1, height: 1))
        }
        return "\(count) pixels differ in \(box)"
    }
}
