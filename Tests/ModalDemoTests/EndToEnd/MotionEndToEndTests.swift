import CX11
import Foundation
import UIKit
import XCTest

/// Under Xvfb: a real drag through the X server moves the sheet with the
/// pointer with no visible lag, and the release velocity is the one the server's
/// own timestamps give.
final class MotionEndToEndTests: EndToEndTestCase {
    /// The window's row of the sheet's top edge in a pixel column: the first bright
    /// (card) pixel under a dark (dimmed) one.
    private func cardEdge(_ column: [(r: Int, g: Int, b: Int)]) -> Int? {
        (1..<column.count).first { column[$0].r >= 235 && column[$0 - 1].r < 200 }
    }

    /// The sheet's edge as the X server shows the window now.
    private func edgeOnScreen(x: Int) throws -> Int? {
        let height = Int((windowSize.height * scale).rounded())
        return try xserver().column(of: window, x: x, height: height).flatMap(cardEdge)
    }

    func testTheFirstFrameAfterEachMotionShowsTheSheetUnderThePointer() throws {
        try launch(["--present", "edit"])
        let presented = try expectPresented("NoteFormViewController", after: 0)
        let card = try XCTUnwrap(presented.rect("frame"))
        let cancel = try element("cancel", in: presented)
        let title = try element("navigation-title", in: presented)
        // A column of the navigation bar with nothing drawn in it, between Cancel and the title.
        let x = Int(((cancel.maxX + title.minX) / 2 * scale).rounded())
        let restRow = Int((card.minY * scale).rounded())
        try settle()
        XCTAssertEqual(try edgeOnScreen(x: x), restRow, "the sheet rests at its frame's top")

        let server = try xserver()
        let grab = root(CGPoint(x: card.midX, y: cancel.midY))
        server.move(x: grab.x, y: grab.y)
        server.button(1, down: true, delay: 20)
        var pointerY = grab.y
        for (distance, steps) in [(30, 10), (70, 12), (120, 10)] {
            // Move in 16 ms steps; the frame drawn right after the last motion was handled
            // (no later input exists) must show the edge exactly under the pointer.
            let before = server.serverTime()
            let target = grab.y + distance
            for step in 1...steps {
                server.move(x: grab.x, y: pointerY + (target - pointerY) * step / steps, delay: 16, flush: false)
            }
            server.sync()
            pointerY = target
            let lastMotion = try XCTUnwrap(server.motionHistory(since: before).last?.time, "no motion history")
            try expectFrame(showingInputAt: lastMotion)
            XCTAssertEqual(try edgeOnScreen(x: x), restRow + distance,
                           "the first frame after the motion at \(lastMotion) shows the sheet \(distance) px down")
            try settle()
            XCTAssertEqual(try edgeOnScreen(x: x), restRow + distance, "the sheet stays under the still pointer")
        }
        server.button(1, down: false)
        server.sync()
    }

    func testReleaseVelocityIsTheOneTheServerTimestampsGive() throws {
        try launch(["--present", "edit"])
        let presented = try expectPresented("NoteFormViewController", after: 0)
        let card = try XCTUnwrap(presented.rect("frame"))
        let cancel = try element("cancel", in: presented)
        let demo = try running()
        try focusDemo()
        try type("x")            // locks the sheet: the trace then reports the attempt's velocity
        let server = try xserver()
        let before = server.serverTime()
        XCTAssertGreaterThan(XDisplayMotionBufferSize(server.control), 0, "Xvfb keeps no motion history")
        let mark = demo.mark

        // 60 px down in 6 steps of 10 px every 10 ms (server-timed), released at once.
        let grab = CGPoint(x: card.midX, y: cancel.midY)
        try drag(from: grab, to: CGPoint(x: grab.x, y: grab.y + 60), steps: 6, interval: 10, pause: 0)
        let attempt = try expect("didAttemptToDismiss", after: mark) { $0.controller == "NoteFormViewController" }

        // The server's motion history stamps every event it performed (button events
        // show up with y = 0; a motion's entry holds the position it moved from, so the
        // positions are the ones we sent). Feed those server times to the same velocity
        // estimator the pan uses: press, six moves, velocity at the release.
        let history = server.motionHistory(since: before)
        let buttons = history.indices.filter { history[$0].y == 0 }
        let press = try XCTUnwrap(buttons.first, "motion history: \(history)")
        let release = try XCTUnwrap(buttons.last, "motion history: \(history)")
        let moves = history[(press + 1)..<release].map(\.time)
        XCTAssertEqual(moves.count, 6, "motion history: \(history)")
        print("server timestamps (ms): press \(history[press].time), moves \(moves), release \(history[release].time)")
        let origin = Double(history[press].time)
        var tracker = VelocityTracker()
        tracker.addSample(position: grab, timestamp: 0)
        for (step, time) in moves.enumerated() {
            let y = grab.y + CGFloat(step + 1) * 10 / scale
            tracker.addSample(position: CGPoint(x: grab.x, y: y), timestamp: (Double(time) - origin) / 1000)
        }
        let serverVelocity = Double(tracker.velocity(at: (Double(history[release].time) - origin) / 1000).y)
        let reported = try XCTUnwrap(attempt.number("velocity"))
        print("release velocity from the server timestamps \(serverVelocity) pt/s, the demo's \(reported) pt/s")
        XCTAssertEqual(attempt.number("distance"), 60, "the sheet was pulled exactly as far as the pointer moved")
        XCTAssertEqual(reported, serverVelocity, accuracy: 1, "the demo measured the pointer with the server's timestamps")
    }
}
