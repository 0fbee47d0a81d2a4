import Foundation
import UIKit
@testable import UIKitTapes
import XCTest

/// The grammar (docs/TAPES.md): every command, every setting, every error with its line.
final class TapeParserTests: XCTestCase {
    private let parser = TapeParser(startStates: ["edit", "web"])

    private func action(_ line: String, file: StaticString = #filePath, lineNumber: UInt = #line) throws -> TapeAction {
        let tape = try parser.parse(line)
        XCTAssertEqual(tape.commands.count, 1, file: file, line: lineNumber)
        return try XCTUnwrap(tape.commands.first?.action, file: file, line: lineNumber)
    }

    private func error(_ text: String) -> String {
        do {
            _ = try parser.parse(text, file: "demo.tape")
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    func testEveryPointerCommandWithEveryKindOfTarget() throws {
        XCTAssertEqual(try action("Click #save"), .click(.identifier("save")))
        XCTAssertEqual(try action("Click \"Keep Editing\""), .click(.text("Keep Editing")))
        XCTAssertEqual(try action("Click #\"Discard Changes\""), .click(.identifier("Discard Changes")))
        XCTAssertEqual(try action("Click 120,300.5"), .click(.point(CGPoint(x: 120, y: 300.5))))
        XCTAssertEqual(try action("Press #card"), .press(.identifier("card")))
        XCTAssertEqual(try action("Release"), .release(nil))
        XCTAssertEqual(try action("Release 10,20"), .release(.point(CGPoint(x: 10, y: 20))))
        XCTAssertEqual(try action("Move #close"), .move(.identifier("close"), over: 0))
        XCTAssertEqual(try action("Move 5,6 over 200ms"), .move(.point(CGPoint(x: 5, y: 6)), over: 0.2))
    }

    func testDragFlickAndScroll() throws {
        XCTAssertEqual(try action("Drag #sheet by 0 300 over 300ms"), .drag(.identifier("sheet"), to: .by(CGVector(dx: 0, dy: 300)), over: 0.3))
        XCTAssertEqual(try action("Drag #sheet by -10 20"), .drag(.identifier("sheet"), to: .by(CGVector(dx: -10, dy: 20)), over: 0.5))
        XCTAssertEqual(try action("Drag \"Title\" to 200,700 over 1s"), .drag(.text("Title"), to: .to(.point(CGPoint(x: 200, y: 700))), over: 1))
        XCTAssertEqual(try action("Flick #sheet down 200"), .drag(.identifier("sheet"), to: .by(CGVector(dx: 0, dy: 200)), over: 0.1))
        XCTAssertEqual(try action("Flick #list up 300 over 80ms"), .drag(.identifier("list"), to: .by(CGVector(dx: 0, dy: -300)), over: 0.08))
        XCTAssertEqual(try action("Flick 10,10 left 50"), .drag(.point(CGPoint(x: 10, y: 10)), to: .by(CGVector(dx: -50, dy: 0)), over: 0.1))
        XCTAssertEqual(try action("Flick 10,10 right 50"), .drag(.point(CGPoint(x: 10, y: 10)), to: .by(CGVector(dx: 50, dy: 0)), over: 0.1))
        XCTAssertEqual(try action("Scroll #list by 120"), .scroll(.identifier("list"), by: CGVector(dx: 0, dy: 120), precise: false))
        XCTAssertEqual(try action("Scroll #list by 5 -40 precise"), .scroll(.identifier("list"), by: CGVector(dx: 5, dy: -40), precise: true))
    }

    func testTypingWithEscapesAndKeys() throws {
        XCTAssertEqual(try action(#"Type "a\"b\\c\n\t\u{E9}""#), .type(TapeText("a\"b\\c\n\té")))
        XCTAssertEqual(try action("Type 'single' "), .type(TapeText("single")))
        XCTAssertEqual(try action("Type `back\\tick`"), .type(TapeText("back\\tick")), "only double quotes have escapes")
    }

    func testKeysWithModifiersAndCounts() throws {
        XCTAssertEqual(try action("Key Escape"), .key(TapeKey(.escape), count: 1))
        XCTAssertEqual(try action("Key enter"), .key(TapeKey(.returnKey), count: 1))
        XCTAssertEqual(try action("Key Backspace 3"), .key(TapeKey(.backspace), count: 3))
        XCTAssertEqual(try action("Key Ctrl+A"), .key(TapeKey(.character("a"), modifiers: .control), count: 1))
        XCTAssertEqual(try action("Key Shift+Tab"), .key(TapeKey(.tab, modifiers: .shift), count: 1))
        XCTAssertEqual(try action("Key Cmd+Shift+z"), .key(TapeKey(.character("z"), modifiers: [.command, .shift]), count: 1))
        XCTAssertEqual(try action("Key PageDown"), .key(TapeKey(.pageDown), count: 1))
        XCTAssertEqual(try action("Key A"), .key(TapeKey(.character("A")), count: 1))
        // VHS style: a key on its own line.
        XCTAssertEqual(try action("Enter"), .key(TapeKey(.returnKey), count: 1))
        XCTAssertEqual(try action("Left 2"), .key(TapeKey(.left), count: 2))
        XCTAssertEqual(try action("Ctrl+C"), .key(TapeKey(.character("c"), modifiers: .control), count: 1))
        XCTAssertEqual(TapeKey(.character("a"), modifiers: [.control, .shift]).description, "Ctrl+Shift+A")
    }

    func testSleepWaitScreenshotHideShow() throws {
        XCTAssertEqual(try action("Sleep 500ms"), .sleep(0.5))
        XCTAssertEqual(try action("Sleep 1.5s"), .sleep(1.5))
        XCTAssertEqual(try action("Sleep 2"), .sleep(2))
        XCTAssertEqual(try action("Wait presented"), .wait(.event("presented"), timeout: nil))
        XCTAssertEqual(try action("Wait alert timeout 2s"), .wait(.event("alert"), timeout: 2))
        XCTAssertEqual(try action("Wait dismissed"), .wait(.event("dismissed"), timeout: nil))
        XCTAssertEqual(try action("Wait dismisscancelled"), .wait(.event("dismissCancelled"), timeout: nil))
        XCTAssertEqual(try action("Wait idle"), .wait(.idle, timeout: nil))
        XCTAssertEqual(try action("Wait #title timeout 300ms"), .wait(.element(.identifier("title")), timeout: 0.3))
        XCTAssertEqual(try action("Wait \"Discard changes?\""), .wait(.element(.text("Discard changes?")), timeout: nil))
        XCTAssertEqual(try action("Screenshot /tmp/shot.png"), .screenshot("/tmp/shot.png"))
        XCTAssertEqual(try action("Hide"), .hide)
        XCTAssertEqual(try action("show"), .show)
    }

    func testSettingsBeforeTheFirstActionShapeTheRecording() throws {
        let tape = try parser.parse("""
        # comments and blank lines are skipped

        Set Size 320x568
        Set Scale 2
        Set Framerate 20
        Set PlaybackSpeed 1.5
        Set Appearance light
        Set Present edit
        Set LoopOffset 20%
        Set Cursor on
        Set TypingSpeed 20ms
        Set WaitTimeout 2s
        Set Tolerance 4
        Output /tmp/x.gif
        Output /tmp/x.mp4
        Click #save
        Set Cursor off
        Set TypingSpeed 0
        Set WaitTimeout 1s
        """)

        var expected = TapeSettings()
        expected.size = CGSize(width: 320, height: 568)
        expected.appearance = .light
        expected.scale = 2
        expected.framerate = 20
        expected.playbackSpeed = 1.5
        expected.startState = "edit"
        expected.loopOffset = .percent(20)
        expected.showsCursor = true
        expected.typingSpeed = 0.02
        expected.waitTimeout = 2
        expected.tolerance = 4
        XCTAssertEqual(tape.settings, expected)
        XCTAssertEqual(tape.outputs.map(\.path), ["/tmp/x.gif", "/tmp/x.mp4"])
        XCTAssertEqual(tape.outputs.map(\.location.line), [14, 15])
        XCTAssertEqual(tape.commands.map(\.action), [.click(.identifier("save")), .setCursor(false), .setTypingSpeed(0), .setWaitTimeout(1)])
        XCTAssertEqual(tape.commands.map(\.location.line), [16, 17, 18, 19])
        XCTAssertEqual(try parser.parse("Set LoopOffset 12").settings.loopOffset, .frames(12))
    }

    func testEveryErrorNamesTheFileAndLine() {
        let cases: [(String, String)] = [
            ("Sleep 1s\nJump #x", "demo.tape:2: unknown command 'Jump' (commands: Output, Set, Click, Press, Release, Move, Drag, Flick, Scroll, Type, Key, Sleep, Wait, Screenshot, Hide, Show, Source)"),
            ("\"text\"", "demo.tape:1: a line starts with a command (Click, Type, Sleep, ...), not a quoted string"),
            ("Click", "demo.tape:1: missing a target: #identifier, \"visible text\" or x,y"),
            ("Click here", "demo.tape:1: expected a target: #identifier, \"visible text\" or x,y in points, got here"),
            ("Click \"\"", "demo.tape:1: the visible text of a target cannot be empty"),
            ("Click # x", "demo.tape:1: '#' must be followed by an accessibility identifier"),
            ("Click #a extra", "demo.tape:1: unexpected extra at the end of the line"),
            ("Type \"abc", "demo.tape:1: a string is not closed: add the missing \""),
            ("Type \"a\\qb\"", "demo.tape:1: unknown escape in a string (use \\n \\t \\r \\\\ \\\" \\' or \\u{HEX})"),
            ("Type \"\\u{110000}\"", "demo.tape:1: a \\u{HEX} escape must hold 1 to 6 hex digits of a Unicode character"),
            ("Type \"\\u41\"", "demo.tape:1: a \\u escape is written \\u{HEX}, e.g. \\u{E9}"),
            ("Type abc", "demo.tape:1: expected the text to type in quotes, e.g. \"hello\""),
            ("Type \"a\" \"b\"", "demo.tape:1: unexpected a quoted string at the end of the line"),
            ("Key Hyper+A", "demo.tape:1: unknown key 'Hyper+A' (Escape, Enter, Tab, Backspace, Delete, Space, Left, Right, Up, Down, Home, End, PageUp, PageDown, a character, with Ctrl+, Shift+, Alt+ or Cmd+)"),
            ("Key Tab 0", "demo.tape:1: the repeat count must be a whole number from 1 to 1000, got 0"),
            ("Sleep soon", "demo.tape:1: expected a duration like 500ms or 1.5s, got soon"),
            ("Sleep 2h", "demo.tape:1: expected a duration like 500ms or 1.5s, got 2h"),
            ("Sleep 4000s", "demo.tape:1: a duration must be from 0s to 3600s, got 4000s"),
            ("Drag #a", "demo.tape:1: Drag needs 'by DX DY' or 'to TARGET', e.g. Drag #card by 0 300 over 500ms"),
            ("Drag #a by 10", "demo.tape:1: missing the vertical distance"),
            ("Drag #a by 0 10 over forever", "demo.tape:1: expected a duration after 'over' like 500ms or 1.5s, got forever"),
            ("Flick #a sideways 10", "demo.tape:1: a flick goes up, down, left or right, not sideways"),
            ("Flick #a down 0", "demo.tape:1: the flick distance must be from 1 to 10000, got 0"),
            ("Scroll #a 10", "demo.tape:1: Scroll needs 'by DY' (points, positive shows what is below)"),
            ("Wait forever", "demo.tape:1: cannot wait for 'forever' (events: presented, dismissed, alert, alertAction, dismissCancelled, shouldDismiss, willDismiss, didDismiss, didAttemptToDismiss, tabSelected, menu, menuAction, menuDismissed, searchPresented, searchDismissed, refreshBegan, refreshEnded; or idle, #identifier, \"text\")"),
            ("Wait presented timeout 0", "demo.tape:1: the timeout must be from 1ms to 3600s, got 0"),
            ("Screenshot shot.jpg", "demo.tape:1: a Screenshot is a .png file, got shot.jpg"),
            ("Sleep 1s\nScreenshot /nonexistent/s.png", "demo.tape:2: cannot write /nonexistent/s.png: the directory /nonexistent does not exist"),
            ("Screenshot /tmp/s.png\nScreenshot /tmp/./s.png", "demo.tape:2: another Screenshot is named s.png (demo.tape:1); --check compares them by file name"),
            ("Output out.avi", "demo.tape:1: unknown output format out.avi: use .gif, .mp4, .webm, .png (animated PNG) or a directory ending in /"),
            ("Output /nonexistent/dir/out.gif", "demo.tape:1: cannot write /nonexistent/dir/out.gif: the directory /nonexistent/dir does not exist"),
            ("Output /tmp", "demo.tape:1: unknown output format /tmp: use .gif, .mp4, .webm, .png (animated PNG) or a directory ending in /"),
            ("Output /tmp/x.gif\nOutput /tmp//x.gif", "demo.tape:2: /tmp//x.gif is already an Output (demo.tape:1)"),
            ("Output", "demo.tape:1: missing a path after Output"),
            ("Set", "demo.tape:1: missing a setting name (Size, Scale, Framerate, PlaybackSpeed, Appearance, Present, LoopOffset, Cursor, TypingSpeed, WaitTimeout, Tolerance, RealTimeLimit)"),
            ("Set FontSize 12", "demo.tape:1: unknown setting 'FontSize' (settings: Size, Scale, Framerate, PlaybackSpeed, Appearance, Present, LoopOffset, Cursor, TypingSpeed, WaitTimeout, Tolerance, RealTimeLimit)"),
            ("Set Size 390", "demo.tape:1: Set Size is WIDTHxHEIGHT in points, each from 100 to 8192, got 390"),
            ("Set Size 50x50", "demo.tape:1: Set Size is WIDTHxHEIGHT in points, each from 100 to 8192, got 50x50"),
            ("Set Scale 1.5", "demo.tape:1: the scale must be a whole number from 1 to 4, got 1.5"),
            ("Set Framerate 0", "demo.tape:1: the frame rate must be a whole number from 1 to 60, got 0"),
            ("Set PlaybackSpeed 20", "demo.tape:1: the playback speed must be from 0.1 to 10, got 20"),
            ("Set Appearance sepia", "demo.tape:1: Set Appearance is light or dark, got sepia"),
            ("Set Present nope", "demo.tape:1: unknown start state 'nope' for Set Present (known: edit, web)"),
            ("Set LoopOffset 100%", "demo.tape:1: Set LoopOffset is a percentage from 0% to 99.9%, or a frame count, got 100%"),
            ("Set LoopOffset -1", "demo.tape:1: Set LoopOffset is a frame count or a percentage like 20%, got -1"),
            ("Set Cursor maybe", "demo.tape:1: expected on or off, got maybe"),
            ("Set Tolerance 300", "demo.tape:1: the tolerance must be a whole number from 0 to 255, got 300"),
            ("Click #a\nSet Size 400x400", "demo.tape:2: Set Size must come before the first action (it applies to the whole recording)"),
            ("Hide\nSet Framerate 10", "demo.tape:2: Set Framerate must come before the first action (it applies to the whole recording)"),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(error(text), expected, text)
        }
    }

    func testAppearanceIsLeftToTheAppUnlessTheTapeSetsIt() throws {
        XCTAssertNil(try parser.parse("Sleep 1s").settings.appearance)
        XCTAssertEqual(try parser.parse("Set Appearance dark").settings.appearance, .dark)
        XCTAssertEqual(try parser.parse("Set Appearance LIGHT").settings.appearance, .light)
    }

    func testErrorsAreUsageErrorsWithExitCode2() throws {
        XCTAssertThrowsError(try parser.parse("Jump")) { error in
            XCTAssertEqual((error as? TapeError)?.exitCode, 2)
        }
    }

    func testATypedTextIsNeverRepeatedInAnError() {
        let message = error("Type \"hunter2\\x\"")
        XCTAssertFalse(message.contains("hunter2"), message)
        XCTAssertEqual(TapeText("hunter2").description, "7 characters")
    }
}
