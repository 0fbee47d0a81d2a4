// The primal simplex (after adding and removing constraints) and the dual
// simplex (after a constant changed), on the canonical rows and the objective.

extension Solver {
    /// Pivots until no symbol of `objectiveRow` can lower it (kiwi's optimize).
    func optimize(_ objectiveRow: Row) throws {
        var guardCount = 0
        while true {
            guard let entering = objectiveRow.cells.first(where: { $0.coefficient < 0 && kind($0.symbol) != .dummy })?.symbol else {
                return
            }
            guard let leaving = leavingRow(for: entering) else {
                throw SolverError.internalError("the objective is unbounded")
            }
            pivot(leaving, entering: entering)
            guardCount += 1
            if guardCount > 1_000_000 { throw SolverError.internalError("the simplex does not terminate") }
        }
    }

    /// The restricted row that limits `entering` first (minimum ratio).
    func leavingRow(for entering: Int32) -> Row? {
        var best = Double.greatestFiniteMagnitude
        var found: Row?
        for rowID in columns[Int(entering)] {
            guard let candidate = rowStore[Int(rowID)], !isDefinition(candidate) else { continue }
            let coefficient = candidate.coefficient(for: entering)
            if coefficient < 0 {
                let ratio = -candidate.constant / coefficient
                if ratio < best {
                    best = ratio
                    found = candidate
                }
            }
        }
        return found
    }

    /// Restores feasibility (every restricted row ≥ 0) keeping optimality
    /// (kiwi's dualOptimize). Throws with the rows' constraints when a row
    /// cannot be made feasible: required constraints then contradict each other.
    func dualOptimize() throws {
        while let leaving = infeasibleRows.popLast() {
            let rowID = rowOfSymbol[Int(leaving)]
            guard rowID >= 0, let row = rowStore[Int(rowID)], !isDefinition(row), row.constant < 0 else { continue }
            var best = Double.greatestFiniteMagnitude
            var entering: Int32 = -1
            for cell in row.cells where cell.coefficient > 0 && kind(cell.symbol) != .dummy {
                let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
                if ratio < best {
                    best = ratio
                    entering = cell.symbol
                }
            }
            guard entering >= 0 else {
                infeasibleRows.removeAll()
                throw DualFailure(symbols: [leaving] + row.cells.map(\.symbol))
            }
            pivot(row, entering: entering)
        }
    }

    struct DualFailure: Error { let symbols: [Int32] }

    // MARK: Changing a constant

    /// Moves the constraint's constant by substituting its marker (or its other
    /// error symbol) by itself plus an offset, in the rows that name it.
    func changeConstant(of constraint: Constraint, to constant: Double) throws {
        let delta = constant - constraint.expression.constant
        if delta == 0 { return }
        constraint.setConstant(constant)
        var conflict: [Int32] = []
        shift(constraint, by: delta, conflict: &conflict)
        if conflict.isEmpty {
            do {
                try dualOptimize()
                return
            } catch let failure as DualFailure {
                conflict = failure.symbols
            }
        }
        // A required constraint cannot take the new constant: put the old one back.
        constraint.setConstant(constant - delta)
        var ignored: [Int32] = []
        infeasibleRows.removeAll()
        shift(constraint, by: -delta, conflict: &ignored)
        do { try dualOptimize() } catch { throw SolverError.internalError("could not restore a feasible solution") }
        let conflicting = owners(of: conflict).filter { $0 !== constraint }
        throw SolverError.unsatisfiableConstraint(constraint, conflicting: conflicting + [constraint])
    }

    /// The equation is `expression + sign·marker + … = 0`; moving its constant
    /// by δ is the substitution marker = marker′ + δ/sign.
    func shift(_ constraint: Constraint, by delta: Double, conflict: inout [Int32]) {
        var symbol = constraint.marker, sign = constraint.markerSign
        if !isBasic(symbol) && constraint.other >= 0 && isBasic(constraint.other) {
            symbol = constraint.other
            sign = constraint.otherSign
        }
        let step = delta / sign
        if isBasic(symbol) {
            let own = row(of: symbol)
            own.constant -= step
            check(own, conflict: &conflict)
        }
        for rowID in columns[Int(symbol)] {
            guard let target = rowStore[Int(rowID)] else { continue }
            target.constant += target.coefficient(for: symbol) * step
            check(target, conflict: &conflict)
        }
    }

    /// Notes a row whose constant moved: infeasible rows go to the dual simplex,
    /// a non-zero dummy is a broken required equality.
    private func check(_ row: Row, conflict: inout [Int32]) {
        markDirty(row.basic)
        switch kind(row.basic) {
        case .slack, .error:
            if row.constant < 0 { infeasibleRows.append(row.basic) }
        case .dummy:
            if !nearZero(row.constant) && conflict.isEmpty { conflict = [row.basic] + row.cells.map(\.symbol) }
        case .external, .free:
            break
        }
    }
}
