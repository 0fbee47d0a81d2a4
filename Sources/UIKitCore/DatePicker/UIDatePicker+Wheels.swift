import Foundation

/// The spinning wheels of a `UIDatePicker` (`.wheels`, and `.countDownTimer` in every
/// style, as iOS): a `UIPickerView` fed by a `DatePickerWheelModel`. When a wheel
/// settles, the rows become a date, clamped to `minimumDate...maximumDate` (the wheels
/// then turn to the clamped date, as iOS's do); if the date changed, `.valueChanged` is
/// sent once.
final class DatePickerWheels: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    let pickerView = UIPickerView(frame: CGRect(origin: .zero, size: UIPickerView.defaultSize))
    private(set) var model: DatePickerWheelModel?
    weak var datePicker: UIDatePicker?

    override init() {
        super.init()
        pickerView.dataSource = self
        pickerView.delegate = self
    }

    /// Rebuilds the wheels for the picker's settings and shows its date (without animation).
    func configure(for picker: UIDatePicker) {
        datePicker = picker
        model = DatePickerWheelModel(mode: picker.datePickerMode, calendar: picker.effectiveCalendar,
                                     locale: picker.locale ?? picker.effectiveCalendar.locale ?? Locale(identifier: "en_US"),
                                     minuteInterval: picker.minuteInterval, date: picker.date,
                                     minimumDate: picker.minimumDate, maximumDate: picker.maximumDate)
        pickerView.reloadAllComponents()
        show(picker, animated: false)
    }

    /// Turns the wheels to the picker's date (or count-down duration).
    func show(_ picker: UIDatePicker, animated: Bool) {
        guard let model else { return }
        let rows = picker.datePickerMode == .countDownTimer ? model.rows(forDuration: picker.countDownDuration) : model.rows(for: picker.date)
        for (component, row) in rows.enumerated() where pickerView.selectedRow(inComponent: component) != row
            || pickerView.columns[component].motion != nil {
            pickerView.selectRow(row, inComponent: component, animated: animated)
        }
    }

    var selectedRows: [Int] { (0..<pickerView.numberOfComponents).map { pickerView.selectedRow(inComponent: $0) } }

    // MARK: Data source and delegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int { model?.columns.count ?? 0 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        guard let model, model.columns.indices.contains(component) else { return 0 }
        return model.rowCount(model.columns[component])
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard let model, model.columns.indices.contains(component) else { return nil }
        return model.title(row: row, column: model.columns[component])
    }

    /// Widths as iOS shares them: the day of `.dateAndTime` and the month of `.date` wider.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        guard let model, model.columns.indices.contains(component) else { return 0 }
        let weights: [CGFloat] = model.columns.map { column in
            switch column {
            case .dayOfRange: return 2.4
            case .month: return 2
            case .year: return 1.2
            case .countdownHours, .countdownMinutes: return 1.5
            default: return 1
            }
        }
        let usable = pickerView.bounds.width - 2 * UIPickerView.sideInset - UIPickerView.componentSpacing * CGFloat(weights.count - 1)
        return max(0, usable * weights[component] / weights.reduce(0, +))
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        datePicker?.wheelsDidSettle(self)
    }
}

extension UIDatePicker {
    /// Whether the wheels show (the `.wheels` style, or a count-down timer in any style).
    var showsWheels: Bool { datePickerStyle == .wheels || datePickerMode == .countDownTimer }

    /// A wheel settled: the rows become the date (clamped), told once if it changed.
    func wheelsDidSettle(_ wheels: DatePickerWheels) {
        guard let model = wheels.model else { return }
        if datePickerMode == .countDownTimer {
            // iOS never counts down from zero: it turns back to the first row above it.
            let duration = max(model.duration(fromRows: wheels.selectedRows), TimeInterval(minuteInterval * 60))
            let changed = duration != countDownDuration
            countDownDuration = duration
            wheels.show(self, animated: true)
            if changed { sendActions(for: .valueChanged) }
            return
        }
        var chosen = model.date(fromRows: wheels.selectedRows, base: date)
        if let minimumDate, chosen < minimumDate { chosen = minimumDate }
        if let maximumDate, chosen > maximumDate { chosen = maximumDate }
        let changed = chosen != date
        isApplyingWheelChange = true
        date = chosen
        isApplyingWheelChange = false
        wheels.show(self, animated: true)
        if changed { sendActions(for: .valueChanged) }
    }
}
