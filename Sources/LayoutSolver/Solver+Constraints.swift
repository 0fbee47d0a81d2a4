// Adding and removing constraints (kiwi's addConstraint / removeConstraint,
// with definitions for fresh variables and a clean undo on failure).

extension Solver {
    func insert(_ constraint: Constraint) throws {
        let expression = constraint.expression
        let row = Row(constant: expression.constant)
        var freshSubject: Int32 = -1
        for term in expression.terms {
            let symbol = symbol(for: term.variable)
            retain(term.variable)
            if freshSubject < 0 && isFresh(symbol) { freshSubject = symbol }
            insert(symbol, term.coefficient, into: row)
        }
        addMarkers(for: constraint, to: row)

        if lazyDefinitions && freshSubject >= 0 {
            // The constraint defines a variable nothing else names: keep it as written.
            solve(row, for: freshSubject)
            register(row, basic: freshSubject)
            return
        }
        canonicalize(row)
        if row.constant < 0 { row.scale(by: -1) }
        var subject = chooseSubject(row, constraint)
        if subject < 0 && row.cells.allSatisfy({ kind($0.symbol) == .dummy }) {
            guard nearZero(row.constant) else {
                let conflicting = owners(of: row.cells.map(\.symbol)).filter { $0 !== constraint }
                undoMarkers(of: constraint)
                throw SolverError.unsatisfiableConstraint(constraint, conflicting: conflicting + [constraint])
            }
            subject = constraint.marker   // redundant: the marker stays 0
        }
        if subject < 0 {
            if let conflicting = try addWithArtificialVariable(row) {
                undoMarkers(of: constraint)
                try optimize(objective)
                throw SolverError.unsatisfiableConstraint(constraint, conflicting: conflicting.filter { $0 !== constraint } + [constraint])
            }
        } else {
            solve(row, for: subject)
            register(row, basic: subject)
            substitute(subject, with: row)
        }
        try optimize(objective)
    }

    /// Whether nothing names `symbol` yet (a new variable or one no row uses).
    func isFresh(_ symbol: Int32) -> Bool {
        let index = Int(symbol)
        return kinds[index] == .external && rowOfSymbol[index] < 0 && columns[index].isEmpty
            && objective.coefficient(for: symbol) == 0
    }

    /// kiwi's createRow tail: the slack, error or dummy symbols of the constraint.
    func addMarkers(for constraint: Constraint, to row: Row) {
        constraint.owner = id
        constraint.other = -1
        constraint.otherSign = 0
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            owners[Int(slack)] = constraint
            constraint.marker = slack
            constraint.markerSign = sign
            insert(slack, sign, into: row)
            if !constraint.isRequired {
                let error = newSymbol(.error)
                owners[Int(error)] = constraint
                constraint.other = error
                constraint.otherSign = -sign
                insert(error, -sign, into: row)
                insert(error, constraint.strength, into: objective)
            }
        case .equal:
            if constraint.isRequired {
                let dummy = newSymbol(.dummy)
                owners[Int(dummy)] = constraint
                constraint.marker = dummy
                constraint.markerSign = 1
                insert(dummy, 1, into: row)
            } else {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                owners[Int(plus)] = constraint
                owners[Int(minus)] = constraint
                constraint.marker = plus
                constraint.markerSign = -1
                constraint.other = minus
                constraint.otherSign = 1
                insert(plus, -1, into: row)
                insert(minus, 1, into: row)
                insert(plus, constraint.strength, into: objective)
                insert(minus, constraint.strength, into: objective)
            }
        }
    }

    /// Forgets a constraint whose row never made it into the tableau.
    func undoMarkers(of constraint: Constraint) {
        for symbol in [constraint.marker, constraint.other] where symbol >= 0 {
            purge(symbol)
            releaseSymbol(symbol)
        }
        for term in constraint.expression.terms { release(term.variable) }
        constraint.owner = nil
        constraint.marker = -1
        constraint.other = -1
    }

    /// Drops `symbol` from every row that still names it (fixing it at 0).
    func purge(_ symbol: Int32) {
        for rowID in columns[Int(symbol)] {
            guard let target = rowStore[Int(rowID)] else { continue }
            remove(symbol, from: target)
            markDirty(target.basic)
        }
        remove(symbol, from: objective)
    }

    /// kiwi's chooseSubject on a canonical row.
    func chooseSubject(_ row: Row, _ constraint: Constraint) -> Int32 {
        for cell in row.cells where kind(cell.symbol) == .external { return cell.symbol }
        for symbol in [constraint.marker, constraint.other] where symbol >= 0 {
            let symbolKind = kind(symbol)
            if (symbolKind == .slack || symbolKind == .error) && row.coefficient(for: symbol) < 0 { return symbol }
        }
        return -1
    }

    /// Adds a canonical row with no usable subject through an artificial variable
    /// (phase one of the simplex). Returns nil on success, or the required
    /// constraints that make the row infeasible, after taking the row out again.
    func addWithArtificialVariable(_ row: Row) throws -> [Constraint]? {
        let art = newSymbol(.slack)
        register(row, basic: art)
        let phaseOne = Row(copying: row)
        artificial = phaseOne
        try optimize(phaseOne)
        artificial = nil
        let feasible = nearZero(phaseOne.constant)
        let conflicting = feasible ? [] : owners(of: phaseOne.cells.map(\.symbol) + row.cells.map(\.symbol))
        if !feasible {
            // Take the new equation out again: pivot the artificial symbol into
            // the basis if it left, then drop its row.
            if !isBasic(art) {
                guard let leaving = markerLeavingRow(art) else { throw SolverError.internalError("no row to remove the artificial variable") }
                if isDefinition(leaving) { canonicalizeInPlace(leaving) }
                pivot(leaving, entering: art, substituteDefinitions: true)
            }
            let artRow = self.row(of: art)
            substitute(art, with: artRow, includingDefinitions: true)
            unregister(artRow)
            releaseSymbol(art)
            return conflicting
        }
        if isBasic(art) {
            let artRow = self.row(of: art)
            if artRow.cells.isEmpty {
                unregister(artRow)
                releaseSymbol(art)
                return nil
            }
            guard let entering = artRow.cells.first(where: { kind($0.symbol) == .slack || kind($0.symbol) == .error })?.symbol else {
                // Only dummies and variables: the row is a consequence of the others.
                unregister(artRow)
                releaseSymbol(art)
                return nil
            }
            pivot(artRow, entering: entering)
        }
        // The artificial symbol is parametric and 0 at the optimum: fix it there.
        for rowID in columns[Int(art)] {
            guard let target = rowStore[Int(rowID)] else { continue }
            remove(art, from: target)
            markDirty(target.basic)
        }
        remove(art, from: objective)
        releaseSymbol(art)
        return nil
    }

    /// kiwi's getMarkerLeavingRow: the row to pivot a marker into the basis with.
    func markerLeavingRow(_ marker: Int32) -> Row? {
        var firstRatio = Double.greatestFiniteMagnitude, secondRatio = Double.greatestFiniteMagnitude
        var first: Row?, second: Row?, third: Row?
        for rowID in columns[Int(marker)] {
            guard let candidate = rowStore[Int(rowID)] else { continue }
            let coefficient = candidate.coefficient(for: marker)
            if coefficient == 0 { continue }
            if isDefinition(candidate) {
                if third == nil { third = candidate }
            } else if coefficient < 0 {
                let ratio = -candidate.constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = candidate }
            } else {
                let ratio = candidate.constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = candidate }
            }
        }
        return first ?? second ?? third
    }

    func remove(_ constraint: Constraint) throws {
        // The objective loses the constraint's errors before any pivot (as kiwi).
        for symbol in [constraint.marker, constraint.other] where symbol >= 0 && kind(symbol) == .error {
            if isBasic(symbol) {
                insert(row(of: symbol), times: -constraint.strength, into: objective)
            } else {
                insert(symbol, -constraint.strength, into: objective)
            }
        }
        let marker = constraint.marker
        if !isBasic(marker) {
            guard let leaving = markerLeavingRow(marker) else {
                throw SolverError.internalError("no leaving row for the marker of \(constraint)")
            }
            if isDefinition(leaving) && columns[Int(marker)].count == 1 && objective.coefficient(for: marker) == 0 {
                // The constraint only defines this variable: dropping the
                // definition is the pivot-and-drop in one step.
                unregister(leaving)
                finishRemoval(of: constraint)
                try optimize(objective)
                return
            }
            if isDefinition(leaving) { canonicalizeInPlace(leaving) }
            pivot(leaving, entering: marker, substituteDefinitions: true)
        }
        let markerRow = row(of: marker)
        substitute(marker, with: markerRow, includingDefinitions: true)
        unregister(markerRow)
        finishRemoval(of: constraint)
        try optimize(objective)
    }

    /// Releases what the constraint owned once its marker left the tableau.
    func finishRemoval(of constraint: Constraint) {
        releaseSymbol(constraint.marker)
        let other = constraint.other
        if other >= 0 {
            if isBasic(other) {
                // Only this constraint named it: project it out.
                let otherRow = row(of: other)
                substitute(other, with: otherRow, includingDefinitions: true)
                unregister(otherRow)
                releaseSymbol(other)
            } else if columns[Int(other)].isEmpty {
                remove(other, from: objective)
                releaseSymbol(other)
            } else {
                owners[Int(other)] = nil   // a leftover parameter, harmless (kiwi keeps it too)
            }
        }
        for term in constraint.expression.terms { release(term.variable) }
        constraint.owner = nil
        constraint.marker = -1
        constraint.other = -1
    }

    /// The required constraints owning `symbols` (markers), without repeats.
    func owners(of symbols: [Int32]) -> [Constraint] {
        var seen = Set<ObjectIdentifier>()
        var result: [Constraint] = []
        for symbol in symbols {
            guard let owner = owners[Int(symbol)], owner.isRequired, seen.insert(ObjectIdentifier(owner)).inserted else { continue }
            result.append(owner)
        }
        return result
    }
}
