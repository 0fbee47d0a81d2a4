/// `coefficient × variable`.
public struct Term: CustomStringConvertible {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String { coefficient == 1 ? "\(variable)" : "\(coefficient) * \(variable)" }
}

/// `Σ coefficient × variable + constant`.
public struct LinearExpression: CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init([Term(variable)]) }
    public init(constant: Double) { self.init([], constant: constant) }

    /// The same expression with each variable once (coefficients summed, zeros dropped).
    public var reduced: LinearExpression {
        var order: [ObjectIdentifier] = []
        var sums: [ObjectIdentifier: Term] = [:]
        for term in terms {
            let id = ObjectIdentifier(term.variable)
            if var existing = sums[id] {
                existing.coefficient += term.coefficient
                sums[id] = existing
            } else {
                sums[id] = term
                order.append(id)
            }
        }
        let merged = order.compactMap { id -> Term? in
            guard let term = sums[id], !nearZero(term.coefficient) else { return nil }
            return term
        }
        return LinearExpression(merged, constant: constant)
    }

    /// The value with the variables' current values.
    public var value: Double { terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value } }

    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }

    func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}

/// Below this magnitude a coefficient or a constant counts as zero (kiwi's epsilon).
@inline(__always) func nearZero(_ value: Double) -> Bool { value < 1e-8 && value > -1e-8 }
