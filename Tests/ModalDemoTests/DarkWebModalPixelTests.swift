import Foundation
import XCTest
import UIKit
@testable import ModalDemoKit

/// The web modal in dark mode: Bootstrap's dark palette over a black page.
final class DarkWebModalPixelTests: XCTestCase {
    /// The demo's login modal shown over a plain page in dark mode.
    private func showDarkModal() -> (HeadlessHost, WebLoginModalViewController) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1, userInterfaceStyle: .dark)
        let page = UIViewController()
        host.window.rootViewController = page
        let modal = WebLoginModalViewController.make()
        page.present(modal, animated: true)
        host.runUntilIdle()
        return (host, modal)
    }

    func testTheDarkCardIsBootstrapsDarkBodyWithItsBorderOverABlackBackdrop() {
        // Given the demo's login modal over a dark page
        let (host, modal) = showDarkModal()

        // When drawn
        let pixels = host.snapshot()
        let card = modal.view.convert(modal.view.bounds, to: nil)

        // Then the backdrop (40 % black over black) is black, the card #212529 inside a #495057 border
        XCTAssertEqual(pixels.color(at: CGPoint(x: 5, y: 5)), RGBA8(r: 0, g: 0, b: 0))
        XCTAssertEqual(pixels.color(at: CGPoint(x: card.minX + 0.5, y: card.midY)), RGBA8(r: 0x49, g: 0x50, b: 0x57))
        XCTAssertEqual(pixels.color(at: CGPoint(x: card.maxX - 0.5, y: card.midY)), RGBA8(r: 0x49, g: 0x50, b: 0x57))
        XCTAssertEqual(pixels.color(at: CGPoint(x: card.minX + 6, y: card.minY + 6)), RGBA8(r: 0x21, g: 0x25, b: 0x29))
        // And the title is light text (#DEE2E6 is the close button's; the labels use the white label colour)
        let title = modal.view.convert(CGRect(x: 0, y: 0, width: card.width, height: 60), to: nil)
        var light = 0
        for y in Int(title.minY)..<Int(title.maxY) {
            for x in Int(title.minX)..<Int(title.maxX) where pixels.pixel(x: x, y: y) == RGBA8(r: 255, g: 255, b: 255) { light += 1 }
        }
        XCTAssertGreaterThan(light, 40)
    }

    func testTheBorderFollowsALiveSwitchToLight() {
        // Given the modal shown in dark mode
        let (host, modal) = showDarkModal()

        // When the system turns light
        host.userInterfaceStyle = .light
        host.advance(by: 1.0 / 60)
        let pixels = host.snapshot()
        let card = modal.view.convert(modal.view.bounds, to: nil)

        // Then the layer's border colour was re-resolved by the trait registration: #888888 again
        XCTAssertEqual(pixels.color(at: CGPoint(x: card.minX + 0.5, y: card.midY)), RGBA8(r: 0x88, g: 0x88, b: 0x88))
        XCTAssertEqual(pixels.color(at: CGPoint(x: card.minX + 6, y: card.minY + 6)), RGBA8(r: 0xFE, g: 0xFE, b: 0xFE))
    }
}
