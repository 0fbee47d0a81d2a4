import Foundation

/// A view of spinning wheels, one per component, each settling on a row, as UIKit's
/// `UIPickerView`. Rows come from the `dataSource` and `delegate`; the selection is a
/// rounded grey band across the middle, and rows away from it shrink and fade as if on
/// the face of a cylinder (`PickerWheelGeometry`).
///
/// A wheel scrolls with a drag (1:1, then the scroll view's deceleration, aimed so it
/// comes to rest exactly on a row), the mouse wheel (a row per notch) or a touchpad;
/// a click on a row above or below the band turns it to the band. When a wheel settles
/// on a row other than the selected one, the delegate hears
/// `pickerView(_:didSelectRow:inComponent:)` once. With keyboard focus (Tab or a click)
/// ↑/↓ turn the focused wheel a row, ←/→ move to the neighbouring wheel. For assistive
/// technologies each wheel is an adjustable element whose value is the selected row's
/// title.
///
/// Differences: the rows are flat labels scaled and faded (no true 3D perspective);
/// an attributed title uses its first run's font and colour; a press on a wheel that
/// is still turning stops it (as UIKit) and it then settles on the nearest row.
open class UIPickerView: UIView {
    /// iOS 14+ rows are 32 points high.
    public static let defaultRowHeight: CGFloat = 32
    /// iOS's picker is 216 points high (and 320 wide by default).
    public static let defaultSize = CGSize(width: 320, height: 216)
    /// Space between components and at the picker's sides.
    static let componentSpacing: CGFloat = 5
    static let sideInset: CGFloat = 10
    /// The band behind the selected row.
    static let bandInset: CGFloat = 8
    static let bandCornerRadius: CGFloat = 8
    /// The title font of a row, as iOS 14+'s wheels.
    static let titleFont = UIFont.systemFont(ofSize: 21)

    open weak var dataSource: UIPickerViewDataSource? { didSet { setNeedsReload() } }
    open weak var delegate: UIPickerViewDelegate? { didSet { setNeedsReload() } }
    /// Kept for compatibility (deprecated in iOS 13: the band always shows).
    open var showsSelectionIndicator = true

    let selectionBand = UIView()
    private(set) var columns: [PickerColumnView] = []
    private var needsReload = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpPicker()
    }

    /// Starts as `init(frame: .zero)` does (there are no archives on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpPicker()
    }

    private func setUpPicker() {
        selectionBand.backgroundColor = .tertiarySystemFill
        selectionBand.layer.cornerRadius = Self.bandCornerRadius
        selectionBand.isUserInteractionEnabled = false
        addSubview(selectionBand)
    }

    open override var intrinsicContentSize: CGSize { Self.defaultSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.defaultSize }

    // MARK: Components and rows

    /// How many components the data source gives (0 without one).
    open var numberOfComponents: Int {
        reloadIfNeeded()
        return columns.count
    }

    /// How many rows a component has (0 for a component that does not exist).
    open func numberOfRows(inComponent component: Int) -> Int {
        reloadIfNeeded()
        return columns.indices.contains(component) ? columns[component].rowCount : 0
    }

    /// The size of a component's rows: its width and row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        reloadIfNeeded()
        guard columns.indices.contains(component) else { return .zero }
        return CGSize(width: componentWidths()[component], height: columns[component].rowHeight)
    }

    /// The view showing a row, when it is on screen (nil otherwise, as UIKit).
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        reloadIfNeeded()
        guard columns.indices.contains(component) else { return nil }
        columns[component].layoutRows()
        return columns[component].rowViews[row]
    }

    /// Asks the data source and delegate again for every component.
    open func reloadAllComponents() {
        needsReload = false
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        while columns.count > count { columns.removeLast().removeFromSuperview() }
        while columns.count < count {
            let column = PickerColumnView(picker: self, component: columns.count)
            columns.append(column)
            addSubview(column)
        }
        for column in columns { column.reload() }
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Asks again for one component's rows; its selection is kept (clamped to its rows).
    open func reloadComponent(_ component: Int) {
        reloadIfNeeded()
        guard columns.indices.contains(component) else { return }
        columns[component].reload()
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Selects a row, turning its wheel to it (smoothly when `animated`). The delegate is
    /// not told, as in UIKit. A row out of range is clamped to the component's rows.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        reloadIfNeeded()
        guard columns.indices.contains(component) else { return }
        columns[component].select(row: row, animated: animated, notify: false)
    }

    /// The selected row of a component (-1 when it has no rows or does not exist, as UIKit).
    open func selectedRow(inComponent component: Int) -> Int {
        reloadIfNeeded()
        guard columns.indices.contains(component) else { return -1 }
        return columns[component].selectedRow
    }

    // MARK: Layout

    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    func reloadIfNeeded() {
        if needsReload { reloadAllComponents() }
    }

    /// The even share of the width a component gets when the delegate does not say.
    func automaticWidth(forComponent component: Int) -> CGFloat {
        let count = CGFloat(max(1, columns.count))
        let usable = bounds.width - 2 * Self.sideInset - Self.componentSpacing * (count - 1)
        return max(0, usable / count)
    }

    func componentWidths() -> [CGFloat] {
        columns.indices.map { component in
            max(0, delegate?.pickerView(self, widthForComponent: component) ?? automaticWidth(forComponent: component))
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
        let widths = componentWidths()
        let total = widths.reduce(0, +) + Self.componentSpacing * CGFloat(max(0, widths.count - 1))
        var x = ((bounds.width - total) / 2).rounded()
        for (column, width) in zip(columns, widths) {
            column.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            column.layoutRows()
            x += width + Self.componentSpacing
        }
        let bandHeight = columns.map(\.rowHeight).max() ?? Self.defaultRowHeight
        selectionBand.frame = CGRect(x: Self.bandInset, y: ((bounds.height - bandHeight) / 2).rounded(),
                                     width: max(0, bounds.width - 2 * Self.bandInset), height: bandHeight)
    }

    /// The view the delegate's default `viewForRow` makes: a centred label with the
    /// attributed title, else the title, else "?" (as UIKit).
    func titleRowView(forRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        let label = (view as? PickerRowLabel) ?? PickerRowLabel()
        label.font = Self.titleFont
        label.textColor = .label
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.text = attributed.string
            if attributed.length > 0 {
                let attributes = attributed.attributes(at: 0, effectiveRange: nil)
                if let font = attributes[.font] as? UIFont { label.font = font }
                if let color = attributes[.foregroundColor] as? UIColor { label.textColor = color }
            }
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
        }
        return label
    }

    /// The title a row shows (for accessibility): the title, attributed title or label text.
    func title(forRow row: Int, inComponent component: Int) -> String? {
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) { return attributed.string }
        if let title = delegate?.pickerView(self, titleForRow: row, forComponent: component) { return title }
        guard columns.indices.contains(component) else { return nil }
        return columns[component].rowViews[row].flatMap(PickerColumnView.text(in:))
    }

    /// The wheels are the picker's accessibility elements (each adjustable).
    override var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults() }

    /// The user settled component `component` on `row`.
    func columnDidSettle(_ column: PickerColumnView) {
        delegate?.pickerView(self, didSelectRow: column.selectedRow, inComponent: column.component)
    }
}

/// The label of a row made from a title (reused as the wheel turns).
final class PickerRowLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        textAlignment = .center
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        textAlignment = .center
        isUserInteractionEnabled = false
    }
}
