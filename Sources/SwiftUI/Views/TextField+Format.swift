import Foundation

extension TextField where Label == Text {
    /// A field editing a value through a format style, as SwiftUI's: it shows
    /// `format.format(value)`; the typed text is parsed and written to `value` when
    /// the user commits it (Return or leaving the field); text that does not parse
    /// leaves the value as it was (and the field shows it again at the next update).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(title: titleKey.key, value: value, format: format, prompt: prompt)
    }

    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(title: String(title), value: value, format: format, prompt: prompt)
    }

    /// The same with a `Formatter` (`NumberFormatter`, `DateFormatter`).
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(title: titleKey.key, value: value, formatter: formatter)
    }

    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(title: String(title), value: value, formatter: formatter)
    }

    private init<F: ParseableFormatStyle>(title: String, value: Binding<F.FormatInput>, format: F, prompt: Text?) where F.FormatOutput == String {
        // Typing changes only the field; the value changes on commit.
        let text = Binding<String>(get: { format.format(value.wrappedValue) }, set: { _ in })
        self.init(title: title, text: text, prompt: prompt, isSecure: false, commit: { typed in
            guard let parsed = try? format.parseStrategy.parse(typed) else { return }
            value.wrappedValue = parsed
        })
    }

    private init<V>(title: String, value: Binding<V>, formatter: Formatter) {
        let text = Binding<String>(get: { formatter.string(for: value.wrappedValue) ?? "" }, set: { _ in })
        self.init(title: title, text: text, prompt: nil, isSecure: false, commit: { typed in
            guard let parsed = Self.parse(typed, with: formatter, as: V.self) else { return }
            value.wrappedValue = parsed
        })
    }

    /// Parses with a number or date formatter (corelibs Foundation has no generic
    /// `getObjectValue`), into the value's type.
    private static func parse<V>(_ text: String, with formatter: Formatter, as type: V.Type) -> V? {
        if let dates = formatter as? DateFormatter { return dates.date(from: text) as? V }
        guard let numbers = formatter as? NumberFormatter, let number = numbers.number(from: text) else { return nil }
        switch type {
        case is Int.Type: return number.intValue as? V
        case is Double.Type: return number.doubleValue as? V
        case is Float.Type: return number.floatValue as? V
        case is CGFloat.Type: return CGFloat(number.doubleValue) as? V
        case is Decimal.Type: return number.decimalValue as? V
        default: return number as? V
        }
    }
}
