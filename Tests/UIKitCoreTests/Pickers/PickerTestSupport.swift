import Foundation
import XCTest
@testable import UIKitCore

/// A data source and delegate with `rows` rows per component ("c0 r5"), recording
/// every `didSelectRow` call in order as "row/component".
final class RecordingPickerSource: UIPickerViewDataSource, UIPickerViewDelegate {
    var rows: [Int]
    var calls: [String] = []
    var widths: [CGFloat]?

    init(rows: [Int]) { self.rows = rows }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "c\(component) r\(row)" }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        calls.append("\(row)/\(component)")
    }
}

/// A 320 x 216 picker at (0, 100) in a driver's window: the band's middle is at y 208,
/// rows 32 points high, the content inset (216 - 32) / 2 = 92 above row 0.
func makePicker(in driver: ControlsDriver, rows: [Int]) -> (UIPickerView, RecordingPickerSource) {
    let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
    let source = RecordingPickerSource(rows: rows)
    picker.dataSource = source
    picker.delegate = source
    driver.window.addSubview(picker)
    driver.advance(by: 0)
    return (picker, source)
}

extension ControlsDriver {
    /// Down, one move per frame at a constant speed, an optional rest, up.
    func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval, pause: TimeInterval) {
        down(start)
        let steps = max(1, Int((duration * 60).rounded()))
        for step in 1...steps {
            advance(by: duration / Double(steps))
            let f = CGFloat(step) / CGFloat(steps)
            move(CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
        if pause > 0 { advance(by: pause) }
        up(end)
    }
}
