import Foundation

/// How a date picker looks, as UIKit's `UIDatePickerStyle` (iOS 13.4+).
public enum UIDatePickerStyle: Int {
    /// `.compact` here, as iOS 14 resolves it.
    case automatic
    /// Spinning wheels on iOS; drawn as the inline calendar here.
    case wheels
    /// A capsule with the formatted date; a tap shows the calendar in a popover
    /// (a sheet in a compact-width window).
    case compact
    /// The calendar in place: a month with its days, and arrows to the next and previous months.
    case inline
}

/// A control for choosing a date, as UIKit's `UIDatePicker`. The calendar picks
/// the day (the time of day is kept); `minimumDate` and `maximumDate` bound what
/// can be chosen (days outside are dimmed and do not respond). A user's choice
/// sends `.valueChanged`; setting `date` does not. The `calendar`, `timeZone` and
/// `locale` set how days are laid out and dates formatted.
///
/// Differences: the time of day is shown (for `.time`/`.dateAndTime`) but not
/// edited here, `.wheels` and `.countDownTimer` show the calendar, and the
/// calendar always starts weeks on the calendar's `firstWeekday`.
open class UIDatePicker: UIControl {
    public enum Mode: Int { case time, date, dateAndTime, countDownTimer }

    open var datePickerMode: Mode = .dateAndTime { didSet { contentChanged() } }
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { contentChanged() } }
    /// The style in use: `.automatic` is `.compact`.
    open var datePickerStyle: UIDatePickerStyle { preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle }
    open var date: Date { didSet { if date != oldValue { shownMonth = monthStart(of: date); contentChanged() } } }
    open var minimumDate: Date? { didSet { contentChanged() } }
    open var maximumDate: Date? { didSet { contentChanged() } }
    open var calendar: Calendar = .current { didSet { contentChanged() } }
    open var timeZone: TimeZone? { didSet { contentChanged() } }
    open var locale: Locale? { didSet { contentChanged() } }
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// The first day of the month the calendar shows.
    var shownMonth: Date
    let calendarView = DatePickerCalendarView()
    let compactLabel = UILabel()

    public init(date: Date) {
        self.date = date
        shownMonth = date
        super.init(frame: .zero)
        shownMonth = monthStart(of: date)
        calendarView.picker = self
        compactLabel.textAlignment = .center
        compactLabel.font = .systemFont(ofSize: 17)
        compactLabel.backgroundColor = .tertiarySystemFill
        compactLabel.layer.cornerRadius = 6
        compactLabel.clipsToBounds = true
        addSubview(calendarView)
        addSubview(compactLabel)
        addAction(UIAction { [weak self] _ in self?.presentCalendar() }, for: .touchUpInside)
        contentChanged()
    }

    /// A picker showing `now` (callers pass the date; UIKit's `init(frame:)` reads the clock).
    public override convenience init(frame: CGRect) {
        self.init(date: Date())
        self.frame = frame
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// The calendar set to the picker's time zone.
    var effectiveCalendar: Calendar {
        var calendar = self.calendar
        if let timeZone { calendar.timeZone = timeZone }
        if let locale { calendar.locale = locale }
        return calendar
    }

    func monthStart(of date: Date) -> Date {
        let calendar = effectiveCalendar
        return calendar.date(from: calendar.dateComponents([.year, .month], from: date)) ?? date
    }

    /// The date as the compact capsule shows it ("Dec 4, 2026", "14:05", or both).
    open var formattedDate: String {
        let formatter = DateFormatter()
        formatter.calendar = effectiveCalendar
        formatter.timeZone = effectiveCalendar.timeZone
        formatter.locale = locale ?? Locale(identifier: "en_US")
        formatter.dateStyle = datePickerMode == .time ? .none : .medium
        formatter.timeStyle = datePickerMode == .date ? .none : .short
        return formatter.string(from: date)
    }

    func contentChanged() {
        let compact = datePickerStyle == .compact
        compactLabel.isHidden = !compact
        calendarView.isHidden = compact
        compactLabel.text = formattedDate
        calendarView.reload()
        accessibilityValue = formattedDate
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    open override var isAccessibilityElement: Bool { get { datePickerStyle == .compact } set {} }
    open override var accessibilityTraits: UIAccessibilityTraits { get { .button } set {} }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if datePickerStyle == .compact {
            let text = compactLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 34))
            return CGSize(width: ceil(text.width) + 24, height: 34)
        }
        return DatePickerCalendarView.size
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        compactLabel.frame = bounds
        calendarView.frame = CGRect(origin: .zero, size: DatePickerCalendarView.size)
    }

    /// Whether `day` (any time in it) can be chosen.
    func allows(day: Date) -> Bool {
        let calendar = effectiveCalendar
        let start = calendar.startOfDay(for: day)
        guard let end = calendar.date(byAdding: .day, value: 1, to: start) else { return false }
        if let minimumDate, end <= minimumDate { return false }
        if let maximumDate, start > maximumDate { return false }
        return true
    }

    /// The user chose `day`: the date moves to it, keeping its time of day, within the bounds.
    func choose(day: Date) {
        guard allows(day: day) else { return }
        let calendar = effectiveCalendar
        let time = calendar.dateComponents([.hour, .minute, .second], from: date)
        var chosen = calendar.date(bySettingHour: time.hour ?? 0, minute: time.minute ?? 0, second: time.second ?? 0, of: day) ?? day
        if let minimumDate, chosen < minimumDate { chosen = minimumDate }
        if let maximumDate, chosen > maximumDate { chosen = maximumDate }
        date = chosen
        sendActions(for: .valueChanged)
    }

    func showMonth(offset: Int) {
        shownMonth = effectiveCalendar.date(byAdding: .month, value: offset, to: shownMonth) ?? shownMonth
        calendarView.reload()
    }

    /// The calendar presented from the compact capsule, while it is up.
    private(set) weak var presentedCalendar: UIViewController?

    private func presentCalendar() {
        guard datePickerStyle == .compact, presentedCalendar == nil, let presenter = nearestController else { return }
        let inline = UIDatePicker(date: date)
        inline.preferredDatePickerStyle = .inline
        inline.datePickerMode = datePickerMode
        inline.calendar = calendar
        inline.timeZone = timeZone
        inline.locale = locale
        inline.minimumDate = minimumDate
        inline.maximumDate = maximumDate
        inline.addAction(UIAction { [weak self, weak inline] _ in
            guard let self, let inline else { return }
            self.date = inline.date
            self.sendActions(for: .valueChanged)
        }, for: .valueChanged)
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        controller.view.addSubview(inline)
        inline.frame = CGRect(origin: CGPoint(x: 0, y: 8), size: DatePickerCalendarView.size)
        controller.preferredContentSize = CGSize(width: DatePickerCalendarView.size.width, height: DatePickerCalendarView.size.height + 16)
        controller.modalPresentationStyle = .popover
        controller.popoverPresentationController?.sourceView = self
        controller.popoverPresentationController?.sourceRect = bounds
        presentedCalendar = controller
        presenter.present(controller, animated: true)
    }

    private var nearestController: UIViewController? {
        var responder: UIResponder? = self
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }
}
