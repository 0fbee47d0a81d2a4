import Foundation

/// A layer that draws its sublayers `instanceCount` times, as Core Animation's
/// replicator: instance `i` is placed by `instanceTransform` applied `i` times
/// (about the anchor point, on top of the sublayer space), tinted by
/// `instanceColor` plus `i` times the colour offsets (multiplying the sublayers'
/// colours, clamped to 0...1), and shows its sublayers' animations `i ×
/// instanceDelay` seconds late (before their start it shows the model values).
///
/// As in Core Animation, `instanceCount`, `instanceDelay`, `instanceTransform`,
/// `instanceColor` and the four colour offsets are animatable: add a
/// `CABasicAnimation` or `CAKeyframeAnimation` for their key paths and the
/// presentation layer (and the screen) shows the interpolated values. An
/// animated `instanceCount` is interpolated as a number and truncated toward
/// zero (an `NSInteger` property read from an interpolated value).
///
/// Differences: changing these properties on a layer in a window does not start
/// an implicit animation (only explicit animations animate them);
/// `preservesDepth` is accepted (instances are drawn in order, not sorted by depth).
open class CAReplicatorLayer: CALayer {
    public override init() {
        super.init()
        storeDefaults()
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        storeDefaults()
    }
    public override init(layer: Any) {
        // The animatable properties travel in the copied state.
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        preservesDepth = other.preservesDepth
    }

    /// How many copies of the sublayers are drawn (1 by default; 0 or less draws none).
    open var instanceCount: Int {
        get { Self.instanceCount(in: modelState) }
        set { setExtra(Key.count, .number(CGFloat(newValue))) }
    }
    /// Accepted; instances are drawn in order.
    open var preservesDepth = false { didSet { setNeedsRedraw() } }
    /// Seconds each instance's animations run behind the previous instance's.
    open var instanceDelay: CFTimeInterval {
        get { Double(modelState.extras[Key.delay]?.number ?? 0) }
        set { setExtra(Key.delay, .number(CGFloat(newValue))) }
    }
    /// The transform from one instance to the next, about the anchor point.
    open var instanceTransform: CATransform3D {
        get { Self.instanceTransform(in: modelState) }
        set { setExtra(Key.transform, .transform(newValue)) }
    }
    /// The first instance's tint (opaque white by default: no change).
    open var instanceColor: CGColor? {
        get { Self.instanceColor(in: modelState) }
        set { setExtra(Key.color, .color(newValue)) }
    }
    /// Added to the tint's red channel per instance.
    open var instanceRedOffset: Float {
        get { Self.offset(Key.red, in: modelState) }
        set { setExtra(Key.red, .number(CGFloat(newValue))) }
    }
    /// Added to the tint's green channel per instance.
    open var instanceGreenOffset: Float {
        get { Self.offset(Key.green, in: modelState) }
        set { setExtra(Key.green, .number(CGFloat(newValue))) }
    }
    /// Added to the tint's blue channel per instance.
    open var instanceBlueOffset: Float {
        get { Self.offset(Key.blue, in: modelState) }
        set { setExtra(Key.blue, .number(CGFloat(newValue))) }
    }
    /// Added to the tint's alpha per instance.
    open var instanceAlphaOffset: Float {
        get { Self.offset(Key.alpha, in: modelState) }
        set { setExtra(Key.alpha, .number(CGFloat(newValue))) }
    }

    /// The defaults in the state, so key-value coding and an animation with only a
    /// `toValue` find them: 1 instance, no delay, the identity, white, no offsets.
    private func storeDefaults() {
        for (key, value) in Self.defaults where modelState.extras[key] == nil { modelState.extras[key] = value }
    }

    private static let defaults: [String: LayerValue] = [
        Key.count: .number(1), Key.delay: .number(0), Key.transform: .transform(CATransform3DIdentity), Key.color: .color(.white),
        Key.red: .number(0), Key.green: .number(0), Key.blue: .number(0), Key.alpha: .number(0),
    ]

    open override func presentation() -> Self? { presentationCopy { CAReplicatorLayer(layer: $0) } }

    /// Instance `index`'s tint as red, green, blue, alpha in 0...1 (model values).
    public func tint(ofInstance index: Int) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        tint(ofInstance: index, in: modelState)
    }

    /// Instance `index`'s tint for `state` (the replicator's presented state).
    public func tint(ofInstance index: Int, in state: LayerState) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let base = (Self.instanceColor(in: state) ?? .white).rgbaComponents
        func channel(_ value: CGFloat, _ key: String) -> CGFloat {
            min(1, max(0, value + CGFloat(index) * CGFloat(Self.offset(key, in: state))))
        }
        return (channel(base.red, Key.red), channel(base.green, Key.green), channel(base.blue, Key.blue), channel(base.alpha, Key.alpha))
    }

    /// Instance `index`'s transform about the anchor point of `state` (the replicator's
    /// presented state, whose `instanceTransform` it uses).
    public func transform(ofInstance index: Int, state: LayerState) -> CATransform3D {
        let step = Self.instanceTransform(in: state)
        var power = CATransform3DIdentity
        for _ in 0..<max(0, index) { power = CATransform3DConcat(power, step) }
        let anchor = state.anchorInBounds
        return CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0), power),
                                   CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
    }

    // MARK: Values in a state

    /// The instance count `state` shows (an animated count truncated toward zero).
    public static func instanceCount(in state: LayerState) -> Int {
        guard let value = state.extras[Key.count]?.number, value.isFinite else { return 1 }
        return Int(max(min(value, CGFloat(Int32.max)), CGFloat(Int32.min)).rounded(.towardZero))
    }

    /// The instance delay `state` shows.
    public static func instanceDelay(in state: LayerState) -> CFTimeInterval {
        Double(state.extras[Key.delay]?.number ?? 0)
    }

    static func instanceTransform(in state: LayerState) -> CATransform3D {
        if case .transform(let transform)? = state.extras[Key.transform] { return transform }
        return CATransform3DIdentity
    }

    static func instanceColor(in state: LayerState) -> CGColor? {
        if case .color(let color)? = state.extras[Key.color] { return color }
        return .white
    }

    static func offset(_ key: String, in state: LayerState) -> Float {
        Float(state.extras[key]?.number ?? 0)
    }

    /// The key paths of the animatable properties.
    enum Key {
        static let count = "instanceCount", delay = "instanceDelay", transform = "instanceTransform", color = "instanceColor"
        static let red = "instanceRedOffset", green = "instanceGreenOffset", blue = "instanceBlueOffset", alpha = "instanceAlphaOffset"
    }
}
