import Foundation
import XCTest
@testable import UIKitCore

private final class RecordingColorDelegate: UIColorPickerViewControllerDelegate {
    var log: [String] = []
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        log.append("didSelect(\(continuously))")
    }
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) { log.append("didSelectColor") }
}

final class UIColorPickerPagesTests: XCTestCase {
    private func rgba(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { ($0 * 1000).rounded() / 1000 }
    }

    /// The picker as the window's root (390 × 844): its pages are 358 × 258 at (16, 96).
    private func makePicker(_ driver: ControlsDriver) -> (UIColorPickerViewController, RecordingColorDelegate) {
        let picker = UIColorPickerViewController()
        let delegate = RecordingColorDelegate()
        picker.delegate = delegate
        picker.selectedColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        driver.window.rootViewController = picker
        driver.advance(by: 0)
        return (picker, delegate)
    }

    func testTheSegmentedControlSwitchesBetweenTheThreePages() {
        // Given
        let driver = ControlsDriver()
        let (picker, _) = makePicker(driver)
        XCTAssertEqual(picker.pageControl.numberOfSegments, 3)
        XCTAssertEqual(picker.pageControl.titleForSegment(at: 1), "Spectrum")
        XCTAssertFalse(picker.grid.isHidden)

        // When Sliders is chosen
        picker.pageControl.selectedSegmentIndex = 2
        picker.pageControl.sendActions(for: .valueChanged)

        // Then only the sliders show, with the selected red: 255, 0, 0 and FF0000
        XCTAssertTrue(picker.grid.isHidden)
        XCTAssertTrue(picker.spectrum.isHidden)
        XCTAssertFalse(picker.slidersPage.isHidden)
        XCTAssertEqual(picker.slidersPage.valueLabels.map(\.text), ["255", "0", "0"])
        XCTAssertEqual(picker.slidersPage.hexField.text, "FF0000")
    }

    func testAClickOnTheSpectrumPicksTheColourUnderItKeepingTheOpacity() {
        // Given the Spectrum page
        let driver = ControlsDriver()
        let (picker, delegate) = makePicker(driver)
        picker.pageControl.selectedSegmentIndex = 1
        picker.pageControl.sendActions(for: .valueChanged)
        XCTAssertEqual(picker.spectrum.frame, CGRect(x: 16, y: 96, width: 358, height: 258))

        // When the point half across (hue 0.5) and a quarter down (saturation 0.5, brightness 1) is clicked
        driver.click(CGPoint(x: 16 + 179, y: 96 + 64.5))

        // Then the colour is (0.5, 1, 1) at the kept opacity 0.5; told while pressed, then at the release
        XCTAssertEqual(rgba(picker.selectedColor), [0.5, 1, 1, 0.5])
        XCTAssertEqual(delegate.log, ["didSelect(true)", "didSelect(false)", "didSelectColor"])
        XCTAssertEqual(picker.slidersPage.hexField.text, "80FFFF")
    }

    func testAHexCodePicksTheColourAndABadOneIsPutBack() {
        // Given the Sliders page
        let driver = ControlsDriver()
        let (picker, delegate) = makePicker(driver)
        picker.pageControl.selectedSegmentIndex = 2
        picker.pageControl.sendActions(for: .valueChanged)
        let field = picker.slidersPage.hexField

        // When "00FF80" is entered
        XCTAssertTrue(field.becomeFirstResponder())
        field.text = "00FF80"
        XCTAssertTrue(field.resignFirstResponder())

        // Then the colour is (0, 1, 128/255) at opacity 0.5, told once
        XCTAssertEqual(rgba(picker.selectedColor), [0, 1, 0.502, 0.5])
        XCTAssertEqual(picker.slidersPage.valueLabels.map(\.text), ["0", "255", "128"])
        XCTAssertEqual(delegate.log, ["didSelect(false)", "didSelectColor"])

        // When "12345G" is entered, nothing changes and the field shows the colour's code again
        XCTAssertTrue(field.becomeFirstResponder())
        field.text = "12345G"
        XCTAssertTrue(field.resignFirstResponder())
        XCTAssertEqual(field.text, "00FF80")
        XCTAssertEqual(delegate.log.count, 2)
    }

    func testDraggingTheRedSliderTellsTheDelegateContinuouslyThenOnce() {
        // Given the Sliders page, red at 255
        let driver = ControlsDriver()
        let (picker, delegate) = makePicker(driver)
        picker.pageControl.selectedSegmentIndex = 2
        picker.pageControl.sendActions(for: .valueChanged)
        let red = picker.slidersPage.sliders[0]
        let track = red.convert(red.bounds, to: nil)

        // When its thumb is dragged to the left end (the thumb's centre at the track's start + 14)
        driver.drag(from: CGPoint(x: track.maxX - 14, y: track.midY), to: CGPoint(x: track.minX + 14, y: track.midY), duration: 0.1)

        // Then red is 0 and the delegate heard each move continuously, then the release once
        XCTAssertEqual(rgba(picker.selectedColor), [0, 0, 0, 0.5])
        XCTAssertEqual(delegate.log.last, "didSelectColor")
        XCTAssertEqual(delegate.log.filter { $0 == "didSelect(false)" }.count, 1)
        XCTAssertGreaterThan(delegate.log.filter { $0 == "didSelect(true)" }.count, 1)
        XCTAssertEqual(picker.slidersPage.valueLabels[0].text, "0")
    }
}
