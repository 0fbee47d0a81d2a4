import Foundation
import UIKit
@testable import UIKitTapes
import XCTest

/// `--record-tape`'s recorder: real timing as Sleeps, every kind of input as a line,
/// secure text never written, and a tape that plays back to the same state.
final class TapeRecorderTests: XCTestCase {
    private func recorder(startState: String? = nil) -> TapeRecorder {
        let recorder = TapeRecorder(size: CGSize(width: 320, height: 480), scale: 2, startState: startState, program: "sample")
        recorder.start(at: 10)
        return recorder
    }

    func testTheHeaderSetsTheWindowAndTheTimingComesFromTheEvents() {
        let recorder = recorder(startState: "sheet")

        recorder.record(.hover(CGPoint(x: 100, y: 200)), at: 10.5)
        recorder.record(.pointerDown(CGPoint(x: 100, y: 200)), at: 10.6)
        recorder.record(.pointerMoved(CGPoint(x: 100, y: 210.333)), at: 10.61666)
        recorder.record(.pointerMoved(CGPoint(x: 100, y: 220)), at: 10.63333)
        recorder.record(.pointerUp(CGPoint(x: 100, y: 220)), at: 10.63333)

        XCTAssertEqual(recorder.tape(endingAt: 11), """
        # Recorded live by sample --record-tape. Replay: sample --tape FILE --trace
        Set Size 320x480
        Set Scale 2
        Set Present sheet
        Set TypingSpeed 0
        Sleep 500ms
        Move 100,200
        Sleep 100ms
        Press 100,200
        Sleep 16.7ms
        Move 100,210.33
        Sleep 16.6ms
        Move 100,220
        Release
        Sleep 366.7ms

        """)
    }

    func testRoundingIsFromTheStartSoItNeverDrifts() {
        let recorder = recorder()
        for step in 1...30 { recorder.record(.hover(CGPoint(x: step, y: 0)), at: 10 + Double(step) / 60) }

        let sleeps = recorder.tape(endingAt: 10.5).split(separator: "\n").filter { $0.hasPrefix("Sleep") }
        let total = sleeps.map { Double($0.dropFirst(6).dropLast(2))! }.reduce(0, +)

        XCTAssertEqual(total, 500, accuracy: 1e-6)
        XCTAssertEqual(Array(sleeps.prefix(3)), ["Sleep 16.7ms", "Sleep 16.6ms", "Sleep 16.7ms"])
    }

    func testWheelKeysAndTextBecomeTheirCommands() {
        let recorder = recorder()

        recorder.record(.scroll(CGVector(dx: 0, dy: 40), at: CGPoint(x: 5, y: 6), precise: false), at: 10)
        recorder.record(.scroll(CGVector(dx: -1.5, dy: 2.25), at: CGPoint(x: 5, y: 6), precise: true), at: 10)
        recorder.record(.key(TapeKey(.escape)), at: 10)
        recorder.record(.key(TapeKey(.character("a"), modifiers: .control)), at: 10)
        recorder.record(.text("Zoë \"quoted\" \\", secure: false), at: 10)
        recorder.record(.pointerCancelled, at: 10)

        XCTAssertEqual(recorder.tape(endingAt: 10).split(separator: "\n").dropFirst(4), [
            "Scroll 5,6 by 40",
            "Scroll 5,6 by -1.5 2.25 precise",
            "Key Escape",
            "Key Ctrl+A",
            #"Type "Zoë \"quoted\" \\""#,
        ])
    }

    func testTextTypedIntoASecureFieldIsNeverWritten() {
        let recorder = recorder()

        recorder.record(.text("hunter2", secure: true), at: 10.1)
        let tape = recorder.tape(endingAt: 10.1)

        XCTAssertFalse(tape.contains("hunter2"))
        XCTAssertTrue(tape.hasSuffix("# Typed into a secure field: 7 characters, written as •.\nType \"•••••••\"\n"), tape)
    }

    func testKeysThatTypeTextAreLeftToTheTextEventsExceptShortcuts() {
        XCTAssertNil(TapeRecorder.tapeKey(for: UIKey(keyCode: .keyboardA, characters: "a")))
        XCTAssertNil(TapeRecorder.tapeKey(for: UIKey(keyCode: .keyboardSpacebar, characters: " ")))
        XCTAssertNil(TapeRecorder.tapeKey(for: UIKey(keyCode: .keyboardUnknown, characters: "é", modifierFlags: .alternate)))
        XCTAssertEqual(TapeRecorder.tapeKey(for: UIKey(keyCode: .keyboardA, characters: "a", modifierFlags: .control)),
                       TapeKey(.character("a"), modifiers: .control))
        XCTAssertEqual(TapeRecorder.tapeKey(for: UIKey(keyCode: .keyboardTab, characters: "\t", modifierFlags: .shift)),
                       TapeKey(.tab, modifiers: .shift))
        XCTAssertEqual(TapeRecorder.tapeKey(for: UIKey(keyCode: .keyboardEscape)), TapeKey(.escape))
        XCTAssertEqual(TapeRecorder.tapeKey(for: UIKey(keyCode: .keyboardReturnOrEnter, characters: "\r")), TapeKey(.returnKey))
    }

    func testARecordedSessionPlaysBackToTheSameState() throws {
        // A session on the sample app: click Open, wait, flick the sheet down.
        let recorder = recorder()
        var time = 10.2
        recorder.record(.pointerDown(CGPoint(x: 80, y: 62)), at: time)
        time += 0.05
        recorder.record(.pointerUp(CGPoint(x: 80, y: 62)), at: time)
        time += 1
        recorder.record(.pointerDown(CGPoint(x: 290, y: 100)), at: time)
        for step in 1...6 {
            time += 1.0 / 60
            recorder.record(.pointerMoved(CGPoint(x: 290, y: 100 + 30 * Double(step))), at: time)
        }
        recorder.record(.pointerUp(CGPoint(x: 290, y: 280)), at: time)
        let text = recorder.tape(endingAt: time + 1)

        let (runner, _) = try play(text)

        XCTAssertEqual(runner.tape.settings.size, CGSize(width: 320, height: 480))
        XCTAssertNil(runner.host.window.rootViewController?.presentedViewController, "opened, then flicked away")
        let (opened, _) = try play(text.components(separatedBy: "Sleep 1000ms").first! + "Sleep 1s\n")
        XCTAssertNotNil(opened.host.window.rootViewController?.presentedViewController, "the click opened the sheet")
    }
}
