import Foundation

/// `Grid`'s layout. Columns: each is as wide as the widest of its one-column cells
/// (cells unsized horizontally do not count); with a finite proposed width the width
/// less the spacing is shared as a stack shares it, the least flexible columns first,
/// each offered an equal share of what is left. A row across the grid (a child that is
/// not a `GridRow`) wider than the columns widens each column by an equal part. Rows
/// are then sized the same way along the height, each cell proposed its area's width.
/// Cells are placed in their area (its column or columns, its row), proposed its size.
struct GridLayout: LayoutAlgorithm {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?

    private var columnGap: CGFloat { horizontalSpacing ?? StackLayout.defaultSpacing }
    private var rowGap: CGFloat { verticalSpacing ?? StackLayout.defaultSpacing }

    struct Cell {
        let element: LayoutElement
        let column: Int
        let span: Int
    }

    /// A `GridRow` (its cells) or a child across all the columns (`cells` nil).
    struct Row {
        let element: LayoutElement
        let cells: [Cell]?
        let alignment: VerticalAlignment?
    }

    struct Solution {
        var rows: [Row]
        var columnWidths: [CGFloat]
        var rowHeights: [CGFloat]
        var columnOffsets: [CGFloat] {
            var offsets: [CGFloat] = []
            var x: CGFloat = 0
            for width in columnWidths { offsets.append(x); x += width }
            return offsets
        }
    }

    func rows(of subviews: [LayoutElement]) -> (rows: [Row], columnCount: Int) {
        var columnCount = 0
        let rows = subviews.map { element -> Row in
            guard let row = element as? GridRowElement else { return Row(element: element, cells: nil, alignment: nil) }
            var column = 0
            let cells = row.cells.map { cell -> Cell in
                defer { column += cell.gridCell.columns }
                return Cell(element: cell, column: column, span: cell.gridCell.columns)
            }
            columnCount = max(columnCount, column)
            return Row(element: element, cells: cells, alignment: row.alignment)
        }
        return (rows, columnCount)
    }

    /// The largest of `lengths` for a proposal, or 0; an infinite answer to an
    /// infinite proposal falls back to the ideal (nil) proposal's.
    private func largest(_ measure: (CGFloat?) -> [CGFloat], proposed: CGFloat?) -> CGFloat {
        let value = measure(proposed).max() ?? 0
        if value.isFinite { return value }
        return measure(nil).max() ?? 0
    }

    /// Shares `total` (less `gap`s) between `count` tracks as a stack does: least
    /// flexible first, each offered what is left divided by the tracks left.
    private func distribute(count: Int, total: CGFloat?, gap: CGFloat, length: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        guard let total, total.isFinite else { return (0..<count).map { length($0, total) } }
        var remaining = max(total - gap * CGFloat(max(count - 1, 0)), 0)
        // How much a track grows between the smallest and the whole proposal (finite, so a
        // flexible track's largest size is not mistaken for its ideal one).
        let flexibility = (0..<count).map { length($0, total) - length($0, 0) }
        let order = (0..<count).sorted { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
        var result = Array(repeating: CGFloat(0), count: count)
        for (done, index) in order.enumerated() {
            let share = remaining / CGFloat(count - done)
            result[index] = length(index, share)
            remaining = max(remaining - result[index], 0)
        }
        return result
    }

    func solve(_ proposal: ProposedViewSize, subviews: [LayoutElement]) -> Solution {
        let (rows, columnCount) = rows(of: subviews)
        // Columns, from the one-column cells that size them.
        var columnCells = Array(repeating: [LayoutElement](), count: columnCount)
        for row in rows {
            for cell in row.cells ?? [] where cell.span == 1 && !cell.element.gridCell.unsizedAxes.contains(.horizontal) {
                columnCells[cell.column].append(cell.element)
            }
        }
        var widths = distribute(count: columnCount, total: proposal.width, gap: columnGap) { column, proposed in
            largest({ width in columnCells[column].map { $0.sizeThatFits(ProposedViewSize(width: width, height: nil)).width } }, proposed: proposed)
        }
        // Rows across the grid widen the columns to their width.
        let spanning = rows.filter { $0.cells == nil && !$0.element.gridCell.unsizedAxes.contains(.horizontal) }
        let widest = largest({ width in spanning.map { $0.element.sizeThatFits(ProposedViewSize(width: width, height: nil)).width } },
                             proposed: proposal.width)
        let columnsWidth = widths.reduce(0, +) + columnGap * CGFloat(max(columnCount - 1, 0))
        if widest > columnsWidth, columnCount > 0 {
            let extra = (widest - columnsWidth) / CGFloat(columnCount)
            widths = widths.map { $0 + extra }
        }
        let fullWidth = columnCount > 0 ? max(columnsWidth, widest) : widest
        var solution = Solution(rows: rows, columnWidths: widths, rowHeights: [])
        // Rows, from their cells at their areas' widths.
        solution.rowHeights = distribute(count: rows.count, total: proposal.height, gap: rowGap) { index, proposed in
            let row = rows[index]
            guard let cells = row.cells else {
                if row.element.gridCell.unsizedAxes.contains(.vertical) { return 0 }
                return largest({ height in [row.element.sizeThatFits(ProposedViewSize(width: fullWidth, height: height)).height] },
                               proposed: proposed)
            }
            let sized = cells.filter { !$0.element.gridCell.unsizedAxes.contains(.vertical) }
            return largest({ height in
                sized.map { cell in
                    cell.element.sizeThatFits(ProposedViewSize(width: areaWidth(of: cell, widths: widths), height: height)).height
                }
            }, proposed: proposed)
        }
        return solution
    }

    /// The width of the columns a cell spans, with the spacing between them.
    func areaWidth(of cell: Cell, widths: [CGFloat]) -> CGFloat {
        let end = min(cell.column + cell.span, widths.count)
        guard cell.column < end else { return 0 }
        return widths[cell.column..<end].reduce(0, +) + columnGap * CGFloat(end - cell.column - 1)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutElement]) -> CGSize {
        let solution = solve(proposal, subviews: subviews)
        return size(of: solution)
    }

    private func size(of solution: Solution) -> CGSize {
        let count = solution.columnWidths.count
        var width = solution.columnWidths.reduce(0, +) + columnGap * CGFloat(max(count - 1, 0))
        if count == 0 {
            width = solution.rows.map { $0.element.sizeThatFits(ProposedViewSize(width: nil, height: nil)).width }.max() ?? 0
        }
        let rows = solution.rowHeights.count
        return CGSize(width: width, height: solution.rowHeights.reduce(0, +) + rowGap * CGFloat(max(rows - 1, 0)))
    }

    /// The horizontal alignment of each column: its first cell's `gridColumnAlignment`, else the grid's.
    private func columnAlignments(_ solution: Solution) -> [HorizontalAlignment] {
        var result: [HorizontalAlignment?] = Array(repeating: nil, count: solution.columnWidths.count)
        for row in solution.rows {
            for cell in row.cells ?? [] where cell.column < result.count && result[cell.column] == nil {
                result[cell.column] = cell.element.gridCell.columnAlignment
            }
        }
        return result.map { $0 ?? alignment.horizontal }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutElement]) {
        let solution = solve(ProposedViewSize(bounds.size), subviews: subviews)
        let offsets = solution.columnOffsets.enumerated().map { $1 + columnGap * CGFloat($0) }
        let alignments = columnAlignments(solution)
        let fullWidth = size(of: solution).width
        var y = bounds.minY
        for (row, height) in zip(solution.rows, solution.rowHeights) {
            let rowFrame = CGRect(x: bounds.minX, y: y, width: fullWidth, height: height)
            if let cells = row.cells, let rowElement = row.element as? GridRowElement {
                var frames: [ObjectIdentifier: CGRect] = [:]
                for cell in cells {
                    guard cell.column < offsets.count else {
                        frames[ObjectIdentifier(cell.element)] = .zero
                        continue
                    }
                    let area = CGRect(x: offsets[cell.column], y: 0, width: areaWidth(of: cell, widths: solution.columnWidths), height: height)
                    let size = cell.element.sizeThatFits(ProposedViewSize(area.size))
                    let anchor = cell.element.gridCell.anchor
                        ?? UnitPoint(x: alignments[cell.column].fraction, y: (row.alignment ?? alignment.vertical).fraction)
                    frames[ObjectIdentifier(cell.element)] = CGRect(x: area.minX + (area.width - size.width) * anchor.x,
                                                                    y: area.minY + (area.height - size.height) * anchor.y,
                                                                    width: size.width, height: size.height)
                }
                rowElement.cellFrames = frames
                rowElement.place(in: rowFrame)
            } else {
                let size = row.element.sizeThatFits(ProposedViewSize(rowFrame.size))
                let anchor = row.element.gridCell.anchor ?? UnitPoint(x: alignment.horizontal.fraction, y: alignment.vertical.fraction)
                row.element.place(in: CGRect(x: rowFrame.minX + (rowFrame.width - size.width) * anchor.x,
                                             y: rowFrame.minY + (rowFrame.height - size.height) * anchor.y,
                                             width: size.width, height: size.height))
            }
            y += height + rowGap
        }
    }
}
