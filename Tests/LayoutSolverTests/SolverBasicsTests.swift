import XCTest
@testable import LayoutSolver

/// Small systems solved by hand: equalities, inequalities, strengths.
final class SolverBasicsTests: XCTestCase {
    func testEqualitiesChainValues() throws {
        // Given x = 10 and x + y = 25
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x == 10)
        try solver.addConstraint(x + y == 25)

        // When the solver updates the variables
        let changed = solver.updateVariables()

        // Then y = 15, and both were reported as changed
        XCTAssertEqual(x.value, 10)
        XCTAssertEqual(y.value, 15)
        XCTAssertEqual(Set(changed.map(ObjectIdentifier.init)), [ObjectIdentifier(x), ObjectIdentifier(y)])
    }

    func testALazilyNamedVariableIsNamedOnceWhenAsked() throws {
        var made = 0
        let x = Variable(lazilyNamed: { made += 1; return "view.minX" })
        let solver = Solver()
        try solver.addConstraint(x == 12)
        solver.updateVariables()
        XCTAssertEqual(x.value, 12)
        XCTAssertEqual(made, 0, "solving does not need names")
        XCTAssertEqual(x.name, "view.minX")
        XCTAssertEqual(x.description, "view.minX")
        XCTAssertEqual(made, 1)
        XCTAssertEqual(Variable("w").name, "w")
    }

    func testInequalitiesClampAWeakWish() throws {
        // Given 10 <= x <= 20 and a weak wish for x = 0
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 10)
        try solver.addConstraint(x <= 20)
        let wish = (x == 0).withStrength(Strength.weak)
        try solver.addConstraint(wish)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)

        // When the wish moves to 30
        try solver.removeConstraint(wish)
        try solver.addConstraint((x == 30).withStrength(Strength.weak))
        solver.updateVariables()

        // Then the upper bound holds it at 20
        XCTAssertEqual(x.value, 20)
    }

    func testStrongerStrengthWins() throws {
        // Given x = 10 strong and x = 20 medium and x = 30 weak
        let solver = Solver()
        let x = Variable("x")
        let strong = (x == 10).withStrength(Strength.strong)
        let medium = (x == 20).withStrength(Strength.medium)
        try solver.addConstraint((x == 30).withStrength(Strength.weak))
        try solver.addConstraint(medium)
        try solver.addConstraint(strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)

        // When the strong one goes, then the medium one holds; then the weak one
        try solver.removeConstraint(strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 20)
        try solver.removeConstraint(medium)
        solver.updateVariables()
        XCTAssertEqual(x.value, 30)
    }

    func testWeightsTradeOffWithinALevel() throws {
        // Given x = 0 at weight 3 (weak) and x = 100 at weight 2 (weak), and x + y = 100 required, y = 0 weak
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 0).withStrength(Strength.create(0, 0, 3)))
        try solver.addConstraint((x == 100).withStrength(Strength.create(0, 0, 2)))
        solver.updateVariables()

        // Then the heavier wish wins completely (a vertex of the LP, not an average)
        XCTAssertEqual(x.value, 0)
    }

    func testStrengthComposition() {
        XCTAssertEqual(Strength.required, 1_001_001_000)
        XCTAssertEqual(Strength.strong, 1_000_000)
        XCTAssertEqual(Strength.medium, 1000)
        XCTAssertEqual(Strength.weak, 1)
        XCTAssertEqual(Strength.create(1, 2, 3, weight: 2), 2_004_006)
        XCTAssertEqual(Strength.create(2000, 0, 0), 1_000_000_000, "each level is clipped to 1000")
        XCTAssertEqual(Strength.clip(2e9), Strength.required)
        XCTAssertLessThan(Strength.create(999, 999, 999), Strength.required)
    }

    func testMultipliersAndCenters() throws {
        // Given a 300-wide container, a view 0.5 × as wide, centred
        let solver = Solver()
        let width = Variable("W"), left = Variable("l"), viewWidth = Variable("w")
        try solver.addConstraint(width == 300)
        try solver.addConstraint(viewWidth == width * 0.5)
        try solver.addConstraint(left + viewWidth * 0.5 == width * 0.5)
        solver.updateVariables()

        // Then it spans 75...225
        XCTAssertEqual(viewWidth.value, 150)
        XCTAssertEqual(left.value, 75)
    }

    func testExpressionOperatorsReduce() {
        let x = Variable("x"), y = Variable("y")
        let expression = (x + y - x * 2 + 5).reduced
        XCTAssertEqual(expression.terms.count, 2)
        XCTAssertEqual(expression.terms.first { $0.variable === x }?.coefficient, -1)
        XCTAssertEqual(expression.constant, 5)
        let constraint = x + 10 <= y
        XCTAssertEqual(constraint.relation, .lessThanOrEqual)
        XCTAssertEqual(constraint.expression.constant, 10)
        XCTAssertEqual(constraint.expression.terms.first { $0.variable === y }?.coefficient, -1)
    }

    func testErrorsForMisuse() throws {
        let solver = Solver(), other = Solver()
        let x = Variable("x")
        let constraint = x == 1
        try solver.addConstraint(constraint)
        XCTAssertThrowsError(try solver.addConstraint(constraint)) { error in
            guard case SolverError.duplicateConstraint = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try other.addConstraint(constraint)) { error in
            guard case SolverError.constraintInAnotherSolver = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try other.removeConstraint(constraint)) { error in
            guard case SolverError.unknownConstraint = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try solver.suggestValue(x, 3)) { error in
            guard case SolverError.unknownEditVariable = error else { return XCTFail("\(error)") }
        }
        try solver.addEditVariable(x, strength: Strength.strong)
        XCTAssertThrowsError(try solver.addEditVariable(x, strength: Strength.strong)) { error in
            guard case SolverError.duplicateEditVariable = error else { return XCTFail("\(error)") }
        }
        XCTAssertTrue(solver.hasEditVariable(x))
        XCTAssertTrue(solver.hasConstraint(constraint))
    }

    func testAVariableSharedWithASecondSolver() throws {
        // Given one variable used by two solvers
        let first = Solver(), second = Solver()
        let x = Variable("x")
        try first.addConstraint(x == 3)
        try second.addConstraint(x == 7)

        // Then each solver writes its own solution (the last one to update wins)
        first.updateVariables()
        XCTAssertEqual(x.value, 3)
        second.updateVariables()
        XCTAssertEqual(x.value, 7)
    }
}
