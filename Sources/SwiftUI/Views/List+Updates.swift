import Foundation

/// How a `List` shows its rows changing: when the rows' identities change in an
/// animated update (`withAnimation`, `.animation(_:value:)`) or after a swipe or
/// edit-mode delete, the table deletes, inserts and moves just those rows
/// (`UITableView.performBatchUpdates`), so they fade and the rows around them
/// slide, as SwiftUI's List animates. Unanimated changes, changes of the
/// sections themselves and rows the user dragged into place reload the table.
extension ListElement {
    /// The per-section differences between the old and new rows, or nil when the
    /// sections themselves changed (then the table reloads).
    static func rowChanges(from old: [ListSectionModel], to new: [ListSectionModel])
        -> (deleted: [IndexPath], inserted: [IndexPath], moved: [(IndexPath, IndexPath)])? {
        guard old.count == new.count, zip(old, new).allSatisfy({ $0.key == $1.key }) else { return nil }
        var deleted: [IndexPath] = [], inserted: [IndexPath] = [], moved: [(IndexPath, IndexPath)] = []
        for (section, (before, after)) in zip(old, new).enumerated() {
            let oldKeys = (0..<before.rowCount).compactMap { before.row($0)?.key }
            let newKeys = (0..<after.rowCount).compactMap { after.row($0)?.key }
            guard oldKeys.count == before.rowCount, newKeys.count == after.rowCount,
                  Set(oldKeys).count == oldKeys.count, Set(newKeys).count == newKeys.count else { return nil }
            let newIndex = Dictionary(uniqueKeysWithValues: newKeys.enumerated().map { ($1, $0) })
            let oldSet = Set(oldKeys)
            for (row, key) in oldKeys.enumerated() where newIndex[key] == nil { deleted.append(IndexPath(row: row, section: section)) }
            for (row, key) in newKeys.enumerated() where !oldSet.contains(key) { inserted.append(IndexPath(row: row, section: section)) }
            // Rows in both: those outside the longest run kept in order are moves.
            let common = oldKeys.enumerated().compactMap { row, key in newIndex[key].map { (old: row, new: $0) } }
            let kept = Set(longestIncreasingRun(common.map(\.new)).map { common[$0].old })
            for pair in common where !kept.contains(pair.old) {
                moved.append((IndexPath(row: pair.old, section: section), IndexPath(row: pair.new, section: section)))
            }
        }
        return (deleted, inserted, moved)
    }

    /// The indices of a longest strictly increasing subsequence of `values`.
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        var tails: [Int] = []          // index into values of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run: [Int] = []
        var current = tails.last ?? -1
        while current >= 0 {
            run.append(current)
            current = previous[current]
        }
        return run.reversed()
    }

    /// Shows the new rows: animated row changes when asked for and possible, else a reload.
    func showRowChanges(from old: [ListSectionModel], animated: Bool) {
        guard animated, table.window != nil, let changes = Self.rowChanges(from: old, to: sections) else {
            table.reloadData()
            return
        }
        // Inserted rows are built now, so the batch measures them at their real heights
        // (rather than re-measuring them, and so replacing their cells, mid-animation).
        if changes.inserted.count <= 100 {
            for path in changes.inserted { _ = rowNode(at: path) }
            forgetUnmeasured(changes.inserted)
        }
        let table = self.table
        table.performBatchUpdates {
            table.deleteRows(at: changes.deleted, with: .automatic)
            table.insertRows(at: changes.inserted, with: .automatic)
            for (from, to) in changes.moved { table.moveRow(at: from, to: to) }
        }
    }
}
