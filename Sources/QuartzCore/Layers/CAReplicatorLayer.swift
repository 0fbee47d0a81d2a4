import Foundation

/// A layer that draws its sublayers `instanceCount` times, as Core Animation's
/// replicator: instance `i` is placed by `instanceTransform` applied `i` times
/// (about the anchor point, on top of the sublayer space), tinted by
/// `instanceColor` plus `i` times the colour offsets (multiplying the sublayers'
/// colours, clamped to 0...1), and shows its sublayers' animations `i ×
/// instanceDelay` seconds late (before their start it shows the model values).
///
/// Differences: `preservesDepth` is accepted (instances are drawn in order, not
/// sorted by depth); the replicator's own properties are not animatable.
open class CAReplicatorLayer: CALayer {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount
        preservesDepth = other.preservesDepth
        instanceDelay = other.instanceDelay
        instanceTransform = other.instanceTransform
        instanceColor = other.instanceColor
        instanceRedOffset = other.instanceRedOffset
        instanceGreenOffset = other.instanceGreenOffset
        instanceBlueOffset = other.instanceBlueOffset
        instanceAlphaOffset = other.instanceAlphaOffset
    }

    /// How many copies of the sublayers are drawn (1 by default; 0 or less draws none).
    open var instanceCount = 1 { didSet { setNeedsRedraw() } }
    /// Accepted; instances are drawn in order.
    open var preservesDepth = false { didSet { setNeedsRedraw() } }
    /// Seconds each instance's animations run behind the previous instance's.
    open var instanceDelay: CFTimeInterval = 0 { didSet { setNeedsRedraw() } }
    /// The transform from one instance to the next, about the anchor point.
    open var instanceTransform = CATransform3DIdentity { didSet { setNeedsRedraw() } }
    /// The first instance's tint (opaque white by default: no change).
    open var instanceColor: CGColor? = .white { didSet { setNeedsRedraw() } }
    /// Added to the tint's channels per instance.
    open var instanceRedOffset: Float = 0 { didSet { setNeedsRedraw() } }
    open var instanceGreenOffset: Float = 0 { didSet { setNeedsRedraw() } }
    open var instanceBlueOffset: Float = 0 { didSet { setNeedsRedraw() } }
    open var instanceAlphaOffset: Float = 0 { didSet { setNeedsRedraw() } }

    open override func presentation() -> Self? { presentationCopy { CAReplicatorLayer(layer: $0) } }

    /// Instance `index`'s tint as red, green, blue, alpha in 0...1.
    public func tint(ofInstance index: Int) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let base = (instanceColor ?? .white).rgbaComponents
        func channel(_ value: CGFloat, _ offset: Float) -> CGFloat { min(1, max(0, value + CGFloat(index) * CGFloat(offset))) }
        return (channel(base.red, instanceRedOffset), channel(base.green, instanceGreenOffset),
                channel(base.blue, instanceBlueOffset), channel(base.alpha, instanceAlphaOffset))
    }

    /// Instance `index`'s transform about the anchor point of `state` (the replicator's presented state).
    public func transform(ofInstance index: Int, state: LayerState) -> CATransform3D {
        var power = CATransform3DIdentity
        for _ in 0..<max(0, index) { power = CATransform3DConcat(power, instanceTransform) }
        let anchor = state.anchorInBounds
        return CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0), power),
                                   CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
    }
}

extension CALayer {
    /// What the layer shows `delay` seconds ago on its window's clock: its
    /// animations evaluated then, without starting, ending or notifying anything
    /// (a replicator's late instances). `presented` when there is no delay or clock.
    package func presented(delayedBy delay: CFTimeInterval) -> LayerState {
        guard delay != 0, !animationList.isEmpty, let now = host?.runLoop.now else { return presented }
        let layerTime = localTime(atWindowTime: now - delay)
        var state = presentationState ?? modelState
        for (_, animation) in animationList {
            let clock = AnimationClock(animation, defaultDuration: CATransaction.animationDuration())
            let ended = clock.hasEnded(atParentTime: layerTime)
            guard let phase = clock.phase(atParentTime: layerTime, ended: ended) else { continue }
            if ended && animation.isRemovedOnCompletion { continue }
            animation.apply(atLocalTime: phase.time, fraction: phase.fraction, to: &state)
        }
        return state
    }
}
