import Foundation

struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// True inside `labelsHidden()`: controls draw without their labels.
    var labelsHidden: Bool { get { self[LabelsHiddenKey.self] } set { self[LabelsHiddenKey.self] = newValue } }
}

extension View {
    /// Hides the labels of the controls in this view (toggles, pickers, date and colour
    /// pickers, steppers), as SwiftUI does: the control alone, at its own size, its
    /// label still its accessibility label where the label is text.
    public func labelsHidden() -> some View { environment(\.labelsHidden, true) }
}

/// A control's row as SwiftUI lays it out in a form: its label leading and the control
/// trailing; inside `labelsHidden()` the control alone, labelled for accessibility by
/// the label's text.
struct LabeledControlRow<Label: View, Control: View>: View {
    let label: Label
    let control: Control
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        if labelsHidden {
            if let title = TagSupport.text(in: label) { control.accessibilityLabel(title) } else { control }
        } else {
            HStack {
                label
                Spacer()
                control
            }
        }
    }
}
