/// An incremental simplex solver of the Cassowary family (Badros, Borning and
/// Stuckey, UIST 1997), organised as kiwi organises it: required and weighted
/// constraints, edit variables with `suggestValue`, and constraints added and
/// removed one at a time without rebuilding (removal pivots the constraint's
/// marker out; a changed constant is re-optimised with the dual simplex).
///
/// One difference from kiwi keeps layouts linear: a constraint that names a
/// variable nothing else uses yet becomes that variable's *definition* and is
/// stored as written (`left₂ = right₁ + 8`), not rewritten in terms of every
/// parameter behind `right₁`. Definitions are evaluated through each other when
/// values are read, so a chain of n views costs O(n) to build instead of O(n²),
/// and a changed constant only re-evaluates what depends on it. The rows that
/// the simplex works on (slack, error and dummy rows, and the objective) stay
/// in canonical form, so the optimisation is kiwi's. `lazyDefinitions: false`
/// gives plain kiwi behaviour (the tests compare the two).
///
/// Values are written to `Variable.value` by `updateVariables()`, which also
/// says which variables changed.
public final class Solver {
    /// Whether new definitions keep the basic symbols they name (see above).
    public let lazyDefinitions: Bool

    // Symbols (indexed by symbol id).
    var kinds: [SymbolKind] = []
    /// The id of the row whose basic symbol this is, or -1 when parametric.
    var rowOfSymbol: [Int32] = []
    /// The rows (by id) whose cells name the symbol.
    var columns: [[Int32]] = []
    var variables: [Variable?] = []
    /// The constraint a marker or error symbol belongs to.
    var owners: [Constraint?] = []
    var values: [Double] = []
    var dirty: [Bool] = []
    var dirtyList: [Int32] = []
    var freeSymbols: [Int32] = []
    /// Symbols released during the current batch; reusable after `updateVariables()`.
    var releasedSymbols: [Int32] = []
    /// Variables whose last constraint went away; released at `updateVariables()`.
    var unusedVariables: [Variable] = []
    var foreignVariables: [ObjectIdentifier: Int32] = [:]

    // Rows.
    var rowStore: [Row?] = []
    var freeRows: [Int32] = []
    var objective = Row()
    var artificial: Row?
    var infeasibleRows: [Int32] = []

    var edits: [ObjectIdentifier: Constraint] = [:]
    let identity = SolverIdentity()
    var id: ObjectIdentifier { ObjectIdentifier(identity) }

    // Scratch space for canonicalisation (indexed by symbol, reset by stamps).
    var scratchCoefficients: [Double] = []
    var scratchStamps: [UInt32] = []
    var scratchVisits: [UInt32] = []
    var scratchStamp: UInt32 = 0
    var evaluationStack: [Int32] = []

    /// How many constraints are in the solver (edit variables included).
    public internal(set) var constraintCount = 0

    public init(lazyDefinitions: Bool = true) {
        self.lazyDefinitions = lazyDefinitions
    }

    // MARK: Constraints

    /// Adds a constraint; throws `unsatisfiableConstraint` (leaving the solver
    /// unchanged) when it is required and contradicts the required ones present.
    public func addConstraint(_ constraint: Constraint) throws {
        if let owner = constraint.owner {
            throw owner == id ? SolverError.duplicateConstraint(constraint) : .constraintInAnotherSolver(constraint)
        }
        try insert(constraint)
        constraintCount += 1
    }

    /// Removes a constraint and re-optimises.
    public func removeConstraint(_ constraint: Constraint) throws {
        guard constraint.owner == id else { throw SolverError.unknownConstraint(constraint) }
        try remove(constraint)
        constraintCount -= 1
    }

    public func hasConstraint(_ constraint: Constraint) -> Bool { constraint.owner == id }

    /// Changes the constant of a constraint in the solver (`expression.constant`)
    /// and re-optimises with the dual simplex, touching only the rows that name
    /// the constraint's marker. A required constraint that cannot take the new
    /// constant keeps its old one and the call throws `unsatisfiableConstraint`.
    /// (Our extension: kiwi changes constants by removing and re-adding.)
    public func updateConstant(of constraint: Constraint, to constant: Double) throws {
        guard constraint.owner == id else { throw SolverError.unknownConstraint(constraint) }
        try changeConstant(of: constraint, to: constant)
    }

    // MARK: Edit variables

    /// Makes `variable` editable at `strength` (an equality `variable == value`
    /// whose value `suggestValue` changes). Unlike kiwi, a required strength is
    /// allowed: suggestions then throw when they contradict required constraints.
    /// The edit starts at the variable's current value (kiwi starts at 0; the
    /// two agree for a new variable).
    public func addEditVariable(_ variable: Variable, strength: Double) throws {
        try addEditVariable(variable, strength: strength, value: variable.value)
    }

    /// Adds an edit variable whose edit starts at `value` rather than at the
    /// variable's current value (so an edit that moves with others, as a frame's
    /// four edges, never asks for the old value beside the new ones).
    public func addEditVariable(_ variable: Variable, strength: Double, value: Double) throws {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw SolverError.duplicateEditVariable(variable) }
        let constraint = Constraint(LinearExpression([Term(variable)], constant: -value), .equal, strength: strength)
        try addConstraint(constraint)
        edits[key] = constraint
    }

    public func removeEditVariable(_ variable: Variable) throws {
        guard let constraint = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw SolverError.unknownEditVariable(variable)
        }
        try removeConstraint(constraint)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[ObjectIdentifier(variable)] != nil }

    /// Suggests a value for an edit variable; the solver follows it as far as
    /// the stronger constraints allow.
    public func suggestValue(_ variable: Variable, _ value: Double) throws {
        guard let constraint = edits[ObjectIdentifier(variable)] else {
            throw SolverError.unknownEditVariable(variable)
        }
        try changeConstant(of: constraint, to: -value)
    }

    // MARK: Symbols

    func newSymbol(_ kind: SymbolKind) -> Int32 {
        if let symbol = freeSymbols.popLast() {
            let index = Int(symbol)
            kinds[index] = kind
            rowOfSymbol[index] = -1
            values[index] = 0
            return symbol
        }
        let symbol = Int32(kinds.count)
        kinds.append(kind)
        rowOfSymbol.append(-1)
        columns.append([])
        variables.append(nil)
        owners.append(nil)
        values.append(0)
        dirty.append(false)
        scratchCoefficients.append(0)
        scratchStamps.append(0)
        scratchVisits.append(0)
        return symbol
    }

    /// Returns a symbol to the pool once `updateVariables()` has run.
    func releaseSymbol(_ symbol: Int32) {
        let index = Int(symbol)
        kinds[index] = .free
        variables[index] = nil
        owners[index] = nil
        releasedSymbols.append(symbol)
    }

    /// The external symbol of `variable`, created on first use.
    func symbol(for variable: Variable) -> Int32 {
        if variable.owner == id { return variable.symbol }
        if variable.owner == nil {
            let symbol = newSymbol(.external)
            variable.owner = id
            variable.symbol = symbol
            variable.references = 0
            variables[Int(symbol)] = variable
            return symbol
        }
        let key = ObjectIdentifier(variable)
        if let symbol = foreignVariables[key] { return symbol }
        let symbol = newSymbol(.external)
        foreignVariables[key] = symbol
        variables[Int(symbol)] = variable
        return symbol
    }

    /// Counts one more (or one fewer) constraint using `variable`.
    func retain(_ variable: Variable) {
        if variable.owner == id { variable.references += 1 } else { foreignReferences[ObjectIdentifier(variable), default: 0] += 1 }
    }

    func release(_ variable: Variable) {
        let remaining: Int
        if variable.owner == id {
            variable.references -= 1
            remaining = variable.references
        } else {
            let key = ObjectIdentifier(variable)
            remaining = (foreignReferences[key] ?? 1) - 1
            foreignReferences[key] = remaining == 0 ? nil : remaining
        }
        if remaining == 0 { unusedVariables.append(variable) }
    }

    var foreignReferences: [ObjectIdentifier: Int] = [:]

    /// Frees the symbols of variables no constraint uses any more (when nothing
    /// names them; a leftover coefficient keeps the symbol alive, harmlessly).
    func releaseUnusedVariables() {
        for variable in unusedVariables {
            let isOwned = variable.owner == id
            let key = ObjectIdentifier(variable)
            if isOwned ? variable.references > 0 : foreignReferences[key] != nil { continue }
            let symbol = isOwned ? variable.symbol : (foreignVariables[key] ?? -1)
            guard symbol >= 0 else { continue }
            let index = Int(symbol)
            guard rowOfSymbol[index] < 0, columns[index].isEmpty, objective.coefficient(for: symbol) == 0 else { continue }
            if isOwned {
                variable.owner = nil
                variable.symbol = -1
            } else {
                foreignVariables[key] = nil
            }
            releaseSymbol(symbol)
        }
        unusedVariables.removeAll(keepingCapacity: true)
    }
}

/// A token whose identity names a solver (for constraints and variables).
final class SolverIdentity {}
