import Foundation
import UIKitCore

/// A `Picker` in the `.wheel` style: our UIKit's `UIPickerView` with one component whose
/// rows are the options' texts, as SwiftUI builds it on UIKit's. A wheel that settles on
/// a row writes that option's tag to the selection; a selection changed elsewhere turns
/// the wheel (animated). Differences: each row shows its option's text (an option's
/// image or other content is not drawn on the wheel).
struct WheelPickerControlView: View, PrimitiveView {
    typealias Body = Never
    let titles: [String]
    let tags: [AnyHashable?]
    let selected: AnyHashable
    let choose: (AnyHashable?) -> Void
    let label: String?

    func update(node: ViewNode) {
        let element = node.element(LeafElement.self) { LeafElement(view: BoundPickerView(frame: .zero)) }
        let picker = element.view as! BoundPickerView
        let changed = picker.titles != titles
        picker.titles = titles
        picker.tags = tags
        picker.choose = choose
        if changed { picker.reloadAllComponents() }
        if let row = tags.firstIndex(of: selected), picker.selectedRow(inComponent: 0) != row {
            picker.selectRow(row, inComponent: 0, animated: !changed && picker.window != nil)
        }
        picker.isUserInteractionEnabled = node.environment.isEnabled
        picker.accessibilityLabel = label
        element.measure = { proposal in
            CGSize(width: proposal.width ?? UIPickerView.defaultSize.width, height: UIPickerView.defaultSize.height)
        }
    }
}

/// The `UIPickerView` of a wheel picker: its own data source and delegate.
final class BoundPickerView: UIPickerView, UIPickerViewDataSource, UIPickerViewDelegate {
    var titles: [String] = []
    var tags: [AnyHashable?] = []
    var choose: ((AnyHashable?) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        dataSource = self
        delegate = self
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        dataSource = self
        delegate = self
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { titles.count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        titles.indices.contains(row) ? titles[row] : nil
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        guard tags.indices.contains(row) else { return }
        choose?(tags[row])
    }
}
