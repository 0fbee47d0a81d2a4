import Foundation

/// Rows from the keyboard (our extension; iPadOS moves focus over table rows
/// the same way): Tab reaches each visible row of a table that allows
/// selection, ↑ and ↓ move to the row above or below (scrolling it into view),
/// Space and Return select the focused row as a click does (the delegate's
/// willSelect and didSelect), and a focus ring shows which row has the keyboard.
extension UITableViewCell {
    /// The table holding this cell.
    var enclosingTableView: UITableView? {
        var view = superview
        while let current = view, !(current is UITableView) { view = current.superview }
        return view as? UITableView
    }

    /// Whether Tab may stop here: the cell shows a row of a table that allows selection.
    var canTakeKeyboardFocus: Bool {
        guard window != nil, !isHidden, let table = enclosingTableView, table.allowsSelection else { return false }
        return table.indexPath(for: self) != nil
    }

    func keyboardFocusDidChange() {
        if focusRingStorage == nil && isFirstResponder {
            let ring = FocusRingView()
            addSubview(ring)
            focusRingStorage = ring
        }
        focusRingStorage?.show(isFirstResponder, over: self)
    }

    /// Space, Return, ↑, ↓ and Tab on the focused row; false passes the key on.
    func handleRowKey(_ presses: Set<UIPress>) -> Bool {
        guard let key = presses.first?.key, isFirstResponder, let table = enclosingTableView,
              let indexPath = table.indexPath(for: self) else { return false }
        if handleFocusNavigationKey(key) { return true }
        guard key.modifierFlags.intersection([.control, .command, .alternate, .shift]).isEmpty else { return false }
        switch key.keyCode {
        case .keyboardSpacebar, .keyboardReturnOrEnter:
            table.selectRowFromKeyboard(indexPath)
            return true
        case .keyboardDownArrow, .keyboardUpArrow:
            table.focusRow(adjacentTo: indexPath, step: key.keyCode == .keyboardDownArrow ? 1 : -1)
            return true
        default:
            return false
        }
    }
}

extension UITableView {
    /// Moves keyboard focus to the row `step` rows away, scrolled into view.
    func focusRow(adjacentTo indexPath: IndexPath, step: Int) {
        guard let index = rowLayout.globalIndex(of: indexPath) else { return }
        let next = index + step
        guard next >= 0, next < rowLayout.rowCount else { return }
        let target = rowLayout.indexPath(ofRow: next)
        scrollToRow(at: target, at: .none, animated: false)
        layoutIfNeeded()
        cellForRow(at: target)?.becomeFirstResponder()
    }
}
