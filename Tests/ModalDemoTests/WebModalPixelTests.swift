import Foundation
import XCTest
import UIKit
@testable import ModalDemoKit

/// A plain white page, so the backdrop's blend can be checked exactly.
private final class WhitePageController: UIViewController {
    override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .white
    }
}

/// Pixels: backdrop blend, card border and background, × red on hover.
final class WebModalPixelTests: XCTestCase {
    private var host: HeadlessHost!
    private var modal: WebLoginModalViewController!

    override func setUp() {
        host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
        let page = WhitePageController()
        host.window.rootViewController = page
        host.runUntilIdle()
        modal = WebLoginModalViewController.make()
        page.present(modal, animated: true)
        host.runUntilIdle()
    }

    override func tearDown() {
        modal = nil
        host = nil
    }

    private var card: CGRect { modal.view.convert(modal.view.bounds, to: nil) }

    func testTheBackdropIs40PercentBlackOverWhite() {
        let pixels = host.snapshot()

        // 255 × (1 − 0.4) = 153, everywhere outside the card
        for point in [CGPoint(x: 5, y: 5), CGPoint(x: 20, y: 400), CGPoint(x: 385, y: 840), CGPoint(x: 195, y: card.maxY + 20)] {
            XCTAssertColor(pixels.color(at: point), RGBA8(r: 153, g: 153, b: 153), tolerance: 1, "at \(point)")
        }
    }

    func testTheBackdropBlendsAt2xToo() {
        host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
        let page = WhitePageController()
        host.window.rootViewController = page
        page.present(WebLoginModalViewController.make(), animated: false)
        host.runUntilIdle()

        let pixels = host.snapshot()

        XCTAssertEqual(pixels.width, 780)
        XCTAssertColor(pixels.color(at: CGPoint(x: 5, y: 5), scale: 2), RGBA8(r: 153, g: 153, b: 153), tolerance: 1)
    }

    func testTheCardHasA1PixelGrey888BorderAndAnOffWhiteBackground() {
        let pixels = host.snapshot()
        let frame = card
        XCTAssertEqual(frame, CGRect(x: 39, y: 80, width: 312, height: frame.height))
        let midY = frame.minY + 250  // beside the Login button row's gap, no text at the edges

        // The outermost pixel column/row of the card is #888888; the next one in is the card's #FEFEFE
        XCTAssertColor(pixels.color(at: CGPoint(x: frame.minX, y: midY)), RGBA8(r: 0x88, g: 0x88, b: 0x88))
        XCTAssertColor(pixels.color(at: CGPoint(x: frame.maxX - 1, y: midY)), RGBA8(r: 0x88, g: 0x88, b: 0x88))
        XCTAssertColor(pixels.color(at: CGPoint(x: frame.midX, y: frame.minY)), RGBA8(r: 0x88, g: 0x88, b: 0x88))
        XCTAssertColor(pixels.color(at: CGPoint(x: frame.minX + 1, y: midY)), RGBA8(r: 0xFE, g: 0xFE, b: 0xFE))
        XCTAssertColor(pixels.color(at: CGPoint(x: frame.minX + 8, y: frame.minY + 8)), RGBA8(r: 0xFE, g: 0xFE, b: 0xFE))
        // Just outside: backdrop
        XCTAssertColor(pixels.color(at: CGPoint(x: frame.minX - 1, y: midY)), RGBA8(r: 153, g: 153, b: 153), tolerance: 1)
    }

    /// Counts pixels of the × glyph's rectangle that are red (r > 200, g and b < 70) and dark (all < 80).
    private func glyphColors(_ pixels: PixelBuffer) -> (red: Int, dark: Int) {
        let button = modal.closeButton
        let rect = button.convert(button.bounds, to: nil)
        var red = 0, dark = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let p = pixels.pixel(x: x, y: y)
                if p.r > 200 && p.g < 70 && p.b < 70 { red += 1 }
                if p.r < 80 && p.g < 80 && p.b < 80 { dark += 1 }
            }
        }
        return (red, dark)
    }

    func testTheCloseGlyphIsBlackAndTurnsRedOnHoverWithAHandCursor() {
        // Given the × at rest: a black glyph, no red
        let rest = glyphColors(host.snapshot())
        XCTAssertEqual(rest.red, 0)
        XCTAssertGreaterThan(rest.dark, 30)

        // When the pointer hovers over it (no button)
        let center = modal.closeButton.convert(CGPoint(x: modal.closeButton.bounds.midX, y: modal.closeButton.bounds.midY), to: nil)
        host.pointerMove(to: center)
        host.advance(by: 1.0 / 60)
        let hovered = glyphColors(host.snapshot())

        // Then the glyph is red and the cursor a hand
        XCTAssertGreaterThan(hovered.red, 30)
        XCTAssertEqual(hovered.dark, 0)
        XCTAssertEqual(host.cursor, .pointingHand)

        // When the pointer leaves, it is black again
        host.pointerMove(to: CGPoint(x: 195, y: 400))
        host.advance(by: 1.0 / 60)
        let left = glyphColors(host.snapshot())
        XCTAssertEqual(left.red, 0)
        XCTAssertEqual(left.dark, rest.dark)
        XCTAssertEqual(host.cursor, .arrow)
    }

    func testTheCloseGlyphIsRedWhenFocusedByKeyboard() {
        // When focus is moved onto × with the keyboard (Shift+Tab from the first field goes back to it)
        XCTAssertTrue(modal.closeButton.becomeFirstResponder())
        host.advance(by: 1.0 / 60)

        // Then it is red
        XCTAssertGreaterThan(glyphColors(host.snapshot()).red, 30)
    }
}
