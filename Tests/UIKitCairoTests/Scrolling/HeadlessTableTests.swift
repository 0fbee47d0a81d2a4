import XCTest
import UIKit

/// The list end to end: clicks and drags through `HeadlessHost`, and what it draws.
final class HeadlessTableTests: XCTestCase {
    func testClickSelectsAndDrawsTheRowGrey() {
        // Given a list of 100 rows
        let list = TableHost(rows: 100)

        // When row 4 (y 176..220) is clicked
        list.host.click(at: CGPoint(x: 200, y: 200))
        let pixels = list.host.snapshot()

        // Then row 4 is selected and drawn in UIKit's selection grey (#D1D1D6), its neighbours white
        XCTAssertEqual(list.source.selections, [IndexPath(row: 4, section: 0)])
        XCTAssertEqual(pixels[300, 180], RGBA8(r: 0xD1, g: 0xD1, b: 0xD6))
        XCTAssertEqual(pixels[300, 170], RGBA8.white)
        XCTAssertEqual(pixels[300, 225], RGBA8.white)
    }

    func testDragScrollsWithoutSelecting() {
        // Given a list
        let list = TableHost(rows: 100)

        // When the pointer drags 200 points up, slowly, and lets go
        list.host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.5, pauseBeforeRelease: 0.1)
        list.host.runUntilIdle()

        // Then the list moved 200 and nothing was selected
        XCTAssertEqual(list.table.contentOffset.y, 200)
        XCTAssertEqual(list.source.selections, [])
    }

    func testSeparatorsAreInsetHairlines() {
        // Given a list at scale 1
        let list = TableHost(rows: 100)

        // When it is drawn
        let pixels = list.host.snapshot()

        // Then the separator under row 0 is the last pixel row of the row (y 43), from x = 16 on
        let separator = pixels[100, 43]
        XCTAssertNotEqual(separator, RGBA8.white)
        XCTAssertEqual(separator.r, separator.g)
        XCTAssertLessThan(separator.r, 215)
        XCTAssertEqual(pixels[100, 42], RGBA8.white)
        XCTAssertEqual(pixels[100, 44], RGBA8.white)
        XCTAssertEqual(pixels[8, 43], RGBA8.white)
    }

    func testDisclosureChevronIsDrawnAtTheRightEdge() {
        // Given a list whose rows have a disclosure indicator
        let list = TableHost(rows: 100)

        // When it is drawn
        let pixels = list.host.snapshot()

        // Then grey ink appears 16-23 points from the right edge, at the row's middle
        let ink = (350...374).filter { pixels[$0, 22] != RGBA8.white }
        XCTAssertFalse(ink.isEmpty)
        XCTAssertTrue(ink.allSatisfy { $0 >= 366 && $0 <= 375 }, "\(ink)")
    }

    func testIndicatorShowsWhileScrollingThenFades() {
        // Given a long list
        let list = TableHost(rows: 1000)
        // Pixel rows where the indicator's column (x 384-387) is darker than the row's middle.
        func indicatorInk(_ pixels: PixelBuffer) -> Int {
            (0..<844).filter { Int(pixels[385, $0].r) < Int(pixels[300, $0].r) - 20 }.count
        }
        let before = indicatorInk(list.host.snapshot())

        // When the wheel scrolls, mid-animation and after everything settled
        list.host.scroll(by: CGVector(dx: 0, dy: 40), at: CGPoint(x: 200, y: 400))
        list.host.advance(by: 0.1)
        let during = indicatorInk(list.host.snapshot())
        list.host.runUntilIdle()
        let after = indicatorInk(list.host.snapshot())

        // Then the bar (36 points, the minimum length, minus its rounded ends) shows only while scrolling
        XCTAssertEqual(before, 0)
        XCTAssertGreaterThanOrEqual(during, 34)
        XCTAssertEqual(after, 0)
        XCTAssertEqual(list.table.contentOffset.y, 40)
    }
}
