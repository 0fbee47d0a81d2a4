import XCTest
@testable import QuartzCore

final class LeastSquaresSolverTests: XCTestCase {
    func testLinearFitOfAConstantLine() {
        // Given nine points on y = 1 (Flutter lsq_solver_test.dart, "linear polynomial to line")
        let x = (0...8).map(Double.init)
        let solver = LeastSquaresSolver(x: x, y: Array(repeating: 1, count: 9), w: Array(repeating: 1, count: 9))

        // When a line is fitted
        let fit = solver.solve(degree: 1)

        // Then it is y = 1 with full confidence
        XCTAssertEqual(fit?.coefficients.count, 2)
        XCTAssertEqual(fit!.coefficients[0], 1, accuracy: 1e-9)
        XCTAssertEqual(fit!.coefficients[1], 0, accuracy: 1e-9)
        XCTAssertEqual(fit!.confidence, 1, accuracy: 1e-9)
    }

    func testQuadraticFitRecoversAnExactParabola() {
        // Given points on y = 2 + 3x - 0.5x² at negative ages, as the tracker passes them
        let x: [Double] = [0, -8, -15, -23, -31, -40]
        let y = x.map { 2 + 3 * $0 - 0.5 * $0 * $0 }
        let solver = LeastSquaresSolver(x: x, y: y, w: Array(repeating: 1, count: x.count))

        // When a parabola is fitted
        let fit = solver.solve(degree: 2)!

        // Then the coefficients come back, lowest degree first
        XCTAssertEqual(fit.coefficients[0], 2, accuracy: 1e-7)
        XCTAssertEqual(fit.coefficients[1], 3, accuracy: 1e-9)
        XCTAssertEqual(fit.coefficients[2], -0.5, accuracy: 1e-11)
        XCTAssertEqual(fit.confidence, 1, accuracy: 1e-12)
    }

    func testLeastSquaresLineThroughNoisyPoints() {
        // Given (0,0), (1,1), (2,1), (3,2): the normal equations give y = 0.1 + 0.6x
        let solver = LeastSquaresSolver(x: [0, 1, 2, 3], y: [0, 1, 1, 2], w: [1, 1, 1, 1])

        // When a line is fitted
        let fit = solver.solve(degree: 1)!

        // Then it is the least-squares line, with R² = 1 - 0.2 / 2 = 0.9
        XCTAssertEqual(fit.coefficients[0], 0.1, accuracy: 1e-12)
        XCTAssertEqual(fit.coefficients[1], 0.6, accuracy: 1e-12)
        XCTAssertEqual(fit.confidence, 0.9, accuracy: 1e-12)
    }

    func testTooFewOrDegeneratePointsGiveNil() {
        // Given two points, and three points at the same x
        let twoPoints = LeastSquaresSolver(x: [0, 1], y: [0, 1], w: [1, 1])
        let sameX = LeastSquaresSolver(x: [5, 5, 5], y: [0, 1, 2], w: [1, 1, 1])

        // When a parabola is fitted
        // Then there is no fit (Flutter returns null)
        XCTAssertNil(twoPoints.solve(degree: 3))
        XCTAssertNil(sameX.solve(degree: 2))
    }
}
