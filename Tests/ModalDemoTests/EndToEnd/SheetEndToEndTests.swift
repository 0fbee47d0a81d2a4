import CX11
import Foundation
import XCTest

/// Under Xvfb: the edit sheet dragged by its navigation bar with real
/// pointer events; the release decision comes from the server-timed velocity.
final class SheetEndToEndTests: EndToEndTestCase {
    /// Starts with the edit sheet up; returns a point on its navigation bar.
    private func launchSheet() throws -> (presented: EndToEndTraceEvent, grab: CGPoint) {
        try launch(["--present", "edit"])
        let presented = try expectPresented("NoteFormViewController", after: 0)
        let cancel = try element("cancel", in: presented)
        let card = try XCTUnwrap(presented.rect("frame"))
        return (presented, CGPoint(x: card.midX, y: cancel.midY))
    }

    func testSlowSixtyPointDragSnapsBack() throws {
        let (_, grab) = try launchSheet()
        let demo = try running()
        let mark = demo.mark

        // 60 px in 30 steps of 2 px every 16 ms (125 px/s), 150 ms still before the release.
        try drag(from: grab, to: CGPoint(x: grab.x, y: grab.y + 60), steps: 30, interval: 16, pause: 150)

        try expect("dismissCancelled", after: mark) { $0.controller == "NoteFormViewController" }
        try settle()
        XCTAssertEqual(demo.events("didDismiss", after: mark).map(\.line), [])
        XCTAssertEqual(demo.events("dismissed", after: mark).map(\.line), [])
    }

    func testFastNinetyPointFlickDismisses() throws {
        let (_, grab) = try launchSheet()
        let demo = try running()
        let mark = demo.mark

        // 90 px in 3 steps of 30 px every 8 ms (3750 px/s), released at once. A loaded
        // server fires XTest delays late (12-20 ms seen): still well over 1000 px/s, so
        // the flick dismisses however late the server's timers run.
        try flickUntilDismissed("NoteFormViewController") {
            try drag(from: grab, to: CGPoint(x: grab.x, y: grab.y + 90), steps: 3, interval: 8, pause: 0)
        }
        try expect("didDismiss", after: mark) { $0.controller == "NoteFormViewController" }
    }

    func testLockedSheetReportsTheAttemptAsksAndStays() throws {
        let (_, grab) = try launchSheet()
        let demo = try running()
        try focusDemo()
        try type("x")          // the title field has the focus: the form is edited, the sheet locks
        let mark = demo.mark

        try drag(from: grab, to: CGPoint(x: grab.x, y: grab.y + 60), steps: 6, interval: 8, pause: 0)

        let attempt = try expect("didAttemptToDismiss", after: mark) { $0.controller == "NoteFormViewController" }
        XCTAssertEqual(attempt.string("source"), "drag")
        let alert = try expect("alert", after: mark)
        XCTAssertEqual(alert.string("title"), "Discard changes?")
        XCTAssertEqual(Set(alert.actions), ["Discard Changes", "Keep Editing"])
        try settle()
        XCTAssertEqual(demo.events("didDismiss", after: mark).map(\.line), [])
        XCTAssertEqual(demo.events("dismissed", after: mark).filter { $0.controller == "NoteFormViewController" }.map(\.line), [])
        XCTAssertTrue(demo.isRunning)
    }
}
