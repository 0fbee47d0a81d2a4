// Rows in the tableau: registration, cell arithmetic that keeps the column
// index (which rows name which symbol) current, pivots and substitution.

extension Solver {
    @inline(__always) func isBasic(_ symbol: Int32) -> Bool { rowOfSymbol[Int(symbol)] >= 0 }
    @inline(__always) func row(of symbol: Int32) -> Row { rowStore[Int(rowOfSymbol[Int(symbol)])]! }
    @inline(__always) func kind(_ symbol: Int32) -> SymbolKind { kinds[Int(symbol)] }

    /// Whether a basic symbol's row is a definition (may name basic symbols).
    @inline(__always) func isDefinition(_ row: Row) -> Bool { kinds[Int(row.basic)] == .external }

    func markDirty(_ symbol: Int32) {
        let index = Int(symbol)
        if !dirty[index] {
            dirty[index] = true
            dirtyList.append(symbol)
        }
    }

    /// Puts `row` in the tableau as the row of `basic`.
    func register(_ row: Row, basic: Int32) {
        let rowID: Int32
        if let reused = freeRows.popLast() {
            rowID = reused
            rowStore[Int(reused)] = row
        } else {
            rowID = Int32(rowStore.count)
            rowStore.append(row)
        }
        row.id = rowID
        row.basic = basic
        rowOfSymbol[Int(basic)] = rowID
        for cell in row.cells { columns[Int(cell.symbol)].append(rowID) }
        markDirty(basic)
    }

    /// Takes `row` out of the tableau; its basic symbol becomes parametric.
    func unregister(_ row: Row) {
        for cell in row.cells { removeFromColumn(cell.symbol, row.id) }
        rowOfSymbol[Int(row.basic)] = -1
        markDirty(row.basic)
        rowStore[Int(row.id)] = nil
        freeRows.append(row.id)
        row.id = -1
        row.basic = -1
    }

    @inline(__always) func removeFromColumn(_ symbol: Int32, _ rowID: Int32) {
        let index = Int(symbol)
        if let position = columns[index].lastIndex(of: rowID) {
            columns[index].swapAt(position, columns[index].count - 1)
            columns[index].removeLast()
        }
    }

    // MARK: Cell arithmetic

    /// `row += coefficient × symbol`, keeping the column index when the row is in the tableau.
    func insert(_ symbol: Int32, _ coefficient: Double, into row: Row) {
        let (index, found) = row.search(symbol)
        if found {
            let sum = row.cells[index].coefficient + coefficient
            if nearZero(sum) {
                row.cells.remove(at: index)
                if row.id >= 0 { removeFromColumn(symbol, row.id) }
            } else {
                row.cells[index].coefficient = sum
            }
        } else if !nearZero(coefficient) {
            row.cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
            if row.id >= 0 { columns[Int(symbol)].append(row.id) }
        }
    }

    /// `row += factor × source` (constant and cells), merging the sorted cells.
    func insert(_ source: Row, times factor: Double, into row: Row) {
        row.constant += factor * source.constant
        let tracked = row.id >= 0
        var merged = ContiguousArray<Cell>()
        merged.reserveCapacity(row.cells.count + source.cells.count)
        var i = 0, j = 0
        let old = row.cells, add = source.cells
        while i < old.count || j < add.count {
            if j == add.count || (i < old.count && old[i].symbol < add[j].symbol) {
                merged.append(old[i]); i += 1
            } else if i == old.count || add[j].symbol < old[i].symbol {
                let value = factor * add[j].coefficient
                if !nearZero(value) {
                    merged.append(Cell(symbol: add[j].symbol, coefficient: value))
                    if tracked { columns[Int(add[j].symbol)].append(row.id) }
                }
                j += 1
            } else {
                let value = old[i].coefficient + factor * add[j].coefficient
                if nearZero(value) {
                    if tracked { removeFromColumn(old[i].symbol, row.id) }
                } else {
                    merged.append(Cell(symbol: old[i].symbol, coefficient: value))
                }
                i += 1; j += 1
            }
        }
        row.cells = merged
    }

    /// Removes `symbol` from `row` and returns its coefficient (0 when absent).
    @discardableResult
    func remove(_ symbol: Int32, from row: Row) -> Double {
        let (index, found) = row.search(symbol)
        guard found else { return 0 }
        let coefficient = row.cells[index].coefficient
        row.cells.remove(at: index)
        if row.id >= 0 { removeFromColumn(symbol, row.id) }
        return coefficient
    }

    /// Rewrites a row not in the tableau, `0 = constant + a·symbol + Σ`, as `symbol = …`.
    func solve(_ row: Row, for symbol: Int32) {
        let coefficient = remove(symbol, from: row)
        row.scale(by: -1 / coefficient)
    }

    // MARK: Pivots

    /// Exchanges the basic symbol of `row` (leaving) with `entering`, which the row names.
    func pivot(_ row: Row, entering: Int32, substituteDefinitions: Bool = false) {
        let leaving = row.basic
        let coefficient = remove(entering, from: row)
        insert(leaving, -1, into: row)
        row.scale(by: -1 / coefficient)
        rowOfSymbol[Int(leaving)] = -1
        rowOfSymbol[Int(entering)] = row.id
        row.basic = entering
        markDirty(leaving)
        markDirty(entering)
        substitute(entering, with: row, includingDefinitions: substituteDefinitions)
    }

    /// Replaces `symbol`, which has just become basic with `row`, in the rows that
    /// name it and in the objectives. Definitions keep naming it (they are
    /// evaluated through it) unless `includingDefinitions` or the solver is eager.
    func substitute(_ symbol: Int32, with row: Row, includingDefinitions: Bool = false) {
        let eager = includingDefinitions || !lazyDefinitions
        let users = columns[Int(symbol)]
        for rowID in users {
            guard let target = rowStore[Int(rowID)], target !== row else { continue }
            let definition = isDefinition(target)
            if definition && !eager { continue }
            let coefficient = remove(symbol, from: target)
            insert(row, times: coefficient, into: target)
            markDirty(target.basic)
            if !definition && kinds[Int(target.basic)] != .dummy && target.constant < 0 {
                infeasibleRows.append(target.basic)
            }
        }
        let objectiveCoefficient = remove(symbol, from: objective)
        if objectiveCoefficient != 0 { insert(row, times: objectiveCoefficient, into: objective) }
        if let artificial {
            let coefficient = remove(symbol, from: artificial)
            if coefficient != 0 { insert(row, times: coefficient, into: artificial) }
        }
    }

    // MARK: Canonical form

    /// The canonical form of `row` (not in the tableau): every basic symbol it
    /// names is replaced by its row, recursively, so only parametric symbols
    /// remain. Shared definitions are expanded once (reverse topological order),
    /// so the cost is linear in what `row` depends on.
    func canonicalize(_ row: Row) {
        guard row.cells.contains(where: { rowOfSymbol[Int($0.symbol)] >= 0 }) else { return }
        scratchStamp &+= 1
        if scratchStamp == 0 {
            for index in scratchStamps.indices { scratchStamps[index] = 0; scratchVisits[index] = 0 }
            scratchStamp = 1
        }
        let stamp = scratchStamp
        // Depth-first post-order of the basic symbols reachable from the row.
        var order: [Int32] = []
        var stack: [(symbol: Int32, next: Int)] = []
        for cell in row.cells where isBasic(cell.symbol) && scratchVisits[Int(cell.symbol)] != stamp {
            scratchVisits[Int(cell.symbol)] = stamp
            stack.append((cell.symbol, 0))
            while let top = stack.last {
                let cells = self.row(of: top.symbol).cells
                var index = top.next
                var descended = false
                while index < cells.count {
                    let child = cells[index].symbol
                    index += 1
                    if isBasic(child) && scratchVisits[Int(child)] != stamp {
                        scratchVisits[Int(child)] = stamp
                        stack[stack.count - 1].next = index
                        stack.append((child, 0))
                        descended = true
                        break
                    }
                }
                if !descended {
                    stack.removeLast()
                    order.append(top.symbol)
                }
            }
        }
        // Accumulate coefficients, expanding each basic symbol after everything naming it.
        var touched: [Int32] = []
        func add(_ symbol: Int32, _ value: Double) {
            let index = Int(symbol)
            if scratchStamps[index] != stamp {
                scratchStamps[index] = stamp
                scratchCoefficients[index] = 0
                touched.append(symbol)
            }
            scratchCoefficients[index] += value
        }
        for cell in row.cells { add(cell.symbol, cell.coefficient) }
        var constant = row.constant
        for basic in order.reversed() {
            let index = Int(basic)
            // A symbol whose referrers all cancelled out was never touched in this pass.
            let factor = scratchStamps[index] == stamp ? scratchCoefficients[index] : 0
            scratchCoefficients[index] = 0
            if factor == 0 { continue }
            let source = self.row(of: basic)
            constant += factor * source.constant
            for cell in source.cells { add(cell.symbol, factor * cell.coefficient) }
        }
        touched.sort()
        var cells = ContiguousArray<Cell>()
        for symbol in touched where !isBasic(symbol) {
            let value = scratchCoefficients[Int(symbol)]
            if !nearZero(value) { cells.append(Cell(symbol: symbol, coefficient: value)) }
        }
        row.constant = constant
        row.cells = cells
    }

    /// Canonicalises a definition that is in the tableau (before it takes part in a pivot).
    func canonicalizeInPlace(_ row: Row) {
        let copy = Row(copying: row)
        canonicalize(copy)
        for cell in row.cells { removeFromColumn(cell.symbol, row.id) }
        row.cells = copy.cells
        row.constant = copy.constant
        for cell in row.cells { columns[Int(cell.symbol)].append(row.id) }
        markDirty(row.basic)
    }
}
