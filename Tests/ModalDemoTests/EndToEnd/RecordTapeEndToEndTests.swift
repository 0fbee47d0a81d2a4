import CX11
import Foundation
import XCTest

/// `--record-tape` under Xvfb: a real session with real pointer and key
/// events, written as a tape when the window closes, replays headlessly to the
/// same trace events; a password typed live is not in the tape.
final class RecordTapeEndToEndTests: EndToEndTestCase {
    /// The events a replay must repeat, with what tells them apart.
    private func moments(_ events: [[String: Any]]) -> [String] {
        let kept: Set = ["presented", "dismissed", "alert", "alertAction", "didAttemptToDismiss", "dismissCancelled", "willDismiss", "didDismiss"]
        return events.compactMap { event in
            guard let name = event["event"] as? String, kept.contains(name) else { return nil }
            return [name, event["controller"] as? String, event["title"] as? String].compactMap { $0 }.joined(separator: " ")
        }
    }

    func testALiveSessionReplaysHeadlesslyToTheSameEvents() throws {
        // Given the demo recording a tape
        let tape = dataDirectory.appendingPathComponent("session.tape")
        try launch(["--record-tape", tape.path])
        let demo = try running()
        try focusDemo()

        // When the info sheet is opened and flicked away, and the web modal gets a
        // username and a password, Escape, and "Discard Changes"
        var mark = demo.mark
        try click(center(try element("Info", in: ready)))
        let info = try expectPresented("InfoSheetViewController", after: mark)
        let headline = center(try element("headline", in: info))
        mark = demo.mark
        try flickUntilDismissed("InfoSheetViewController") {
            try drag(from: headline, to: CGPoint(x: headline.x, y: headline.y + 120), steps: 6, interval: 8, pause: 0)
        }
        try settle()
        mark = demo.mark
        try click(center(try element("Web", in: ready)))
        let web = try expectPresented("WebLoginModalViewController", after: mark)
        try click(center(try element("username", in: web)))
        try type("ada")
        try click(center(try element("password", in: web)))
        try type("secret42")
        try settle()
        mark = demo.mark
        try xserver().tap(keysym: Int32(XK_Escape))
        let alert = try expect("alert", after: mark)
        XCTAssertEqual(alert.string("title"), "Discard changes?")
        try click(center(try XCTUnwrap(alert.elements["Discard Changes"])))
        try expect("dismissed", after: mark) { $0.controller == "WebLoginModalViewController" }
        try settle()
        try xserver().sendDeleteWindow(to: window)
        XCTAssertEqual(demo.waitForExit(timeout: 5), 0, demo.stderrText)

        // Then the tape holds the session without the password, and replays to the same moments
        let text = try String(contentsOf: tape, encoding: .utf8)
        XCTAssertFalse(text.contains("secret42"), text)
        XCTAssertTrue(text.contains("Type \"••••••••\"") || text.contains("Type \"•\""), text)
        XCTAssertTrue(text.contains("Key Escape"), text)
        let live = demo.allEvents.map(\.fields)
        let replay = try DemoCommandLine.run(["--tape", tape.path, "--trace"], in: dataDirectory)
        XCTAssertEqual(replay.status, 0, replay.stderr)
        let replayed = try replay.stdout.split(separator: "\n").map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        XCTAssertEqual(moments(replayed), moments(live))
        XCTAssertEqual(moments(live).filter { $0.hasPrefix("presented") }.count, 3, "info, web, the action sheet")
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: dataDirectory.path)).filter { $0.hasPrefix(".") }, [],
                       "no temporary file left")
    }
}
