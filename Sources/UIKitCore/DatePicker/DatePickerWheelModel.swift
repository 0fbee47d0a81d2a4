import Foundation

/// The wheels of a `UIDatePicker` in the `.wheels` style: which columns a mode shows,
/// in the locale's order, their rows and titles, and the date a set of rows stands for.
/// A pure value: the calendar (with its time zone and locale) is given, the clock never read.
///
/// - `.date`: month, day, year in the locale's order ("MMMM d, y" in en_US, "d MMMM y"
///   in en_GB, "y年M月d日" in ja); the day wheel always has 31 rows, and a day the
///   month lacks rolls back to its last day when the wheel settles, as iOS does.
/// - `.time`: hour, minute (every `minuteInterval`) and, for a 12-hour locale, AM/PM
///   (before the hour where the locale puts it first, as in ja or ko).
/// - `.dateAndTime`: the day ("Fri Dec 4"), hour, minute, AM/PM.
/// - `.countDownTimer`: hours (0–23) and minutes (every `minuteInterval`).
struct DatePickerWheelModel {
    enum Column: Equatable { case month, day, year, dayOfRange, hour, minute, meridiem, countdownHours, countdownMinutes }

    let mode: UIDatePicker.Mode
    let calendar: Calendar
    let locale: Locale
    let minuteInterval: Int
    let columns: [Column]
    let uses12HourClock: Bool
    /// The years the year wheel offers.
    let years: ClosedRange<Int>
    /// The first day of the `.dateAndTime` day wheel, and how many days it has.
    let firstDay: Date
    let dayCount: Int

    /// How far the `.dateAndTime` day wheel reaches either side of the date when no bounds say.
    static let dayReach = 1000

    init(mode: UIDatePicker.Mode, calendar: Calendar, locale: Locale, minuteInterval: Int,
         date: Date, minimumDate: Date?, maximumDate: Date?) {
        self.mode = mode
        self.calendar = calendar
        self.locale = locale
        self.minuteInterval = minuteInterval
        // The locale's hour pattern without its quoted literals ("HH 'Uhr'" is 24-hour).
        let hourPattern = (DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a")
            .split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 0 }.map(\.element).joined()
        uses12HourClock = hourPattern.contains("a") || hourPattern.contains("h") || hourPattern.contains("K")
        let meridiemFirst = uses12HourClock && (hourPattern.firstIndex(of: "a").map { a in
            hourPattern.firstIndex { "hHkK".contains($0) }.map { a < $0 } ?? false
        } ?? false)
        let time: [Column] = uses12HourClock ? (meridiemFirst ? [.meridiem, .hour, .minute] : [.hour, .minute, .meridiem]) : [.hour, .minute]
        switch mode {
        case .date: columns = Self.dateColumns(locale: locale)
        case .time: columns = time
        case .dateAndTime: columns = [.dayOfRange] + time
        case .countDownTimer: columns = [.countdownHours, .countdownMinutes]
        }
        let lowYear = minimumDate.map { calendar.component(.year, from: $0) } ?? 1
        let highYear = maximumDate.map { calendar.component(.year, from: $0) } ?? 9999
        years = min(lowYear, highYear)...max(lowYear, highYear)
        let today = calendar.startOfDay(for: date)
        let first = minimumDate.map { calendar.startOfDay(for: $0) }
            ?? calendar.date(byAdding: .day, value: -Self.dayReach, to: today) ?? today
        let last = maximumDate.map { calendar.startOfDay(for: $0) }
            ?? calendar.date(byAdding: .day, value: Self.dayReach, to: today) ?? today
        firstDay = min(first, last)
        dayCount = max(1, (calendar.dateComponents([.day], from: firstDay, to: max(first, last)).day ?? 0) + 1)
    }

    /// Month, day and year in the order the locale writes a long date.
    static func dateColumns(locale: Locale) -> [Column] {
        let pattern = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "MMMM d, y"
        var found: [(String.Index, Column)] = []
        if let m = pattern.firstIndex(where: { $0 == "M" || $0 == "L" }) { found.append((m, .month)) }
        if let d = pattern.firstIndex(of: "d") { found.append((d, .day)) }
        if let y = pattern.firstIndex(of: "y") { found.append((y, .year)) }
        let ordered = found.sorted { $0.0 < $1.0 }.map(\.1)
        return ordered.count == 3 ? ordered : [.month, .day, .year]
    }

    var minuteRowCount: Int { 60 / minuteInterval }

    func rowCount(_ column: Column) -> Int {
        switch column {
        case .month: return 12
        case .day: return 31
        case .year: return years.count
        case .dayOfRange: return dayCount
        case .hour: return uses12HourClock ? 12 : 24
        case .minute, .countdownMinutes: return minuteRowCount
        case .meridiem: return 2
        case .countdownHours: return 24
        }
    }

    private func formatter(_ template: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = locale
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter
    }

    func title(row: Int, column: Column) -> String {
        switch column {
        case .month:
            let symbols = formatter("MMMM").standaloneMonthSymbols ?? []
            return symbols.indices.contains(row) ? symbols[row] : "\(row + 1)"
        case .day: return "\(row + 1)"
        case .year: return "\(years.lowerBound + row)"
        case .dayOfRange:
            let day = calendar.date(byAdding: .day, value: row, to: firstDay) ?? firstDay
            return formatter("EEEMMMd").string(from: day)
        case .hour: return uses12HourClock ? "\(row == 0 ? 12 : row)" : String(format: "%02d", row)
        case .minute: return String(format: "%02d", row * minuteInterval)
        case .meridiem:
            let f = formatter("a")
            return row == 0 ? (f.amSymbol ?? "AM") : (f.pmSymbol ?? "PM")
        case .countdownHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .countdownMinutes: return "\(row * minuteInterval) min"
        }
    }

    /// The rows that show `date` (minutes rounded down to the interval).
    func rows(for date: Date) -> [Int] {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let hour = parts.hour ?? 0
        return columns.map { column in
            switch column {
            case .month: return (parts.month ?? 1) - 1
            case .day: return (parts.day ?? 1) - 1
            case .year: return min(max((parts.year ?? years.lowerBound) - years.lowerBound, 0), years.count - 1)
            case .dayOfRange:
                let days = calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: date)).day ?? 0
                return min(max(days, 0), dayCount - 1)
            case .hour: return uses12HourClock ? hour % 12 : hour
            case .minute: return (parts.minute ?? 0) / minuteInterval
            case .meridiem: return hour < 12 ? 0 : 1
            case .countdownHours, .countdownMinutes: return 0
            }
        }
    }

    /// The rows that show a count-down duration (seconds).
    func rows(forDuration duration: TimeInterval) -> [Int] {
        let minutes = Int(max(0, duration) / 60)
        return [min(minutes / 60, 23), (minutes % 60) / minuteInterval]
    }

    /// The date the rows stand for; parts no column shows come from `base`. A day the
    /// month lacks becomes its last day.
    func date(fromRows rows: [Int], base: Date) -> Date {
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second], from: base)
        var hour12: Int?, pm: Bool?
        var day: Int?
        for (column, row) in zip(columns, rows) {
            switch column {
            case .month: parts.month = row + 1
            case .day: day = row + 1
            case .year: parts.year = years.lowerBound + row
            case .dayOfRange:
                let chosen = calendar.date(byAdding: .day, value: row, to: firstDay) ?? firstDay
                let dayParts = calendar.dateComponents([.era, .year, .month, .day], from: chosen)
                (parts.era, parts.year, parts.month, parts.day) = (dayParts.era, dayParts.year, dayParts.month, dayParts.day)
            case .hour: if uses12HourClock { hour12 = row } else { parts.hour = row }
            case .minute: parts.minute = row * minuteInterval; parts.second = 0
            case .meridiem: pm = row == 1
            case .countdownHours, .countdownMinutes: break
            }
        }
        if uses12HourClock, hour12 != nil || pm != nil {
            let current = parts.hour ?? 0
            parts.hour = (hour12 ?? current % 12) + ((pm ?? (current >= 12)) ? 12 : 0)
        }
        if let day {
            var first = parts
            first.day = 1
            let length = calendar.date(from: first).flatMap { calendar.range(of: .day, in: .month, for: $0)?.count } ?? 31
            parts.day = min(day, length)
        }
        return calendar.date(from: parts) ?? base
    }

    /// The duration (seconds) the count-down rows stand for.
    func duration(fromRows rows: [Int]) -> TimeInterval {
        guard rows.count == 2 else { return 0 }
        return TimeInterval(rows[0] * 3600 + rows[1] * minuteInterval * 60)
    }
}
