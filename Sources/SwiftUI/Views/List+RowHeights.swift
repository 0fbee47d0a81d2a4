import Foundation

/// The heights a list last asked its visible rows to take again.
final class ListRowHeightMemo {
    var requested: [IndexPath: CGFloat] = [:]
}

extension ListElement {
    /// Visible rows whose content changed height since the table measured them (a
    /// `DisclosureGroup` row expanding in its own state) are measured again after
    /// this pass, as a self-sizing table's rows are on iOS.
    func remeasureVisibleRows() {
        guard let node else { return }
        let memo = node.stored("rowHeights") { ListRowHeightMemo() }
        var changed: [IndexPath] = []
        for cell in table.visibleCells {
            guard let indexPath = table.indexPath(for: cell) else { continue }
            let height = tableView(table, heightForRowAt: indexPath)
            guard abs(height - cell.bounds.height) > 0.5, memo.requested[indexPath] != height else { continue }
            memo.requested[indexPath] = height
            changed.append(indexPath)
        }
        guard !changed.isEmpty else { return }
        _ = table.window?.runLoop.schedule(after: 0) { [weak self] in
            guard let self else { return }
            let valid = changed.filter { $0.section < self.table.numberOfSections && $0.row < self.table.numberOfRows(inSection: $0.section) }
            if !valid.isEmpty { self.table.reloadRows(at: valid, with: .none) }
        }
    }
}
