import Foundation
import XCTest
@testable import UIKitCore

final class ControlsRecordingTextViewDelegate: UITextViewDelegate {
    var changes = 0
    func textViewDidChange(_ textView: UITextView) { changes += 1 }
}

final class ControlsUITextViewTests: XCTestCase {
    /// 200 points wide with 5-point insets: 190 points of text, 20 clusters of 9.35 per line.
    private func makeTextView(_ driver: ControlsDriver, text: String) -> UITextView {
        let view = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        view.text = text
        driver.window.addSubview(view)
        view.becomeFirstResponder()
        return view
    }

    func testTextWrapsAtWordBoundaries() {
        // Given three 9-letter words (29 clusters with spaces) in 190 points (20 clusters)
        let driver = ControlsDriver()
        let view = makeTextView(driver, text: "aaaaaaaaa bbbbbbbbb ccccccccc")

        // When laid out
        let lines = view.textLayout.lines.map(\.range)

        // Then the third word moves to the second line, the space staying on the first
        XCTAssertEqual(lines, [0..<20, 20..<29])
    }

    func testReturnInsertsALineBreakAndTellsTheDelegate() {
        let driver = ControlsDriver()
        let view = makeTextView(driver, text: "ab")
        let delegate = ControlsRecordingTextViewDelegate()
        view.delegate = delegate

        driver.key(.keyboardReturnOrEnter, characters: "\r")
        driver.type("ç")

        XCTAssertEqual(view.text, "ab\nç")
        XCTAssertEqual(view.numberOfLines, 2)
        XCTAssertEqual(delegate.changes, 2)
    }

    func testUpAndDownMoveBetweenLinesKeepingTheColumn() {
        // Given two lines "abcd" / "ef" and the caret after "c"
        let driver = ControlsDriver()
        let view = makeTextView(driver, text: "abcd\nef")
        view.selectedGraphemeRange = 3..<3

        // When Down, then Up
        driver.key(.keyboardDownArrow)
        let down = view.caretIndex
        driver.key(.keyboardUpArrow)

        // Then Down went to the end of "ef" (7) and Up back to column 3
        XCTAssertEqual(down, 7)
        XCTAssertEqual(view.caretIndex, 3)
    }

    func testHomeAndEndWorkOnTheLineAndControlHomeOnTheText() {
        let driver = ControlsDriver()
        let view = makeTextView(driver, text: "abcd\nefgh")
        view.selectedGraphemeRange = 7..<7

        driver.key(.keyboardHome)
        let home = view.caretIndex
        driver.key(.keyboardEnd)
        let end = view.caretIndex
        driver.key(.keyboardHome, .control)

        XCTAssertEqual(home, 5)
        XCTAssertEqual(end, 9)
        XCTAssertEqual(view.caretIndex, 0)
    }

    func testTypingPastTheBottomScrollsTheCaretIntoView() {
        // Given a 100-point-tall view (21-point lines, 8-point insets)
        let driver = ControlsDriver()
        let view = makeTextView(driver, text: "")

        // When six lines are typed
        for _ in 0..<5 { driver.type("x"); driver.key(.keyboardReturnOrEnter, characters: "\r") }
        driver.type("x")

        // Then the view scrolled so the sixth line's bottom (8 + 6 * 21 = 134) sits at 92
        XCTAssertEqual(view.contentOffset.y, 42)
        XCTAssertEqual(view.caretRect.maxY, 92)
    }
}
