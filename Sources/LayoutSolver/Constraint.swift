/// `expression relation 0` with a strength: kiwi's constraint.
///
/// Build one with the operators (`x + 10 <= y`) or the initializer, then hand
/// it to `Solver.addConstraint`. The expression is stored reduced (each variable
/// once). A constraint belongs to at most one solver at a time; its constant can
/// change there with `Solver.updateConstant(of:to:)`.
public final class Constraint: CustomStringConvertible {
    public enum Relation: CustomStringConvertible {
        case lessThanOrEqual, equal, greaterThanOrEqual

        public var description: String {
            switch self {
            case .lessThanOrEqual: return "<="
            case .equal: return "=="
            case .greaterThanOrEqual: return ">="
            }
        }
    }

    public private(set) var expression: LinearExpression
    public let relation: Relation
    /// Clipped to 0...`Strength.required`.
    public let strength: Double
    /// Whatever the caller wants to find again from the constraint (the UIKit
    /// layer keeps its `NSLayoutConstraint` here for conflict messages).
    public var context: AnyObject?

    public var isRequired: Bool { strength >= Strength.required }

    public init(_ expression: LinearExpression, _ relation: Relation, strength: Double = Strength.required) {
        self.expression = expression.reduced
        self.relation = relation
        self.strength = Strength.clip(strength)
    }

    /// The same constraint at another strength (a new, unattached object).
    public func withStrength(_ strength: Double) -> Constraint {
        let copy = Constraint(expression, relation, strength: strength)
        copy.context = context
        return copy
    }

    public var description: String {
        let level = isRequired ? "required" : "\(strength)"
        return "\(expression) \(relation) 0 | \(level)"
    }

    // MARK: Solver bookkeeping

    /// The solver holding the constraint, and the symbols standing for it there.
    var owner: ObjectIdentifier?
    var marker: Int32 = -1
    var other: Int32 = -1
    /// The coefficient of `marker` (and of `other`) in the constraint's own equation
    /// `expression + markerSign·marker + otherSign·other = 0`.
    var markerSign: Double = 0
    var otherSign: Double = 0

    func setConstant(_ constant: Double) { expression.constant = constant }
}
