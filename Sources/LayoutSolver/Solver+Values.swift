// Reading the solution: definitions are evaluated through the symbols they
// name, and only what changed since the last call is re-evaluated.

extension Solver {
    /// Writes the solution to `Variable.value` and returns the variables whose
    /// value changed since the last call (in no particular order).
    @discardableResult
    public func updateVariables() -> [Variable] {
        // Everything that names a changed symbol may have changed too.
        var index = 0
        while index < dirtyList.count {
            let symbol = dirtyList[index]
            index += 1
            for rowID in columns[Int(symbol)] {
                if let user = rowStore[Int(rowID)] { markDirty(user.basic) }
            }
        }
        var changed: [Variable] = []
        for symbol in dirtyList {
            let value = evaluate(symbol)
            guard kinds[Int(symbol)] == .external else { continue }
            if let variable = variables[Int(symbol)], variable.value != value {
                variable.value = value
                changed.append(variable)
            }
        }
        for symbol in dirtyList { dirty[Int(symbol)] = false }
        dirtyList.removeAll(keepingCapacity: true)
        releaseUnusedVariables()
        freeSymbols.append(contentsOf: releasedSymbols)
        releasedSymbols.removeAll(keepingCapacity: true)
        return changed
    }

    /// The value of a symbol: 0 when parametric, else its row evaluated with
    /// the values of the basic symbols it names (depth first, without recursion).
    func evaluate(_ symbol: Int32) -> Double {
        let index = Int(symbol)
        guard dirty[index] else { return values[index] }
        if let value = evaluateIfReady(index) { return value }
        evaluationStack.removeAll(keepingCapacity: true)
        evaluationStack.append(symbol)
        while let top = evaluationStack.last {
            let topIndex = Int(top)
            if !dirty[topIndex] {
                evaluationStack.removeLast()
                continue
            }
            if evaluateIfReady(topIndex) != nil {
                evaluationStack.removeLast()
                continue
            }
            let row = rowStore[Int(rowOfSymbol[topIndex])]!
            for cell in row.cells where rowOfSymbol[Int(cell.symbol)] >= 0 && dirty[Int(cell.symbol)] {
                evaluationStack.append(cell.symbol)
            }
        }
        return values[index]
    }

    /// Evaluates the symbol if every basic symbol its row names is up to date.
    @inline(__always)
    private func evaluateIfReady(_ index: Int) -> Double? {
        let rowID = rowOfSymbol[index]
        guard rowID >= 0 else {
            values[index] = 0
            dirty[index] = false
            return 0
        }
        let row = rowStore[Int(rowID)].unsafelyUnwrapped
        var sum = row.constant
        for cell in row.cells {
            let dependency = Int(cell.symbol)
            guard rowOfSymbol[dependency] >= 0 else { continue }
            if dirty[dependency] { return nil }
            sum += cell.coefficient * values[dependency]
        }
        values[index] = sum
        dirty[index] = false
        return sum
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        for case let owner? in owners { owner.owner = nil; owner.marker = -1; owner.other = -1 }
        for case let variable? in variables where variable.owner == id {
            variable.owner = nil
            variable.symbol = -1
            variable.references = 0
        }
        kinds = []; rowOfSymbol = []; columns = []; variables = []; owners = []; values = []; dirty = []
        dirtyList = []; freeSymbols = []; releasedSymbols = []; unusedVariables = []; foreignVariables = [:]
        foreignReferences = [:]; rowStore = []; freeRows = []; objective = Row(); artificial = nil
        infeasibleRows = []; edits = [:]; evaluationStack = []; scratchCoefficients = []; scratchStamps = []; scratchVisits = []
        constraintCount = 0
    }
}
