import UIKit

// UIKit's picker and context-menu API as iOS code writes it: the data source and
// delegate on the controller, optional members left out, a long-press preview.
final class SizePickerController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate,
                                  UIContextMenuInteractionDelegate {
    let sizes = [["S", "M", "L"], ["Red", "Blue"]]
    let picker = UIPickerView()
    let datePicker = UIDatePicker()

    override func viewDidLoad() {
        super.viewDidLoad()
        picker.dataSource = self
        picker.delegate = self
        picker.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(picker)
        picker.selectRow(1, inComponent: 0, animated: false)
        datePicker.datePickerMode = .time
        datePicker.preferredDatePickerStyle = .wheels
        datePicker.minuteInterval = 5
        datePicker.addAction(UIAction { [unowned self] _ in print(self.datePicker.date) }, for: .valueChanged)
        view.addInteraction(UIContextMenuInteraction(delegate: self))
        let press = UILongPressGestureRecognizer { recognizer in
            if recognizer.state == .began { print("held") }
        }
        press.minimumPressDuration = 0.8
        view.addGestureRecognizer(press)
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { sizes.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { sizes[component].count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { sizes[component][row] }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        print(pickerView.selectedRow(inComponent: 0), pickerView.numberOfRows(inComponent: component))
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: { UIViewController() }) { _ in
            UIMenu(title: "", children: [UIAction(title: "Share") { _ in }])
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating) {
        animator.preferredCommitStyle = .dismiss
        animator.addCompletion { [weak self] in self?.present(UIColorPickerViewController(), animated: true) }
    }
}
