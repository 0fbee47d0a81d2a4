import Foundation

/// The time of a compact (or inline) `UIDatePicker`: a grey capsule with the formatted
/// time ("2:05 PM"); a click opens the time wheels in a popover (a sheet in a
/// compact-width window), as iOS 14+ does.
final class DatePickerTimeCapsule: UIControl {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 17)
        label.isUserInteractionEnabled = false
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 6
        clipsToBounds = true
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(label)
    }

    override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.isElement = true
        defaults.label = "Time"
        defaults.value = label.text
        defaults.traits.insert(.button)
        return defaults
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 34))
        return CGSize(width: ceil(text.width) + 24, height: 34)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }
}

extension UIDatePicker {
    /// The time wheels presented from the time capsule, in a popover.
    func presentTimeEditor() {
        guard presentedTimeEditor == nil, let presenter = nearestViewController else { return }
        let wheels = UIDatePicker(date: date)
        wheels.preferredDatePickerStyle = .wheels
        wheels.datePickerMode = .time
        wheels.minuteInterval = minuteInterval
        wheels.calendar = calendar
        wheels.timeZone = timeZone
        wheels.locale = locale
        wheels.minimumDate = minimumDate
        wheels.maximumDate = maximumDate
        wheels.addAction(UIAction { [weak self, weak wheels] _ in
            guard let self, let wheels, wheels.date != self.date else { return }
            self.date = wheels.date
            self.sendActions(for: .valueChanged)
        }, for: .valueChanged)
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        controller.view.addSubview(wheels)
        wheels.frame = CGRect(origin: CGPoint(x: 0, y: 8), size: UIPickerView.defaultSize)
        controller.preferredContentSize = CGSize(width: UIPickerView.defaultSize.width, height: UIPickerView.defaultSize.height + 16)
        controller.modalPresentationStyle = .popover
        controller.popoverPresentationController?.sourceView = timeCapsule
        controller.popoverPresentationController?.sourceRect = timeCapsule.bounds
        presentedTimeEditor = controller
        presenter.present(controller, animated: true)
    }

    var nearestViewController: UIViewController? {
        var responder: UIResponder? = self
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }
}
