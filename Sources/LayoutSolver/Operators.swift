// Building expressions and constraints: `2 * x + 10 <= y`.
// Concrete overloads only (no generic operators), so arithmetic elsewhere in
// the importing module type-checks as fast as before.

public func * (variable: Variable, coefficient: Double) -> Term { Term(variable, coefficient) }
public func * (coefficient: Double, variable: Variable) -> Term { Term(variable, coefficient) }
public func * (expression: LinearExpression, factor: Double) -> LinearExpression { expression.scaled(by: factor) }
public func * (factor: Double, expression: LinearExpression) -> LinearExpression { expression.scaled(by: factor) }
public func / (variable: Variable, divisor: Double) -> Term { Term(variable, 1 / divisor) }
public func / (expression: LinearExpression, divisor: Double) -> LinearExpression { expression.scaled(by: 1 / divisor) }

public prefix func - (variable: Variable) -> Term { Term(variable, -1) }
public prefix func - (term: Term) -> Term { Term(term.variable, -term.coefficient) }
public prefix func - (expression: LinearExpression) -> LinearExpression { expression.scaled(by: -1) }

public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(lhs.terms, constant: lhs.constant + rhs)
}
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs + lhs }
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
public func + (lhs: LinearExpression, rhs: Term) -> LinearExpression { lhs + LinearExpression([rhs]) }
public func + (lhs: Term, rhs: LinearExpression) -> LinearExpression { LinearExpression([lhs]) + rhs }
public func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression([Term(lhs), Term(rhs)]) }
public func + (lhs: Variable, rhs: Term) -> LinearExpression { LinearExpression([Term(lhs), rhs]) }
public func + (lhs: Term, rhs: Variable) -> LinearExpression { LinearExpression([lhs, Term(rhs)]) }
public func + (lhs: Term, rhs: Term) -> LinearExpression { LinearExpression([lhs, rhs]) }
public func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([Term(lhs)], constant: rhs) }
public func + (lhs: Double, rhs: Variable) -> LinearExpression { rhs + lhs }
public func + (lhs: Term, rhs: Double) -> LinearExpression { LinearExpression([lhs], constant: rhs) }
public func + (lhs: Double, rhs: Term) -> LinearExpression { rhs + lhs }

public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + (-rhs) }
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + (-rhs) }
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { lhs + (-rhs) }
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + Term(rhs, -1) }
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
public func - (lhs: LinearExpression, rhs: Term) -> LinearExpression { lhs + (-rhs) }
public func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression([Term(lhs), Term(rhs, -1)]) }
public func - (lhs: Variable, rhs: Term) -> LinearExpression { LinearExpression([Term(lhs), -rhs]) }
public func - (lhs: Term, rhs: Variable) -> LinearExpression { LinearExpression([lhs, Term(rhs, -1)]) }
public func - (lhs: Term, rhs: Term) -> LinearExpression { LinearExpression([lhs, -rhs]) }
public func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([Term(lhs)], constant: -rhs) }
public func - (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression([Term(rhs, -1)], constant: lhs) }
public func - (lhs: Term, rhs: Double) -> LinearExpression { LinearExpression([lhs], constant: -rhs) }

// Relations: `lhs op rhs` becomes `lhs - rhs op 0`.

public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .equal) }
public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }

public func == (lhs: LinearExpression, rhs: Double) -> Constraint { lhs == LinearExpression(constant: rhs) }
public func <= (lhs: LinearExpression, rhs: Double) -> Constraint { lhs <= LinearExpression(constant: rhs) }
public func >= (lhs: LinearExpression, rhs: Double) -> Constraint { lhs >= LinearExpression(constant: rhs) }

public func == (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs == LinearExpression(rhs) }
public func <= (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs <= LinearExpression(rhs) }
public func >= (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs >= LinearExpression(rhs) }

public func == (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) == rhs }
public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) <= rhs }
public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) >= rhs }

public func == (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) == LinearExpression(rhs) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) <= LinearExpression(rhs) }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) >= LinearExpression(rhs) }

public func == (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) == rhs }
public func <= (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) <= rhs }
public func >= (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) >= rhs }

public func == (lhs: Term, rhs: Double) -> Constraint { LinearExpression([lhs]) == rhs }
public func <= (lhs: Term, rhs: Double) -> Constraint { LinearExpression([lhs]) <= rhs }
public func >= (lhs: Term, rhs: Double) -> Constraint { LinearExpression([lhs]) >= rhs }
public func == (lhs: Variable, rhs: Term) -> Constraint { LinearExpression(lhs) == LinearExpression([rhs]) }

public func == (lhs: LinearExpression, rhs: Term) -> Constraint { lhs == LinearExpression([rhs]) }
public func <= (lhs: LinearExpression, rhs: Term) -> Constraint { lhs <= LinearExpression([rhs]) }
public func >= (lhs: LinearExpression, rhs: Term) -> Constraint { lhs >= LinearExpression([rhs]) }
public func == (lhs: Term, rhs: LinearExpression) -> Constraint { LinearExpression([lhs]) == rhs }
public func <= (lhs: Variable, rhs: Term) -> Constraint { LinearExpression(lhs) <= LinearExpression([rhs]) }
public func >= (lhs: Variable, rhs: Term) -> Constraint { LinearExpression(lhs) >= LinearExpression([rhs]) }
public func == (lhs: Term, rhs: Variable) -> Constraint { LinearExpression([lhs]) == LinearExpression(rhs) }
