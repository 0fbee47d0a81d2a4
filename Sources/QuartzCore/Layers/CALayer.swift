import Foundation

/// A rectangle of content in a tree of layers, as in Core Animation: the
/// backing layer of every view, or a free-standing layer you make with
/// `CALayer()` and add with `addSublayer`.
///
/// A view's layer forwards its geometry and looks to the view (`frame`,
/// `position`, `opacity`, `isHidden`, `backgroundColor`, `masksToBounds`...),
/// so the view and its layer never disagree, and its sublayers list holds the
/// subviews' layers in drawing order with any free layers you added. Free
/// layers animate their property changes implicitly (0.25 s, see
/// `CATransaction`) once they are in a window; a view's layer does not.
///
/// It is an `NSObject`, as in Core Animation, so layers are `Equatable` and
/// `Hashable` by identity (`sublayers?.contains(layer)`).
///
/// Differences: `zPosition` orders siblings and places them in depth only for
/// perspective (no depth sorting); `draw(in:)` output is kept at the window's scale.
open class CALayer: NSObject, CAMediaTiming {
    /// The view this layer backs, if any (it is also the layer's `delegate`).
    package weak var layerOwner: (any CALayerOwner)?

    /// The model values (what you set).
    public package(set) var modelState = LayerState() {
        didSet { drawingChanged() }
    }
    /// The in-flight values of the view's `UIView.animate` animations, else nil.
    public package(set) var presentationState: LayerState? {
        didSet { drawingChanged() }
    }
    /// Values of running explicit animations (`add(_:forKey:)`), by key path in
    /// the order they apply, written by the window's layer animator each frame.
    public package(set) var animatedValues: [(String, LayerValue)] = [] {
        didSet { drawingChanged() }
    }
    /// The transition being shown, if any (its progress moves every frame).
    package var activeTransition: CATransition? { didSet { drawingChanged() } }
    /// Counts changes below this layer (see `CALayer+DrawingGeneration`).
    package var sublayerGeneration: UInt64 = 0

    /// What is on screen now: the model, with view animations and explicit
    /// animations applied.
    public var presented: LayerState {
        let base = presentationState ?? modelState
        guard !animatedValues.isEmpty else { return base }
        var state = base
        for (keyPath, value) in animatedValues { state.setValue(value, forKeyPath: keyPath) }
        return state
    }

    // MARK: Timing (`CAMediaTiming`): the layer's own clock for its animations

    /// The layer's time is `(parentTime - beginTime) · speed + timeOffset`;
    /// `speed = 0` pauses its animations (and its sublayers').
    public var beginTime: CFTimeInterval = 0 { didSet { timingChanged() } }
    public var speed: Float = 1 { didSet { timingChanged() } }
    public var timeOffset: CFTimeInterval = 0 { didSet { timingChanged() } }
    /// Accepted (a layer's own duration and repeats have no effect on its animations here).
    public var duration: CFTimeInterval = 0
    public var repeatCount: Float = 0
    public var repeatDuration: CFTimeInterval = 0
    public var autoreverses = false
    public var fillMode: CAMediaTimingFillMode = .removed

    /// The animations show the new timing from the next frame on (as Core
    /// Animation applies it at the next commit, so settings made one after the
    /// other never end an animation half way).
    private func timingChanged() { host?.setNeedsDisplay() }

    /// Receives drawing, display and layout callbacks; a view's layer has its view.
    public weak var delegate: CALayerDelegate?
    public var name: String?
    /// The superlayer, and the sublayers in drawing order (last on top).
    public package(set) weak var superlayer: CALayer?
    package var sublayerList: [CALayer] = [] { didSet { sublayersChanged() } }
    /// Running and finished-but-kept explicit animations, in the order added.
    package var animationList: [(key: String, animation: CAAnimation)] = []
    /// Values set with `setValue(_:forKey:)` for keys that are not properties.
    var customValues: [String: Any] = [:]
    /// Bumped by `display()` so a kept `draw(in:)` bitmap is redrawn.
    public package(set) var contentVersion: UInt64 = 0 { didSet { drawingChanged() } }
    private var storedIsHidden = false
    private var storedMasksToBounds = false
    package var contentsStorage: Any? { didSet { drawingChanged() } }
    /// Whether the content is what `draw(in:)` paints (after `display()`).
    package var drawsContent = false { didSet { drawingChanged() } }
    package var displayRequested = false
    /// Whether `draw(in:)` is running (key-value reads then show presented values).
    package var isDrawingContent = false
    package var layoutRequested = false
    /// Identifies the bitmap kept for the `draw(in:)` content.
    package lazy var backingStoreKey = BackingStoreKey()
    /// Whether changing the bounds size calls `setNeedsDisplay()`.
    public var needsDisplayOnBoundsChange = false
    public var contentsGravity: CALayerContentsGravity = .resize { didSet { setNeedsRedraw() } }
    /// Pixels of `contents` per point, for gravities that do not resize.
    public var contentsScale: CGFloat = 1 { didSet { setNeedsRedraw() } }
    /// How `contents` is filtered when shrunk and when enlarged.
    public var minificationFilter: CALayerContentsFilter = .linear { didSet { setNeedsRedraw() } }
    public var magnificationFilter: CALayerContentsFilter = .linear { didSet { setNeedsRedraw() } }
    /// The part of `contents` shown, in unit coordinates of the image.
    public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) { didSet { setNeedsRedraw() } }
    /// Actions by key, consulted after the delegate (`NSNull()` disables one).
    public var actions: [String: CAAction]?

    /// A free-standing layer with empty bounds at position zero.
    public override init() { super.init() }

    /// Layers are not archived on Linux: this makes a default layer, so
    /// subclasses keep UIKit's `required init?(coder:)`.
    public required init?(coder: NSCoder) { super.init() }

    /// A view's backing layer: `owner` is also its delegate.
    package init(owner: any CALayerOwner) {
        self.layerOwner = owner
        self.delegate = owner
        super.init()
    }

    /// A copy of `layer`'s properties (Core Animation uses it for presentation
    /// layers; subclasses that add properties override it and copy them).
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        modelState = other.presented
        name = other.name
        storedIsHidden = other.isHidden
        storedMasksToBounds = other.masksToBounds
        isDoubleSided = other.isDoubleSided
        maskedCorners = other.maskedCorners
        shadowPath = other.shadowPath
        shouldRasterize = other.shouldRasterize
        rasterizationScale = other.rasterizationScale
        contentsStorage = other.contentsStorage
        drawsContent = other.drawsContent
        contentVersion = other.contentVersion
        contentsGravity = other.contentsGravity
        contentsScale = other.contentsScale
        contentsRect = other.contentsRect
        isOpaque = other.isOpaque
        mask = other.mask
        cornerCurve = other.cornerCurve
        sublayerTransform = other.sublayerTransform
        isGeometryFlipped = other.isGeometryFlipped
        actions = other.actions
        customValues = other.customValues
        modelLayer = other.modelLayer ?? other
    }

    /// A copy of the layer as it is on screen now (model values with running
    /// animations applied), or the layer itself when nothing animates it.
    /// Differences: the copy is of the built-in class nearest to the layer's
    /// (`CALayer`, `CAShapeLayer`, `CAGradientLayer`); for a layer class of your
    /// own that is being animated, the layer itself is returned.
    open func presentation() -> Self? { presentationCopy { CALayer(layer: $0) } }

    /// For a presentation copy: the layer it copies.
    package weak var modelLayer: CALayer?

    // MARK: Geometry

    public var bounds: CGRect {
        get { modelState.bounds }
        set {
            if let layerOwner { layerOwner.setLayerBounds(newValue); return }
            let sizeChanged = modelState.bounds.size != newValue.size
            setValue(\.bounds, newValue, key: "bounds")
            if sizeChanged {
                setNeedsLayout()
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
            }
        }
    }

    /// Where the anchor point sits in the superlayer (a view's `center`).
    public var position: CGPoint {
        get { modelState.center }
        set {
            if let layerOwner { layerOwner.setLayerPosition(newValue); return }
            setValue(\.center, newValue, key: "position")
        }
    }

    public var anchorPoint: CGPoint {
        get { modelState.anchorPoint }
        set { setValue(\.anchorPoint, newValue, key: "anchorPoint") }
    }

    /// The bounds in the superlayer (the bounding box when transformed);
    /// setting it sets `position` and the bounds size.
    open var frame: CGRect {
        get { modelState.frame }
        set {
            if let layerOwner { layerOwner.setLayerFrame(newValue); return }
            let rect = newValue.standardized
            let bounds = CGRect(origin: modelState.bounds.origin, size: rect.size)
            self.bounds = bounds
            position = CGPoint(x: rect.minX + anchorPoint.x * rect.width, y: rect.minY + anchorPoint.y * rect.height)
        }
    }

    /// Orders siblings (higher on top; equal keeps the sublayer order).
    public var zPosition: CGFloat {
        get { modelState.zPosition }
        set { setValue(\.zPosition, newValue, key: "zPosition") }
    }

    /// The layer's transform, about its anchor point. Transforms with perspective
    /// (`m34`) or depth are drawn projected (see `CATransform3D`); the plane part
    /// is also the view's `transform` for a view's layer.
    public var transform: CATransform3D {
        get { modelState.transform3DValue }
        set {
            let full = CATransform3DIsAffine(newValue) ? nil : newValue
            if let layerOwner {
                layerOwner.setLayerTransform(newValue.affinePart)
                if modelState.transform3D != full { modelState.transform3D = full }
                return
            }
            guard modelState.transform3DValue != newValue || modelState.transform3D != full else { return }
            let before = presented
            modelState.setTransform3D(newValue)
            if presentationState != nil { presentationState?.setTransform3D(newValue) }
            runImplicitAction(forKey: "transform", from: before)
            setNeedsRedraw()
        }
    }

    /// The anchor point's z, about which the transform turns in depth (0 by default).
    public var anchorPointZ: CGFloat {
        get { modelState.anchorPointZ }
        set { setValue(\.anchorPointZ, newValue, key: "anchorPointZ") }
    }

    public func affineTransform() -> CGAffineTransform { modelState.transform }

    public func setAffineTransform(_ transform: CGAffineTransform) {
        self.transform = CATransform3DMakeAffineTransform(transform)
    }

    // MARK: Looks

    public var isHidden: Bool {
        get { layerOwner?.isHiddenForLayer ?? storedIsHidden }
        set {
            if let layerOwner { layerOwner.isHiddenForLayer = newValue; return }
            guard storedIsHidden != newValue else { return }
            storedIsHidden = newValue
            setNeedsRedraw()
        }
    }

    public var opacity: Float {
        get { Float(modelState.alpha) }
        set {
            if let layerOwner { layerOwner.setLayerOpacity(CGFloat(newValue)); return }
            setValue(\.alpha, CGFloat(min(max(newValue, 0), 1)), key: "opacity")
        }
    }

    public var backgroundColor: CGColor? {
        get { modelState.backgroundColor }
        set {
            if let layerOwner { layerOwner.setLayerBackgroundColor(newValue); return }
            setValue(\.backgroundFill, newValue.map(LayerFill.init), key: "backgroundColor")
        }
    }

    public var cornerRadius: CGFloat {
        get { modelState.cornerRadius }
        set {
            if let layerOwner { layerOwner.setLayerCornerRadius(newValue); return }
            setValue(\.cornerRadius, newValue, key: "cornerRadius")
        }
    }

    /// Which corners `cornerRadius` rounds.
    public var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        didSet { if maskedCorners != oldValue { setNeedsRedraw() } }
    }

    /// Whether sublayers (and contents) are clipped to the rounded bounds; it
    /// also hides the layer's own shadow, as in Core Animation.
    public var masksToBounds: Bool {
        get { layerOwner?.masksToBoundsForLayer ?? storedMasksToBounds }
        set {
            if let layerOwner { layerOwner.masksToBoundsForLayer = newValue; return }
            guard storedMasksToBounds != newValue else { return }
            storedMasksToBounds = newValue
            setNeedsRedraw()
        }
    }

    public var borderWidth: CGFloat {
        get { modelState.borderWidth }
        set { setValue(\.borderWidth, newValue, key: "borderWidth") }
    }

    public var borderColor: CGColor? {
        get { modelState.borderColor }
        set { setValue(\.borderColor, newValue, key: "borderColor") }
    }

    public var shadowColor: CGColor? {
        get { modelState.shadowColor }
        set { setValue(\.shadowColor, newValue, key: "shadowColor") }
    }

    public var shadowOpacity: Float {
        get { modelState.shadowOpacity }
        set { setValue(\.shadowOpacity, newValue, key: "shadowOpacity") }
    }

    public var shadowRadius: CGFloat {
        get { modelState.shadowRadius }
        set { setValue(\.shadowRadius, newValue, key: "shadowRadius") }
    }

    public var shadowOffset: CGSize {
        get { modelState.shadowOffset }
        set { setValue(\.shadowOffset, newValue, key: "shadowOffset") }
    }

    /// The shadow's shape; nil uses the layer's rounded bounds (a shape layer's path).
    public var shadowPath: CGPath? { didSet { setNeedsRedraw() } }

    /// Whether the layer and its sublayers are drawn once into a bitmap in the
    /// layer's own space and then composited, as Core Animation's `shouldRasterize`.
    /// The bitmap is reused while only the layer's position, transform, alpha or
    /// (with `masksToBounds`) corner rounding change, so a moving sheet or a
    /// pushed-back presenter costs one composite per frame. Differences: the
    /// bitmap is at the window's scale, the layer's own shadow is drawn outside
    /// it, and content outside the bounds is cut off; a bitmap moved only by a
    /// translation is placed on whole device pixels.
    public var shouldRasterize = false { didSet { if shouldRasterize != oldValue { setNeedsRedraw() } } }

    /// Accepted; rasterized bitmaps are made at the window's scale.
    public var rasterizationScale: CGFloat = 1

    /// Whether the layer promises to be fully opaque (a hint; accepted).
    public var isOpaque = false

    /// Whether the layer is drawn when its back faces the viewer (turned more than
    /// a quarter about x or y); false hides it then, as in Core Animation.
    public var isDoubleSided = true { didSet { if isDoubleSided != oldValue { setNeedsRedraw() } } }
    public var allowsEdgeAntialiasing = false
    public var allowsGroupOpacity = true
    public var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]

    /// A layer whose alpha masks this layer and its sublayers (its frame is in
    /// this layer's bounds space; it is drawn, never shown). Its animations
    /// run on the window of the layer it masks.
    public var mask: CALayer? {
        didSet {
            guard mask !== oldValue else { return }
            if oldValue?.maskedLayer === self { oldValue?.maskedLayer = nil }
            mask?.maskedLayer = self
            mask?.didMoveIntoTree()
            setNeedsRedraw()
        }
    }
    /// The layer this one is the `mask` of.
    package weak var maskedLayer: CALayer?

    /// The shape of rounded corners. Accepted; both curves are drawn as circular arcs.
    public var cornerCurve: CALayerCornerCurve = .circular

    /// Applied to the sublayers when drawing, about the anchor point; with
    /// perspective (`m34 = -1 / distance`) the sublayers are drawn projected.
    public var sublayerTransform: CATransform3D = CATransform3DIdentity { didSet { setNeedsRedraw() } }

    /// Whether the layer's space is flipped vertically for its sublayers and a
    /// shape layer's path (y grows upward), as Core Animation's `geometryFlipped`.
    /// Contents images and `draw(in:)` are not flipped. A view's layer ignores it.
    public var isGeometryFlipped = false { didSet { if isGeometryFlipped != oldValue { setNeedsRedraw() } } }

    /// Default values by key (Core Animation's style dictionary). Accepted; not consulted.
    public var style: [AnyHashable: Any]?

    // MARK: Methods subclasses override (the work is in the extensions)

    /// Marks the content as needing `display()` (a view's layer redraws its view).
    open func setNeedsDisplay() { markNeedsDisplay() }

    /// Calls the delegate's `display(_:)`, which by default draws the content
    /// through `draw(in:)`. Override to set `contents` yourself.
    open func display() {
        if let delegate { delegate.display(self) } else { displayByDrawing() }
    }

    /// Draws the layer's content; the default asks the delegate. Override to draw.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

    /// Positions sublayers; the default asks the delegate. Override to lay out.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// The size the layer would like; the default is its bounds size.
    open func preferredFrameSize() -> CGSize { bounds.size }

    /// The action for `event`: the delegate's answer, then `actions[event]`,
    /// then `defaultAction(forKey:)`; nil when the search ends at `NSNull`.
    open func action(forKey event: String) -> CAAction? { resolveAction(forKey: event) }

    /// A basic animation for the animatable properties (Core Animation's default
    /// implicit animation), nil for other keys.
    open class func defaultAction(forKey event: String) -> CAAction? {
        guard CALayer.animatableKeys.contains(event) else { return nil }
        return CABasicAnimation(keyPath: event)
    }

    /// Whether changing `key` (a key of your own, set with `setValue(_:forKey:)`)
    /// needs the layer redrawn; false by default, as in Core Animation. Override
    /// in a subclass to redraw on your keys. Differences: Linux has no
    /// `@NSManaged`, so such keys are read with `value(forKey:)` and are not animated.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The value a key of your own has before it is set (nil by default); a
    /// subclass overrides it, as in Core Animation.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether `point` (this layer's space) is inside the bounds.
    open func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }

    /// The deepest visible layer containing `point` (in the superlayer's space),
    /// front-most first, or nil. `masksToBounds` keeps sublayers to the bounds.
    open func hitTest(_ point: CGPoint) -> CALayer? { hitTestSubtree(point) }

    /// The value of a property or key path (`"position.x"`, `"transform.scale"`,
    /// `"strokeEnd"`), or of a key set with `setValue(_:forKey:)`.
    open func value(forKeyPath keyPath: String) -> Any? { readValue(forKeyPath: keyPath) }
    open func value(forKey key: String) -> Any? { readValue(forKeyPath: key) }

    /// Sets a property or key path through its setter (so implicit actions
    /// run); any other key is stored and read back by `value(forKey:)`.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { writeValue(value, forKeyPath: keyPath) }
    open func setValue(_ value: Any?, forKey key: String) { writeValue(value, forKeyPath: key) }

    // MARK: Setting model values

    /// Sets a model value of a free layer (or a view's layer property the view
    /// does not hold), running its implicit action, and asks for a redraw.
    package func setValue<Value: Equatable>(_ keyPath: WritableKeyPath<LayerState, Value>, _ value: Value, key: String) {
        guard modelState[keyPath: keyPath] != value else { return }
        let before = presented
        modelState[keyPath: keyPath] = value
        if var presentation = presentationState {
            presentation[keyPath: keyPath] = value
            presentationState = presentation
        }
        runImplicitAction(forKey: key, from: before)
        setNeedsRedraw()
    }

    /// Asks the window showing this layer for a new frame.
    package func setNeedsRedraw() {
        drawingChanged()
        if let layerOwner { layerOwner.layerNeedsRedraw(); return }
        requestFreeLayerPass()
    }

    /// Asks the window for a frame in which free layers are laid out and displayed.
    package func requestFreeLayerPass() {
        guard let host else { return }
        host.freeLayersNeedPass = true
        host.setNeedsDisplay()
    }

    /// The host (UIKit's window) whose tree this layer is in.
    package var host: (any CALayerHost)? {
        var layer: CALayer? = self
        while let current = layer {
            if let owner = current.layerOwner { return owner.layerHost }
            layer = current.superlayer ?? current.maskedLayer
        }
        return nil
    }
}

/// An identity for a layer's kept `draw(in:)` bitmap (apart from its rasterization bitmap).
package final class BackingStoreKey {}
