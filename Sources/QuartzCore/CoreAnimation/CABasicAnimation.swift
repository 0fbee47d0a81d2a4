import Foundation

/// An animation of one property from one value to another, as in Core
/// Animation. With only some of `fromValue`, `toValue` and `byValue` set, the
/// missing ends come from the value on screen: from→to, from→from+by,
/// to−by→to, from→current, current→to, current→current+by.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func copy() -> Any {
        let copy = CABasicAnimation()
        copyBasic(to: copy)
        return copy
    }

    func copyBasic(to copy: CABasicAnimation) {
        copyProperty(to: copy)
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
    }

    /// The two ends, given the value on screen.
    func ends(current: LayerValue?) -> (LayerValue, LayerValue)? {
        let from = LayerValue(fromValue), to = LayerValue(toValue), by = LayerValue(byValue)
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, from.adding(by))
        case let (nil, to?, by?): return (to.adding(by.negated), to)
        case let (from?, nil, nil): return current.map { (from, $0) }
        case let (nil, to?, nil): return current.map { ($0, to) }
        case let (nil, nil, by?): return current.map { ($0, $0.adding(by)) }
        case (nil, nil, nil): return current.map { ($0, $0) }
        }
    }

    /// Progress through the change at `fraction` of the duration.
    package func progress(atLocalTime time: CFTimeInterval, fraction: CGFloat) -> CGFloat {
        timingFunction?.progress(at: fraction) ?? fraction
    }

    override func apply(atLocalTime time: CFTimeInterval, fraction: CGFloat, to state: inout LayerState) {
        guard let keyPath, let (from, to) = ends(current: state.value(forKeyPath: keyPath)) else { return }
        let progress = progress(atLocalTime: time, fraction: fraction)
        write(from.interpolated(to: to, fraction: progress), to: &state)
    }
}

/// A basic animation that moves like a damped spring, as in Core Animation:
/// `mass`, `stiffness`, `damping` and `initialVelocity` (in whole changes per
/// second, positive towards `toValue`). It follows the spring's closed form
/// (`SpringSolution`) in real seconds, not stretched to `duration`; it ends at
/// `duration`, usually set to `settlingDuration`.
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    /// Accepted (springs here may always be over-damped).
    open var allowsOverdamping = true

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A spring settling in about `perceptualDuration` with `bounce` (iOS 17),
    /// as SwiftUI's `Spring(duration:bounce:)`; its `duration` is its settling duration.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let spring = Spring(duration: max(perceptualDuration, 0.001), bounce: min(max(bounce, -0.99), 1))
        mass = spring.mass
        stiffness = spring.stiffness
        damping = spring.damping
        duration = settlingDuration
    }

    /// The fraction of the change left when the spring counts as settled.
    /// Chosen so that Apple's documented examples come out as documented
    /// (CASpringAnimation.settlingDuration: damping 5, stiffness 100, mass 1
    /// settles in about 2.85 s; damping 15 in just over 1 s).
    public static let settlingEpsilon: CGFloat = 1.0 / 1200

    /// How long the spring takes to settle for good (within `settlingEpsilon`
    /// of the change), from the closed form's envelope.
    open var settlingDuration: CFTimeInterval {
        solution.settlingDuration(epsilon: CASpringAnimation.settlingEpsilon)
    }

    /// The motion from 0 to 1 (positive initial velocity heads for 1).
    var solution: SpringSolution {
        SpringSolution(spring: Spring(mass: max(mass, 0.0001), stiffness: max(stiffness, 0), damping: max(damping, 0)),
                       from: 0, to: 1, initialVelocity: initialVelocity, epsilon: CASpringAnimation.settlingEpsilon)
    }

    open override func copy() -> Any {
        let copy = CASpringAnimation()
        copyBasic(to: copy)
        copy.mass = mass
        copy.stiffness = stiffness
        copy.damping = damping
        copy.initialVelocity = initialVelocity
        copy.allowsOverdamping = allowsOverdamping
        return copy
    }

    package override func progress(atLocalTime time: CFTimeInterval, fraction: CGFloat) -> CGFloat {
        solution.exactValue(at: time)
    }
}
