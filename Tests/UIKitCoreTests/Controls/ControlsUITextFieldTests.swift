import Foundation
import XCTest
@testable import UIKitCore

/// Records delegate calls by name.
final class ControlsRecordingFieldDelegate: UITextFieldDelegate {
    var calls: [String] = []
    var ranges: [NSRange] = []
    var returns = true
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { calls.append("shouldBegin"); return true }
    func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
    func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        calls.append("shouldChange:\(string)")
        ranges.append(range)
        return string != "!"
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { calls.append("didChangeSelection") }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { calls.append("shouldReturn"); return returns }
}

final class ControlsUITextFieldTests: XCTestCase {
    /// A rounded-rect field at (20, 100), 200 x 34: text starts at x = 27, 9.35 points per cluster.
    private func makeField(_ driver: ControlsDriver, text: String = "", focused: Bool = true) -> UITextField {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.text = text
        driver.window.addSubview(field)
        if focused { field.becomeFirstResponder() }
        return field
    }

    func testTypingAccentedLettersInsertsThemAndMovesTheCaret() {
        // Given a focused empty field
        let driver = ControlsDriver()
        let field = makeField(driver)

        // When "é", "ø", "å" arrive from the input method
        driver.type("éøå")

        // Then the text holds them and the caret is after the third cluster
        XCTAssertEqual(field.text, "éøå")
        XCTAssertEqual(field.caretIndex, 3)
        XCTAssertEqual(field.caretX, (7 + 3 * 9.35).rounded())
        XCTAssertEqual(field.selectedRange, NSRange(location: 3, length: 0))
    }

    func testBackspaceRemovesAComposedOrDecomposedClusterWhole() {
        // Given fields ending in a composed "é" (U+00E9) and a decomposed one ("e" + U+0301)
        let driver = ControlsDriver()
        let composed = makeField(driver, text: "caf\u{E9}")
        driver.key(.keyboardDeleteOrBackspace)
        let decomposed = makeField(driver, text: "cafe\u{301}")
        XCTAssertEqual(decomposed.caretIndex, 4)

        // When Backspace is pressed in the second
        driver.key(.keyboardDeleteOrBackspace)

        // Then both lost the whole "é"
        XCTAssertEqual(composed.text, "caf")
        XCTAssertEqual(decomposed.text, "caf")
    }

    func testACombiningAccentTypedAfterALetterJoinsItsCluster() {
        let driver = ControlsDriver()
        let field = makeField(driver, text: "e")

        driver.type("\u{301}")

        XCTAssertEqual(field.text, "e\u{301}")
        XCTAssertEqual(field.caretIndex, 1)
    }

    func testShiftArrowsSelectAndTypingReplacesTheSelection() {
        // Given "hello" with the caret at the end
        let driver = ControlsDriver()
        let field = makeField(driver, text: "hello")

        // When Shift+Left twice, then "p!" is typed ("!" is refused by nobody here)
        driver.key(.keyboardLeftArrow, .shift)
        driver.key(.keyboardLeftArrow, .shift)
        let selected = field.selectedGraphemeRange
        driver.type("p")

        // Then "lo" was selected and replaced
        XCTAssertEqual(selected, 3..<5)
        XCTAssertEqual(field.text, "help")
        XCTAssertEqual(field.caretIndex, 4)
    }

    func testHomeEndAndPlainArrowsMoveTheCaret() {
        let driver = ControlsDriver()
        let field = makeField(driver, text: "abc")

        driver.key(.keyboardHome)
        let home = field.caretIndex
        driver.key(.keyboardRightArrow)
        let right = field.caretIndex
        driver.key(.keyboardEnd, .shift)
        let selection = field.selectedGraphemeRange
        driver.key(.keyboardLeftArrow)

        XCTAssertEqual(home, 0)
        XCTAssertEqual(right, 1)
        XCTAssertEqual(selection, 1..<3)
        XCTAssertEqual(field.selectedGraphemeRange, 1..<1, "Left collapses a selection to its start")
    }

    func testControlArrowsMoveByWord() {
        // Given "one two, three" with the caret at the end
        let driver = ControlsDriver()
        let field = makeField(driver, text: "one two, three")

        // When Ctrl+Left twice, then Ctrl+Right once, then Ctrl+Backspace
        driver.key(.keyboardLeftArrow, .control)
        let first = field.caretIndex
        driver.key(.keyboardLeftArrow, .control)
        let second = field.caretIndex
        driver.key(.keyboardRightArrow, .control)
        let third = field.caretIndex
        driver.key(.keyboardDeleteOrBackspace, .control)

        // Then the caret stopped at word starts, then a word end, and the word was deleted
        XCTAssertEqual(first, 9)
        XCTAssertEqual(second, 4)
        XCTAssertEqual(third, 7)
        XCTAssertEqual(field.text, "one , three")
    }

    func testCopyCutAndPasteGoThroughTheHostClipboard() {
        // Given "Grüße" in a focused field
        let driver = ControlsDriver()
        let field = makeField(driver, text: "Grüße")

        // When Ctrl+A, Ctrl+C, End, Ctrl+V, then Shift+Home, Ctrl+X
        driver.key(.keyboardA, .control, characters: "a")
        driver.key(.keyboardC, .control, characters: "c")
        let copied = driver.host.clipboardText
        driver.key(.keyboardEnd)
        driver.key(.keyboardV, .control, characters: "v")
        let pasted = field.text
        driver.key(.keyboardHome, .shift)
        driver.key(.keyboardX, .control, characters: "x")

        // Then the clipboard round trip is exact
        XCTAssertEqual(copied, "Grüße")
        XCTAssertEqual(pasted, "GrüßeGrüße")
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(driver.host.clipboardText, "GrüßeGrüße")
    }

    func testPastingLineBreaksGivesSpacesInAField() {
        let driver = ControlsDriver()
        let field = makeField(driver)
        driver.host.clipboardText = "a\nb\r\nc"

        driver.key(.keyboardV, .control, characters: "v")

        XCTAssertEqual(field.text, "a b c")
    }

    func testASecureFieldDrawsBulletsAndRefusesCopy() {
        // Given a secure field holding "pw1"
        let driver = ControlsDriver()
        let field = makeField(driver, text: "pw1")
        field.isSecureTextEntry = true
        driver.host.clipboardText = "before"

        // When drawn, and Ctrl+A, Ctrl+C pressed
        let drawn = driver.render().strings
        driver.key(.keyboardA, .control, characters: "a")
        driver.key(.keyboardC, .control, characters: "c")

        // Then three bullets are drawn, never the text, and the clipboard is unchanged
        XCTAssertEqual(drawn, ["\u{2022}\u{2022}\u{2022}"])
        XCTAssertEqual(driver.host.clipboardText, "before")
        XCTAssertEqual(field.text, "pw1")
    }

    func testThePlaceholderIsDrawnOnlyWhileEmpty() {
        // Given an empty field with a placeholder
        let driver = ControlsDriver()
        let field = makeField(driver, focused: false)
        field.placeholder = "Title"

        // When drawn empty, then after typing
        let empty = driver.render().texts
        field.becomeFirstResponder()
        driver.type("x")
        let typed = driver.render().strings

        // Then the placeholder shows in the placeholder colour, then only the text
        XCTAssertEqual(empty.map(\.run.text), ["Title"])
        XCTAssertEqual(empty.first?.run.color, .placeholderText)
        XCTAssertEqual(typed, ["x"])
    }

    func testTheClearButtonEmptiesTheFieldAndSendsEditingChanged() {
        // Given a focused field with text and a clear button while editing
        let driver = ControlsDriver()
        let field = makeField(driver, text: "abc")
        field.clearButtonMode = .whileEditing
        let log = ControlEventLog()
        log.observe(field, ["editingChanged"])
        let button = field.clearButtonRect(forBounds: field.bounds)
        XCTAssertTrue(field.isClearButtonShown)

        // When the ⓧ is clicked
        driver.click(CGPoint(x: 20 + button.midX, y: 100 + button.midY))

        // Then the field is empty, one editingChanged was sent, and the button is gone
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(log.names, ["editingChanged"])
        XCTAssertFalse(field.isClearButtonShown)
        XCTAssertEqual(button, CGRect(x: 174, y: 6, width: 22, height: 22))
    }

    func testTheClearButtonIsHiddenWhenNotEditingInWhileEditingMode() {
        let driver = ControlsDriver()
        let field = makeField(driver, text: "abc", focused: false)
        field.clearButtonMode = .whileEditing
        XCTAssertFalse(field.isClearButtonShown)
        field.clearButtonMode = .always
        XCTAssertTrue(field.isClearButtonShown)
    }

    func testReturnAsksTheDelegateThenSendsTheEvents() {
        // Given a focused field with a delegate and actions
        let driver = ControlsDriver()
        let field = makeField(driver, text: "a")
        let delegate = ControlsRecordingFieldDelegate()
        field.delegate = delegate
        let log = ControlEventLog()
        log.observe(field, ["primaryActionTriggered", "editingDidEndOnExit", "editingDidEnd"])

        // When Return is pressed
        driver.key(.keyboardReturnOrEnter, characters: "\r")

        // Then shouldReturn, editingDidEndOnExit, primaryActionTriggered, and editing ended
        // (an editingDidEndOnExit action ends editing, as in UIKit)
        XCTAssertEqual(delegate.calls, ["shouldReturn", "didEnd"])
        XCTAssertEqual(log.names, ["editingDidEndOnExit", "primaryActionTriggered", "editingDidEnd"])
        XCTAssertFalse(field.isFirstResponder)
    }

    func testReturnRefusedByTheDelegateSendsNothing() {
        let driver = ControlsDriver()
        let field = makeField(driver, text: "a")
        let delegate = ControlsRecordingFieldDelegate()
        delegate.returns = false
        field.delegate = delegate
        let log = ControlEventLog()
        log.observe(field, ["primaryActionTriggered"])

        driver.key(.keyboardReturnOrEnter, characters: "\r")

        XCTAssertEqual(log.names, [])
        XCTAssertTrue(field.isFirstResponder)
    }

    func testEditingCallbacksComeInUIKitsOrder() {
        // Given an unfocused field with a delegate and editing actions
        let driver = ControlsDriver()
        let field = makeField(driver, text: "x", focused: false)
        let delegate = ControlsRecordingFieldDelegate()
        field.delegate = delegate
        let log = ControlEventLog()
        log.observe(field, ["editingDidBegin", "editingChanged", "editingDidEnd"])

        // When clicked, "é" and a refused "!" typed, then focus resigned
        driver.click(CGPoint(x: 120, y: 117))
        delegate.calls.removeAll { $0 == "didChangeSelection" }
        driver.type("é!")
        field.resignFirstResponder()

        // Then the delegate and the events follow UIKit; the range counts UTF-16 units
        XCTAssertEqual(delegate.calls, ["shouldBegin", "didBegin", "shouldChange:é", "didChangeSelection", "shouldChange:!", "didEnd"])
        XCTAssertEqual(log.names, ["editingDidBegin", "editingChanged", "editingDidEnd"])
        XCTAssertEqual(delegate.ranges.first, NSRange(location: 1, length: 0))
        XCTAssertEqual(field.text, "xé")
    }

    func testTabAndShiftTabFollowReadingOrderAndWrap() {
        // Given three fields added out of order: b at the top right, a top left, c below
        let driver = ControlsDriver()
        let b = UITextField(frame: CGRect(x: 200, y: 50, width: 150, height: 34))
        let a = UITextField(frame: CGRect(x: 20, y: 50, width: 150, height: 34))
        let c = UITextField(frame: CGRect(x: 20, y: 120, width: 150, height: 34))
        for field in [b, a, c] { driver.window.addSubview(field) }
        a.becomeFirstResponder()

        // When Tab three times, then Shift+Tab once
        var order: [UITextField?] = []
        for _ in 0..<3 {
            driver.key(.keyboardTab, characters: "\t")
            order.append(driver.window.firstResponder as? UITextField)
        }
        driver.key(.keyboardTab, .shift, characters: "\t")

        // Then focus went a → b → c → a, and back to c
        XCTAssertTrue(order[0] === b)
        XCTAssertTrue(order[1] === c)
        XCTAssertTrue(order[2] === a)
        XCTAssertTrue(driver.window.firstResponder === c)
    }

    func testAFocusTrapKeepsTabInsideItsSubtree() {
        // Given a field outside and two inside a focus-trap container
        let driver = ControlsDriver()
        let outside = UITextField(frame: CGRect(x: 20, y: 20, width: 150, height: 34))
        let trap = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        trap.isFocusTrap = true
        let first = UITextField(frame: CGRect(x: 20, y: 20, width: 150, height: 34))
        let second = UITextField(frame: CGRect(x: 20, y: 80, width: 150, height: 34))
        driver.window.addSubview(outside)
        driver.window.addSubview(trap)
        trap.addSubview(first)
        trap.addSubview(second)
        second.becomeFirstResponder()

        // When Tab is pressed after the last field in the trap
        driver.key(.keyboardTab, characters: "\t")

        // Then focus wraps to the first field of the trap, never outside
        XCTAssertTrue(driver.window.firstResponder === first)
    }

    func testTheCaretBlinksOnTheRunLoopOnlyWhileFocused() {
        // Given an unfocused field: no timer at all
        let driver = ControlsDriver()
        let field = makeField(driver, text: "a", focused: false)
        XCTAssertNil(driver.window.runLoop.nextDeadline)

        // When focused: a timer half a second away, the caret on, then off, then on
        field.becomeFirstResponder()
        XCTAssertEqual(driver.window.runLoop.nextDeadline ?? -1, driver.now + 0.5, accuracy: 1e-9)
        XCTAssertTrue(field.isCaretVisible)
        driver.advance(by: 0.51)
        XCTAssertFalse(field.isCaretVisible)
        driver.advance(by: 0.5)
        XCTAssertTrue(field.isCaretVisible)

        // When focus is resigned: no timer left, nothing to wake the host
        field.resignFirstResponder()
        XCTAssertNil(driver.window.runLoop.nextDeadline)
        XCTAssertFalse(field.isCaretVisible)
    }

    func testRemovingAFocusedFieldFromTheWindowStopsItsTimer() {
        let driver = ControlsDriver()
        let field = makeField(driver, text: "a")

        field.removeFromSuperview()

        XCTAssertNil(driver.window.runLoop.nextDeadline)
        XCTAssertFalse(field.isEditing)
    }

    func testPastingOneMegabyteWorksAndKeepsTheCaretVisible() {
        // Given a clipboard holding 1,000,000 ASCII characters
        let driver = ControlsDriver()
        let field = makeField(driver, text: "")
        let chunk = "abcdefghij"
        driver.host.clipboardText = String(repeating: chunk, count: 100_000)

        // When pasted, then one more letter typed and one deleted
        driver.key(.keyboardV, .control, characters: "v")
        driver.type("Z")
        driver.key(.keyboardDeleteOrBackspace)
        driver.type("Y")
        let drawn = driver.render().strings

        // Then the text has every character, the caret is at the end and in view,
        // and only a visible slice is drawn
        XCTAssertEqual(field.text?.count, 1_000_001)
        XCTAssertEqual(field.caretIndex, 1_000_001)
        XCTAssertEqual(field.textScrollOffset, 1_000_001 * 9.35 - 184, accuracy: 0.01)
        XCTAssertEqual(field.caretX, (7 + 184.0).rounded(), accuracy: 1)
        XCTAssertEqual(drawn.count, 1)
        XCTAssertLessThan(drawn[0].count, 40)
        XCTAssertTrue(drawn[0].hasSuffix("Y"))
    }

    func testAClickPlacesTheCaretAndADragSelects() {
        // Given an unfocused field with "abcdef" (cluster boundaries every 9.35 points from x = 27)
        let driver = ControlsDriver()
        let field = makeField(driver, text: "abcdef", focused: false)

        // When clicked near boundary 2 (x = 45.7), then dragged from boundary 1 to 4
        driver.click(CGPoint(x: 46, y: 117))
        let caret = field.caretIndex
        driver.drag(from: CGPoint(x: 36.35, y: 117), to: CGPoint(x: 64.4, y: 117), duration: 0.1)

        // Then the click focused and put the caret at 2, the drag selected 1..<4
        XCTAssertEqual(caret, 2)
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertEqual(field.selectedGraphemeRange, 1..<4)
    }

    func testADragInAFieldDoesNotStartAnEnclosingPan() {
        // Given a field on a view with a pan recognizer (a sheet's card)
        let driver = ControlsDriver()
        let card = UIView(frame: driver.window.bounds)
        driver.window.addSubview(card)
        var panBegan = false
        card.addGestureRecognizer(UIPanGestureRecognizer { if $0.state == .began { panBegan = true } })
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        field.text = "abcdef"
        card.addSubview(field)

        // When the pointer drags 80 points down from inside the field
        driver.drag(from: CGPoint(x: 30, y: 117), to: CGPoint(x: 30, y: 197), duration: 0.2)

        // Then the pan never began and the field selects text instead
        XCTAssertFalse(panBegan)
        XCTAssertTrue(field.isFirstResponder)
    }

    func testEscapeGoesUpTheResponderChain() {
        // Given a focused field in a view that records presses
        let driver = ControlsDriver()
        final class PressRecorder: UIView {
            var keys: [UIKeyboardHIDUsage] = []
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                keys += presses.compactMap { $0.key?.keyCode }
            }
        }
        let container = PressRecorder(frame: driver.window.bounds)
        driver.window.addSubview(container)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        container.addSubview(field)
        field.becomeFirstResponder()

        // When Escape, then a letter key, are pressed
        driver.key(.keyboardEscape)
        driver.key(.keyboardUnknown, characters: "q")

        // Then only Escape reached the container
        XCTAssertEqual(container.keys, [.keyboardEscape])
    }
}
