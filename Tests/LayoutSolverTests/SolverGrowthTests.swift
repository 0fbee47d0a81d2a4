import XCTest
@testable import LayoutSolver

/// The shape of the tableau for long chains: definitions keep it linear.
/// (Times live in `make bench`; these check sizes, which do not depend on the machine.)
final class SolverGrowthTests: XCTestCase {
    /// A vertical chain like a long form: each row below the previous one, pinned
    /// to the container's sides, 20 points tall.
    func buildChain(_ count: Int, in solver: Solver) throws -> (width: Variable, tops: [Variable], heights: [Constraint]) {
        let width = Variable("W")
        try solver.addEditVariable(width, strength: Strength.required)
        try solver.suggestValue(width, 320)
        var tops: [Variable] = [], heights: [Constraint] = []
        var previousBottom = LinearExpression(constant: 0)
        for index in 0..<count {
            let x = Variable("x\(index)"), y = Variable("y\(index)"), w = Variable("w\(index)"), h = Variable("h\(index)")
            try solver.addConstraint(x == 16)
            try solver.addConstraint(x + w == width - 16)
            try solver.addConstraint(y == previousBottom + 8)
            let height = h == 20
            try solver.addConstraint(height)
            heights.append(height)
            tops.append(y)
            previousBottom = LinearExpression([Term(y), Term(h)])
        }
        return (width, tops, heights)
    }

    func testAChainStaysLinearAndResolvesPartially() throws {
        // Given a chain of 2,000 rows
        let solver = Solver()
        let chain = try buildChain(2000, in: solver)
        solver.updateVariables()
        XCTAssertEqual(chain.tops[1999].value, 1999 * 28 + 8)

        // Then the tableau holds a few cells per constraint, not one per row above
        let statistics = solver.statistics
        XCTAssertLessThan(statistics.cells, 4 * 2000 * 4, "cells: \(statistics.cells)")

        // When the height of row 1,500 changes
        try solver.updateConstant(of: chain.heights[1500], to: -40)
        let changed = solver.updateVariables()

        // Then only the 499 rows below it moved (their tops), plus its height
        XCTAssertEqual(changed.count, 499 + 1)
        XCTAssertEqual(chain.tops[1999].value, 1999 * 28 + 8 + 20)

        // When the container width changes, every row's width follows (and the width itself)
        try solver.suggestValue(chain.width, 400)
        XCTAssertEqual(solver.updateVariables().count, 2000 + 1)
    }

    func testClosingAChainAgainstTheContainerIsReportedNotCorrupting() throws {
        // Given a horizontal chain of 50 fixed-width views inside a 320-wide container
        let solver = Solver()
        let width = Variable("W")
        let containerWidth = width == 320
        try solver.addConstraint(containerWidth)
        var previousRight = LinearExpression(constant: 0)
        var lefts: [Variable] = []
        for index in 0..<50 {
            let x = Variable("x\(index)"), w = Variable("w\(index)")
            try solver.addConstraint(x == previousRight + 4)
            try solver.addConstraint(w == 2)
            previousRight = LinearExpression([Term(x), Term(w)])
            lefts.append(x)
        }

        // When the last view is pinned to the container's right edge (50 × 6 = 300 ≠ 320)
        let closing = previousRight == LinearExpression([Term(width)])
        XCTAssertThrowsError(try solver.addConstraint(closing)) { error in
            guard case let SolverError.unsatisfiableConstraint(_, conflicting) = error else { return XCTFail("\(error)") }
            // Then the conflict names the whole chain and the container
            XCTAssertEqual(conflicting.count, 50 * 2 + 1 + 1)
            XCTAssertTrue(conflicting.contains { $0 === containerWidth })
        }

        // And with room made by a flexible gap it fits
        try solver.removeConstraint(containerWidth)
        try solver.addConstraint(closing)
        try solver.addConstraint((width == 320).withStrength(Strength.weak))
        solver.updateVariables()
        XCTAssertEqual(width.value, 300)
        XCTAssertEqual(lefts[49].value, 298)
    }
}
