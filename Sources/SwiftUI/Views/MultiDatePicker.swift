import Foundation

/// A calendar in which several days are chosen, as SwiftUI's `MultiDatePicker`
/// (iOS 16): tapping a day adds it to the selection or removes it; the selection
/// holds each day's `DateComponents` (calendar, era, year, month, day). The chevrons
/// show the previous and next months; days outside `bounds` cannot be chosen.
///
/// It starts on the month of the earliest selected day, else of the bounds, else
/// the current one (`Date()`, read when the picker first appears; a test can give
/// another through the internal `multiDatePickerNow` environment value). Where we
/// differ: the calendar is `Calendar.current` (we have no `\.calendar` environment),
/// and the label is kept but not drawn (iOS shows only the calendar).
public struct MultiDatePicker<Label: View>: View {
    let selection: Binding<Set<DateComponents>>
    let label: Label
    let lowerBound: Date?
    let upperBound: Date?
    @State private var shownMonth: Date?
    @Environment(\.multiDatePickerNow) private var now

    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: nil, upper: nil, label: label())
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: bounds.lowerBound, upper: bounds.upperBound, label: label())
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: bounds.lowerBound, upper: nil, label: label())
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: nil, upper: bounds.upperBound, label: label())
    }

    init(selection: Binding<Set<DateComponents>>, lower: Date?, upper: Date?, label: Label) {
        self.selection = selection
        self.label = label
        lowerBound = lower
        upperBound = upper
    }

    private var calendar: Calendar { Calendar.current }

    /// The month first shown (see the type's comment).
    private var initialMonth: Date {
        let selected = selection.wrappedValue.compactMap { calendar.date(from: DateComponents(year: $0.year, month: $0.month, day: $0.day)) }
        return selected.min() ?? lowerBound ?? upperBound.map { calendar.date(byAdding: .day, value: -1, to: $0) ?? $0 } ?? now()
    }

    /// Whether `day` is inside the bounds (the upper one excluded, as a `Range`'s).
    private func isAllowed(_ day: Date) -> Bool {
        let end = calendar.date(byAdding: .day, value: 1, to: day) ?? day
        if let lowerBound, end <= lowerBound { return false }
        if let upperBound, day >= upperBound { return false }
        return true
    }

    public var body: some View {
        let month = MultiDatePickerMonth(containing: shownMonth ?? initialMonth, calendar: calendar)
        VStack(spacing: 6) {
            HStack {
                Text(month.title).font(.headline)
                Spacer()
                Button { shownMonth = month.adding(months: -1).start } label: { Image(systemName: "chevron.left").frame(width: 44, height: 44) }
                    .accessibilityIdentifier("MultiDatePicker.previous")
                Button { shownMonth = month.adding(months: 1).start } label: { Image(systemName: "chevron.right").frame(width: 44, height: 44) }
                    .accessibilityIdentifier("MultiDatePicker.next")
            }
            .padding(.horizontal, 8)
            HStack(spacing: 0) {
                ForEach(Array(month.weekdaySymbols.enumerated()), id: \.offset) { _, symbol in
                    Text(symbol).font(.caption).foregroundColor(.secondary).frame(width: 44, height: 20)
                }
            }
            ForEach(Array(month.weeks.enumerated()), id: \.offset) { _, week in
                HStack(spacing: 0) {
                    ForEach(Array(week.enumerated()), id: \.offset) { _, day in
                        if let day { dayCell(day, in: month) } else { Color.clear.frame(width: 44, height: 44) }
                    }
                }
            }
        }
    }

    @ViewBuilder
    private func dayCell(_ day: Date, in month: MultiDatePickerMonth) -> some View {
        let isSelected = selection.wrappedValue.contains { month.matches($0, day) }
        let allowed = isAllowed(day)
        let number = calendar.component(.day, from: day)
        Button {
            var chosen = selection.wrappedValue
            if isSelected { chosen = chosen.filter { !month.matches($0, day) } } else { chosen.insert(month.components(of: day)) }
            selection.wrappedValue = chosen
        } label: {
            Text("\(number)")
                .foregroundColor(isSelected ? .white : (allowed ? .primary : .secondary))
                .frame(width: 40, height: 40)
                .background(Circle().fill(isSelected ? Color.accentColor : Color.clear))
                .frame(width: 44, height: 44)
        }
        .buttonStyle(.plain)
        .disabled(!allowed)
        .accessibilityIdentifier(Self.identifier(of: day, calendar: calendar))
    }

    /// "MultiDatePicker.2026-12-15": how a day's button is found (by tests, tapes).
    static func identifier(of day: Date, calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: day)
        return "MultiDatePicker.\(parts.year ?? 0)-\(parts.month ?? 0)-\(parts.day ?? 0)"
    }
}

extension MultiDatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
}

struct MultiDatePickerNowKey: EnvironmentKey {
    static let defaultValue: @Sendable () -> Date = { Date() }
}

extension EnvironmentValues {
    /// Where a `MultiDatePicker` with nothing selected and no bounds reads "now".
    var multiDatePickerNow: @Sendable () -> Date {
        get { self[MultiDatePickerNowKey.self] }
        set { self[MultiDatePickerNowKey.self] = newValue }
    }
}
