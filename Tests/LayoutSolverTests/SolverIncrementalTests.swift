import XCTest
@testable import LayoutSolver

/// Edits, removals, constant changes and conflicts, on systems solved by hand.
final class SolverIncrementalTests: XCTestCase {
    func testEditVariableResolves() throws {
        // Given left = 10, right = left + width, width ≤ 80, and width editable
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.addConstraint(left == 10)
        try solver.addConstraint(right == left + width)
        try solver.addConstraint(width <= 80)
        try solver.addEditVariable(width, strength: Strength.strong)

        // When width is suggested as 50, then as 100, then as 20
        try solver.suggestValue(width, 50)
        solver.updateVariables()
        XCTAssertEqual(right.value, 60)
        try solver.suggestValue(width, 100)
        let changed = solver.updateVariables()
        XCTAssertEqual(width.value, 80, "the required bound wins over the edit")
        XCTAssertEqual(right.value, 90)
        XCTAssertFalse(changed.contains { $0 === left }, "left did not move, so it is not reported")
        try solver.suggestValue(width, 20)
        solver.updateVariables()

        // Then everything follows
        XCTAssertEqual(width.value, 20)
        XCTAssertEqual(right.value, 30)
    }

    func testTwoEditsPullAgainstARequiredSum() throws {
        // Given a + b = 100 and both editable at different strengths
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.addConstraint(a + b == 100)
        try solver.addEditVariable(a, strength: Strength.strong)
        try solver.addEditVariable(b, strength: Strength.medium)

        // When a wants 70 and b wants 70
        try solver.suggestValue(a, 70)
        try solver.suggestValue(b, 70)
        solver.updateVariables()

        // Then the strong edit is met and b gives way
        XCTAssertEqual(a.value, 70)
        XCTAssertEqual(b.value, 30)

        // When the strong edit goes away, b gets its wish
        try solver.removeEditVariable(a)
        solver.updateVariables()
        XCTAssertEqual(b.value, 70)
        XCTAssertEqual(a.value, 30)
    }

    func testRemovingAConstraintRestoresTheWeakerSolution() throws {
        // Given x = 10 required and x = 20 weak
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let hard = x == 10
        try solver.addConstraint(hard)
        try solver.addConstraint((x == 20).withStrength(Strength.weak))
        try solver.addConstraint(y == x * 2)
        solver.updateVariables()
        XCTAssertEqual(y.value, 20)

        // When the required constraint is removed
        try solver.removeConstraint(hard)
        solver.updateVariables()

        // Then the weak one holds and y follows
        XCTAssertEqual(x.value, 20)
        XCTAssertEqual(y.value, 40)
        XCTAssertFalse(solver.hasConstraint(hard))
    }

    func testUpdatingAConstantMovesWhatDependsOnIt() throws {
        // Given a chain a = 10, b = a + 5, c = b + 5
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let first = a == 10
        let second = b == a + 5
        try solver.addConstraint(first)
        try solver.addConstraint(second)
        try solver.addConstraint(c == b + 5)
        solver.updateVariables()
        XCTAssertEqual(c.value, 20)

        // When the first constant becomes 30, then the middle gap 15
        try solver.updateConstant(of: first, to: -30)
        solver.updateVariables()
        XCTAssertEqual([a.value, b.value, c.value], [30, 35, 40])
        try solver.updateConstant(of: second, to: -15)   // b - a - 15 == 0
        let changed = solver.updateVariables()

        // Then only b and c moved
        XCTAssertEqual([a.value, b.value, c.value], [30, 45, 50])
        XCTAssertEqual(Set(changed.map(ObjectIdentifier.init)), [ObjectIdentifier(b), ObjectIdentifier(c)])
    }

    func testConstantOfAnInequalityAndOfAWeakEquality() throws {
        // Given x ≥ 10 and x = 0 weak
        let solver = Solver()
        let x = Variable("x")
        let bound = x >= 10
        let wish = (x == 0).withStrength(Strength.weak)
        try solver.addConstraint(bound)
        try solver.addConstraint(wish)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)

        // When the bound becomes x ≥ 25, then x ≥ -5
        try solver.updateConstant(of: bound, to: -25)
        solver.updateVariables()
        XCTAssertEqual(x.value, 25)
        try solver.updateConstant(of: bound, to: 5)
        solver.updateVariables()
        XCTAssertEqual(x.value, 0)

        // When the wish becomes x = 7
        try solver.updateConstant(of: wish, to: -7)
        solver.updateVariables()
        XCTAssertEqual(x.value, 7)
    }

    func testUnsatisfiableRequiredEqualityIsAnErrorNotACrash() throws {
        // Given x = 10 and y = x + 5
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let first = x == 10
        let link = y == x + 5
        try solver.addConstraint(first)
        try solver.addConstraint(link)

        // When y = 30 is added (contradicts both)
        let bad = y == 30
        XCTAssertThrowsError(try solver.addConstraint(bad)) { error in
            guard case let SolverError.unsatisfiableConstraint(constraint, conflicting) = error else { return XCTFail("\(error)") }
            // Then the error names it and the constraints it contradicts
            XCTAssertTrue(constraint === bad)
            XCTAssertEqual(Set(conflicting.map(ObjectIdentifier.init)),
                           [ObjectIdentifier(first), ObjectIdentifier(link), ObjectIdentifier(bad)])
        }

        // And the solver is as before
        XCTAssertFalse(solver.hasConstraint(bad))
        XCTAssertEqual(solver.constraintCount, 2)
        solver.updateVariables()
        XCTAssertEqual(y.value, 15)
        try solver.addConstraint((y == 30).withStrength(Strength.strong))
        solver.updateVariables()
        XCTAssertEqual(y.value, 15, "a non-required wish cannot move it either")
    }

    func testUnsatisfiableRequiredInequalityLeavesTheSolverUsable() throws {
        // Given x ≥ 10 and a weak x = 50
        let solver = Solver()
        let x = Variable("x")
        let lower = x >= 10
        try solver.addConstraint(lower)
        try solver.addConstraint((x == 50).withStrength(Strength.weak))

        // When x ≤ 5 is added
        let upper = x <= 5
        XCTAssertThrowsError(try solver.addConstraint(upper)) { error in
            guard case let SolverError.unsatisfiableConstraint(_, conflicting) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(conflicting.contains { $0 === lower })
            XCTAssertTrue(conflicting.contains { $0 === upper })
        }

        // Then nothing changed, and later edits work
        solver.updateVariables()
        XCTAssertEqual(x.value, 50)
        try solver.addConstraint(x <= 40)
        solver.updateVariables()
        XCTAssertEqual(x.value, 40)
    }

    func testConstantChangeThatBreaksARequiredConstraintIsRefused() throws {
        // Given 10 ≤ x ≤ 20 and x = 15
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 10)
        try solver.addConstraint(x <= 20)
        let pin = x == 15
        try solver.addConstraint(pin)

        // When the pin moves to 30
        XCTAssertThrowsError(try solver.updateConstant(of: pin, to: -30)) { error in
            guard case let SolverError.unsatisfiableConstraint(constraint, _) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(constraint === pin)
        }

        // Then it keeps its old constant and value, and can still move within bounds
        XCTAssertEqual(pin.expression.constant, -15)
        solver.updateVariables()
        XCTAssertEqual(x.value, 15)
        try solver.updateConstant(of: pin, to: -18)
        solver.updateVariables()
        XCTAssertEqual(x.value, 18)
    }

    func testRequiredEditVariableRefusesImpossibleSuggestions() throws {
        // Given w ≥ 100 and w as a required edit variable (our extension)
        let solver = Solver()
        let w = Variable("w"), half = Variable("half")
        try solver.addConstraint(w >= 100)
        try solver.addConstraint(half == w * 0.5)
        solver.updateVariables()
        XCTAssertEqual(w.value, 100, "the edit starts at the current value")
        try solver.addEditVariable(w, strength: Strength.required)

        try solver.suggestValue(w, 300)
        solver.updateVariables()
        XCTAssertEqual(half.value, 150)
        XCTAssertThrowsError(try solver.suggestValue(w, 50))
        solver.updateVariables()
        XCTAssertEqual(w.value, 300)
    }

    func testAmbiguityAndAffectingConstraints() throws {
        // Given x ≥ 10 only, and y = 20
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let bound = x >= 10
        try solver.addConstraint(bound)
        let pin = y == 20
        try solver.addConstraint(pin)
        try solver.addConstraint(z == y + 1)
        solver.updateVariables()

        // Then x is ambiguous, y and z are not
        XCTAssertTrue(solver.isAmbiguous(x))
        XCTAssertFalse(solver.isAmbiguous(y))
        XCTAssertFalse(solver.isAmbiguous(z))
        XCTAssertTrue(solver.constraintsAffecting(z).contains { $0 === pin })
        XCTAssertTrue(solver.isAmbiguous(Variable("unknown")))
    }

    func testSymbolsAreReusedAfterRemoval() throws {
        // Given many add/remove cycles
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x == 1)
        for step in 0..<200 {
            let link = y == x + Double(step)
            let wish = (y == 0).withStrength(Strength.weak)
            try solver.addConstraint(link)
            try solver.addConstraint(wish)
            solver.updateVariables()
            XCTAssertEqual(y.value, 1 + Double(step))
            try solver.removeConstraint(wish)
            try solver.removeConstraint(link)
            solver.updateVariables()
        }

        // Then the tableau did not grow
        XCTAssertLessThan(solver.statistics.symbols, 12, solver.dump())
        XCTAssertEqual(solver.statistics.rows, 1)
    }

    func testCanonicalFormWhenADefinitionCancelsOut() throws {
        // Given b defined from a (lazily), a pushed up by an inequality, and h defined from a too
        // (regression: expanding a row where a's contributions cancel read a stale coefficient)
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), h = Variable("h")
        try solver.addConstraint(a >= 0)
        try solver.addConstraint(b == a - 12)
        try solver.addConstraint(b >= 0)
        try solver.addConstraint(h >= a + 21)
        try solver.addConstraint(h >= b + 36)
        try solver.addConstraint((h == 0).withStrength(Strength.weak))
        solver.updateVariables()

        // Then the smallest h is max(a + 21, b + 36) with a = 12: 33 vs 36
        XCTAssertEqual(a.value, 12)
        XCTAssertEqual(b.value, 0)
        XCTAssertEqual(h.value, 36)
    }
}
