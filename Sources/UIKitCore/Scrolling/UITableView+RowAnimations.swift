import Foundation

/// What an animated row update remembers from before the data changed.
struct RowUpdateAnimation {
    /// The rows' frames before the change, by old index path (the visible rows and
    /// enough rows around them to cover every row that can move on screen).
    var oldFrames: [IndexPath: CGRect] = [:]
    /// The cells of the visible rows before the change.
    var oldCells: [IndexPath: UITableViewCell] = [:]
    /// Where those cells were (a row swiped open is offset).
    var oldCellFrames: [IndexPath: CGRect] = [:]
    var deletions: [(IndexPath, UITableView.RowAnimation)] = []
    var insertions: [(IndexPath, UITableView.RowAnimation)] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    /// Cells of deleted rows taken out of the table for their animation.
    var detached: [UITableViewCell] = []

    /// Where an old row is after the change: nil when deleted. Deletions are given
    /// in old index paths and insertions in new ones, as UIKit reads them; a moved
    /// row goes where it was moved.
    func newIndexPath(of old: IndexPath) -> IndexPath? {
        if let move = moves.first(where: { $0.from == old }) { return move.to }
        if deletions.contains(where: { $0.0 == old }) { return nil }
        let removedAbove = deletions.filter { $0.0.section == old.section && $0.0.row < old.row }.count
            + moves.filter { $0.from.section == old.section && $0.from.row < old.row }.count
        var row = old.row - removedAbove
        let added = (insertions.map(\.0) + moves.map(\.to)).filter { $0.section == old.section }.map(\.row).sorted()
        for inserted in added where inserted <= row { row += 1 }
        return IndexPath(row: row, section: old.section)
    }
}

/// Animated row insertions, deletions and moves, as UIKit draws them: over
/// `rowAnimationDuration` (ease in-out) the rows that stay slide from their old
/// places to their new ones; deleted rows leave and inserted rows arrive with
/// their `RowAnimation`:
///
/// - `.fade` (and `.automatic`, `.middle`): the row fades out where it was, or in
///   where it will be, while its neighbours close or open the gap;
/// - `.left`/`.right`: it slides out to, or in from, that side by the table's width;
/// - `.top`/`.bottom`: it slides up or down by its height behind its neighbours;
/// - `.none`: it appears or goes at once; the other rows still slide.
///
/// A deleted row's cell stays on screen for its animation (out of the reuse queue),
/// then is queued for reuse. `beginUpdates`/`endUpdates` and `performBatchUpdates`
/// animate all their changes together; the batch's completion runs when the
/// animation ends. Section insertions and deletions reload without animation.
extension UITableView {
    /// How long row insertions, deletions and moves animate (UIKit's 0.3 s).
    public static let rowAnimationDuration: TimeInterval = 0.3

    /// Records the visible rows before a change (once per batch).
    func captureRowAnimationStart() {
        guard pendingRowAnimation == nil else { return }
        var pending = RowUpdateAnimation()
        let visible = visibleCellsByRow.keys.sorted()
        // (A table that has not read its data yet has nothing on screen to animate from.)
        if !needsReload, let first = visible.first, let last = visible.last, rowLayout.rowCount > 0 {
            let margin = visible.count + 1
            for row in max(0, first - margin)...min(rowLayout.rowCount - 1, last + margin) {
                pending.oldFrames[rowLayout.indexPath(ofRow: row)] = frameOfRow(row)
            }
            for (row, cell) in visibleCellsByRow {
                pending.oldCells[rowLayout.indexPath(ofRow: row)] = cell
                pending.oldCellFrames[rowLayout.indexPath(ofRow: row)] = cell.frame
            }
        }
        pendingRowAnimation = pending
    }

    /// Takes the visible cells of deleted rows out of the table's cells, so the reload
    /// neither queues nor reuses them while they animate out.
    func detachDeletedCells(_ deleted: [IndexPath]) {
        for path in deleted {
            guard let row = rowLayout.globalIndex(of: path), let cell = visibleCellsByRow[row] else { continue }
            visibleCellsByRow[row] = nil
            leavingCells.append(cell)
            pendingRowAnimation?.detached.append(cell)
        }
    }

    /// Drops the recorded update (the table reloads instead): detached cells go back to the queue.
    func cancelRowAnimation() {
        guard let pending = pendingRowAnimation else { return }
        pendingRowAnimation = nil
        for cell in pending.detached {
            leavingCells.removeAll { $0 === cell }
            cell.removeFromSuperview()
            if let identifier = cell.reuseIdentifier { reuseQueues[identifier, default: []].append(cell) }
        }
    }

    /// Runs the recorded update's animation (after the data is reloaded).
    func runRowAnimation(completion: ((Bool) -> Void)? = nil) {
        guard let pending = pendingRowAnimation else { completion?(true); return }
        pendingRowAnimation = nil
        layoutIfNeeded()
        let width = bounds.width
        var starts: [(UIView, CGRect, CGFloat)] = []
        var ends: [(UIView, CGRect, CGFloat)] = []
        // Rows that stay, and moved rows: from their old frames to their new ones.
        var oldRowOf: [IndexPath: IndexPath] = [:]
        for old in pending.oldFrames.keys { if let new = pending.newIndexPath(of: old) { oldRowOf[new] = old } }
        let inserted = Dictionary(pending.insertions.map { ($0.0, $0.1) }, uniquingKeysWith: { $1 })
        for (row, cell) in visibleCellsByRow {
            let path = rowLayout.indexPath(ofRow: row)
            let final = cell.frame
            if let animation = inserted[path] {
                let (start, alpha) = Self.offscreenState(of: final, animation: animation, width: width)
                starts.append((cell, start, alpha))
                ends.append((cell, final, 1))
                if animation == .top || animation == .bottom { sendSubviewToBack(cell) }
            } else if let old = oldRowOf[path], let oldFrame = pending.oldFrames[old], oldFrame.minY != final.minY {
                starts.append((cell, CGRect(x: final.minX, y: oldFrame.minY, width: final.width, height: final.height), 1))
                ends.append((cell, final, 1))
                if pending.moves.contains(where: { $0.to == path }) { bringSubviewToFront(cell) }
            }
        }
        // Deleted rows' cells leave from where they were.
        var leaving: [UITableViewCell] = []
        for (path, animation) in pending.deletions {
            guard let cell = pending.oldCells[path], leavingCells.contains(where: { $0 === cell }) else { continue }
            if cell.superview !== self { insertSubview(cell, at: 0) }
            let frame = pending.oldCellFrames[path] ?? pending.oldFrames[path] ?? cell.frame
            cell.frame = frame
            sendSubviewToBack(cell)
            leaving.append(cell)
            let (end, alpha) = Self.offscreenState(of: frame, animation: animation, width: width)
            ends.append((cell, end, alpha))
        }
        UIView.performWithoutAnimation {
            for (view, frame, alpha) in starts {
                view.frame = frame
                view.alpha = alpha
            }
        }
        let finish: (Bool) -> Void = { [weak self] finished in
            guard let self else { return }
            for cell in leaving {
                self.leavingCells.removeAll { $0 === cell }
                cell.alpha = 1
                cell.removeFromSuperview()
                if let identifier = cell.reuseIdentifier { self.reuseQueues[identifier, default: []].append(cell) }
            }
            completion?(finished)
        }
        guard !ends.isEmpty else { finish(true); return }
        UIView.animate(withDuration: Self.rowAnimationDuration, delay: 0, options: [.curveEaseInOut], animations: {
            for (view, frame, alpha) in ends {
                view.frame = frame
                view.alpha = alpha
            }
        }, completion: finish)
    }

    /// Where an arriving row starts, or a leaving row ends, for `animation`, and its alpha there.
    static func offscreenState(of frame: CGRect, animation: RowAnimation, width: CGFloat) -> (CGRect, CGFloat) {
        switch animation {
        case .fade, .automatic, .middle: return (frame, 0)
        case .left: return (frame.offsetBy(dx: -width, dy: 0), 1)
        case .right: return (frame.offsetBy(dx: width, dy: 0), 1)
        case .top: return (frame.offsetBy(dx: 0, dy: -frame.height), 1)
        case .bottom: return (frame.offsetBy(dx: 0, dy: frame.height), 1)
        case .none: return (frame, 1)
        }
    }
}
