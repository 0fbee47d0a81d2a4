import Foundation
import UIKit
import XCTest

/// Titles "Row 0" … "Row 29" in one component.
private final class TitledRows: UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 30 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "Row \(row)" }
}

final class PickerPixelTests: XCTestCase {
    private func dump(_ host: HeadlessHost, _ name: String) {
        guard let directory = ProcessInfo.processInfo.environment["MODAL_KIT_TEST_PNG_DIR"] else { return }
        try? host.writePNG(to: URL(fileURLWithPath: directory).appendingPathComponent(name + ".png"))
    }

    /// The darkest red channel in a strip of rows (text is black on white or grey).
    private func darkest(_ image: PixelBuffer, ys: Range<Int>) -> Int {
        var value = 255
        for y in ys { for x in 100..<220 { value = min(value, Int(image.pixel(x: x, y: y).r)) } }
        return value
    }

    func testTheWheelShowsTheBandAndRowsShrinkingAndFadingAwayFromIt() {
        // Given a 320 x 216 picker at (0, 20) on row 5: the band is y 112...144 (x 8...312)
        let host = formsHost(width: 320, height: 260)
        let source = TitledRows()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 20, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        host.window.addSubview(picker)
        picker.selectRow(5, inComponent: 0, animated: false)

        // When drawn
        let image = host.snapshot()
        dump(host, "picker-wheel")

        // Then the band is tertiarySystemFill over white (239, 239, 240) with rounded ends, white outside it
        XCTAssertEqual(image.pixel(x: 20, y: 128), RGBA8(r: 239, g: 239, b: 240))
        XCTAssertEqual(image.pixel(x: 4, y: 128), RGBA8(r: 255, g: 255, b: 255))
        XCTAssertEqual(image.pixel(x: 8, y: 112), RGBA8(r: 255, g: 255, b: 255), "the corner is rounded")
        XCTAssertEqual(image.pixel(x: 20, y: 100), RGBA8(r: 255, g: 255, b: 255))
        // The selected title is black; one row away it is lighter, three rows away lighter still
        let selected = darkest(image, ys: 116..<140)
        let next = darkest(image, ys: 150..<172)
        let far = darkest(image, ys: 206..<224)
        XCTAssertLessThan(selected, 40)
        XCTAssertGreaterThan(next, selected)
        XCTAssertGreaterThan(far, next + 20)
        // Row 5's text is 32·cos(0) high; row 8's (96 points along the face, drawn 108·sin(96/108) = 84 below
        // the middle, y 202...222) is squeezed to 32·cos(96/108) = 20
        let rowsOfInk = (202..<222).filter { y in (100..<220).contains { x in image.pixel(x: x, y: y).r < 230 } }.count
        let selectedInk = (112..<144).filter { y in (100..<220).contains { x in image.pixel(x: x, y: y).r < 230 } }.count
        XCTAssertLessThan(rowsOfInk, selectedInk)
    }
}
