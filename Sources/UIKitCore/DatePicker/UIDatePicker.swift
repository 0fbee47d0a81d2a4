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

/// A control for choosing a date, as UIKit's `UIDatePicker`. `minimumDate` and
/// `maximumDate` bound what can be chosen. A user's choice sends `.valueChanged` once
/// per settled change; setting `date` does not. The `calendar`, `timeZone` and `locale`
/// set the wheels' columns and order, how days are laid out and dates formatted.
///
/// Styles: `.wheels` spins a `UIPickerView` (columns per mode, see
/// `DatePickerWheelModel`); `.compact` shows capsules with the date and the time (the
/// date opens the calendar, the time opens the time wheels, each in a popover);
/// `.inline` shows the month calendar with, for `.time`/`.dateAndTime`, a "Time" row
/// under it whose capsule opens the time wheels. `.countDownTimer` is wheels in every
/// style, as iOS.
///
/// Differences: the wheels do not loop (months, days and hours end at their last row),
/// days outside the bounds are not greyed on the wheels (a choice outside turns back
/// to the bound), and the `.dateAndTime` day wheel shows no "Today" (the model never
/// reads the clock); the calendar always starts weeks on the calendar's `firstWeekday`.
open class UIDatePicker: UIControl {
    public enum Mode: Int { case time, date, dateAndTime, countDownTimer }

    open var datePickerMode: Mode = .dateAndTime { didSet { if datePickerMode != oldValue { contentChanged() } } }
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { if preferredDatePickerStyle != oldValue { contentChanged() } } }
    /// The style in use: `.automatic` is `.compact`.
    open var datePickerStyle: UIDatePickerStyle { preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle }
    open var date: Date { didSet { if date != oldValue { shownMonth = monthStart(of: date); contentChanged() } } }
    /// The minutes the minute wheel offers: every `minuteInterval` (a divisor of 60 from
    /// 1 to 30, as UIKit; other values are ignored and keep the old one).
    open var minuteInterval: Int {
        get { storedMinuteInterval }
        set {
            guard (1...30).contains(newValue), 60 % newValue == 0 else { return }
            storedMinuteInterval = newValue
            contentChanged()
        }
    }
    /// The duration a `.countDownTimer` picker shows, in seconds (whole minutes below
    /// 24 hours, as UIKit).
    open var countDownDuration: TimeInterval {
        get { storedCountDownDuration }
        set {
            storedCountDownDuration = min(max(0, (newValue / 60).rounded(.down) * 60), 86_400 - 60)
            if !isApplyingWheelChange { contentChanged() }
        }
    }
    open var minimumDate: Date? { didSet { if minimumDate != oldValue { contentChanged() } } }
    open var maximumDate: Date? { didSet { if maximumDate != oldValue { contentChanged() } } }
    open var calendar: Calendar = .current { didSet { if calendar != oldValue { contentChanged() } } }
    open var timeZone: TimeZone? { didSet { if timeZone != oldValue { contentChanged() } } }
    open var locale: Locale? { didSet { if locale != oldValue { contentChanged() } } }
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// The first day of the month the calendar shows.
    var shownMonth: Date
    let calendarView = DatePickerCalendarView()
    let compactLabel = UILabel()
    /// The time capsule (compact and inline styles) and the inline "Time" row's title.
    let timeCapsule = DatePickerTimeCapsule()
    let timeRowLabel = UILabel()
    /// The wheels, made when the style first needs them.
    private(set) var wheels: DatePickerWheels?
    /// The time wheels presented from the time capsule, while they are up.
    weak var presentedTimeEditor: UIViewController?
    /// A settled wheel is writing the date: the wheels are already where they should be.
    var isApplyingWheelChange = false
    private var storedMinuteInterval = 1
    private var storedCountDownDuration: TimeInterval = 0

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
        timeRowLabel.text = "Time"
        timeRowLabel.font = .systemFont(ofSize: 17)
        addSubview(calendarView)
        addSubview(compactLabel)
        addSubview(timeRowLabel)
        addSubview(timeCapsule)
        addAction(UIAction { [weak self] _ in self?.presentCalendar() }, for: .touchUpInside)
        timeCapsule.addAction(UIAction { [weak self] _ in self?.presentTimeEditor() }, for: .touchUpInside)
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

    /// The time alone, as the time capsule shows it ("2:05 PM").
    var formattedTime: String {
        let formatter = DateFormatter()
        formatter.calendar = effectiveCalendar
        formatter.timeZone = effectiveCalendar.timeZone
        formatter.locale = locale ?? Locale(identifier: "en_US")
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        return formatter.string(from: date)
    }

    /// Whether the time of day has its own capsule (compact and inline styles).
    var showsTimeCapsule: Bool {
        !showsWheels && (datePickerMode == .time || datePickerMode == .dateAndTime)
    }

    func contentChanged() {
        let wheelsShown = showsWheels
        let compact = datePickerStyle == .compact && !wheelsShown
        compactLabel.isHidden = !compact || datePickerMode == .time
        calendarView.isHidden = compact || wheelsShown
        timeCapsule.isHidden = !showsTimeCapsule
        timeRowLabel.isHidden = !(showsTimeCapsule && !compact)
        if compact && datePickerMode == .dateAndTime {
            let formatter = DateFormatter()
            formatter.calendar = effectiveCalendar
            formatter.timeZone = effectiveCalendar.timeZone
            formatter.locale = locale ?? Locale(identifier: "en_US")
            formatter.dateStyle = .medium
            formatter.timeStyle = .none
            compactLabel.text = formatter.string(from: date)
        } else {
            compactLabel.text = formattedDate
        }
        timeCapsule.label.text = formattedTime
        if wheelsShown {
            if wheels == nil {
                let made = DatePickerWheels()
                wheels = made
                addSubview(made.pickerView)
            }
            wheels?.pickerView.isHidden = false
            if !isApplyingWheelChange { wheels?.configure(for: self) }
        } else {
            wheels?.pickerView.isHidden = true
        }
        calendarView.reload()
        accessibilityValue = formattedDate
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    open override var isAccessibilityElement: Bool { get { datePickerStyle == .compact && !showsWheels && datePickerMode != .time } set {} }
    open override var accessibilityTraits: UIAccessibilityTraits { get { .button } set {} }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// Space between the compact date and time capsules, and the inline time row's height.
    static let capsuleSpacing: CGFloat = 8
    static let timeRowHeight: CGFloat = 50

    private var compactDateWidth: CGFloat {
        guard !compactLabel.isHidden else { return 0 }
        let text = compactLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 34))
        return ceil(text.width) + 24
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if showsWheels { return UIPickerView.defaultSize }
        if datePickerStyle == .compact {
            let time = showsTimeCapsule ? timeCapsule.sizeThatFits(.zero).width : 0
            let gap = time > 0 && compactDateWidth > 0 ? Self.capsuleSpacing : 0
            return CGSize(width: compactDateWidth + gap + time, height: 34)
        }
        let calendar = DatePickerCalendarView.size
        return showsTimeCapsule ? CGSize(width: calendar.width, height: calendar.height + Self.timeRowHeight) : calendar
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        wheels?.pickerView.frame = bounds
        calendarView.frame = CGRect(origin: .zero, size: DatePickerCalendarView.size)
        let timeWidth = timeCapsule.sizeThatFits(.zero).width
        if datePickerStyle == .compact {
            let dateWidth = compactDateWidth
            compactLabel.frame = CGRect(x: 0, y: 0, width: dateWidth, height: bounds.height)
            let x = dateWidth > 0 ? dateWidth + Self.capsuleSpacing : 0
            timeCapsule.frame = CGRect(x: x, y: 0, width: timeWidth, height: min(bounds.height, 34))
        } else {
            let rowY = DatePickerCalendarView.size.height + (Self.timeRowHeight - 34) / 2
            timeRowLabel.frame = CGRect(x: 16, y: rowY, width: 120, height: 34)
            timeCapsule.frame = CGRect(x: DatePickerCalendarView.size.width - 16 - timeWidth, y: rowY, width: timeWidth, height: 34)
        }
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
        guard datePickerStyle == .compact, !showsWheels, datePickerMode != .time, presentedCalendar == nil,
              let presenter = nearestViewController else { return }
        let inline = UIDatePicker(date: date)
        inline.preferredDatePickerStyle = .inline
        inline.datePickerMode = datePickerMode
        inline.minuteInterval = minuteInterval
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
        let size = inline.sizeThatFits(.zero)
        inline.frame = CGRect(origin: CGPoint(x: 0, y: 8), size: size)
        controller.preferredContentSize = CGSize(width: size.width, height: size.height + 16)
        controller.modalPresentationStyle = .popover
        controller.popoverPresentationController?.sourceView = self
        controller.popoverPresentationController?.sourceRect = bounds
        presentedCalendar = controller
        presenter.present(controller, animated: true)
    }
}
