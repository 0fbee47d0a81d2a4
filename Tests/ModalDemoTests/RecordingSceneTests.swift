import Foundation
import XCTest
import UIKit
@testable import ModalDemoKit

/// Every `--scene` renders at scale 1 and 2 and shows what its name says.
final class RecordingSceneTests: XCTestCase {
    private let size = CGSize(width: 390, height: 844)

    /// Sets the scene up on a fresh stage and renders it.
    private func render(_ name: String, scale: CGFloat) -> (DemoStage, PixelBuffer) {
        let scene = DemoScenes.named(name)!
        let stage = DemoStage(size: size, scale: scale, rows: 60)
        scene.setUp(stage)
        let pixels = stage.host.snapshot()
        XCTAssertEqual(pixels.width, Int(390 * scale), name)
        XCTAssertEqual(pixels.height, Int(844 * scale), name)
        return (stage, pixels)
    }

    private func luminance(_ p: RGBA8) -> Int { (Int(p.r) * 3 + Int(p.g) * 6 + Int(p.b)) / 10 }

    /// The first device row at column `x` (points), scanning down from `from`, where the
    /// luminance jumps by more than 20 from the row above.
    private func edge(in pixels: PixelBuffer, x: CGFloat, from: CGFloat, to: CGFloat, scale: CGFloat) -> CGFloat? {
        let column = Int(x * scale)
        var previous = luminance(pixels.pixel(x: column, y: Int(from * scale)))
        for y in Int(from * scale) + 1..<min(pixels.height, Int(to * scale)) {
            let value = luminance(pixels.pixel(x: column, y: y))
            if value - previous > 20 { return CGFloat(y) / scale }
            previous = value
        }
        return nil
    }

    private func count(in pixels: PixelBuffer, rect: CGRect, scale: CGFloat, where matches: (RGBA8) -> Bool) -> Int {
        var found = 0
        for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
            for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) where matches(pixels.pixel(x: x, y: y)) { found += 1 }
        }
        return found
    }

    private func isSystemRed(_ p: RGBA8) -> Bool { p.r > 200 && p.g < 110 && p.b < 110 }

    func testEverySceneHasADescriptionAndTheListedNamesMatch() {
        let names = DemoScenes.all.map(\.name)
        XCTAssertEqual(names, ["list", "sheet", "sheet-drag", "locked-rubber-band", "discard-action-sheet", "custom",
                               "custom-midway", "web", "web-zoom", "nested-sheets", "medium-detent"])
        for scene in DemoScenes.all {
            XCTAssertGreaterThan(scene.summary.count, 15, scene.name)
        }
    }

    func testListShowsRowsOnWhiteWithoutDimming() {
        for scale: CGFloat in [1, 2] {
            let (stage, pixels) = render("list", scale: scale)
            XCTAssertNil(stage.app.navigation.presentedViewController)
            XCTAssertColor(pixels.color(at: CGPoint(x: 3, y: 600), scale: scale), .white, "scale \(scale)")
            // Row titles are dark text in the first row (y 44 … 104)
            XCTAssertGreaterThan(count(in: pixels, rect: CGRect(x: 16, y: 50, width: 150, height: 20), scale: scale) { luminance($0) < 80 }, 20)
        }
    }

    func testSheetRestsWithItsTopEdgeAt40() {
        for scale: CGFloat in [1, 2] {
            let (stage, pixels) = render("sheet", scale: scale)
            XCTAssertEqual(stage.cardTop, 40, "scale \(scale)")
            XCTAssertEqual(edge(in: pixels, x: 195, from: 34, to: 46, scale: scale), 40, "scale \(scale)")
            // The list behind is pushed back and dimmed: darker than the card above its edge
            XCTAssertLessThan(luminance(pixels.color(at: CGPoint(x: 195, y: 30), scale: scale)), 200)
        }
    }

    func testSheetDragIsHeld40PercentDown() {
        for scale: CGFloat in [1, 2] {
            let (stage, pixels) = render("sheet-drag", scale: scale)
            // 40 % of the 804-point card: 40 + 321.6
            XCTAssertEqual(stage.cardTop, 361.6, accuracy: 0.5, "scale \(scale)")
            let found = edge(in: pixels, x: 195, from: 354, to: 370, scale: scale)
            XCTAssertEqual(found ?? 0, 361.6, accuracy: 1.5, "scale \(scale)")
        }
    }

    func testLockedRubberBandMovesOnlyAFractionOfThe300Points() {
        for scale: CGFloat in [1, 2] {
            let (stage, pixels) = render("locked-rubber-band", scale: scale)
            XCTAssertGreaterThan(stage.cardTop, 60, "scale \(scale)")
            XCTAssertLessThan(stage.cardTop, 160, "scale \(scale)")
            let found = edge(in: pixels, x: 195, from: stage.cardTop - 6, to: stage.cardTop + 6, scale: scale)
            XCTAssertEqual(found ?? 0, stage.cardTop, accuracy: 1.5, "scale \(scale)")
            let form = (stage.app.navigation.presentedViewController as? UINavigationController)?.viewControllers.first
            XCTAssertTrue(form?.isModalInPresentation ?? false, "the edited form is locked")
        }
    }

    func testDiscardActionSheetShowsTheRedDestructiveButtonAndKeepEditing() {
        for scale: CGFloat in [1, 2] {
            let (stage, pixels) = render("discard-action-sheet", scale: scale)
            let alert = stage.app.navigation.frontmostPresentedController as? UIAlertController
            XCTAssertEqual(alert?.title, "Discard changes?")
            // The destructive row (y 714 … 771) has red text; nowhere above the action sheet is red
            let discard = stage.host.window.view(withAccessibilityIdentifier: "Discard Changes")!
            let keep = stage.host.window.view(withAccessibilityIdentifier: "Keep Editing")!
            let discardRect = discard.convert(discard.bounds, to: nil)
            XCTAssertGreaterThan(count(in: pixels, rect: discardRect, scale: scale, where: isSystemRed), Int(60 * scale * scale))
            XCTAssertEqual(count(in: pixels, rect: CGRect(x: 0, y: 0, width: 390, height: 600), scale: scale, where: isSystemRed), 0)
            // Keep Editing: a white card with blue text
            let keepRect = keep.convert(keep.bounds, to: nil)
            XCTAssertEqual(keepRect.maxY, 836)
            XCTAssertGreaterThan(count(in: pixels, rect: keepRect, scale: scale) { $0.b > 200 && $0.r < 80 }, Int(60 * scale * scale))
            XCTAssertColor(pixels.color(at: CGPoint(x: keepRect.minX + 12, y: keepRect.midY), scale: scale), .white)
        }
    }

    func testCustomIsFullScreenAndCustomMidwayIsMoved40PercentDown() {
        for scale: CGFloat in [1, 2] {
            let (_, rest) = render("custom", scale: scale)
            let teal = rest.color(at: CGPoint(x: 5, y: 5), scale: scale)
            XCTAssertEqual(rest.color(at: CGPoint(x: 385, y: 839), scale: scale), teal, "the modal covers the window")
            XCTAssertLessThan(Int(teal.r), 100)

            let (stage, midway) = render("custom-midway", scale: scale)
            let modalView = stage.app.navigation.presentedViewController!.view!
            let top = modalView.layer.presented.frame.minY
            // The seed's DismissAnimator animates with UIView's default ease-in-out (0.42, 0, 0.58, 1) and the
            // interactor scrubs it to 40 %: the view is at easeInOut(0.4) × 844 = 280.1
            let easeInOut = ReferenceCubicBezier(p1x: 0.42, p1y: 0, p2x: 0.58, p2y: 1)
            XCTAssertEqual(Double(top), easeInOut.value(at: 0.4) * 844, accuracy: 0.5, "scale \(scale)")
            XCTAssertEqual(Double(top), 280.1, accuracy: 0.1)
            XCTAssertNotEqual(midway.color(at: CGPoint(x: 5, y: top - 4), scale: scale), teal, "the list shows above it")
            XCTAssertEqual(midway.color(at: CGPoint(x: 5, y: top + 4), scale: scale), teal)
        }
    }

    func testWebShowsTheBackdropAndTheBorderedCard() {
        for scale: CGFloat in [1, 2] {
            let (_, pixels) = render("web", scale: scale)
            // A white list row under 40 % black; the card's #888 left border at x 39, its #FEFEFE inside
            XCTAssertColor(pixels.color(at: CGPoint(x: 3, y: 600), scale: scale), RGBA8(r: 153, g: 153, b: 153), tolerance: 1)
            XCTAssertColor(pixels.color(at: CGPoint(x: 39, y: 330), scale: scale), RGBA8(r: 0x88, g: 0x88, b: 0x88))
            XCTAssertColor(pixels.color(at: CGPoint(x: 42, y: 330), scale: scale), RGBA8(r: 0xFE, g: 0xFE, b: 0xFE))
        }
    }

    func testWebZoomShowsTheCardAt82PercentWithTheBackdropFadingIn() {
        for scale: CGFloat in [1, 2] {
            let (stage, pixels) = render("web-zoom", scale: scale)
            let card = (stage.app.navigation.presentedViewController as! WebLoginModalViewController).view!
            let frame = card.convert(card.bounds, to: nil)  // model frame, untransformed
            // 0.2 s into 0.4 s with the CSS ease: scale 0.822, the left edge at 195 − 156 × 0.822 = 66.8
            let y = frame.midY
            var firstCard: CGFloat?
            for x in stride(from: CGFloat(30), to: 120, by: 1 / scale) where luminance(pixels.color(at: CGPoint(x: x, y: y), scale: scale)) >= 250 {
                firstCard = x
                break
            }
            XCTAssertEqual(firstCard ?? 0, 67.5, accuracy: 1.5, "scale \(scale)")
            // The backdrop is on its way: lighter than 153, darker than white
            let backdrop = luminance(pixels.color(at: CGPoint(x: 3, y: 600), scale: scale))
            XCTAssertGreaterThan(backdrop, 160)
            XCTAssertLessThan(backdrop, 245)
        }
    }

    func testNestedSheetsShowTheInfoSheetOverThePushedBackEditSheet() {
        for scale: CGFloat in [1, 2] {
            let (stage, pixels) = render("nested-sheets", scale: scale)
            let edit = stage.app.navigation.presentedViewController
            let info = edit?.presentedViewController
            XCTAssertTrue(info is InfoSheetViewController)
            XCTAssertEqual(info?.sheetPresentationController?.selectedDetentIdentifier, .large)
            let top = stage.cardTop
            XCTAssertEqual(top, 40 + 10, accuracy: 10.5, "scale \(scale)")
            XCTAssertEqual(edge(in: pixels, x: 195, from: top - 8, to: top + 8, scale: scale) ?? 0, top, accuracy: 1, "scale \(scale)")
            // The info sheet's headline is dark text below its top
            XCTAssertGreaterThan(count(in: pixels, rect: CGRect(x: 20, y: top + 24, width: 150, height: 30), scale: scale) { luminance($0) < 60 }, 30)
        }
    }

    func testMediumDetentRestsAtHalfTheHeightWithAGrabber() {
        for scale: CGFloat in [1, 2] {
            let (stage, pixels) = render("medium-detent", scale: scale)
            XCTAssertEqual(stage.cardTop, 422, "scale \(scale)")
            XCTAssertEqual(edge(in: pixels, x: 30, from: 416, to: 428, scale: scale), 422, "scale \(scale)")
            // The grabber: a grey pill centred 5 points below the top; white beside it
            let grabber = luminance(pixels.color(at: CGPoint(x: 195, y: 429), scale: scale))
            let beside = luminance(pixels.color(at: CGPoint(x: 240, y: 429), scale: scale))
            XCTAssertLessThan(grabber, 230)
            XCTAssertEqual(beside, 255)
        }
    }
}
