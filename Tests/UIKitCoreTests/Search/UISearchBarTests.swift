import XCTest
@testable import UIKitCore

final class UISearchBarTests: XCTestCase {
    /// A 390-point search bar at y 100 in a window, with a recording delegate.
    private func makeBar(_ driver: ControlsDriver) -> (UISearchBar, SearchEventRecorder) {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 390, height: 56))
        let recorder = SearchEventRecorder()
        bar.delegate = recorder
        driver.window.addSubview(bar)
        driver.advance(by: 0)
        return (bar, recorder)
    }

    /// `makeBar`'s bar, clicked into editing with `text` typed, its recorder emptied after.
    private func makeEditingBar(_ driver: ControlsDriver, typing text: String = "") -> (UISearchBar, SearchEventRecorder) {
        let (bar, recorder) = makeBar(driver)
        driver.click(driver.center(of: bar.searchTextField))
        driver.type(text)
        recorder.events = []
        return (bar, recorder)
    }

    func testTheFieldIsInsetEightPointsAndThirtySixTall() {
        // Given a search bar 390 points wide
        let driver = ControlsDriver()
        let (bar, _) = makeBar(driver)

        // Then its field is 8 points from the edges, 36 tall, centred in the 56-point bar, saying "Search"
        XCTAssertEqual(bar.sizeThatFits(CGSize(width: 390, height: 1000)), CGSize(width: 390, height: 56))
        XCTAssertEqual(bar.searchTextField.frame, CGRect(x: 8, y: 10, width: 374, height: 36))
        XCTAssertNil(bar.placeholder)
        XCTAssertEqual(bar.searchTextField.placeholder, "Search")
        XCTAssertEqual(bar.searchTextField.clearButtonMode, .whileEditing)
        bar.placeholder = "Mail"
        XCTAssertEqual(bar.searchTextField.placeholder, "Mail")
    }

    func testTypingAsksTheDelegateThenReportsEachChange() {
        // Given a search bar
        let driver = ControlsDriver()
        let (bar, recorder) = makeBar(driver)

        // When the field is clicked and "ab" typed
        driver.click(driver.center(of: bar.searchTextField))
        driver.type("ab")

        // Then the delegate hears UIKit's calls, in order
        XCTAssertEqual(recorder.events, ["shouldBeginEditing", "didBeginEditing",
                                         "shouldChange(0,0,a)", "textDidChange(a)",
                                         "shouldChange(1,0,b)", "textDidChange(ab)"])
        XCTAssertEqual(bar.text, "ab")
        XCTAssertTrue(bar.isFirstResponder)
    }

    func testSettingTheTextTellsNobodyAndReturnIsTheSearchButton() {
        // Given a search bar being edited
        let driver = ControlsDriver()
        let (bar, recorder) = makeEditingBar(driver)

        // When the app sets the text, then Return is pressed
        bar.text = "mail"
        driver.key(.keyboardReturnOrEnter, characters: "\r")

        // Then only the search button was reported; the field keeps editing, as in UIKit
        XCTAssertEqual(recorder.events, ["searchClicked"])
        XCTAssertEqual(bar.text, "mail")
        XCTAssertTrue(bar.isFirstResponder)
    }

    func testTheClearButtonEmptiesTheFieldAndReportsIt() {
        // Given a search bar being edited with text
        let driver = ControlsDriver()
        let (bar, recorder) = makeEditingBar(driver, typing: "abc")
        XCTAssertTrue(bar.searchTextField.isClearButtonShown)

        // When its clear button is clicked
        let clear = bar.searchTextField.clearButtonRect(forBounds: bar.searchTextField.bounds)
        driver.click(bar.searchTextField.convert(CGPoint(x: clear.midX, y: clear.midY), to: nil))

        // Then the text is empty and the delegate heard it
        XCTAssertEqual(bar.text, "")
        XCTAssertEqual(recorder.events.last, "textDidChange()")
    }

    func testTheCancelButtonNarrowsTheFieldAndIsReported() {
        // Given a search bar with text
        let driver = ControlsDriver()
        let (bar, recorder) = makeBar(driver)
        bar.text = "abc"

        // When the Cancel button is shown
        bar.showsCancelButton = true
        bar.layoutIfNeeded()
        let cancel = bar.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Cancel" }

        // Then it is after the field, 8 points from it and from the edge
        let button = try! XCTUnwrap(cancel)
        XCTAssertFalse(button.isHidden)
        XCTAssertEqual(button.frame.maxX, 382)
        XCTAssertEqual(bar.searchTextField.frame.maxX, button.frame.minX - 8)

        // When it is clicked
        driver.click(driver.center(of: button))

        // Then the delegate heard it; the text and the button stay (the app decides)
        XCTAssertEqual(recorder.events, ["cancelClicked"])
        XCTAssertEqual(bar.text, "abc")
        XCTAssertTrue(bar.showsCancelButton)
    }

    func testTheScopeBarSelectsAScope() {
        // Given a search bar with two scopes shown
        let driver = ControlsDriver()
        let (bar, recorder) = makeBar(driver)
        bar.scopeButtonTitles = ["All", "Unread"]
        bar.showsScopeBar = true
        bar.frame.size = bar.sizeThatFits(CGSize(width: 390, height: 1000))
        bar.layoutIfNeeded()
        let scope = try! XCTUnwrap(bar.subviews.compactMap { $0 as? UISegmentedControl }.first)

        // Then the bar is 100 points tall, the segments under the field
        XCTAssertEqual(bar.frame.height, 100)
        XCTAssertEqual(scope.frame, CGRect(x: 8, y: 60, width: 374, height: 32))
        XCTAssertEqual(bar.selectedScopeButtonIndex, 0)

        // When the second segment is clicked
        let frame = scope.convert(scope.bounds, to: nil)
        driver.click(CGPoint(x: frame.minX + frame.width * 0.75, y: frame.midY))

        // Then the scope changed and was reported
        XCTAssertEqual(bar.selectedScopeButtonIndex, 1)
        XCTAssertEqual(recorder.events, ["scope(1)"])
    }

    func testTheFieldIsASearchFieldForScreenReaders() {
        // Given a search bar
        let driver = ControlsDriver()
        let (bar, _) = makeBar(driver)
        bar.text = "mail"

        // Then its field is an entry with the search-field trait, named by the placeholder, valued by the text
        XCTAssertTrue(bar.searchTextField.accessibilityTraits.contains(.searchField))
        XCTAssertEqual(bar.searchTextField.accessibilityLabel, "Search")
        XCTAssertEqual(bar.searchTextField.accessibilityValue, "mail")
        XCTAssertEqual(bar.searchTextField.accessibleRole, .entry)
    }
}
