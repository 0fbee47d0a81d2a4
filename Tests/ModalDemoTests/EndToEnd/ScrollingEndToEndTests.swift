import CX11
import Foundation
import UIKit
import XCTest

/// Under Xvfb: the notes list scrolled with real pointer drags and wheel
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
        try settle()

        // The content follows the pointer 1:1 from the press, the pan's 10 pt hysteresis
        // included: every offset drawn is a place the pointer was (a multiple of 5), and
        // the still release adds no momentum.
        let offsets = try listScrolls(after: mark).compactMap { $0.offset?.y }
        XCTAssertEqual(offsets, offsets.sorted(), "a drag up only moves the content up")
        XCTAssertEqual(offsets.filter { $0.truncatingRemainder(dividingBy: 5) != 0 || $0 <= 0 || $0 > 300 }, [],
                       "every offset is one of the pointer's positions: \(offsets)")
        XCTAssertEqual(offsets.last, 300)
    }

    func testFastFlickKeepsScrollingAfterTheReleaseToWhereTheDecelerationStops() throws {
        let list = try launchList()
        let demo = try running()
        let server = try xserver()
        let start = CGPoint(x: list.midX, y: list.minY + 650)
        // A loaded machine can deliver the five moves so late that, by the server's own
        // timestamps, the pointer had stopped before the release: the list then rightly
        // stays where the pointer left it. Such a flick is done again (from there).
        var base: CGFloat = 0
        for _ in 1...3 {
            let mark = demo.mark
            let before = server.serverTime()

            // 100 px in 50 ms (2000 px/s), released at once.
            try drag(from: start, to: CGPoint(x: start.x, y: start.y - 100), steps: 5, interval: 10, pause: 0)
            try settle()

            // The velocity the server's timestamps give (press and five moves, at the release),
            // the content's fling velocity, and where UIKit's deceleration stops from 100 pt.
            let history = server.motionHistory(since: before)
            let buttons = history.indices.filter { history[$0].y == 0 }
            let press = try XCTUnwrap(buttons.first, "motion history: \(history)")
            let release = try XCTUnwrap(buttons.last, "motion history: \(history)")
            let moves = history[(press + 1)..<release].map(\.time)
            XCTAssertEqual(moves.count, 5, "motion history: \(history)")
            var tracker = VelocityTracker()
            tracker.addSample(position: start, timestamp: Double(history[press].time) / 1000)
            for (step, time) in moves.enumerated() {
                tracker.addSample(position: CGPoint(x: start.x, y: start.y - CGFloat(step + 1) * 20 / scale),
                                  timestamp: Double(time) / 1000)
            }
            let pointer = tracker.velocity(at: Double(history[release].time) / 1000)
            let fling = VelocityTracker.flingVelocity(-pointer.y)
            let travel = Deceleration(rate: UIScrollView.DecelerationRate.normal.rawValue).totalDistance(initialVelocity: fling)
            let rest = ((base + 100 + travel) * scale).rounded() / scale

            // Wherever the server's timestamps say the list should stop, it stops there.
            let offsets = try listScrolls(after: mark).compactMap { $0.offset?.y }
            XCTAssertEqual(offsets, offsets.sorted(), "momentum keeps the direction")
            XCTAssertEqual(try XCTUnwrap(offsets.last), rest, accuracy: 0.001)
            guard rest - base > 150 else {
                base = offsets.last ?? base
                continue
            }
            let releaseFrame = try expectFrame(showingInputAt: history[release].time)
            let momentum = try listScrolls(after: releaseFrame.index).compactMap { $0.offset?.y }
            XCTAssertFalse(momentum.isEmpty, "the list kept moving after the frame that showed the release")
            return
        }
        XCTFail("three flicks in a row reached the server too slowly to be flicks (the machine is overloaded)")
    }

    func testWheelClicksScrollFortyPointsPerNotch() throws {
        let list = try launchList()
        let demo = try running()
        var mark = demo.mark

        try wheel(5, count: 3, at: center(list))
        try settle()
        let steps = try listScrolls(after: mark).compactMap { $0.offset?.y }
        XCTAssertEqual(steps.last, 120)
        XCTAssertEqual(steps, steps.sorted(), "three notches down: \(steps)")

        mark = demo.mark
        try wheel(4, count: 1, at: center(list))
        try settle()
        XCTAssertEqual(try listScrolls(after: mark).last?.offset?.y, 80)
    }

    func testWheelOverTheListDoesNothingWhileASheetIsUpAndTheOffsetStaysExact() throws {
        let list = try launchList()
        let demo = try running()
        var mark = demo.mark
        try wheel(5, count: 3, at: center(list))
        try settle()
        XCTAssertEqual(try listScrolls(after: mark).last?.offset?.y, 120)

        mark = demo.mark
        try click(center(try element("Info", in: ready)))
        let sheet = try expectPresented("InfoSheetViewController", after: mark)
        let card = try XCTUnwrap(sheet.rect("frame"))
        XCTAssertGreaterThan(card.minY, 20, "some of the list shows above the sheet")
        let aboveSheet = CGPoint(x: list.midX, y: card.minY / 2)
        try wheel(5, count: 3, at: aboveSheet)
        try wheel(4, count: 1, at: aboveSheet)
        try settle()
        XCTAssertEqual(try listScrolls(after: mark).compactMap { $0.offset?.y }.filter { $0 != 120 }, [],
                       "the list behind a sheet does not scroll")

        try click(aboveSheet)   // the dimming: dismisses the sheet
        try expect("dismissed", after: mark) { $0.controller == "InfoSheetViewController" }
        try settle()
        XCTAssertEqual(try listScrolls(after: mark).compactMap { $0.offset?.y }.filter { $0 != 120 }, [],
                       "the offset is exactly restored after the dismissal")

        mark = demo.mark
        try wheel(5, count: 1, at: center(list))
        try settle()
        XCTAssertEqual(try listScrolls(after: mark).last?.offset?.y, 160)
    }
}
