import Foundation
import XCTest
@testable import UIKitCore

final class ControlsUISegmentedControlTests: XCTestCase {
    /// Three 100-point segments at (20, 100), 300 x 32.
    private func makeControl(in driver: ControlsDriver) -> (UISegmentedControl, ControlEventLog) {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 20, y: 100, width: 300, height: 32)
        driver.window.addSubview(control)
        driver.window.processFrame(at: driver.now)
        let log = ControlEventLog()
        log.observe(control, ["valueChanged"])
        return (control, log)
    }

    private func segmentCenter(_ index: Int) -> CGPoint { CGPoint(x: 20 + 50 + 100 * CGFloat(index), y: 116) }

    func testInitWithItems() {
        // Given / when
        let control = UISegmentedControl(items: ["A", "B"])

        // Then
        XCTAssertEqual(control.numberOfSegments, 2)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        XCTAssertEqual(control.titleForSegment(at: 1), "B")
        XCTAssertNil(control.titleForSegment(at: 2))
        XCTAssertEqual(control.bounds.height, 32)
        XCTAssertEqual(control.bounds.width, control.intrinsicContentSize.width)
        XCTAssertEqual(control.intrinsicContentSize.width.truncatingRemainder(dividingBy: 1), 0)
    }

    func testSegmentsShareTheWidthAndTheSelectionIsInsetTwoPoints() {
        // Given
        let driver = ControlsDriver()
        let (control, _) = makeControl(in: driver)

        // When
        control.selectedSegmentIndex = 1
        driver.advance(by: 0)

        // Then
        XCTAssertEqual(control.segmentFrames.map(\.minX), [0, 100, 200])
        XCTAssertEqual(control.segmentFrames.map(\.width), [100, 100, 100])
        XCTAssertEqual(control.selectionView.frame, CGRect(x: 102, y: 2, width: 96, height: 28))
        XCTAssertEqual(control.dividers.map(\.isHidden), [true, true])
    }

    func testAFixedWidthSegment() {
        let driver = ControlsDriver()
        let (control, _) = makeControl(in: driver)

        control.setWidth(60, forSegmentAt: 0)
        driver.advance(by: 0)

        XCTAssertEqual(control.segmentFrames.map(\.width), [60, 120, 120])
        XCTAssertEqual(control.widthForSegment(at: 0), 60)
    }

    func testAClickSelectsAndSendsValueChangedOnlyWhenItChanges() {
        // Given
        let driver = ControlsDriver()
        let (control, log) = makeControl(in: driver)

        // When
        driver.click(segmentCenter(2))
        driver.runUntilIdle()
        driver.click(segmentCenter(2))

        // Then
        XCTAssertEqual(control.selectedSegmentIndex, 2)
        XCTAssertEqual(log.names, ["valueChanged"])
        XCTAssertEqual(control.selectionView.frame, CGRect(x: 202, y: 2, width: 96, height: 28))
        XCTAssertEqual(control.dividers.map(\.isHidden), [false, true])
    }

    func testTheSelectionSlidesOverAQuarterSecond() {
        // Given segment 0 selected
        let driver = ControlsDriver()
        let (control, _) = makeControl(in: driver)
        control.selectedSegmentIndex = 0
        driver.advance(by: 0)

        // When segment 2 is clicked and half the animation passes
        driver.click(segmentCenter(2))
        driver.advance(by: 0.1)
        let midway = control.selectionView.layer.presented.frame.minX
        driver.runUntilIdle()

        // Then it was on its way, and rests on segment 2
        XCTAssertGreaterThan(midway, 2)
        XCTAssertLessThan(midway, 202)
        XCTAssertEqual(control.selectionView.layer.presented.frame.minX, 202)
    }

    func testSettingTheIndexInCodeSendsNothingAndOutOfRangeIsIgnored() {
        let driver = ControlsDriver()
        let (control, log) = makeControl(in: driver)

        control.selectedSegmentIndex = 1
        control.selectedSegmentIndex = 7

        XCTAssertEqual(control.selectedSegmentIndex, 1)
        XCTAssertEqual(log.names, [])
    }

    func testInsertAndRemoveKeepTheSelectionOnItsSegment() {
        // Given "Two" selected
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.selectedSegmentIndex = 1

        // When a segment is inserted before it, and one past the end (clamped)
        control.insertSegment(withTitle: "Zero", at: 0, animated: false)
        control.insertSegment(withTitle: "Last", at: 99, animated: false)

        // Then
        XCTAssertEqual((0..<control.numberOfSegments).map { control.titleForSegment(at: $0) }, ["Zero", "One", "Two", "Three", "Last"])
        XCTAssertEqual(control.selectedSegmentIndex, 2)

        // When one before it is removed, then the selected one
        control.removeSegment(at: 0, animated: false)
        XCTAssertEqual(control.selectedSegmentIndex, 1)
        control.removeSegment(at: 1, animated: false)

        // Then
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        XCTAssertEqual(control.numberOfSegments, 3)

        // When
        control.setTitle("Uno", forSegmentAt: 0)
        control.removeAllSegments()

        // Then
        XCTAssertEqual(control.numberOfSegments, 0)
    }

    func testADisabledSegmentIgnoresClicks() {
        let driver = ControlsDriver()
        let (control, log) = makeControl(in: driver)
        control.setEnabled(false, forSegmentAt: 1)

        driver.click(segmentCenter(1))

        XCTAssertFalse(control.isEnabledForSegment(at: 1))
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        XCTAssertEqual(log.names, [])
    }

    func testAMomentaryControlShowsTheSegmentOnlyWhilePressed() {
        // Given
        let driver = ControlsDriver()
        let (control, log) = makeControl(in: driver)
        control.isMomentary = true
        var indexSeenByAction: Int?
        control.addAction(UIAction { _ in indexSeenByAction = control.selectedSegmentIndex }, for: .valueChanged)

        // When pressed, then released
        driver.down(segmentCenter(0))
        XCTAssertFalse(control.selectionView.isHidden)
        driver.up(segmentCenter(0))
        driver.click(segmentCenter(0))

        // Then every tap sent valueChanged, the action read the tapped index, nothing shows
        XCTAssertEqual(log.names, ["valueChanged", "valueChanged"])
        XCTAssertEqual(indexSeenByAction, 0)
        XCTAssertTrue(control.selectionView.isHidden)
    }

    func testArrowKeysMoveTheSelectionSkippingDisabledSegments() {
        // Given
        let driver = ControlsDriver()
        let (control, log) = makeControl(in: driver)
        control.setEnabled(false, forSegmentAt: 1)
        XCTAssertTrue(control.becomeFirstResponder())

        // When
        driver.key(.keyboardRightArrow)
        XCTAssertEqual(control.selectedSegmentIndex, 0)
        driver.key(.keyboardRightArrow)
        XCTAssertEqual(control.selectedSegmentIndex, 2)
        driver.key(.keyboardRightArrow)

        // Then it stays at the end
        XCTAssertEqual(control.selectedSegmentIndex, 2)
        XCTAssertEqual(log.names, ["valueChanged", "valueChanged"])
    }

    func testActionSegmentsRunTheirAction() {
        // Given
        var ran: [String] = []
        let control = UISegmentedControl(frame: .zero, actions: [
            UIAction(title: "List") { _ in ran.append("list") },
            UIAction(title: "Grid", identifier: UIAction.Identifier("grid")) { _ in ran.append("grid") },
        ])
        let driver = ControlsDriver()
        control.frame = CGRect(x: 20, y: 100, width: 200, height: 32)
        driver.window.addSubview(control)

        // When
        driver.click(CGPoint(x: 170, y: 116))

        // Then
        XCTAssertEqual(ran, ["grid"])
        XCTAssertEqual(control.segmentIndex(identifiedBy: UIAction.Identifier("grid")), 1)
        XCTAssertEqual(control.actionForSegment(at: 0)?.title, "List")
    }

    func testEachSegmentIsAButtonForAssistiveTechnologies() {
        // Given
        let driver = ControlsDriver()
        let (control, log) = makeControl(in: driver)
        control.selectedSegmentIndex = 0

        // When
        let segments = control.accessibleChildren

        // Then
        XCTAssertEqual(segments.map(\.accessibleName), ["One", "Two", "Three"])
        XCTAssertEqual(segments.map(\.accessibleRole), [.pushButton, .pushButton, .pushButton])
        XCTAssertTrue(segments[0].accessibleStates.contains(.selected))
        XCTAssertFalse(segments[1].accessibleStates.contains(.selected))

        // When the second is activated
        XCTAssertTrue(segments[1].performAccessibleAction(named: "click"))

        // Then
        XCTAssertEqual(control.selectedSegmentIndex, 1)
        XCTAssertEqual(log.names, ["valueChanged"])
    }

    func testTitleTextAttributesSetTheFontAndColourPerState() {
        // Given
        let control = UISegmentedControl(items: ["A", "B"])
        let color = NSAttributedString.Key("NSColor"), font = NSAttributedString.Key("NSFont")

        // When
        control.setTitleTextAttributes([color: UIColor.systemRed, font: UIFont.systemFont(ofSize: 15)], for: .normal)
        control.setTitleTextAttributes([color: UIColor.white], for: .selected)
        control.selectedSegmentIndex = 1

        // Then the selected title takes .selected's colour over .normal's font
        XCTAssertEqual(control.segmentViews[0].label.textColor, .systemRed)
        XCTAssertEqual(control.segmentViews[0].label.font, .systemFont(ofSize: 15))
        XCTAssertEqual(control.segmentViews[1].label.textColor, .white)
        XCTAssertEqual(control.segmentViews[1].label.font, .systemFont(ofSize: 15))
        XCTAssertEqual(control.titleTextAttributes(for: .selected)?.count, 1)
    }
}
