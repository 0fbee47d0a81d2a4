// Questions for debugging a layout: is a variable pinned down, and what does
// the tableau look like.

extension Solver {
    /// Whether `variable` could take another value without making any constraint
    /// less satisfied: it is free, or it depends on a slack or error that the
    /// objective does not weigh (an inequality with room, a tie between weights).
    public func isAmbiguous(_ variable: Variable) -> Bool {
        let symbol: Int32
        if variable.owner == id { symbol = variable.symbol } else if let foreign = foreignVariables[ObjectIdentifier(variable)] { symbol = foreign } else { return true }
        guard isBasic(symbol) else { return true }
        let expanded = Row(copying: row(of: symbol))
        canonicalize(expanded)
        for cell in expanded.cells {
            switch kind(cell.symbol) {
            case .dummy, .free: continue
            case .external: return true
            case .slack, .error:
                if nearZero(objective.coefficient(for: cell.symbol)) { return true }
            }
        }
        return false
    }

    /// The parameters `variable` depends on, as the constraints that own them
    /// (required or not): what to look at when it sits in the wrong place.
    public func constraintsAffecting(_ variable: Variable) -> [Constraint] {
        let symbol: Int32
        if variable.owner == id { symbol = variable.symbol } else if let foreign = foreignVariables[ObjectIdentifier(variable)] { symbol = foreign } else { return [] }
        guard isBasic(symbol) else { return [] }
        let expanded = Row(copying: row(of: symbol))
        canonicalize(expanded)
        var seen = Set<ObjectIdentifier>()
        var result: [Constraint] = []
        for cell in expanded.cells {
            guard let owner = owners[Int(cell.symbol)], seen.insert(ObjectIdentifier(owner)).inserted else { continue }
            result.append(owner)
        }
        return result
    }

    /// Rows, objective and counts, for test failures and bug reports.
    public func dump() -> String {
        func name(_ symbol: Int32) -> String {
            switch kind(symbol) {
            case .external: return variables[Int(symbol)]?.description ?? "x\(symbol)"
            case .slack: return "s\(symbol)"
            case .error: return "e\(symbol)"
            case .dummy: return "d\(symbol)"
            case .free: return "free\(symbol)"
            }
        }
        func text(_ row: Row) -> String {
            ([String(row.constant)] + row.cells.map { "\($0.coefficient)·\(name($0.symbol))" }).joined(separator: " + ")
        }
        var lines = ["Objective: \(text(objective))", "Rows:"]
        for case let row? in rowStore { lines.append("  \(name(row.basic)) = \(text(row))") }
        lines.append("Constraints: \(constraintCount), symbols: \(kinds.count), free: \(freeSymbols.count)")
        return lines.joined(separator: "\n")
    }

    /// How many symbols and rows the tableau holds (for leak checks and benchmarks).
    public var statistics: (symbols: Int, liveSymbols: Int, rows: Int, cells: Int) {
        let live = kinds.filter { $0 != .free }.count
        var rows = 0, cells = 0
        for case let row? in rowStore { rows += 1; cells += row.cells.count }
        return (kinds.count, live, rows, cells)
    }
}
