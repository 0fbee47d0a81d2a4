import CX11
import Foundation
import XCTest

/// The window manager's close button (WM_DELETE_WINDOW) under Xvfb: with an
/// edited form up it is a dismissal attempt that asks; with nothing up the demo
/// quits at once with status 0.
final class WindowCloseEndToEndTests: EndToEndTestCase {
    func testCloseWithAnEditedFormAsksAndKeepsRunningThenDiscardQuits() throws {
        try launch(["--present", "edit"])
        let demo = try running()
        _ = try expectPresented("NoteFormViewController", after: 0)
        try focusDemo()
        try type("x")
        var mark = demo.mark

        try xserver().sendDeleteWindow(to: window)

        let attempt = try expect("didAttemptToDismiss", after: mark) { $0.controller == "NoteFormViewController" }
        XCTAssertEqual(attempt.string("source"), "windowClose")
        let alert = try expect("alert", after: mark)
        XCTAssertEqual(Set(alert.actions), ["Discard Changes", "Keep Editing"])
        try settle()
        XCTAssertTrue(demo.isRunning, "the demo keeps running while it asks")

        // Discarding carries the close through: the sheet goes, then the window.
        mark = demo.mark
        try click(center(try element("Discard Changes", in: alert)))
        try expect("dismissed", after: mark) { $0.controller == "NoteFormViewController" }
        XCTAssertEqual(demo.waitForExit(timeout: 10), 0)
    }

    func testCloseWithAnEditedFormThenKeepEditingStaysOpen() throws {
        try launch(["--present", "edit"])
        let demo = try running()
        try focusDemo()
        try type("x")
        let mark = demo.mark

        try xserver().sendDeleteWindow(to: window)
        let alert = try expect("alert", after: mark)
        try click(center(try element("Keep Editing", in: alert)))
        try expect("alertAction", after: mark) { $0.string("title") == "Keep Editing" }

        try settle()
        XCTAssertTrue(demo.isRunning, "Keep Editing cancels the close")
        XCTAssertEqual(demo.events("dismissed", after: mark).filter { $0.controller == "NoteFormViewController" }.map(\.line), [])
    }

    func testCloseWithNothingUpExitsZero() throws {
        try launch()
        let demo = try running()

        try xserver().sendDeleteWindow(to: window)

        XCTAssertEqual(demo.waitForExit(timeout: 10), 0)
        XCTAssertEqual(demo.finalStderr(), "")
    }
}
