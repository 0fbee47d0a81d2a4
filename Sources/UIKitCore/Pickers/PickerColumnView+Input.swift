import Foundation

/// The mouse wheel, the keyboard and assistive technologies on a picker's wheel.
///
/// - A wheel notch (the usual 40 points) turns the wheel one row, successive notches
///   adding up (our extension: iOS has no mouse wheel; GTK's spin wheels do the same).
///   Touchpad deltas move the wheel as any scroll view, and it settles on a row after.
/// - With keyboard focus, ↑/↓ turn it a row, Home/End to the first and last rows,
///   ←/→ give focus to the previous or next wheel.
/// - For assistive technologies it is an adjustable element (UIKit's
///   `.adjustable`) whose value is the selected row's title; increment selects the next row.
extension PickerColumnView {
    /// The scroll distance of one wheel notch.
    static let notchDistance: CGFloat = 40

    /// Turns the wheel a row per notch; false leaves the event to the scroll view.
    func handleWheelNotches(_ event: UIScrollWheelEvent) -> Bool {
        guard !event.isPrecise, event.delta.dy != 0, rowCount > 0, isScrollEnabled else { return false }
        let notches = max(1, (abs(event.delta.dy) / Self.notchDistance).rounded())
        let steps = Int(event.delta.dy > 0 ? notches : -notches)
        let base = nearestRow(toOffset: accumulatedScrollTarget.y)
        turn(to: base + steps)
        return true
    }

    /// Handles a key; false passes it on.
    func handleKey(_ presses: Set<UIPress>) -> Bool {
        guard rowCount > 0, let key = presses.first?.key,
              key.modifierFlags.intersection([.control, .command, .alternate]).isEmpty else { return false }
        let base = nearestRow(toOffset: accumulatedScrollTarget.y)
        switch key.keyCode {
        case .keyboardDownArrow: turn(to: base + 1)
        case .keyboardUpArrow: turn(to: base - 1)
        case .keyboardHome: turn(to: 0)
        case .keyboardEnd: turn(to: rowCount - 1)
        case .keyboardLeftArrow, .keyboardRightArrow:
            let step = key.keyCode == .keyboardRightArrow ? 1 : -1
            guard let columns = picker?.columns, columns.indices.contains(component + step) else { return false }
            _ = columns[component + step].becomeFirstResponder()
        default:
            return false
        }
        return true
    }

    // MARK: Accessibility

    var wheelAccessibilityDefaults: AccessibilityDefaults {
        var defaults = AccessibilityDefaults()
        defaults.isElement = rowCount > 0
        defaults.value = selectedTitle
        defaults.traits = [.adjustable]
        defaults.role = .slider
        return defaults
    }

    /// The selected row's title, as the wheel's accessibility value.
    var selectedTitle: String? {
        guard selectedRow >= 0, let picker else { return nil }
        return picker.title(forRow: selectedRow, inComponent: component)
    }


    /// Selects the next or previous row at once, telling the delegate.
    func step(by rows: Int) {
        guard rowCount > 0 else { return }
        select(row: selectedRow + rows, animated: false, notify: true)
    }

    var wheelAccessibleValue: AccessibleValue? {
        guard rowCount > 0 else { return nil }
        return AccessibleValue(current: Double(max(0, selectedRow)), minimum: 0, maximum: Double(rowCount - 1), step: 1,
                               text: selectedTitle ?? "")
    }

    func setWheelAccessibleValue(_ value: Double) -> Bool {
        guard rowCount > 0 else { return false }
        select(row: Int(value.rounded()), animated: false, notify: true)
        return true
    }
}
