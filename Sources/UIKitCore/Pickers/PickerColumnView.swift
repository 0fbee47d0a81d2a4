import Foundation

/// One wheel of a `UIPickerView` (UIKit's private `UIPickerTableView`): a scroll view
/// whose content is the component's rows, inset so that row 0 and the last row can
/// reach the band in the middle. Only the rows on the visible half of the cylinder
/// have views; rows that turn out of sight are handed back to the delegate as
/// `reusing` views.
final class PickerColumnView: UIScrollView {
    private(set) weak var picker: UIPickerView?
    let component: Int
    private(set) var rowCount = 0
    private(set) var rowHeight = UIPickerView.defaultRowHeight
    /// The row at rest in the band (-1 with no rows).
    var selectedRow = -1
    /// The views of the rows now on screen.
    private(set) var rowViews: [Int: UIView] = [:]
    private var reusableViews: [UIView] = []
    /// The offset must be put back on the selected row at the next layout.
    private var needsOffsetSync = true
    private var laidOutHeight: CGFloat = -1

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        showsVerticalScrollIndicator = false
        backgroundColor = nil
        delegate = self
        let tap = UITapGestureRecognizer { [weak self] recognizer in
            guard let self, recognizer.state == .ended else { return }
            self.handleTap(at: recognizer.location(in: self))
        }
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) { nil }

    var geometry: PickerWheelGeometry { PickerWheelGeometry(radius: bounds.height / 2) }

    /// The inset above row 0 (and below the last row): row 0's centre reaches the middle.
    var edgeInset: CGFloat { (bounds.height - rowHeight) / 2 }

    /// The offset that puts `row` in the band.
    func offset(forRow row: Int) -> CGFloat { CGFloat(row) * rowHeight - edgeInset }

    /// The row nearest to the band at `offset` (clamped to the rows).
    func nearestRow(toOffset offset: CGFloat) -> Int {
        guard rowCount > 0, rowHeight > 0 else { return -1 }
        let row = ((offset + edgeInset) / rowHeight).rounded()
        return Int(min(max(row, 0), CGFloat(rowCount - 1)))
    }

    /// Whether the wheel is still (no drag, fling, animation or held button).
    var isAtRest: Bool { motion == nil && !isDragging && !isTracking }

    // MARK: Reloading

    func reload() {
        guard let picker else { return }
        for view in rowViews.values { view.removeFromSuperview() }
        rowViews = [:]
        reusableViews = []
        rowCount = max(0, picker.dataSource?.pickerView(picker, numberOfRowsInComponent: component) ?? 0)
        let height = picker.delegate?.pickerView(picker, rowHeightForComponent: component) ?? UIPickerView.defaultRowHeight
        rowHeight = height > 0 ? height : UIPickerView.defaultRowHeight
        selectedRow = rowCount == 0 ? -1 : min(max(selectedRow, 0), rowCount - 1)
        stopMotion()
        needsOffsetSync = true
        setNeedsLayout()
    }

    /// Selects `row` (clamped): turns the wheel there, smoothly when `animated`. With
    /// `notify`, the picker's delegate hears `didSelectRow` when the wheel settles.
    func select(row: Int, animated: Bool, notify: Bool) {
        guard rowCount > 0 else { return }
        let target = min(max(row, 0), rowCount - 1)
        if !notify { selectedRow = target }
        if animated && window != nil {
            turn(to: target)
        } else {
            needsOffsetSync = false
            contentOffset = CGPoint(x: 0, y: offset(forRow: target))
            settle()
        }
    }

    /// Animates the wheel to `row` (0.25 s, ease-out); it settles when the animation ends.
    func turn(to row: Int) {
        let target = CGPoint(x: 0, y: offset(forRow: min(max(row, 0), rowCount - 1)))
        if !smoothScroll(to: target, duration: Self.turnDuration), abs(contentOffset.y - target.y) < 0.01 { settle() }
    }

    /// How long a turn to a row (click, key, `selectRow(animated: true)`) lasts.
    static let turnDuration: TimeInterval = 0.25

    // MARK: Settling

    /// The wheel stopped: off a row it turns to the nearest; on a new row it becomes
    /// the selection and the picker's delegate is told once.
    func settle() {
        guard rowCount > 0, isAtRest, let picker else { return }
        let row = nearestRow(toOffset: contentOffset.y)
        let rest = offset(forRow: row)
        if abs(contentOffset.y - rest) > 0.01 {
            turn(to: row)
            return
        }
        guard row != selectedRow else { return }
        selectedRow = row
        picker.columnDidSettle(self)
    }

    /// A click (the button is still counted as down while the tap is recognized).
    private func handleTap(at point: CGPoint) {
        guard rowCount > 0, motion == nil, !isDragging else { return }
        let middle = contentOffset.y + bounds.height / 2
        let nearest = nearestRow(toOffset: contentOffset.y)
        if abs(contentOffset.y - offset(forRow: nearest)) > 0.01 {
            // A click that stopped a turning wheel: it settles on the nearest row.
            return turn(to: nearest)
        }
        guard let distance = geometry.distance(atDisplacement: point.y - middle) else { return }
        let row = nearestRow(toOffset: contentOffset.y + distance)
        if row == selectedRow { return }
        turn(to: row)
    }

    // MARK: Input and accessibility (see PickerColumnView+Input)

    override func scrollWheel(_ event: UIScrollWheelEvent) -> Bool {
        if handleWheelNotches(event) { return true }
        let handled = super.scrollWheel(event)
        if handled && event.isPrecise { settleAfterTouchpad() }
        return handled
    }

    /// The touchpad gesture ends after a silence (`UIScrollView.preciseScrollEndDelay`); a
    /// fling then settles through `scrollViewDidEndDecelerating`, a stop without one here.
    private var touchpadSettleTimer: WindowRunLoop.Timer?

    private func settleAfterTouchpad() {
        touchpadSettleTimer?.cancel()
        touchpadSettleTimer = window?.runLoop.schedule(after: UIScrollView.preciseScrollEndDelay * 1.5) { [weak self] in
            guard let self, self.precise == nil else { return }
            self.settle()
        }
    }

    override var takesFocusInChain: Bool { rowCount > 0 && (picker?.isUserInteractionEnabled ?? false) }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if !handleKey(presses) { super.pressesBegan(presses, with: event) }
    }

    override var accessibilityDefaults: AccessibilityDefaults { wheelAccessibilityDefaults }
    override func accessibilityIncrement() { step(by: 1) }
    override func accessibilityDecrement() { step(by: -1) }
    override var accessibleClassValue: AccessibleValue? { wheelAccessibleValue }
    override func setAccessibleClassValue(_ value: Double) -> Bool { setWheelAccessibleValue(value) }

    // MARK: Rows

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    /// Sizes the content, puts the selected row in the band when needed, and places the
    /// visible rows on the cylinder.
    func layoutRows() {
        let inset = UIEdgeInsets(top: edgeInset, left: 0, bottom: edgeInset, right: 0)
        if contentInset != inset { contentInset = inset }
        let size = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
        if contentSize != size { contentSize = size }
        if bounds.height != laidOutHeight {
            laidOutHeight = bounds.height
            needsOffsetSync = true
        }
        if needsOffsetSync && isAtRest && selectedRow >= 0 {
            needsOffsetSync = false
            contentOffset = CGPoint(x: 0, y: offset(forRow: selectedRow))
        }
        placeRows()
    }

    private func placeRows() {
        guard let picker, rowCount > 0, rowHeight > 0, bounds.height > 0 else {
            for view in rowViews.values { view.removeFromSuperview() }
            rowViews = [:]
            return
        }
        let middle = contentOffset.y + bounds.height / 2
        let reach = geometry.radius * .pi / 2 + rowHeight
        let first = max(0, Int(((middle - reach) / rowHeight).rounded(.down)))
        let last = min(rowCount - 1, Int(((middle + reach) / rowHeight).rounded(.up)))
        let wanted = first <= last ? Set(first...last) : []
        for (row, view) in rowViews where !wanted.contains(row) {
            view.removeFromSuperview()
            rowViews[row] = nil
            reusableViews.append(view)
        }
        guard first <= last else { return }
        for row in first...last {
            let view: UIView
            if let existing = rowViews[row] {
                view = existing
            } else {
                let reused = reusableViews.popLast()
                view = picker.delegate?.pickerView(picker, viewForRow: row, forComponent: component, reusing: reused)
                    ?? picker.titleRowView(forRow: row, forComponent: component, reusing: reused)
                rowViews[row] = view
                if view.superview !== self { addSubview(view) }
            }
            let centre = CGFloat(row) * rowHeight + rowHeight / 2
            let look = geometry.look(atDistance: centre - middle)
            view.transform = .identity
            view.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: rowHeight)
            view.center = CGPoint(x: bounds.width / 2, y: centre)
            view.transform = CGAffineTransform(translationX: 0, y: look.displacement - (centre - middle))
                .scaledBy(x: look.scaleX, y: max(look.scaleY, 0.001))
            view.alpha = look.alpha
            view.isHidden = !look.isVisible
        }
    }

    /// Content views reuse the text of a label for the accessibility value.
    static func text(in view: UIView) -> String? {
        if let label = view as? UILabel { return label.text }
        for subview in view.subviews { if let text = text(in: subview) { return text } }
        return nil
    }
}

extension PickerColumnView: UIScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        placeRows()
    }

    /// A fling comes to rest on the row nearest to where it would have stopped.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard rowCount > 0 else { return }
        targetContentOffset.pointee.y = offset(forRow: nearestRow(toOffset: targetContentOffset.pointee.y))
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { afterThisTurn { $0.settle() } }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { settle() }

    /// Runs `work` once the input being handled is over (the pan's reset clears `isTracking`).
    private func afterThisTurn(_ work: @escaping (PickerColumnView) -> Void) {
        guard let runLoop = window?.runLoop else { return work(self) }
        runLoop.perform { [weak self] in if let self { work(self) } }
    }
}
