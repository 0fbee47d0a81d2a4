import Foundation

/// A row being dragged by its reorder handle.
struct RowReorder {
    var sourceRow: Int
    var sourceIndexPath: IndexPath
    /// The pointer's y when the drag began, and now (table coordinates).
    var startY: CGFloat
    var currentY: CGFloat
    /// Where the row would land now (a global row index).
    var proposedRow: Int
}

/// Editing mode, as in UIKit: `setEditing(true, animated:)` shows each editable
/// row's red minus (a click on it reveals the Delete button) and, for rows the
/// data source can move, a reorder handle; dragging a handle moves the row, the
/// rows between making room, and the data source hears `moveRowAt` on release.
/// Rows cannot be selected while editing unless `allowsSelectionDuringEditing`.
extension UITableView {
    /// Whether the table is in editing mode; setting it is `setEditing(_:animated: false)`.
    public var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode: open swipe actions close, the cells show or
    /// hide their editing controls.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingStorage else { return }
        closeSwipe(animated: false)
        cancelRowPress()
        editingStorage = editing
        if editing { probeMove() }
        for (row, cell) in visibleCellsByRow {
            configureEditingControls(of: cell, at: rowLayout.indexPath(ofRow: row))
        }
        setNeedsLayout()
    }

    /// The cell's editing control and reorder handle follow the table and the delegate.
    func configureEditingControls(of cell: UITableViewCell, at indexPath: IndexPath) {
        if editingStorage {
            cell.editingStyle = editingStyle(forRowAt: indexPath)
            cell.showsReorderControl = dataSourceMoves == true && (dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false)
        }
        cell.setEditing(editingStorage, animated: false)
    }

    /// Whether the data source's `moveRowAt` is its own: asked once with a row
    /// moved onto itself (a no-op move), as the default reports itself.
    private func probeMove() {
        guard dataSourceMoves == nil, let dataSource else { return }
        reloadIfNeeded()
        guard rowLayout.rowCount > 0 else { return }
        let first = rowLayout.indexPath(ofRow: 0)
        moveProbeHit = true
        dataSource.tableView(self, moveRowAt: first, to: first)
        dataSourceMoves = moveProbeHit
    }

    /// Whether the data source implements `moveRowAt` (UIKit's default for `canMoveRowAt`).
    var dataSourceImplementsMove: Bool { dataSourceMoves ?? false }

    // MARK: Updates

    /// Removes rows whose data the data source has already deleted: they leave with
    /// `animation` while the rows below move up (`UITableView+RowAnimations`). The
    /// selection follows its row. A row count that does not match the data source's
    /// is reported (UIKit raises an exception) and the table reloads.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        captureRowAnimationStart()
        pendingRowAnimation?.deletions += indexPaths.map { ($0, animation) }
        detachDeletedCells(indexPaths)
        applyRowChange(removed: indexPaths, inserted: [])
    }

    /// Adds rows the data source has already inserted: they arrive with `animation`
    /// while the rows below move down.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        captureRowAnimationStart()
        pendingRowAnimation?.insertions += indexPaths.map { ($0, animation) }
        applyRowChange(removed: [], inserted: indexPaths)
    }

    /// Moves a row the data source has already moved: it slides to its new place
    /// over the others, which make room.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        captureRowAnimationStart()
        pendingRowAnimation?.moves.append((indexPath, newIndexPath))
        applyRowChange(removed: [indexPath], inserted: [newIndexPath])
    }

    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        keepingSelection { needsReload = true }
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        keepingSelection { needsReload = true }
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        keepingSelection { needsReload = true }
    }

    /// Runs `updates` (data changes and row calls), then lays out once and animates
    /// the row changes together; the completion runs when that animation ends
    /// (at once, with `true`, when nothing animates).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batchDepth += 1
        updates?()
        batchDepth -= 1
        layoutIfNeeded()
        if batchDepth == 0 { runRowAnimation(completion: completion) } else { completion?(true) }
    }

    /// UIKit's older batch brackets: the changes between them apply and animate together.
    public func beginUpdates() { batchDepth += 1 }
    public func endUpdates() {
        batchDepth = max(0, batchDepth - 1)
        if batchDepth == 0 {
            layoutIfNeeded()
            runRowAnimation()
        }
    }

    private func applyRowChange(removed: [IndexPath], inserted: [IndexPath]) {
        let before = rowLayout.sectionRowCounts
        var expected = before
        for path in removed where path.count == 2 && expected.indices.contains(path.section) { expected[path.section] -= 1 }
        for path in inserted where path.count == 2 && expected.indices.contains(path.section) { expected[path.section] += 1 }
        var selection = selectedRow
        if let selected = selection {
            if removed.contains(selected) { selection = nil } else {
                var row = selected.row
                row -= removed.filter { $0.section == selected.section && $0.row < selected.row }.count
                row += inserted.filter { $0.section == selected.section && $0.row <= row }.count
                selection = IndexPath(row: row, section: selected.section)
            }
        }
        needsReload = true
        if batchDepth == 0, let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            let counts = (0..<sections).map { dataSource.tableView(self, numberOfRowsInSection: $0) }
            if counts.count == expected.count && counts != expected {
                reportInconsistentUpdate(expected: expected, found: counts)
                cancelRowAnimation()
            }
        }
        reloadIfNeeded()
        selectedRow = selection.flatMap { rowLayout.globalIndex(of: $0) != nil ? $0 : nil }
        setNeedsLayout()
        if batchDepth == 0 { runRowAnimation() }
    }

    private func keepingSelection(_ change: () -> Void) {
        let selection = selectedRow
        change()
        reloadIfNeeded()
        selectedRow = selection.flatMap { rowLayout.globalIndex(of: $0) != nil ? $0 : nil }
        setNeedsLayout()
    }

    private func reportInconsistentUpdate(expected: [Int], found: [Int]) {
        let message = "UITableView: invalid update: the data source has \(found) rows per section, "
            + "but the update implies \(expected); reloading the table instead "
            + "(UIKit raises NSInternalInconsistencyException)\n"
        FileHandle.standardError.write(Data(message.utf8))
    }

    // MARK: Clicks and drags on the editing controls

    /// A press on a row's minus, plus or reorder handle while editing; returns whether it was used.
    func editingPressBegan(at point: CGPoint) -> Bool {
        guard editingStorage, let indexPath = indexPathForRow(at: point),
              let row = rowLayout.globalIndex(of: indexPath), let cell = visibleCellsByRow[row] else { return false }
        let local = convert(point, to: cell)
        if cell.showsReorderControl, local.x >= cell.bounds.width - UITableViewCell.reorderControlWidth {
            reorder = RowReorder(sourceRow: row, sourceIndexPath: indexPath, startY: point.y, currentY: point.y, proposedRow: row)
            bringSubviewToFront(cell)
            return true
        }
        if cell.editingStyle != .none, local.x < UITableViewCell.editingControlWidth {
            editingControlClicked(indexPath, style: cell.editingStyle)
            return true
        }
        return false
    }

    /// Minus: the Delete button slides in (a second click on it deletes); plus: the data source inserts.
    private func editingControlClicked(_ indexPath: IndexPath, style: UITableViewCell.EditingStyle) {
        if style == .insert {
            dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
            return
        }
        if let swipe, swipe.indexPath == indexPath { closeSwipe(animated: true); return }
        closeSwipe(animated: false)
        guard let configuration = deleteConfiguration(for: indexPath) else { return }
        beginSwipe(indexPath: indexPath, edge: .trailing, configuration: configuration)
        settleSwipe(to: -(swipe?.openWidth ?? 0))
    }

    func reorderMoved(to point: CGPoint) {
        guard var current = reorder else { return }
        current.currentY = point.y
        let height = rowLayout.height(ofRow: current.sourceRow)
        let centre = frameOfRow(current.sourceRow).midY + current.currentY - current.startY
        var proposed = current.sourceRow
        while proposed + 1 < rowLayout.rowCount && frameOfRow(proposed + 1).minY + height / 2 < centre + (proposed + 1 > current.sourceRow ? 0 : height) {
            proposed += 1
        }
        while proposed > 0 && frameOfRow(proposed - 1).maxY - height / 2 > centre { proposed -= 1 }
        current.proposedRow = proposed
        reorder = current
        setNeedsLayout()
    }

    /// The shift of a row while another is dragged: rows between the dragged row's
    /// place and where it would land move by its height to make room.
    func reorderShift(ofRow row: Int) -> CGFloat {
        guard let current = reorder else { return 0 }
        if row == current.sourceRow { return current.currentY - current.startY }
        let height = rowLayout.height(ofRow: current.sourceRow)
        if current.proposedRow > current.sourceRow && row > current.sourceRow && row <= current.proposedRow { return -height }
        if current.proposedRow < current.sourceRow && row >= current.proposedRow && row < current.sourceRow { return height }
        return 0
    }

    /// The drag ends: the delegate may redirect the move, the data source moves its data.
    func reorderEnded() {
        guard let current = reorder else { return }
        reorder = nil
        let proposed = rowLayout.indexPath(ofRow: current.proposedRow)
        let destination = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: current.sourceIndexPath,
                                                   toProposedIndexPath: proposed) ?? proposed
        if destination != current.sourceIndexPath {
            dataSource?.tableView(self, moveRowAt: current.sourceIndexPath, to: destination)
            keepingSelection { needsReload = true }
        }
        setNeedsLayout()
    }

    func reorderCancelled() {
        guard reorder != nil else { return }
        reorder = nil
        setNeedsLayout()
    }
}
