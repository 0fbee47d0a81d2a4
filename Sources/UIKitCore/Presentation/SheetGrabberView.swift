import Foundation

/// The sheet's grabber: the short bar at the top of the card. For a screen
/// reader it is UIKit's adjustable "Sheet Grabber": its value is the detent
/// the sheet rests at, increment and decrement move between detents, and its
/// "dismiss" action (and decrementing below the smallest detent) asks to
/// dismiss under the user-dismissal rules, so a locked sheet asks first.
/// The keyboard does the same with Alt+↑ and Alt+↓ (`UISheetPresentationController+Keyboard`).
final class SheetGrabberView: UIView {
    unowned(unsafe) let sheet: UISheetPresentationController

    init(sheet: UISheetPresentationController) {
        self.sheet = sheet
        super.init(frame: .zero)
    }

    @available(*, unavailable, message: "not made from archives")
    required init?(coder: NSCoder) { fatalError("init(coder:) is not available") }

    override var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, label: "Sheet Grabber",
                              hint: "Adjust to move between sizes; dismiss to close the sheet",
                              value: sheet.currentDetentIdentifier.spokenName, traits: .adjustable, role: .slider)
    }

    /// Its value is the detent (see `detentValue`); it can dismiss the sheet.
    override var accessibleClassValue: AccessibleValue? { detentValue }

    override func setAccessibleClassValue(_ value: Double) -> Bool { moveToDetent(at: Int(value.rounded())) }

    override var accessibleClassActions: [AccessibleAction] {
        [AccessibleAction(name: "dismiss", description: "Dismisses the sheet, as dragging it down does", keyBinding: "Escape")]
    }

    override func accessibilityIncrement() { sheet.stepDetent(by: 1, source: .accessibilityEscape) }
    override func accessibilityDecrement() { sheet.stepDetent(by: -1, source: .accessibilityEscape) }
    override func accessibilityPerformEscape() -> Bool { sheet.handleAccessibilityEscape() }

    /// 0 = dismissed, 1 = the smallest detent ... n = the largest.
    var detentValue: AccessibleValue {
        let count = sheet.detentTops.count
        return AccessibleValue(current: Double(sheet.currentDetentLevel), minimum: 0, maximum: Double(count), step: 1,
                               text: accessibilityValue ?? "")
    }

    /// Moves to the detent at `level` (0 asks to dismiss).
    func moveToDetent(at level: Int) -> Bool {
        let count = sheet.detentTops.count
        guard level >= 0, level <= count else { return false }
        return sheet.stepDetent(by: level - sheet.currentDetentLevel, source: .accessibilityEscape)
    }
}
