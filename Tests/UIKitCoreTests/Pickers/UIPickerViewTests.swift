import Foundation
import XCTest
@testable import UIKitCore

/// A delegate that gives its own row views, recording the `reusing` it is handed.
private final class ViewRows: UIPickerViewDataSource, UIPickerViewDelegate {
    var reusedCount = 0
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 100 }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 40 }
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 100 }
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        if view != nil { reusedCount += 1 }
        let label = (view as? UILabel) ?? UILabel()
        label.text = "#\(row)"
        return label
    }
}

final class UIPickerViewTests: XCTestCase {
    func testTheDataSourceAndDelegateShapeTheComponents() {
        // Given
        let driver = ControlsDriver()
        let (picker, source) = makePicker(in: driver, rows: [12, 31, 200])

        // Then
        XCTAssertEqual(UIPickerView().intrinsicContentSize, CGSize(width: 320, height: 216))
        XCTAssertEqual(picker.numberOfComponents, 3)
        XCTAssertEqual(picker.numberOfRows(inComponent: 1), 31)
        XCTAssertEqual(picker.numberOfRows(inComponent: 5), 0)
        XCTAssertEqual(picker.selectedRow(inComponent: 2), 0)
        XCTAssertEqual(picker.selectedRow(inComponent: 3), -1)
        // (320 − 2·10 − 2·5) / 3 = 96.67 points each, 32 high
        XCTAssertEqual(picker.rowSize(forComponent: 0).height, 32)
        XCTAssertEqual(picker.rowSize(forComponent: 0).width, 290.0 / 3, accuracy: 1e-9)
        XCTAssertEqual((picker.view(forRow: 0, forComponent: 1) as? UILabel)?.text, "c1 r0")
        XCTAssertNil(picker.view(forRow: 40, forComponent: 2), "a row out of sight has no view")

        // When the data changes and one component is reloaded
        picker.selectRow(20, inComponent: 1, animated: false)
        source.rows[1] = 10
        picker.reloadComponent(1)

        // Then its selection is clamped to the rows it now has
        XCTAssertEqual(picker.numberOfRows(inComponent: 1), 10)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 9)
    }

    func testCustomRowViewsAreReusedAsTheWheelTurns() {
        // Given a picker with the delegate's own 40-point rows, 100 wide
        let driver = ControlsDriver()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
        let source = ViewRows()
        picker.dataSource = source
        picker.delegate = source
        driver.window.addSubview(picker)
        driver.advance(by: 0)

        // When it turns 30 rows
        picker.selectRow(30, inComponent: 0, animated: false)

        // Then the rows that left the screen were handed back for reuse, and the component is centred
        XCTAssertGreaterThan(source.reusedCount, 0)
        XCTAssertEqual((picker.view(forRow: 30, forComponent: 0) as? UILabel)?.text, "#30")
        XCTAssertEqual(picker.columns[0].frame, CGRect(x: 110, y: 0, width: 100, height: 216))
        XCTAssertEqual(picker.columns[0].contentOffset.y, 40 * 30 - 88)
    }

    func testArrowKeysTurnTheFocusedWheelAndMoveBetweenWheels() {
        // Given a two-component picker whose first wheel has keyboard focus
        let driver = ControlsDriver()
        let (picker, source) = makePicker(in: driver, rows: [10, 10])
        XCTAssertTrue(picker.columns[0].becomeFirstResponder())

        // When ↓ twice, → , ↑ on the second wheel (at row 0, so nothing), ↓
        driver.key(.keyboardDownArrow)
        driver.key(.keyboardDownArrow)
        driver.runUntilIdle()
        driver.key(.keyboardRightArrow)
        driver.key(.keyboardUpArrow)
        driver.runUntilIdle()
        driver.key(.keyboardDownArrow)
        driver.runUntilIdle()

        // Then the first wheel settled once on row 2, the second on row 1
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 2)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 1)
        XCTAssertTrue(picker.columns[1].isFirstResponder)
        XCTAssertEqual(source.calls, ["2/0", "1/1"])
    }

    func testEachWheelIsAnAdjustableElementValuedByItsTitle() {
        // Given
        let driver = ControlsDriver()
        let (picker, source) = makePicker(in: driver, rows: [10, 3])
        let wheel = picker.columns[1]

        // When an assistive technology increments the second wheel past its end, then decrements
        wheel.accessibilityIncrement()
        wheel.accessibilityIncrement()
        wheel.accessibilityIncrement()
        let atEnd = wheel.accessibilityValue
        wheel.accessibilityDecrement()

        // Then
        XCTAssertFalse(picker.isAccessibilityElement)
        XCTAssertTrue(wheel.isAccessibilityElement)
        XCTAssertEqual(wheel.accessibilityTraits, .adjustable)
        XCTAssertEqual(atEnd, "c1 r2")
        XCTAssertEqual(wheel.accessibilityValue, "c1 r1")
        XCTAssertEqual(source.calls, ["1/1", "2/1", "1/1"])
    }
}
