import Foundation
import UIKitCore

/// Which parts of a date a `DatePicker` shows, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// A control for choosing a date, as SwiftUI's `DatePicker`, built on our UIKit's
/// `UIDatePicker` as SwiftUI builds it on UIKit's. In the default (`.compact`,
/// `.automatic`) style the label leads and a capsule with the formatted date
/// trails; tapping it shows the month calendar in a popover (a sheet in a
/// compact-width window), where choosing a day writes the binding (the time of day
/// is kept), and a time capsule opens the time wheels. `.graphical` shows the calendar
/// in place with a "Time" row under it; `.wheel` spins `UIDatePicker`'s wheels (month,
/// day, year; or hour, minute, AM/PM for `.hourAndMinute`). `in:` bounds what can be
/// chosen. The binding is written once per settled change.
public struct DatePicker<Label: View>: View {
    public typealias Components = DatePickerComponents
    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let minimum: Date?
    let maximum: Date?
    let components: Components
    let label: Label
    @Environment(\.datePickerStyle) private var style

    init(selection: Binding<Date>, minimum: Date?, maximum: Date?, components: Components, label: Label) {
        self.selection = selection
        self.minimum = minimum
        self.maximum = maximum
        range = nil
        self.components = components
        self.label = label
    }

    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, minimum: nil, maximum: nil, components: displayedComponents, label: label())
    }
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, minimum: range.lowerBound, maximum: range.upperBound, components: displayedComponents, label: label())
    }
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, minimum: range.lowerBound, maximum: nil, components: displayedComponents, label: label())
    }
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, minimum: nil, maximum: range.upperBound, components: displayedComponents, label: label())
    }

    public var body: some View {
        let control = DatePickerControlView(selection: selection, minimum: minimum, maximum: maximum, components: components,
                                            style: style.kind, title: (label as? Text)?.string)
        if style.kind == .graphical {
            return AnyView(control)
        }
        return AnyView(LabeledControlRow(label: label, control: control))
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

/// A `DatePicker`'s look (`.datePickerStyle(_:)`), as SwiftUI's `DatePickerStyle`.
public protocol DatePickerStyle { var kind: DatePickerStyleKind { get } }
/// Which style (internal detail of the built-in styles).
public enum DatePickerStyleKind: Hashable { case automatic, compact, graphical, wheel }
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {}; public var kind: DatePickerStyleKind { .automatic } }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {}; public var kind: DatePickerStyleKind { .compact } }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {}; public var kind: DatePickerStyleKind { .graphical } }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {}; public var kind: DatePickerStyleKind { .wheel } }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }

struct DatePickerStyleKey: EnvironmentKey { static let defaultValue: any DatePickerStyle = DefaultDatePickerStyle() }

extension EnvironmentValues {
    var datePickerStyle: any DatePickerStyle {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the date pickers in this view.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { environment(\.datePickerStyle, style) }
}

/// The `UIDatePicker` of a date picker, bound to its selection.
struct DatePickerControlView: View, PrimitiveView {
    typealias Body = Never
    let selection: Binding<Date>
    let minimum: Date?
    let maximum: Date?
    let components: DatePickerComponents
    let style: DatePickerStyleKind
    let title: String?

    func update(node: ViewNode) {
        let element = node.element(LeafElement.self) { LeafElement(view: BoundDatePicker(date: selection.wrappedValue)) }
        let picker = element.view as! BoundDatePicker
        picker.binding = selection
        switch style {
        case .compact, .automatic: picker.preferredDatePickerStyle = .compact
        case .wheel: picker.preferredDatePickerStyle = .wheels
        case .graphical: picker.preferredDatePickerStyle = .inline
        }
        picker.datePickerMode = components == .hourAndMinute ? .time : (components == .date ? .date : .dateAndTime)
        if picker.minimumDate != minimum { picker.minimumDate = minimum }
        if picker.maximumDate != maximum { picker.maximumDate = maximum }
        let value = selection.wrappedValue
        if picker.date != value { picker.date = value }
        picker.isEnabled = node.environment.isEnabled
        picker.accessibilityLabel = title
        element.measure = { [weak picker] _ in picker?.sizeThatFits(.zero) ?? .zero }
    }
}

final class BoundDatePicker: UIDatePicker {
    var binding: Binding<Date>?
    override init(date: Date) {
        super.init(date: date)
        addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.binding?.wrappedValue = self.date
        }, for: .valueChanged)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
