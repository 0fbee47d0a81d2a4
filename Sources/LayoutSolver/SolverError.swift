/// What can go wrong when editing a `Solver`. The solver is left as it was
/// before the failing call.
public enum SolverError: Error, CustomStringConvertible {
    /// A required constraint cannot hold together with the others; `conflicting`
    /// names the required constraints it contradicts (itself included).
    case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
    case duplicateConstraint(Constraint)
    case unknownConstraint(Constraint)
    /// The constraint already belongs to another solver.
    case constraintInAnotherSolver(Constraint)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// A broken invariant (a bug); the message says which.
    case internalError(String)

    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let constraint, let conflicting):
            return "unsatisfiable constraint \(constraint) (conflicts with \(conflicting.count - 1) other\(conflicting.count == 2 ? "" : "s"))"
        case .duplicateConstraint(let constraint): return "duplicate constraint \(constraint)"
        case .unknownConstraint(let constraint): return "unknown constraint \(constraint)"
        case .constraintInAnotherSolver(let constraint): return "constraint \(constraint) belongs to another solver"
        case .duplicateEditVariable(let variable): return "duplicate edit variable \(variable)"
        case .unknownEditVariable(let variable): return "unknown edit variable \(variable)"
        case .internalError(let message): return "internal solver error: \(message)"
        }
    }
}
