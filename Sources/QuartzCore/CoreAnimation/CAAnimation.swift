import Foundation

/// Hears when an animation starts and stops, as in Core Animation. Both
/// methods are optional. `flag` is true when the animation ran to its end,
/// false when it was removed or replaced first. The animation passed is the
/// copy the layer runs (as on iOS), not the object you added.
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An explicit animation of a layer, as in Core Animation: add it with
/// `CALayer.add(_:forKey:)` (which copies it) and it runs on the window's clock.
///
/// `duration` 0 means `CATransaction.animationDuration()` (0.25 s) when added;
/// `beginTime` 0 means now (use `CACurrentMediaTime() + delay` to delay).
/// The delegate is held strongly, as on iOS, until the animation stops; an
/// animation that is its own delegate (a subclass setting `delegate = self`)
/// does not keep itself alive.
open class CAAnimation: NSObject, CAMediaTiming, CAAction {
    open var timingFunction: CAMediaTimingFunction?
    open var delegate: CAAnimationDelegate? {
        get { delegateIsSelf ? self as? CAAnimationDelegate : heldDelegate }
        set {
            delegateIsSelf = newValue.map { $0 === self } ?? false
            heldDelegate = delegateIsSelf ? nil : newValue
        }
    }
    private var heldDelegate: CAAnimationDelegate?
    private var delegateIsSelf = false
    /// Whether the layer drops the animation when it ends (else it is kept, and
    /// with `fillMode` `.forwards` keeps showing its end value).
    open var isRemovedOnCompletion = true
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    /// How many times it runs (fractions allowed; `.infinity` forever); 0 means once.
    open var repeatCount: Float = 0
    /// How long it repeats for, instead of `repeatCount`.
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Values set with `setValue(_:forKey:)` (iOS code tags animations this way).
    private var values: [String: Any] = [:]
    /// Where an added copy is in its life (see `LayerAnimator`).
    var runStateStorage: AnimationRunState?

    public override init() { super.init() }

    /// Animations are not archived on Linux; this makes a default animation, so
    /// subclasses can keep UIKit's `required init?(coder:)`.
    public required init?(coder: NSCoder) { super.init() }

    /// A new animation, as `CAAnimation.animation()` returns.
    open class func animation() -> CAAnimation { CAAnimation() }

    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
    open func value(forKey key: String) -> Any? { values[key] }

    /// Whether the animation may be archived (accepted; nothing is archived).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// A copy with the same settings (`NSCopying`); subclasses copy theirs.
    open override func copy() -> Any {
        let copy = CAAnimation()
        copyTiming(to: copy)
        return copy
    }

    func copyTiming(to copy: CAAnimation) {
        copy.timingFunction = timingFunction
        copy.heldDelegate = heldDelegate
        copy.delegateIsSelf = false
        if delegateIsSelf { copy.heldDelegate = self as? CAAnimationDelegate }
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.beginTime = beginTime
        copy.duration = duration
        copy.speed = speed
        copy.timeOffset = timeOffset
        copy.repeatCount = repeatCount
        copy.repeatDuration = repeatDuration
        copy.autoreverses = autoreverses
        copy.fillMode = fillMode
        copy.values = values
    }

    /// As an action: adds the animation to the layer for `event`.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    open override var description: String { "<\(type(of: self)) duration: \(duration)>" }

    // MARK: What subclasses animate

    /// The key paths this animation changes.
    var animatedKeyPaths: [String] { [] }

    /// Writes the animation's values at `time` (seconds of its own local time,
    /// already inside its active duration, 0 at its start) into `state`.
    func apply(atLocalTime time: CFTimeInterval, fraction: CGFloat, to state: inout LayerState) {}
}

/// An animation of one property, named by `keyPath`, as in Core Animation.
open class CAPropertyAnimation: CAAnimation {
    /// The animated key path (`"position.y"`, `"transform.scale"`, `"strokeEnd"`...).
    open var keyPath: String?
    /// Whether the value is added to the current one instead of replacing it.
    open var isAdditive = false
    /// Whether repeats build on the previous one's end (accepted; not applied).
    open var isCumulative = false

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    open override func copy() -> Any {
        let copy = CAPropertyAnimation()
        copyProperty(to: copy)
        return copy
    }

    func copyProperty(to copy: CAPropertyAnimation) {
        copyTiming(to: copy)
        copy.keyPath = keyPath
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
    }

    override var animatedKeyPaths: [String] { keyPath.map { [$0] } ?? [] }

    /// Writes `value` at the key path, added to the current value when additive.
    func write(_ value: LayerValue, to state: inout LayerState) {
        guard let keyPath else { return }
        if isAdditive, let current = state.value(forKeyPath: keyPath) {
            state.setValue(current.adding(value), forKeyPath: keyPath)
        } else {
            state.setValue(value, forKeyPath: keyPath)
        }
    }
}
