import Foundation

/// A curve from (0, 0) to (1, 1) mapping progress through time to progress through a
/// value, as SwiftUI's `UnitCurve` (iOS 17): the CSS cubic Béziers and circular easing.
public struct UnitCurve: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case linear
        case bezier(CubicBezierTimingCurve)
        case circularEaseIn, circularEaseOut, circularEaseInOut
    }
    let kind: Kind

    public static let linear = UnitCurve(kind: .linear)
    public static let easeIn = UnitCurve(kind: .bezier(.easeIn))
    public static let easeOut = UnitCurve(kind: .bezier(.easeOut))
    public static let easeInOut = UnitCurve(kind: .bezier(.easeInEaseOut))
    public static let circularEaseIn = UnitCurve(kind: .circularEaseIn)
    public static let circularEaseOut = UnitCurve(kind: .circularEaseOut)
    public static let circularEaseInOut = UnitCurve(kind: .circularEaseInOut)

    /// A cubic Bézier from (0, 0) to (1, 1) with the two control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(kind: .bezier(CubicBezierTimingCurve(startControlPoint.x, startControlPoint.y,
                                                       endControlPoint.x, endControlPoint.y)))
    }

    /// The value's progress at `progress` through time (clamped to 0...1).
    public func value(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        switch kind {
        case .linear: return x
        case .bezier(let curve): return Double(curve.progress(at: CGFloat(x)))
        case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut: return (1 - (1 - x) * (1 - x)).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? (1 - (1 - 4 * x * x).squareRoot()) / 2
                           : ((1 - (2 * x - 2) * (2 * x - 2)).squareRoot() + 1) / 2
        }
    }

    /// The rate of change of the value at `progress`.
    public func velocity(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        if case .linear = kind { return 1 }
        if case .bezier(let curve) = kind { return Double(curve.slope(at: CGFloat(x))) }
        let h = 1e-6
        return (value(at: min(x + h, 1)) - value(at: max(x - h, 0))) / (min(x + h, 1) - max(x - h, 0))
    }
}

extension Spring {
    /// SwiftUI's `Spring()`: duration 0.5 s, no bounce (critically damped).
    public init() { self.init(duration: 0.5, bounce: 0) }
    /// SwiftUI's `Spring(response:dampingRatio:)`.
    public init(response: Double, dampingRatio: Double) {
        self.init(dampingRatio: CGFloat(dampingRatio), response: response)
    }
    /// Seconds until the spring from 0 to 1 stays within 0.001 of 1 (SwiftUI's `settlingDuration`).
    public var settlingDuration: TimeInterval { SpringSolution(spring: self, from: 0, to: 1).settleTime }
}

extension Spring {
    /// SwiftUI's `.smooth`: 0.5 s, no bounce.
    public static var smooth: Spring { Spring(duration: 0.5, bounce: 0) }
    /// SwiftUI's `.snappy`: 0.5 s, bounce 0.15.
    public static var snappy: Spring { Spring(duration: 0.5, bounce: 0.15) }
    /// SwiftUI's `.bouncy`: 0.5 s, bounce 0.3.
    public static var bouncy: Spring { Spring(duration: 0.5, bounce: 0.3) }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: CGFloat(extraBounce))
    }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: CGFloat(0.15 + extraBounce))
    }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: CGFloat(0.3 + extraBounce))
    }
}
