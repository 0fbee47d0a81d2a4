import Foundation

/// The inline calendar of a `UIDatePicker`: the month and year with arrows to the
/// previous and next months, the weekday initials, and six weeks of day buttons
/// (44 points square; the chosen day filled in the tint colour, today's number in
/// it, days outside the month blank, days outside the bounds dimmed).
final class DatePickerCalendarView: UIView {
    static let cell: CGFloat = 44
    static let size = CGSize(width: cell * 7, height: 44 + 20 + cell * 6)
    weak var picker: UIDatePicker?
    let monthLabel = UILabel()
    let previousButton = UIButton(type: .system)
    let nextButton = UIButton(type: .system)
    private(set) var weekdayLabels: [UILabel] = []
    /// One button per cell, week by week; a blank cell's button is hidden.
    private(set) var dayButtons: [UIButton] = []
    /// The day each visible button stands for.
    private(set) var days: [Int: Date] = [:]

    override init(frame: CGRect) {
        super.init(frame: frame)
        monthLabel.font = .boldSystemFont(ofSize: 17)
        previousButton.setTitle("‹", for: .normal)
        nextButton.setTitle("›", for: .normal)
        previousButton.accessibilityLabel = "Previous Month"
        nextButton.accessibilityLabel = "Next Month"
        previousButton.addAction(UIAction { [weak self] _ in self?.picker?.showMonth(offset: -1) }, for: .touchUpInside)
        nextButton.addAction(UIAction { [weak self] _ in self?.picker?.showMonth(offset: 1) }, for: .touchUpInside)
        for view in [monthLabel, previousButton, nextButton] as [UIView] { addSubview(view) }
        for _ in 0..<7 {
            let label = UILabel()
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
            label.textAlignment = .center
            weekdayLabels.append(label)
            addSubview(label)
        }
        for index in 0..<42 {
            let button = UIButton(type: .system)
            button.layer.cornerRadius = Self.cell / 2
            button.addAction(UIAction { [weak self] _ in
                guard let self, let day = self.days[index] else { return }
                self.picker?.choose(day: day)
            }, for: .touchUpInside)
            dayButtons.append(button)
            addSubview(button)
        }
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    func reload() {
        guard let picker else { return }
        let calendar = picker.effectiveCalendar
        let month = picker.shownMonth
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = picker.locale ?? Locale(identifier: "en_US")
        formatter.dateFormat = "LLLL yyyy"
        monthLabel.text = formatter.string(from: month)
        let symbols = formatter.veryShortStandaloneWeekdaySymbols ?? []
        for (index, label) in weekdayLabels.enumerated() where !symbols.isEmpty {
            label.text = symbols[(index + calendar.firstWeekday - 1) % 7]
        }
        let leading = (calendar.component(.weekday, from: month) - calendar.firstWeekday + 7) % 7
        let count = calendar.range(of: .day, in: .month, for: month)?.count ?? 30
        days = [:]
        for (index, button) in dayButtons.enumerated() {
            let dayNumber = index - leading + 1
            guard dayNumber >= 1, dayNumber <= count,
                  let day = calendar.date(byAdding: .day, value: dayNumber - 1, to: month) else {
                button.isHidden = true
                continue
            }
            days[index] = day
            button.isHidden = false
            button.setTitle("\(dayNumber)", for: .normal)
            let selected = calendar.isDate(day, inSameDayAs: picker.date)
            let allowed = picker.allows(day: day)
            button.isEnabled = allowed
            button.backgroundColor = selected ? picker.tintColor : nil
            button.setTitleColor(selected ? .white : (allowed ? .label : .tertiaryLabel), for: .normal)
            button.accessibilityLabel = { let f = DateFormatter(); f.calendar = calendar; f.timeZone = calendar.timeZone
                f.locale = formatter.locale; f.dateStyle = .full; return f.string(from: day) }()
            button.accessibilityTraits = selected ? [.button, .selected] : .button
        }
        setNeedsLayout()
    }

    /// The button for day `number` of the shown month.
    func button(forDay number: Int) -> UIButton? {
        dayButtons.first { !$0.isHidden && $0.title(for: .normal) == "\(number)" }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let cell = Self.cell
        monthLabel.frame = CGRect(x: 8, y: 0, width: cell * 4, height: 44)
        previousButton.frame = CGRect(x: cell * 5, y: 0, width: cell, height: 44)
        nextButton.frame = CGRect(x: cell * 6, y: 0, width: cell, height: 44)
        for (index, label) in weekdayLabels.enumerated() {
            label.frame = CGRect(x: CGFloat(index) * cell, y: 44, width: cell, height: 20)
        }
        for (index, button) in dayButtons.enumerated() {
            button.frame = CGRect(x: CGFloat(index % 7) * cell, y: 64 + CGFloat(index / 7) * cell, width: cell, height: cell)
        }
    }
}
