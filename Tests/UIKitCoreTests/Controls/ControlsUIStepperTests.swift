import Foundation
import XCTest
@testable import UIKitCore

final class ControlsUIStepperTests: XCTestCase {
    /// A stepper at (100, 100): − centred at (123.5, 116), + at (170.5, 116).
    private func makeStepper(in driver: ControlsDriver) -> (UIStepper, ControlEventLog) {
        let stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        driver.window.addSubview(stepper)
        let log = ControlEventLog()
        log.observe(stepper, ["valueChanged"])
        return (stepper, log)
    }

    private let minus = CGPoint(x: 123, y: 116)
    private let plus = CGPoint(x: 170, y: 116)

    func testDefaultsAreUIKits() {
        let stepper = UIStepper()

        XCTAssertEqual(stepper.bounds.size, CGSize(width: 94, height: 32))
        XCTAssertEqual(stepper.value, 0)
        XCTAssertEqual(stepper.minimumValue, 0)
        XCTAssertEqual(stepper.maximumValue, 100)
        XCTAssertEqual(stepper.stepValue, 1)
        XCTAssertTrue(stepper.isContinuous)
        XCTAssertTrue(stepper.autorepeat)
        XCTAssertFalse(stepper.wraps)
    }

    func testAClickOnPlusStepsOnceWithOneValueChanged() {
        // Given
        let driver = ControlsDriver()
        let (stepper, log) = makeStepper(in: driver)
        stepper.stepValue = 5

        // When
        driver.click(plus)

        // Then
        XCTAssertEqual(stepper.value, 5)
        XCTAssertEqual(log.names, ["valueChanged"])
    }

    func testMinusAtTheMinimumIsDisabledAndSendsNothing() {
        // Given a stepper at its minimum
        let driver = ControlsDriver()
        let (stepper, log) = makeStepper(in: driver)

        // When
        driver.click(minus)

        // Then
        XCTAssertEqual(stepper.value, 0)
        XCTAssertEqual(log.names, [])
        XCTAssertFalse(stepper.isSegmentEnabled(.decrement))
        XCTAssertEqual(stepper.minusBar.backgroundColor, .tertiaryLabel)
        XCTAssertEqual(stepper.plusVerticalBar.backgroundColor, .label)
    }

    func testHoldingRepeatsAfterHalfASecondThenEveryTenth() {
        // Given
        let driver = ControlsDriver()
        let (stepper, log) = makeStepper(in: driver)

        // When held for 0.45 s: only the step on press
        driver.down(plus)
        driver.advance(by: 0.45)
        XCTAssertEqual(stepper.value, 1)

        // When held to 0.85 s: repeats at 0.5, 0.6, 0.7 and 0.8 s
        driver.advance(by: 0.4)
        XCTAssertEqual(stepper.value, 5)
        driver.up(plus)
        driver.advance(by: 1)

        // Then nothing after the release, one valueChanged per step
        XCTAssertEqual(stepper.value, 5)
        XCTAssertEqual(log.names.count, 5)
    }

    func testWithoutAutorepeatHoldingStepsOnce() {
        // Given
        let driver = ControlsDriver()
        let (stepper, _) = makeStepper(in: driver)
        stepper.autorepeat = false

        // When
        driver.down(plus)
        driver.advance(by: 2)
        driver.up(plus)

        // Then
        XCTAssertEqual(stepper.value, 1)
    }

    func testANonContinuousStepperSendsOneValueChangedOnRelease() {
        // Given
        let driver = ControlsDriver()
        let (stepper, log) = makeStepper(in: driver)
        stepper.isContinuous = false

        // When held 0.85 s
        driver.down(plus)
        driver.advance(by: 0.85)
        XCTAssertEqual(stepper.value, 5)
        XCTAssertEqual(log.names, [])
        driver.up(plus)

        // Then
        XCTAssertEqual(log.names, ["valueChanged"])
    }

    func testWrapsFromMaximumToMinimum() {
        // Given
        let driver = ControlsDriver()
        let (stepper, log) = makeStepper(in: driver)
        stepper.maximumValue = 3
        stepper.value = 3
        XCTAssertFalse(stepper.isSegmentEnabled(.increment))
        stepper.wraps = true

        // When
        driver.click(plus)
        driver.advance(by: 0.1)
        driver.click(minus)

        // Then 3 → 0 → 3
        XCTAssertEqual(stepper.value, 3)
        XCTAssertEqual(log.names, ["valueChanged", "valueChanged"])
    }

    func testValueIsClampedAndBadLimitsAreRefused() {
        // Given
        let stepper = UIStepper()

        // When
        stepper.value = 150
        stepper.minimumValue = 200
        stepper.stepValue = 0

        // Then
        XCTAssertEqual(stepper.value, 100)
        XCTAssertEqual(stepper.minimumValue, 0)
        XCTAssertEqual(stepper.stepValue, 1)

        // When the range shrinks below the value
        stepper.maximumValue = 10

        // Then
        XCTAssertEqual(stepper.value, 10)
    }

    func testSettingValueInCodeSendsNothing() {
        let driver = ControlsDriver()
        let (stepper, log) = makeStepper(in: driver)

        stepper.value = 42

        XCTAssertEqual(log.names, [])
    }

    func testKeyboardStepsAFocusedStepper() {
        // Given
        let driver = ControlsDriver()
        let (stepper, log) = makeStepper(in: driver)
        XCTAssertTrue(stepper.becomeFirstResponder())

        // When
        driver.key(.keyboardUpArrow)
        driver.key(.keyboardRightArrow)
        driver.key(.keyboardUnknown, characters: "+")
        driver.key(.keyboardDownArrow)
        driver.key(.keyboardUnknown, characters: "-")

        // Then
        XCTAssertEqual(stepper.value, 1)
        XCTAssertEqual(log.names.count, 5)
    }

    func testItIsAnAdjustableElementForAssistiveTechnologies() {
        // Given
        let driver = ControlsDriver()
        let (stepper, log) = makeStepper(in: driver)
        stepper.stepValue = 0.5
        stepper.value = 2

        // Then
        XCTAssertEqual(stepper.accessibleRole, .slider)
        XCTAssertEqual(stepper.accessibilityValue, "2")
        XCTAssertEqual(stepper.accessibleActions.map(\.name), ["increment", "decrement"])
        XCTAssertEqual(stepper.accessibleValue, AccessibleValue(current: 2, minimum: 0, maximum: 100, step: 0.5, text: "2"))

        // When
        XCTAssertTrue(stepper.performAccessibleAction(named: "increment"))

        // Then
        XCTAssertEqual(stepper.value, 2.5)
        XCTAssertEqual(stepper.accessibilityValue, "2.5")
        XCTAssertEqual(log.names, ["valueChanged"])

        // When an assistive technology sets the value past the maximum
        XCTAssertTrue(stepper.setAccessibleValue(500))

        // Then
        XCTAssertEqual(stepper.value, 100)
    }

    func testDraggingOffTheSegmentPausesTheRepeat() {
        // Given
        let driver = ControlsDriver()
        let (stepper, _) = makeStepper(in: driver)

        // When pressed, then moved onto − before the repeats start
        driver.down(plus)
        driver.advance(by: 0.3)
        driver.move(minus)
        driver.advance(by: 0.6)

        // Then only the press stepped
        XCTAssertEqual(stepper.value, 1)
        XCTAssertTrue(stepper.incrementHighlight.isHidden)
        driver.up(minus)
    }

    func testCustomImagesReplaceTheGlyphs() {
        // Given
        let stepper = UIStepper()
        let up = UIImage(systemName: "chevron.up")!
        let upDisabled = UIImage(systemName: "xmark")!

        // When
        stepper.setIncrementImage(up, for: .normal)
        stepper.setIncrementImage(upDisabled, for: .disabled)

        // Then the + segment shows the image in the glyph colour, the − keeps its bar
        XCTAssertFalse(stepper.incrementImageView.isHidden)
        XCTAssertTrue(stepper.plusHorizontalBar.isHidden)
        XCTAssertTrue(stepper.decrementImageView.isHidden)
        XCTAssertFalse(stepper.minusBar.isHidden)
        XCTAssertEqual(stepper.incrementImageView.frame, CGRect(x: 47, y: 0, width: 47, height: 32))
        XCTAssertEqual(stepper.incrementImageView.tintColor, .label)
        XCTAssertTrue(stepper.incrementImage(for: .normal) === up)

        // When the value reaches the maximum, the disabled image shows, in tertiaryLabel
        stepper.value = 100
        XCTAssertEqual(stepper.incrementImageView.tintColor, .tertiaryLabel)
        XCTAssertNotNil(stepper.incrementImageView.image)
    }
}
