import Foundation

/// A press on a row that may become a selection.
struct TablePress {
    var indexPath: IndexPath
    var startInWindow: CGPoint
    var highlightTimer: WindowRunLoop.Timer?
    var isHighlighted = false
}

/// Selection, as in UIKit: pressing a row highlights it (after
/// `highlightDelay`, like UIKit's delayed content touches, so a drag that starts
/// at once never flashes the row); releasing selects it and tells the delegate.
/// A drag (the pan recognizer beginning) cancels the touch and the highlight;
/// a press that stops momentum never reaches the rows at all.
extension UITableView {
    /// UIKit delays content touches about 0.15 s; we highlight after 0.1 s, enough
    /// to tell a mouse drag from a press while keeping clicks responsive.
    public static let highlightDelay: TimeInterval = 0.1
    /// Movement (points) after which a press that did not start a drag is abandoned.
    static let pressSlop: CGFloat = 10

    /// The selected row, or nil.
    public var indexPathForSelectedRow: IndexPath? { selectedRow }

    /// Selects a row without telling the delegate, as in UIKit, scrolling it to `scrollPosition`.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        reloadIfNeeded()
        if let old = selectedRow, old != indexPath { cellForRow(at: old)?.setSelected(false, animated: animated) }
        guard let indexPath, rowLayout.globalIndex(of: indexPath) != nil else {
            selectedRow = nil
            return
        }
        selectedRow = indexPath
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row without telling the delegate; animated fades the grey out.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedRow == indexPath else { return }
        selectedRow = nil
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    // MARK: Touches (forwarded here by the table's touch overrides)

    func rowPressBegan(_ touch: UITouch) {
        cancelRowPress()
        guard allowsSelection, !isEditing || allowsSelectionDuringEditing,
              let indexPath = indexPathForRow(at: touch.location(in: self)),
              tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        var newPress = TablePress(indexPath: indexPath, startInWindow: touch.location(in: nil))
        newPress.highlightTimer = window?.runLoop.schedule(after: Self.highlightDelay) { [weak self] in
            self?.highlightPressedRow()
        }
        press = newPress
    }

    func rowPressMoved(_ touch: UITouch) {
        guard let current = press else { return }
        let location = touch.location(in: nil)
        let dx = location.x - current.startInWindow.x, dy = location.y - current.startInWindow.y
        if (dx * dx + dy * dy).squareRoot() > Self.pressSlop { cancelRowPress() }
    }

    func rowPressReleased(_ touch: UITouch) {
        guard let current = press else { return }
        current.highlightTimer?.cancel()
        press = nil
        cellForRow(at: current.indexPath)?.setHighlighted(false, animated: false)
        selectRowByUser(current.indexPath)
    }

    func cancelRowPress() {
        guard let current = press else { return }
        current.highlightTimer?.cancel()
        press = nil
        if current.isHighlighted { cellForRow(at: current.indexPath)?.setHighlighted(false, animated: false) }
    }

    private func highlightPressedRow() {
        guard var current = press else { return }
        current.isHighlighted = true
        press = current
        cellForRow(at: current.indexPath)?.setHighlighted(true, animated: false)
    }

    /// Space or Return on a focused row: the same as a click.
    func selectRowFromKeyboard(_ indexPath: IndexPath) {
        guard allowsSelection else { return }
        selectRowByUser(indexPath)
    }

    /// A click selected the row: willSelect, didDeselect of the old one, didSelect.
    private func selectRowByUser(_ proposed: IndexPath) {
        let delegate = tableDelegate
        let chosen = delegate == nil ? proposed : delegate?.tableView(self, willSelectRowAt: proposed)
        guard let indexPath = chosen, rowLayout.globalIndex(of: indexPath) != nil else { return }
        if let old = selectedRow, old != indexPath {
            selectedRow = nil
            cellForRow(at: old)?.setSelected(false, animated: false)
            delegate?.tableView(self, didDeselectRowAt: old)
        }
        selectedRow = indexPath
        cellForRow(at: indexPath)?.setSelected(true, animated: false)
        delegate?.tableView(self, didSelectRowAt: indexPath)
    }
}
