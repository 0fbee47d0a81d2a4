import CX11
import Foundation
import UIKit
import XCTest
import XvfbKit
@testable import ModalDemoKit

/// Frames built by RENDER composites in the X server (`MODAL_KIT_X11_COMPOSITE`'s
/// default) against the client's render of the same frame: the demo in a real
/// window under a private Xvfb, its window read back with XGetImage.
final class CompositedFramesTests: DemoWindowTestCase {
    override var firstDisplay: Int { 170 }
    override var windowTitle: String { "composite" }
    /// The largest per-channel difference seen, and the sum and count for the mean.
    private var worst = 0
    private var total = 0
    private var samples = 0

    // MARK: Helpers

    /// Compares what the window shows with the client render of the same state; returns the max difference.
    @discardableResult
    private func compare(_ host: X11Host, _ label: String, file: StaticString = #filePath, line: UInt = #line) -> Int {
        guard let shown = host.captureWindow() else { XCTFail("no capture", file: file, line: line); return 255 }
        let client = host.renderer.snapshot(host.window, scale: host.scale)
        XCTAssertEqual(shown.width, client.width, file: file, line: line)
        var maxDiff = 0, at = (0, 0)
        for y in 0..<min(shown.height, client.height) {
            for x in 0..<min(shown.width, client.width) {
                let a = shown.premultipliedARGB(x: x, y: y), b = client.premultipliedARGB(x: x, y: y)
                for shift in [0, 8, 16] {
                    let d = abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF))
                    total += d
                    samples += 1
                    if d > maxDiff { maxDiff = d; at = (x, y) }
                }
            }
        }
        worst = max(worst, maxDiff)
        XCTAssertLessThanOrEqual(maxDiff, 2, "\(label): max difference \(maxDiff) at \(at)", file: file, line: line)
        return maxDiff
    }

    private var meanDifference: Double { samples == 0 ? 0 : Double(total) / Double(samples) }

    private func report(_ name: String) {
        print("composite-parity \(name): max \(worst) mean \(String(format: "%.5f", meanDifference))")
    }

    /// The presented controller's view frame in window points.
    private func presentedFrame(_ host: X11Host) -> CGRect? {
        guard let top = host.window.rootViewController?.presentedViewController, let view = top.presentationController?.presentedView ?? top.view
        else { return nil }
        return view.convert(view.bounds, to: host.window)
    }

    /// Drags from `start` down by each of `offsets` in turn, comparing every frame drawn on
    /// the way; returns the frames drawn and how many of them were composited.
    private func drag(_ host: X11Host, from start: CGPoint, through offsets: [CGFloat], label: String) -> (drawn: Int, composited: Int) {
        host.window.pointerDown(at: start, timestamp: host.now)
        nextFrameIfNeeded(host)
        let drawn = host.framesDrawn, composited = host.framesComposited
        for dy in offsets {
            host.window.pointerMoved(to: CGPoint(x: start.x, y: start.y + dy), timestamp: host.now)
            nextFrameIfNeeded(host)
            compare(host, "\(label) \(dy)")
        }
        let result = (host.framesDrawn - drawn, host.framesComposited - composited)
        host.window.pointerUp(at: CGPoint(x: start.x, y: start.y + (offsets.last ?? 0)), timestamp: host.now)
        print("composite-frames \(label): \(result.1) of \(result.0) drawn")
        return result
    }

    private func refusal(_ host: X11Host) -> String {
        host.renderer.compositeRefusal(for: host.window, scale: host.scale, pixelWidth: host.pixelSize.width,
                                       pixelHeight: host.pixelSize.height) ?? "none"
    }

    private func nextFrameIfNeeded(_ host: X11Host) {
        if host.window.needsDisplay || host.window.wantsAnimationFrames { nextFrame(host) }
    }

    // MARK: Tests

    func testSheetDragFramesAreCompositedAndMatchTheClientRender() throws {
        let host = try XCTUnwrap(host), app = try XCTUnwrap(app)
        XCTAssertTrue(host.compositesFrames, "the server has RENDER")
        // The info sheet's card is as high as its medium detent shows (422 points): at
        // 390x844 its drag is cheaper to repaint on the client, so the cost model would
        // choose that path. Forced to the server here, every drag frame is compared.
        host.compositeMode = .xrender
        app.present("sheet", animated: false)
        settle(host)
        // The first frames draw the bitmaps on the client; then frames are composited.
        host.window.setNeedsDisplay()
        nextFrame(host)
        compare(host, "sheet at rest")
        let card = try XCTUnwrap(presentedFrame(host))
        let uploads = host.pictureUploads
        let down = drag(host, from: CGPoint(x: card.midX, y: card.minY + 12),
                        through: [3, 10, 37, 80, 151, 233, 300, 120, 41, 0], label: "sheet down")
        XCTAssertGreaterThanOrEqual(down.drawn, 8)
        XCTAssertEqual(down.composited, down.drawn, "every drag frame composited (now: \(refusal(host)))")
        print("composite-uploads sheet down: \(host.pictureUploads - uploads) over \(down.drawn) frames")
        settle(host)
        compare(host, "sheet after drag")
        // Up towards the large detent: the presenter pushed back part way, then fully.
        let up = drag(host, from: CGPoint(x: card.midX, y: card.minY + 12),
                      through: [-20, -57, -101, -160, -230, -310, -380, -420], label: "sheet up")
        // Between the detents the card grows every frame (its content is laid out in the
        // height that shows, as on iOS), so its bitmap is drawn again each frame and those
        // frames may be drawn on the client; every one still matches the client render.
        XCTAssertGreaterThanOrEqual(up.drawn, 7)
        // The spring back or on to the large detent, frame by frame.
        while host.window.wantsAnimationFrames {
            nextFrame(host)
            compare(host, "sheet settling")
        }
        report("sheet")
    }

    func testEditFormRubberBandFramesMatchTheClientRender() throws {
        let host = try XCTUnwrap(host), app = try XCTUnwrap(app)
        app.present("edit", animated: false)
        settle(host)
        // An edited form refuses to be dragged away: the sheet rubber-bands.
        let field = try XCTUnwrap(host.window.firstTextField)
        field.becomeFirstResponder()
        field.insertText("x")
        field.resignFirstResponder()
        settle(host)
        let card = try XCTUnwrap(presentedFrame(host))
        let moves = drag(host, from: CGPoint(x: 100, y: card.minY + 20), through: [6, 20, 47, 90, 160, 240], label: "edit rubber band")
        XCTAssertGreaterThanOrEqual(moves.drawn, 5)
        while host.window.wantsAnimationFrames {
            nextFrame(host)
            compare(host, "edit settling")
        }
        report("edit")
    }

    func testCustomTransitionFramesMatchTheClientRender() throws {
        let host = try XCTUnwrap(host), app = try XCTUnwrap(app)
        app.present("custom", animated: true)
        var frames = 0
        while host.window.wantsAnimationFrames && frames < 120 {
            nextFrame(host)
            compare(host, "custom presenting")
            frames += 1
        }
        settle(host)
        let moves = drag(host, from: CGPoint(x: 195, y: 400), through: [12, 40, 90, 150, 220, 160, 60], label: "custom drag")
        XCTAssertGreaterThanOrEqual(moves.drawn, 5)
        // The interaction rasterizes the modal and the presenter: after the frames that draw
        // their bitmaps, the drag is composited.
        XCTAssertGreaterThanOrEqual(moves.composited, moves.drawn - 2, "drag frames composited (now: \(refusal(host)))")
        while host.window.wantsAnimationFrames {
            nextFrame(host)
            compare(host, "custom settling")
        }
        report("custom")
    }

    func testACaretBlinkInTheEditSheetIsCompositedWithoutRedrawingTheSheet() throws {
        let host = try XCTUnwrap(host), app = try XCTUnwrap(app)
        // Given the edit sheet (rasterized while it is up) with its first field focused,
        // every composable frame built in the server,
        host.compositeMode = .xrender
        app.present("edit", animated: false)
        settle(host)
        let field = try XCTUnwrap(host.window.firstTextField)
        XCTAssertTrue(field.becomeFirstResponder())
        // (the focus ring redraws the sheet's bitmap once; a blink later it is in the server)
        for _ in 1...2 {
            let shown = field.isCaretVisible
            XCTAssertTrue(host.run(until: { field.isCaretVisible != shown && !host.window.needsDisplay }, timeout: 5))
        }
        let uploads = host.pictureUploads, composited = host.framesComposited, drawn = host.framesDrawn

        // when the caret blinks twice (off and on, or on and off),
        for blink in 1...2 {
            let shown = field.isCaretVisible
            XCTAssertTrue(host.run(until: { field.isCaretVisible != shown }, timeout: 5), "no blink")
            nextFrame(host)
            let phase = "\(blink) (\(shown ? "off" : "on"))"

            // then each blink is a composited frame that sends no picture (the sheet's bitmap
            // is kept: the caret is drawn over it), and the window shows the client's pixels.
            XCTAssertTrue(host.lastFrameWasComposited, "blink \(phase) composited (now: \(refusal(host)))")
            XCTAssertEqual(compare(host, "caret \(phase)"), 0)
        }
        XCTAssertEqual(host.framesComposited - composited, host.framesDrawn - drawn, "every frame composited")
        XCTAssertEqual(host.pictureUploads, uploads, "no picture sent for a blink")
        report("caret")
    }

    func testTypingFallsBackToTheClientAndShowsItsPixelsExactly() throws {
        let host = try XCTUnwrap(host), app = try XCTUnwrap(app)
        app.present("edit", animated: false)
        settle(host)
        let field = try XCTUnwrap(host.window.firstTextField)
        field.becomeFirstResponder()
        let before = host.framesRenderedOnClient
        field.insertText("typed")
        nextFrame(host)
        XCTAssertGreaterThan(host.framesRenderedOnClient, before)
        XCTAssertFalse(host.lastFrameWasComposited)
        let shown = try XCTUnwrap(host.captureWindow())
        let client = host.renderer.snapshot(host.window, scale: 1)
        var differing = 0
        for y in 0..<shown.height { for x in 0..<shown.width where shown.premultipliedARGB(x: x, y: y) & 0xFF_FFFF != client.premultipliedARGB(x: x, y: y) & 0xFF_FFFF { differing += 1 } }
        XCTAssertEqual(differing, 0, "pixels differing from the client render")
    }

    func testADraggedSheetsBodyGoesStraightToTheWindowAndAnExposeStillShowsTheWholeFrame() throws {
        let host = try XCTUnwrap(host), app = try XCTUnwrap(app), server = try XCTUnwrap(server)
        // Given the sheet up, every composable frame built in the server,
        host.compositeMode = .xrender
        app.present("sheet", animated: false)
        settle(host)
        host.window.setNeedsDisplay()
        nextFrame(host)
        let card = try XCTUnwrap(presentedFrame(host))
        let start = CGPoint(x: card.midX, y: card.minY + 12)

        // when it is dragged down, frame by frame,
        host.window.pointerDown(at: start, timestamp: host.now)
        nextFrameIfNeeded(host)
        var checked = 0
        let leftBefore = host.pixelsLeftInPlace
        // (in jumps, then a pointer's few rows a frame)
        for dy in [3.0, 10, 37, 80, 120, 122, 124, 127] {
            let straight = host.pixelsCopiedStraightToWindow + host.pixelsLeftInPlace, drawn = host.framesDrawn
            host.window.pointerMoved(to: CGPoint(x: start.x, y: start.y + dy), timestamp: host.now)
            nextFrameIfNeeded(host)
            guard host.framesDrawn > drawn else { continue }
            checked += 1
            XCTAssertTrue(host.lastFrameWasComposited, "composited (now: \(refusal(host)))")
            // then most of the card's body on screen is copied straight to the window, not
            // through the back picture (or left there, where the row the window shows is
            // the row to show), and the window shows the client's pixels,
            let now = try XCTUnwrap(presentedFrame(host))
            let shownBody = Int(card.width) * Int(844 - now.minY - 20)
            XCTAssertGreaterThan(host.pixelsCopiedStraightToWindow + host.pixelsLeftInPlace - straight, shownBody, "drag \(dy)")
            XCTAssertEqual(compare(host, "drag \(dy)"), 0)
        }
        XCTAssertGreaterThanOrEqual(checked, 5)
        // the rows of the body identical to the ones already shown there were not sent
        // (the list's plain rows between and inside its cells),
        XCTAssertGreaterThan(host.pixelsLeftInPlace - leftBefore, 390 * 100)

        // and when another client paints over the window and the server exposes it, the
        // frame is shown whole again from the back picture, the body built there first.
        exposeAfterPaintingOver(host, server: server)
        XCTAssertEqual(compare(host, "exposed mid-drag"), 0)

        // So is a frame drawn on the client and then one composited again.
        host.compositeMode = .client
        host.window.pointerMoved(to: CGPoint(x: start.x, y: start.y + 30), timestamp: host.now)
        nextFrame(host)
        XCTAssertFalse(host.lastFrameWasComposited)
        host.compositeMode = .xrender
        host.window.pointerMoved(to: CGPoint(x: start.x, y: start.y + 26), timestamp: host.now)
        nextFrame(host)
        XCTAssertTrue(host.lastFrameWasComposited)
        XCTAssertEqual(compare(host, "composited after a client frame"), 0)
        host.window.pointerUp(at: CGPoint(x: start.x, y: start.y + 26), timestamp: host.now)
        settle(host)
        XCTAssertEqual(compare(host, "settled"), 0)
    }

    func testACardTurningInPerspectiveIsCompositedFromABitmapOfItsOwn() throws {
        // Given the sheet up (its frames compose) and a striped card over it, turned about y
        // with m34 = -1/400, every composable frame built in the server
        let host = try XCTUnwrap(host), app = try XCTUnwrap(app)
        host.compositeMode = .xrender
        app.present("sheet", animated: false)
        settle(host)
        let card = CALayer()
        func turn(_ degrees: CGFloat) {
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 400
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            card.transform = CATransform3DRotate(perspective, degrees * .pi / 180, 0, 1, 0)
            CATransaction.commit()
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.frame = CGRect(x: 95, y: 300, width: 200, height: 120)
        card.backgroundColor = UIColor.systemOrange.cgColor
        let stripe = CALayer()
        stripe.frame = CGRect(x: 80, y: 0, width: 40, height: 120)
        stripe.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.5).cgColor
        card.addSublayer(stripe)
        host.window.layer.addSublayer(card)
        CATransaction.commit()
        turn(20)
        host.window.setNeedsDisplay()
        nextFrame(host)
        host.window.setNeedsDisplay()
        nextFrame(host)

        // Then nothing refuses the frame (the card is drawn into its own bitmap on the client)
        XCTAssertEqual(refusal(host), "none")

        // And as it turns, every frame is composited and shows the client's render within 2 levels
        let composited = host.framesComposited, drawn = host.framesDrawn
        for degrees in [30, 40, 55, 70, 85] as [CGFloat] {
            turn(degrees)
            nextFrame(host)
            compare(host, "card at \(degrees)°")
        }
        XCTAssertEqual(host.framesDrawn - drawn, 5)
        XCTAssertEqual(host.framesComposited - composited, 5, "now: \(refusal(host))")
        report("perspective card")
    }

    func testPicturesAreFreedWhenTheSheetIsDismissed() throws {
        let host = try XCTUnwrap(host), app = try XCTUnwrap(app)
        // Every composable frame in the server (a frame at rest is cheaper on the client).
        host.compositeMode = .xrender
        let baseline = host.livePictureCount
        app.present("sheet", animated: true)
        settle(host)
        host.window.setNeedsDisplay()
        nextFrame(host)
        XCTAssertTrue(host.lastFrameWasComposited)
        XCTAssertGreaterThan(host.livePictureCount, baseline)
        host.window.rootViewController?.dismiss(animated: true)
        settle(host)
        host.window.setNeedsDisplay()
        nextFrame(host)
        host.window.setNeedsDisplay()
        nextFrame(host)
        XCTAssertEqual(host.livePictureCount, baseline)
    }
}

private extension UIView {
    /// The first text field in the subtree, depth first.
    var firstTextField: UITextField? {
        if let field = self as? UITextField { return field }
        for subview in subviews { if let field = subview.firstTextField { return field } }
        return nil
    }
}
