import Foundation

/// A control that increments and decrements a value, as SwiftUI's `Stepper`: the
/// label leading, iOS's "−|+" pair (94x32, grey rounded) trailing; the ends of the
/// range disable their button.
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?

    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
    }

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        let current = value.wrappedValue
        onIncrement = current < bounds.upperBound ? { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) } : nil
        onDecrement = current > bounds.lowerBound ? { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) } : nil
    }

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        self.label = label()
        onIncrement = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        onDecrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
    }

    public var body: some View {
        LabeledControlRow(label: label, control: buttons)
    }

    /// The − and + buttons in their capsule.
    private var buttons: some View {
        HStack(spacing: 0) {
            Button(action: { onDecrement?() }) { Text("−").font(.title2).frame(width: 47, height: 32) }
                .disabled(onDecrement == nil).accessibilityLabel("Decrement")
            Color(UIColor.separator).frame(width: 1, height: 18)
            Button(action: { onIncrement?() }) { Text("+").font(.title2).frame(width: 46, height: 32) }
                .disabled(onIncrement == nil).accessibilityLabel("Increment")
        }
        .foregroundColor(.primary)
        .buttonStyle(.plain)
        .background(Color(UIColor.tertiarySystemFill))
        .cornerRadius(8)
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1) {
        self.init(value: value, step: step) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
}
