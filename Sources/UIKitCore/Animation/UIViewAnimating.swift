import Foundation

/// UIKit's `UIViewAnimating`: an animation that can be started, paused,
/// scrubbed, stopped and finished. `UIViewPropertyAnimator` adopts it.
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// UIKit's `UIViewImplicitlyAnimating`: a `UIViewAnimating` that takes
/// animations blocks and completions and can be continued with new timing:
/// what `UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:)`
/// returns. The methods are optional in UIKit; here they have do-nothing
/// defaults, so a type that adopts the protocol only writes what it supports.
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    public func addAnimations(_ animation: @escaping () -> Void) {}
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {}
}

extension UIViewPropertyAnimator: UIViewImplicitlyAnimating {}

/// The timing a velocity-aware finish continues an interruptible animator
/// with: the minimum-jerk curve of a `VelocityCompletion`, which starts at the
/// hand's speed. Not a UIKit type; `UITimingCurveProvider` lets it pass through
/// `continueAnimation(withTimingParameters:durationFactor:)`.
final class VelocityTimingParameters: UITimingCurveProvider {
    let curve: MinimumJerkCurve

    init(curve: MinimumJerkCurve) { self.curve = curve }

    var timingCurveType: UITimingCurveType { .composed }
    var cubicTimingParameters: UICubicTimingParameters? { nil }
    var springTimingParameters: UISpringTimingParameters? { nil }
}
