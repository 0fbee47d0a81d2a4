import CX11
import Foundation
import XCTest

/// Under Xvfb: the web-style login modal opened from the bar's "Web"
/// item and closed with ×, a backdrop click and Escape. (The static backdrop
/// cannot be chosen from the command line; the headless tests cover it.)
final class WebModalEndToEndTests: EndToEndTestCase {
    /// Clicks "Web" in the list's navigation bar; returns the modal's `presented`.
    private func openWebModal() throws -> EndToEndTraceEvent {
        let demo = try running()
        let mark = demo.mark
        try click(center(try element("Web", in: ready)))
        let presented = try expectPresented("WebLoginModalViewController", after: mark)
        XCTAssertNotNil(presented.elements["close"])
        return presented
    }

    func testCloseButtonCloses() throws {
        try launch()
        let demo = try running()
        let presented = try openWebModal()
        let mark = demo.mark

        try click(center(try element("close", in: presented)))

        try expect("dismissed", after: mark) { $0.controller == "WebLoginModalViewController" }
    }

    func testBackdropClickCloses() throws {
        try launch()
        let demo = try running()
        let presented = try openWebModal()
        let card = try XCTUnwrap(presented.rect("frame"))
        let outside = CGPoint(x: card.midX, y: (card.maxY + windowSize.height) / 2)
        XCTAssertFalse(card.contains(outside))
        let mark = demo.mark

        try click(outside)

        try expect("dismissed", after: mark) { $0.controller == "WebLoginModalViewController" }
    }

    func testClickOnTheCardDoesNotClose() throws {
        try launch()
        let demo = try running()
        let presented = try openWebModal()
        let card = try XCTUnwrap(presented.rect("frame"))
        let mark = demo.mark

        try click(CGPoint(x: card.minX + 10, y: card.maxY - 6))   // the card's footer, no control there
        try settle()

        XCTAssertEqual(demo.events("dismissed", after: mark).map(\.line), [])
    }

    func testEscapeCloses() throws {
        try launch()
        let demo = try running()
        _ = try openWebModal()
        try focusDemo()
        let mark = demo.mark

        try xserver().tap(keysym: XK_Escape)
        try xserver().sync()

        try expect("dismissed", after: mark) { $0.controller == "WebLoginModalViewController" }
    }
}
