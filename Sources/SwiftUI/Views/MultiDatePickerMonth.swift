import Foundation

/// One month of a `MultiDatePicker`'s calendar: its title, the weekday header and
/// the weeks (each seven days, nil before the first and after the last), from a
/// calendar given (its `firstWeekday`, time zone and locale) — never the clock.
struct MultiDatePickerMonth: Equatable {
    let calendar: Calendar
    /// The month's first day, at the start of the day.
    let start: Date

    /// The month containing `date`.
    init(containing date: Date, calendar: Calendar) {
        self.calendar = calendar
        let parts = calendar.dateComponents([.year, .month], from: date)
        start = calendar.date(from: parts) ?? calendar.startOfDay(for: date)
    }

    func adding(months: Int) -> MultiDatePickerMonth {
        MultiDatePickerMonth(containing: calendar.date(byAdding: .month, value: months, to: start) ?? start, calendar: calendar)
    }

    /// "December 2026", in the calendar's locale.
    var title: String {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = calendar.locale ?? Locale(identifier: "en_US_POSIX")
        formatter.setLocalizedDateFormatFromTemplate("MMMMyyyy")
        return formatter.string(from: start)
    }

    /// The very short weekday symbols, from the calendar's first weekday.
    var weekdaySymbols: [String] {
        let symbols = calendar.veryShortStandaloneWeekdaySymbols
        return (0..<7).map { symbols[(calendar.firstWeekday - 1 + $0) % 7] }
    }

    /// The days of the month in weeks of seven (nil outside the month).
    var weeks: [[Date?]] {
        let days = calendar.range(of: .day, in: .month, for: start)?.count ?? 30
        let leading = (calendar.component(.weekday, from: start) - calendar.firstWeekday + 7) % 7
        var cells: [Date?] = Array(repeating: nil, count: leading)
        for day in 0..<days { cells.append(calendar.date(byAdding: .day, value: day, to: start)) }
        while cells.count % 7 != 0 { cells.append(nil) }
        return stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
    }

    /// The components SwiftUI's `MultiDatePicker` puts in its selection for `day`:
    /// calendar, era, year, month and day.
    func components(of day: Date) -> DateComponents {
        calendar.dateComponents([.calendar, .era, .year, .month, .day], from: day)
    }

    /// Whether `components` name `day` (year, month and day; the rest is ignored, so
    /// components made by hand match too).
    func matches(_ components: DateComponents, _ day: Date) -> Bool {
        let own = calendar.dateComponents([.year, .month, .day], from: day)
        return components.year == own.year && components.month == own.month && components.day == own.day
    }
}
