import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1) with two control
/// points, as `CAMediaTimingFunction(controlPoints:)` and CSS
/// `cubic-bezier()` define it: x is the fraction of the duration, y the
/// fraction of the change.
///
/// Solving x(t) = fraction follows WebKit's UnitBezier
/// (Source/WebCore/platform/graphics/UnitBezier.h): a few Newton steps,
/// then bisection if Newton does not converge.
public struct CubicBezierTimingCurve: Equatable, Sendable {
    /// First control point; x must be in [0, 1].
    public var c1: CGPoint
    /// Second control point; x must be in [0, 1].
    public var c2: CGPoint

    /// Accuracy of the solved curve parameter.
    public static let precision: Double = 1e-7

    public init(c1: CGPoint, c2: CGPoint) {
        self.c1 = c1
        self.c2 = c2
    }

    public init(_ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat) {
        self.init(c1: CGPoint(x: x1, y: y1), c2: CGPoint(x: x2, y: y2))
    }

    /// `UIView.AnimationCurve.easeInOut`, `kCAMediaTimingFunctionEaseInEaseOut`: (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = CubicBezierTimingCurve(0.42, 0, 0.58, 1)
    /// `UIView.AnimationCurve.easeIn`, `kCAMediaTimingFunctionEaseIn`: (0.42, 0, 1, 1).
    public static let easeIn = CubicBezierTimingCurve(0.42, 0, 1, 1)
    /// `UIView.AnimationCurve.easeOut`, `kCAMediaTimingFunctionEaseOut`: (0, 0, 0.58, 1).
    public static let easeOut = CubicBezierTimingCurve(0, 0, 0.58, 1)
    /// `UIView.AnimationCurve.linear`, `kCAMediaTimingFunctionLinear`: (0, 0, 1, 1).
    public static let linear = CubicBezierTimingCurve(0, 0, 1, 1)
    /// `kCAMediaTimingFunctionDefault` and CSS `ease`: (0.25, 0.1, 0.25, 1), the
    /// curve of Core Animation's implicit animations and of CSS animations such as the
    /// second seed's zoom. (`UIView.animate` defaults to `.curveEaseInOut`.)
    public static let uikitDefault = CubicBezierTimingCurve(0.25, 0.1, 0.25, 1)

    // Polynomial coefficients: B(t) = ((a·t + b)·t + c)·t for each axis.
    private var cx: Double { 3 * Double(c1.x) }
    private var bx: Double { 3 * (Double(c2.x) - Double(c1.x)) - cx }
    private var ax: Double { 1 - cx - bx }
    private var cy: Double { 3 * Double(c1.y) }
    private var by: Double { 3 * (Double(c2.y) - Double(c1.y)) - cy }
    private var ay: Double { 1 - cy - by }

    func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    func sampleDerivativeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The curve parameter t in [0, 1] with x(t) = x.
    func solveCurveX(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        // Newton's method from t = x.
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < Self.precision { return t }
            let slope = sampleDerivativeX(t)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        // Bisection: x(t) is monotonic on [0, 1] when the control x are in [0, 1].
        var low = 0.0, high = 1.0
        t = x
        while low < high {
            let value = sampleX(t)
            if abs(value - x) < Self.precision { return t }
            if x > value { low = t } else { high = t }
            let next = (low + high) / 2
            if next == t { break }
            t = next
        }
        return t
    }

    /// The fraction of the change done at `fraction` of the duration.
    /// Fractions outside [0, 1] are clamped.
    public func progress(at fraction: CGFloat) -> CGFloat {
        CGFloat(sampleY(solveCurveX(Double(fraction))))
    }

    /// dy/dx at `fraction`: the speed of the change relative to the average
    /// speed (distance / duration). Multiply by distance / duration to hand
    /// the animation's velocity over to a spring or deceleration.
    public func slope(at fraction: CGFloat) -> CGFloat {
        let t = solveCurveX(min(max(Double(fraction), 0), 1))
        let dx = sampleDerivativeX(t)
        let dy = sampleDerivativeY(t)
        if abs(dx) > 1e-9 {
            return CGFloat(dy / dx)
        }
        // x'(t) = 0 = y'(t) at an end point (e.g. easeIn at 1): by l'Hôpital
        // the limit of dy/dx is y''(t) / x''(t).
        let ddx = 6 * ax * t + 2 * bx
        let ddy = 6 * ay * t + 2 * by
        if abs(dy) <= 1e-9 && abs(ddx) > 1e-9 {
            return CGFloat(ddy / ddx)
        }
        // A vertical tangent (x' = 0, y' ≠ 0, e.g. c1 = (0, 0.5)): infinite slope.
        return dy == 0 ? 0 : (dy > 0 ? .infinity : -.infinity)
    }
}
