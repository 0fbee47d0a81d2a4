import CX11
import Foundation
import XCTest

/// Issue 4 under Xvfb: the notes list scrolled with real pointer drags and wheel
/// clicks through the X server, measured from the `scroll` trace events.
final class ScrollingEndToEndTests: EndToEndTestCase {
    private func listScrolls(after mark: Int) throws -> [EndToEndTraceEvent] {
        try running().events("scroll", after: mark).filter { $0.string("view") == "list" }
    }

    private func launchList() throws -> CGRect {
        try launch()
        return try element("list", in: ready)
    }

    func testSlowDragUpMovesTheListExactlyThreeHundredPoints() throws {
        let list = try launchList()
        let demo = try running()
        let mark = demo.mark
        let start = CGPoint(x: list.midX, y: list.minY + 650)

        // 60 steps of 5 px every 16 ms (about 310 px/s), 100 ms still before the release.
        try drag(from: start, to: CGPoint(x: start.x, y: start.y - 300), steps: 60, interval: 16, pause: 100)
        XCTAssertTrue(demo.waitForQuiet("scroll", quiet: 0.3, timeout: 3))

        let offsets = try listScrolls(after: mark).compactMap { $0.offset?.y }
        XCTAssertGreaterThanOrEqual(offsets.count, 20, "the list should follow the drag frame by frame: \(offsets)")
        XCTAssertEqual(offsets, offsets.sorted(), "a drag up only moves the content up")
        // The content follows the pointer 1:1 from the press, the pan's 10 pt hysteresis included,
        // and the still release adds no momentum.
        XCTAssertEqual(offsets.last, 300)
    }

    func testFastFlickKeepsScrollingAfterTheRelease() throws {
        let list = try launchList()
        let demo = try running()
        let mark = demo.mark
        let start = CGPoint(x: list.midX, y: list.minY + 650)

        // 100 px in 50 ms (2000 px/s), released at once.
        try drag(from: start, to: CGPoint(x: start.x, y: start.y - 100), steps: 5, interval: 10, pause: 0)
        usleep(100_000)
        let afterRelease = demo.mark
        usleep(500_000)

        let momentum = try listScrolls(after: afterRelease).compactMap { $0.offset?.y }
        XCTAssertGreaterThanOrEqual(momentum.count, 5, "scroll events keep coming after the release: \(momentum)")
        XCTAssertEqual(momentum, momentum.sorted(), "momentum keeps the direction")
        let last = try XCTUnwrap(try listScrolls(after: mark).last?.offset?.y)
        XCTAssertGreaterThan(last, 300, "the flick carries the list far beyond the 100 px the pointer moved")
    }

    func testWheelClicksScrollFortyPointsPerNotch() throws {
        let list = try launchList()
        let demo = try running()
        var mark = demo.mark

        try wheel(5, count: 3, at: center(list))
        try expect("scroll", after: mark, timeout: 3) { $0.offset?.y == 120 }
        XCTAssertTrue(demo.waitForQuiet("scroll", quiet: 0.3, timeout: 3))
        XCTAssertEqual(try listScrolls(after: mark).last?.offset?.y, 120)
        let steps = try listScrolls(after: mark).compactMap { $0.offset?.y }
        XCTAssertGreaterThan(steps.count, 3, "wheel notches animate: \(steps)")

        mark = demo.mark
        try wheel(4, count: 1, at: center(list))
        try expect("scroll", after: mark, timeout: 3) { $0.offset?.y == 80 }
        XCTAssertTrue(demo.waitForQuiet("scroll", quiet: 0.3, timeout: 3))
        XCTAssertEqual(try listScrolls(after: mark).last?.offset?.y, 80)
    }

    func testWheelOverTheListDoesNothingWhileASheetIsUpAndTheOffsetStaysExact() throws {
        let list = try launchList()
        let demo = try running()
        var mark = demo.mark
        try wheel(5, count: 3, at: center(list))
        try expect("scroll", after: mark, timeout: 3) { $0.offset?.y == 120 }
        XCTAssertTrue(demo.waitForQuiet("scroll", quiet: 0.3, timeout: 3))

        mark = demo.mark
        try click(center(try element("Info", in: ready)))
        let sheet = try expectPresented("InfoSheetViewController", after: mark)
        let card = try XCTUnwrap(sheet.rect("frame"))
        XCTAssertGreaterThan(card.minY, 20, "some of the list shows above the sheet")
        let aboveSheet = CGPoint(x: list.midX, y: card.minY / 2)
        try wheel(5, count: 3, at: aboveSheet)
        try wheel(4, count: 1, at: aboveSheet)
        usleep(500_000)
        XCTAssertEqual(try listScrolls(after: mark).compactMap { $0.offset?.y }.filter { $0 != 120 }, [],
                       "the list behind a sheet does not scroll")

        try click(aboveSheet)   // the dimming: dismisses the sheet
        try expect("dismissed", after: mark) { $0.controller == "InfoSheetViewController" }
        usleep(200_000)
        XCTAssertEqual(try listScrolls(after: mark).compactMap { $0.offset?.y }.filter { $0 != 120 }, [],
                       "the offset is exactly restored after the dismissal")

        mark = demo.mark
        try wheel(5, count: 1, at: center(list))
        try expect("scroll", after: mark, timeout: 3) { $0.offset?.y == 160 }
        XCTAssertTrue(demo.waitForQuiet("scroll", quiet: 0.3, timeout: 3))
        XCTAssertEqual(try listScrolls(after: mark).last?.offset?.y, 160)
    }
}
