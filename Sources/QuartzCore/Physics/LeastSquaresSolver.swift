import Foundation

/// A weighted least-squares polynomial fit, solved by QR decomposition
/// (Gram-Schmidt), exactly as Flutter and Android do it so that velocities
/// match theirs to the last digits.
///
/// Port of Flutter packages/flutter/lib/src/gestures/lsq_solver.dart, itself
/// a port of Android frameworks/native/libs/input/VelocityTracker.cpp
/// (`solveLeastSquares`).
public struct LeastSquaresSolver: Sendable {
    /// A polynomial `c0 + c1·x + c2·x² + …` fitted to the data.
    public struct PolynomialFit: Equatable, Sendable {
        /// The coefficients, lowest degree first (`degree + 1` of them).
        public var coefficients: [Double]
        /// The coefficient of determination, 1 for a perfect fit.
        public var confidence: Double
    }

    /// The x-coordinates of the data points.
    public let x: [Double]
    /// The y-coordinates of the data points.
    public let y: [Double]
    /// The weight of each data point.
    public let w: [Double]

    public init(x: [Double], y: [Double], w: [Double]) {
        precondition(x.count == y.count && y.count == w.count,
                     "LeastSquaresSolver needs as many x, y and w values")
        self.x = x
        self.y = y
        self.w = w
    }

    /// Fits a polynomial of the given degree, or returns nil when there are
    /// too few points or the system is degenerate (Flutter returns null too).
    public func solve(degree: Int) -> PolynomialFit? {
        // Flutter lsq_solver.dart: `if (degree > x.length) return null;`
        guard degree >= 0, degree <= x.count else { return nil }

        let m = x.count          // data points
        let n = degree + 1       // coefficients

        // A (n × m): row i holds w·x^i for each point.
        var a = [Double](repeating: 0, count: n * m)
        for h in 0..<m {
            a[h] = w[h]
            for i in 1..<n {
                a[i * m + h] = a[(i - 1) * m + h] * x[h]
            }
        }

        // Gram-Schmidt: q (n × m) orthonormal rows, r (n × n) upper triangular.
        var q = [Double](repeating: 0, count: n * m)
        var r = [Double](repeating: 0, count: n * n)
        for j in 0..<n {
            for h in 0..<m {
                q[j * m + h] = a[j * m + h]
            }
            for i in 0..<j {
                let dot = Self.dot(q, row: j, q, row: i, length: m)
                for h in 0..<m {
                    q[j * m + h] -= dot * q[i * m + h]
                }
            }
            let norm = Self.dot(q, row: j, q, row: j, length: m).squareRoot()
            // Flutter lsq_solver.dart: vectors linearly dependent or zero.
            if norm < 0.000001 {
                return nil
            }
            let inverseNorm = 1.0 / norm
            for h in 0..<m {
                q[j * m + h] *= inverseNorm
            }
            for i in 0..<n {
                r[j * n + i] = i < j ? 0.0 : Self.dot(q, row: j, a, row: i, length: m)
            }
        }

        // Solve R·B = Qᵀ·W·Y from the bottom row up (R is upper triangular).
        var wy = [Double](repeating: 0, count: m)
        for h in 0..<m {
            wy[h] = y[h] * w[h]
        }
        var coefficients = [Double](repeating: 0, count: n)
        for i in stride(from: n - 1, through: 0, by: -1) {
            var c = 0.0
            for h in 0..<m {
                c += q[i * m + h] * wy[h]
            }
            for j in stride(from: n - 1, to: i, by: -1) {
                c -= r[i * n + j] * coefficients[j]
            }
            coefficients[i] = c / r[i * n + i]
        }

        // Confidence: 1 - sumSquaredError / sumSquaredTotal, both weighted.
        var yMean = 0.0
        for h in 0..<m {
            yMean += y[h]
        }
        yMean /= Double(m)
        var sumSquaredError = 0.0
        var sumSquaredTotal = 0.0
        for h in 0..<m {
            var term = 1.0
            var err = y[h] - coefficients[0]
            for i in 1..<n {
                term *= x[h]
                err -= term * coefficients[i]
            }
            sumSquaredError += w[h] * w[h] * err * err
            let v = y[h] - yMean
            sumSquaredTotal += w[h] * w[h] * v * v
        }
        let confidence = sumSquaredTotal <= 0.000001 ? 1.0 : 1.0 - (sumSquaredError / sumSquaredTotal)
        return PolynomialFit(coefficients: coefficients, confidence: confidence)
    }

    private static func dot(_ u: [Double], row i: Int, _ v: [Double], row j: Int, length m: Int) -> Double {
        var result = 0.0
        for h in 0..<m {
            result += u[i * m + h] * v[j * m + h]
        }
        return result
    }
}
