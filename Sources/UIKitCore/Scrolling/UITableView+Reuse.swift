import Foundation

/// Cell reuse: the table keeps a view only for each visible row; cells that
/// scroll out leave the view tree and wait in a queue per reuse identifier.
extension UITableView {
    /// Makes `dequeueReusableCell(withIdentifier:for:)` create `cellClass` cells for `identifier`.
    /// The class is created with `init(style: .default, reuseIdentifier:)`, which is
    /// `required` here (Swift can only construct a class from its metatype through a
    /// required initializer): subclasses that override it write `required init`.
    public func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registeredCells[identifier] = cellClass
    }

    /// A recycled cell for `identifier` (after its `prepareForReuse()`), or a new
    /// one of the registered class. Like UIKit, fails hard if nothing is registered.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        preconditionFailure("unable to dequeue a cell with identifier \(identifier) - "
                            + "register a class for it with register(_:forCellReuseIdentifier:)")
    }

    /// A recycled or registered cell for `identifier`, or nil (UIKit's older API).
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var queue = reuseQueues[identifier], let cell = queue.popLast() {
            reuseQueues[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registeredCells[identifier] else { return nil }
        createdCellCount += 1
        return cellClass.init(style: .default, reuseIdentifier: identifier)
    }

    // MARK: Visible cells

    /// The cells on screen, top to bottom.
    public var visibleCells: [UITableViewCell] {
        layoutIfNeeded()
        return visibleCellsByRow.keys.sorted().compactMap { visibleCellsByRow[$0] }
    }

    /// The index paths of the rows on screen, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        return visibleCellsByRow.keys.sorted().map { rowLayout.indexPath(ofRow: $0) }
    }

    /// The cell showing the row, or nil if the row is not on screen.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        reloadIfNeeded()
        return rowLayout.globalIndex(of: indexPath).flatMap { visibleCellsByRow[$0] }
    }

    /// The row a visible cell shows.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByRow.first { $0.value === cell }.map { rowLayout.indexPath(ofRow: $0.key) }
    }

    // MARK: Tiling

    /// Gives every row that intersects the bounds a cell, and queues the others.
    func tileCells() {
        let rows = dataSource == nil ? nil : rowLayout.rows(from: bounds.minY - headerHeight, to: bounds.maxY - headerHeight)
        for (row, cell) in visibleCellsByRow where !(rows?.contains(row) ?? false) {
            visibleCellsByRow[row] = nil
            enqueue(cell, row: row)
        }
        guard let rows, let dataSource else { return }
        for row in rows {
            let frame = frameOfRow(row).offsetBy(dx: swipeOffset(ofRow: row), dy: reorderShift(ofRow: row))
            if let cell = visibleCellsByRow[row] {
                if cell.frame != frame { cell.frame = frame }
                configureChrome(of: cell, row: row)
                continue
            }
            let indexPath = rowLayout.indexPath(ofRow: row)
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            cell.frame = frame
            configureChrome(of: cell, row: row)
            cell.setHighlighted(press?.indexPath == indexPath && press?.isHighlighted == true, animated: false)
            cell.setSelected(selectedRow == indexPath, animated: false)
            if cell.superview !== self { insertSubview(cell, at: 0) }
            visibleCellsByRow[row] = cell
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
    }

    /// Separators, the grouped look and the editing controls follow the table's settings.
    private func configureChrome(of cell: UITableViewCell, row: Int) {
        let indexPath = rowLayout.indexPath(ofRow: row)
        let isLastInSection = indexPath.row == rowLayout.sectionRowCounts[indexPath.section] - 1
        cell.applyTableStyle(style, isFirstInSection: indexPath.row == 0, isLastInSection: isLastInSection)
        configureEditingControls(of: cell, at: indexPath)
        cell.separatorVisible = separatorStyle == .singleLine && !(style != .plain && isLastInSection)
        cell.separatorColor = separatorColor ?? .separator
        if cell.separatorInset != separatorInset && !cell.hasCustomSeparatorInset {
            cell.setTableSeparatorInset(separatorInset)
        }
    }

    /// Takes a cell off screen and, if it has a reuse identifier, queues it.
    func enqueue(_ cell: UITableViewCell, row: Int) {
        cell.removeFromSuperview()
        if row < rowLayout.rowCount {
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: rowLayout.indexPath(ofRow: row))
        }
        guard let identifier = cell.reuseIdentifier else { return }
        reuseQueues[identifier, default: []].append(cell)
    }
}
