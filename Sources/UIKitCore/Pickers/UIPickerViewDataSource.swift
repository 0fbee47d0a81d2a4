import Foundation

/// Tells a picker view how many wheels (components) it has and how many rows each
/// holds, as UIKit's `UIPickerViewDataSource`. Both methods are required.
public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker view shows in its rows and how big they are, and the rows the user
/// settles on, as UIKit's `UIPickerViewDelegate`. Every method is optional (UIKit's
/// `@objc optional`; here protocol-extension defaults).
///
/// A row shows, in UIKit's order of preference: the delegate's
/// `pickerView(_:viewForRow:forComponent:reusing:)`, else a label with its
/// `attributedTitleForRow`, else its `titleForRow`, else "?" (as UIKit).
public protocol UIPickerViewDelegate: AnyObject {
    /// The width of a component; by default the picker's width shared evenly.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of a component's rows; by default 32 points, as iOS 14+.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// The view of a row; `view` is one that scrolled out of sight, to reuse (or nil).
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    /// The user settled a wheel on `row` (once per settled change; never for `selectRow(_:inComponent:animated:)`).
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.automaticWidth(forComponent: component)
    }

    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        UIPickerView.defaultRowHeight
    }

    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }

    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }

    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        pickerView.titleRowView(forRow: row, forComponent: component, reusing: view)
    }

    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
