import Foundation

/// UIKit's `UITimingCurveType`.
public enum UITimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}

/// UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: the animations are not applied.
    case inactive
    /// Started or paused.
    case active
    /// Stopped with `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
    case stopped
}

/// UIKit's `UIViewAnimatingPosition`: where the animations ended.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// UIKit's `UITimingCurveProvider`: the timing of a property animator.
public protocol UITimingCurveProvider {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// UIKit's `UICubicTimingParameters`: a cubic Bézier timing curve.
public final class UICubicTimingParameters: UITimingCurveProvider {
    /// The built-in curve these parameters came from (`.easeInOut` for
    /// custom control points, as in UIKit).
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    /// The default curve, ease in ease out.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    public init(animationCurve: UIView.AnimationCurve) {
        self.animationCurve = animationCurve
        let curve = animationCurve.timingCurve
        controlPoint1 = curve.c1
        controlPoint2 = curve.c2
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
    }

    public var timingCurveType: UITimingCurveType { .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    var curve: CubicBezierTimingCurve { CubicBezierTimingCurve(c1: controlPoint1, c2: controlPoint2) }
}

/// UIKit's `UISpringTimingParameters`: a spring, in closed form (physics.md §4).
///
/// `initialVelocity` is normalised per axis, as in UIKit: dx × the x distance
/// is the starting speed of x values (points per second), dy × the y
/// distance that of y values; properties without a direction use dx.
public final class UISpringTimingParameters: UITimingCurveProvider {
    private enum Kind {
        /// The animator's duration decides the stiffness (`Spring.uiViewAnimation`).
        case dampingRatio(CGFloat)
        /// A physical spring: its settling time decides the duration and the
        /// animator's duration is ignored, as in UIKit.
        case physical(Spring)
    }

    private let kind: Kind
    public let initialVelocity: CGVector

    /// Critically damped (UIKit's default spring has no bounce).
    public convenience init() { self.init(dampingRatio: 1) }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = .zero) {
        kind = .dampingRatio(ratio)
        initialVelocity = velocity
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        kind = .physical(Spring(mass: mass, stiffness: stiffness, damping: damping))
        initialVelocity = velocity
    }

    /// iOS 17 `init(duration:bounce:initialVelocity:)`: `Spring(duration:bounce:)`.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero) {
        kind = .physical(Spring(duration: duration, bounce: bounce))
        initialVelocity = velocity
    }

    /// The damping ratio ζ of the spring.
    public var dampingRatio: CGFloat {
        switch kind {
        case .dampingRatio(let ratio): return ratio
        case .physical(let spring): return spring.dampingRatio
        }
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    func timing(duration: TimeInterval, initialVelocity velocity: CGVector? = nil) -> AnimationTiming {
        let velocity = velocity ?? initialVelocity
        switch kind {
        case .dampingRatio(let ratio):
            guard duration > 0 else { return .cubic(.linear, duration: 0) }
            return .spring(.uiViewAnimation(duration: duration, dampingRatio: ratio),
                           initialVelocity: velocity, minimumDuration: duration)
        case .physical(let spring):
            return .spring(spring, initialVelocity: velocity)
        }
    }
}

extension UITimingCurveProvider {
    /// The timing over `duration` (springs may decide their own length).
    func animationTiming(duration: TimeInterval) -> AnimationTiming {
        if let velocity = self as? VelocityTimingParameters {
            return .minimumJerk(velocity.curve, duration: duration)
        }
        if let spring = springTimingParameters {
            return spring.timing(duration: duration)
        }
        let curve = cubicTimingParameters?.curve ?? CubicBezierTimingCurve.easeInEaseOut
        return .cubic(curve, duration: duration)
    }
}
