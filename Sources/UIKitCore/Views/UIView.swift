import Foundation

/// A rectangle on screen that draws, lays out subviews and receives touches, as in UIKit.
///
/// Geometry lives in `layer.modelState` (center, bounds, transform, alpha, background
/// colour, corner radius); changes inside `UIView.animate` blocks are animated
/// and what is drawn and hit-tested is `layer.presented`.
open class UIView: UIResponder {
    /// The view's backing layer, of `layerClass`; the view is its delegate.
    public private(set) lazy var layer: CALayer = CALayer.makeBackingLayer(of: type(of: self).layerClass, for: self)
    /// The class of the backing layer, as in UIKit: override to back a view with
    /// a `CAShapeLayer` or `CAGradientLayer` (the built-in classes; a layer class
    /// of your own backs the view with a plain `CALayer`, since Swift on Linux
    /// cannot make an instance of an arbitrary class).
    open class var layerClass: AnyClass { CALayer.self }
    /// Set only by the hierarchy moves (`UIView+Hierarchy`).
    public internal(set) weak var superview: UIView?
    public internal(set) var subviews: [UIView] = []
    /// The controller whose root view this is; the responder chain goes through it.
    public internal(set) weak var viewControllerOwner: UIResponder?
    /// A window sets itself here; everything else finds it through the superviews.
    weak var windowIfRoot: UIWindow?

    public var isHidden = false {
        willSet { willChangeValue(forKey: "isHidden") }
        didSet {
            if isHidden != oldValue {
                setNeedsDisplay()
                autoLayout?.arrangingStackView?.arrangedSubviewVisibilityDidChange(self)
            }
            didChangeValue(forKey: "isHidden")
        }
    }
    public var clipsToBounds = false { didSet { if clipsToBounds != oldValue { setNeedsDisplay() } } }
    public var isUserInteractionEnabled = true
    public var isOpaque = true
    /// How content (an image view's image) fits the bounds, as in UIKit (see `UIView+ContentMode`).
    open var contentMode: UIView.ContentMode = .scaleToFill { didSet { if contentMode != oldValue { setNeedsDisplay() } } }
    public var tag = 0
    public var accessibilityIdentifier: String?
    /// Whether Tab / Shift+Tab focus stays inside this view's subtree (our
    /// extension, like a web modal's focus trap; see `UIView+FocusChain`).
    public var isFocusTrap = false
    open var isMultipleTouchEnabled: Bool { get { false } set {} }
    /// Kept, as in UIKit; with one pointer there is never a second touch to exclude.
    open var isExclusiveTouch = false

    var needsLayout = true
    /// Whether a view below this one needs layout: the layout walk skips clean subtrees.
    var descendantNeedsLayout = false
    /// Bumped by `setNeedsDisplay` (not by geometry changes): rasterized layers
    /// reuse their bitmap while no view below them changed it.
    public internal(set) var contentVersion: UInt64 = 0 { didSet { layer.drawingChanged() } }
    /// Whether this view is drawn over the bitmap of a rasterized ancestor instead of
    /// into it (a blinking text caret: the bitmap is kept while it blinks; see
    /// `ViewTreeRenderer+Overlays`).
    var rendersAboveRasterizedAncestor = false
    /// The hash of what is below this view, for its rasterized bitmap's signature,
    /// kept while nothing below it changes (`ViewTreeRenderer+Signature`).
    var rasterSignature: RasterSignature?
    /// The last whole invalidation's version and the partial ones since (`UIView+Invalidation`).
    var wholeInvalidationVersion: UInt64 = 0, partialInvalidation = CGRect.null
    var gestureRecognizerStorage: [UIGestureRecognizer] = []
    /// `interactions` (`UIView+Interactions.swift`).
    var interactionStorage: [UIInteraction] = []
    /// The view whose layer is this view's `layer.mask` (see `UIView+Mask`).
    var maskViewStorage: UIView?
    /// `semanticContentAttribute` (see `UIView+LayoutDirection`).
    var semanticContentAttributeStorage: UISemanticContentAttribute = .unspecified
    /// Overrides, adopted traits and registrations (see `UIView+Traits`).
    lazy var traitState = TraitEnvironmentState()

    public init(frame: CGRect) {
        super.init()
        layer.modelState.bounds = CGRect(origin: .zero, size: frame.size)
        layer.modelState.center = CGPoint(x: frame.midX, y: frame.midY)
    }

    public convenience override init() { self.init(frame: .zero) }

    /// There are no nib archives on Linux: a view made from a coder starts as
    /// `init(frame: .zero)` does.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates. With a non-identity
    /// transform the getter returns the bounding box, and the setter changes
    /// center and bounds size (UIKit leaves that case undefined).
    open var frame: CGRect {
        get { layer.modelState.frame }
        set {
            changingValue(forKey: "frame") {
                let size = newValue.standardized.size
                center = CGPoint(x: newValue.midX, y: newValue.midY)
                if bounds.size != size { bounds = CGRect(origin: bounds.origin, size: size) }
            }
        }
    }

    /// The view's own coordinate space: its origin shifts the content (scrolling).
    open var bounds: CGRect {
        get { layer.modelState.bounds }
        set {
            changingValue(forKey: "bounds") {
                let oldSize = layer.modelState.bounds.size
                let sizeChanged = oldSize != newValue.size
                setAnimatable(\.bounds, newValue, .bounds)
                if sizeChanged && autoresizesSubviews { resizeSubviews(from: oldSize) }
                if sizeChanged { setNeedsLayout() }
                if let storage = autoLayout, storage.isEngineItem || storage.tracksInsets { engineItemGeometryDidChange() }
                boundsDidChange(sizeChanged: sizeChanged)
            }
        }
    }

    open var center: CGPoint {
        get { layer.modelState.center }
        set {
            changingValue(forKey: "center") { setAnimatable(\.center, newValue, .center) }
            if let storage = autoLayout, storage.isEngineItem || storage.tracksInsets { engineItemGeometryDidChange() }
        }
    }

    open var transform: CGAffineTransform {
        get { layer.modelState.transform }
        set { changingValue(forKey: "transform") { setAnimatable(\.transform, newValue, .transform) } }
    }

    /// Called after `bounds` changes; scroll views hook in here.
    open func boundsDidChange(sizeChanged: Bool) {}

    // MARK: Layout

    /// How the view resizes when its superview's bounds size changes, as in UIKit.
    public var autoresizingMask: UIView.AutoresizingMask = []
    public var autoresizesSubviews = true

    /// Override to position subviews; called by `layoutIfNeeded` when layout is needed.
    open func layoutSubviews() {}

    /// Asks for `layoutSubviews` before the next frame is drawn.
    open func setNeedsLayout() {
        needsLayout = true
        var ancestor = superview
        while let view = ancestor, !view.descendantNeedsLayout {
            view.descendantNeedsLayout = true
            ancestor = view.superview
        }
        window?.setNeedsDisplay()
    }

    /// Lays out this view now if it needs it, then its subviews, as UIKit does. Like
    /// `CALayer.layoutIfNeeded`, it first climbs to the highest ancestor that needs layout.
    /// With constraints, the update-constraints pass and the solver run first, and
    /// solved frames are applied before each `layoutSubviews` (see `UIView+LayoutPass`).
    open func layoutIfNeeded() {
        window?.propagateTraitChanges()
        runLayoutPass {
            var root: UIView = self
            while let parent = root.superview, parent.needsLayout { root = parent }
            return root.layoutSubtreeIfNeeded()
        }
    }

    /// The size that best fits `size`; the default keeps the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits`, keeping its frame's top-left corner, as UIKit does.
    open func sizeToFit() {
        let size = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        if transform.isIdentity {
            frame = CGRect(origin: frame.origin, size: size)
        } else {
            bounds = CGRect(origin: bounds.origin, size: size)
        }
    }

    /// The natural size of the content; `noIntrinsicMetric` on an axis without one.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: Auto Layout (overridable members; the rest is in AutoLayout/)

    /// Auto Layout state, created on first use (see `AutoLayoutStorage`).
    var autoLayout: AutoLayoutStorage?
    /// Whether `updateConstraints()` is due; every view starts with it set, as in UIKit.
    var needsUpdateConstraintsFlag = true

    /// Whether the frame and autoresizing mask place the view (true, the default,
    /// as in UIKit) or its constraints do. UIKit's own views keep true; it becomes
    /// false only when code sets it (and for a stack view's arranged subviews).
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            layoutStorage.translatesAutoresizingMaskIntoConstraints = newValue
            translatesAutoresizingMaskDidChange()
        }
    }

    /// Whether the class relies on constraints: UIKit then calls `updateConstraints`
    /// once the view is in a window even if nothing else uses constraints yet.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Override to add or change constraints before layout; call super last.
    /// Called (subviews first) when `setNeedsUpdateConstraints()` was called, and
    /// once when a view that uses Auto Layout (or whose class
    /// `requiresConstraintBasedLayout`) enters a window.
    open func updateConstraints() {}

    /// Call when `intrinsicContentSize` changed, so constraints follow it.
    open func invalidateIntrinsicContentSize() { intrinsicContentSizeDidChange() }

    /// How far the rectangle constraints place lies inside the frame (default zero).
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// The view whose baseline is this view's first (last) baseline.
    open var forFirstBaselineLayout: UIView { self }
    open var forLastBaselineLayout: UIView { self }

    /// The default spacing between the view's edges and its content (8 points;
    /// controllers' root views get the system minimum, 16 or 20 at the sides).
    open var layoutMargins: UIEdgeInsets {
        get { storedOrDefaultLayoutMargins }
        set { setLayoutMargins(newValue) }
    }

    /// The layout margins by leading and trailing edge: in a right-to-left layout
    /// (`effectiveUserInterfaceLayoutDirection`) leading is the right margin.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return NSDirectionalEdgeInsets(top: margins.top, leading: rightToLeft ? margins.right : margins.left, bottom: margins.bottom,
                                           trailing: rightToLeft ? margins.left : margins.right)
        }
        set {
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            layoutMargins = UIEdgeInsets(top: newValue.top, left: rightToLeft ? newValue.trailing : newValue.leading, bottom: newValue.bottom,
                                         right: rightToLeft ? newValue.leading : newValue.trailing)
        }
    }

    /// Called when the effective layout margins changed.
    open func layoutMarginsDidChange() {}

    /// How far the safe area lies inside the bounds (see `UIView+SafeArea`).
    open var safeAreaInsets: UIEdgeInsets { currentSafeAreaInsets }

    /// Called during layout when `safeAreaInsets` changed.
    open func safeAreaInsetsDidChange() {}

    /// The size that satisfies the view's constraints and comes closest to
    /// `targetSize` at the given priorities (see `UIView+Fitting`).
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// at `fittingSizeLevel` on both axes.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The intrinsic size for a given layout width (multi-line labels wrap to it;
    /// nil: the view's own width). The default is `intrinsicContentSize`.
    func intrinsicContentSize(forLayoutWidth width: CGFloat?) -> CGSize { intrinsicContentSize }

    /// UIKit's defaults for content hugging (250) and compression resistance (750);
    /// labels, images and switches differ.
    func defaultContentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .defaultLow }
    func defaultCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .defaultHigh }

    // MARK: Hit-testing

    /// The deepest visible, interactive descendant containing `point` (in bounds
    /// coordinates), front-most first, as in UIKit. Uses the presented geometry,
    /// so a view in flight is hit where it is drawn.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, layer.presented.alpha > 0.01,
              !(window?.animationEngine.isAnimatingWithoutInteraction(self) ?? false) else { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let local = point.applying(subview.layer.presented.transformToSuperview.inverted())
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (bounds coordinates) is inside the view.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        layer.presented.bounds.contains(point)
    }

    // MARK: Occlusion

    /// A rectangle, in bounds coordinates, that this view covers with fully opaque
    /// pixels (our extension): the renderer skips drawing what lies under it, as a
    /// compositor culls occluded layers. The default promises it only for a
    /// rasterized layer with an opaque background (its rounded corners left out).
    open var opaqueRegion: CGRect? {
        guard layer.shouldRasterize, layer.mask == nil, (backgroundColor?.alpha ?? 0) >= 1 else { return nil }
        let inset = min(layer.presented.cornerRadius, bounds.height / 2)
        return bounds.insetBy(dx: 0, dy: inset)
    }

    // MARK: Pointer

    /// The pointer shape over this view (our extension: iOS shows no cursor);
    /// nil inherits the superview's.
    open var cursor: UIWindow.Cursor? { nil }

    /// Called when the pointer enters (true) or leaves (false) this view or a
    /// descendant while no button is down (our extension, like CSS `:hover`).
    open func hoverStateDidChange(isHovered: Bool) {}

    /// Whether the pointer is over this view or a descendant.
    public internal(set) var isHovered = false

    // MARK: Appearance

    open var backgroundColor: UIColor? {
        get { layer.modelState.backgroundUIColor }
        set { changingValue(forKey: "backgroundColor") { setAnimatable(\.backgroundUIColor, newValue, .backgroundColor) } }
    }

    open var alpha: CGFloat {
        get { layer.modelState.alpha }
        set { changingValue(forKey: "alpha") { setAnimatable(\.alpha, min(max(newValue, 0), 1), .alpha) } }
    }

    /// The colour controls use for their accent; inherited from the superview when nil.
    open var tintColor: UIColor! {
        get { explicitTintColor ?? superview?.tintColor ?? .systemBlue }
        set { explicitTintColor = newValue; tintColorDidChange() }
    }
    /// The tint set on this view itself (nil: inherited from the superview).
    private(set) var explicitTintColor: UIColor?
    open func tintColorDidChange() {
        setNeedsDisplay()
        for subview in subviews where subview.explicitTintColor == nil { subview.tintColorDidChange() }
    }

    // MARK: Hierarchy

    /// The window this view is in, or nil.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current.windowIfRoot { return window }
            view = current.superview
        }
        return nil
    }

    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    open func insertSubview(_ view: UIView, at index: Int) { placeSubview(view, at: index) }

    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        let index = subviews.firstIndex(where: { $0 === sibling }).map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < index ? index - 1 : index)
    }

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        let index = subviews.firstIndex(where: { $0 === sibling }) ?? 0
        insertSubview(view, at: view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < index ? index - 1 : index)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        subviews.append(view)
        layer.placeSublayer(ofSubview: view, in: subviews, at: subviews.count - 1)
        setNeedsDisplay()
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        subviews.insert(view, at: 0)
        view.layer.detachFromSuperlayer()
        layer.sublayerList.insert(view.layer, at: 0)
        view.layer.superlayer = layer
        setNeedsDisplay()
    }

    open func removeFromSuperview() { leaveSuperview() }

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Presentation

    /// The presentation this view is the container of, else nil (our hook: the
    /// container a presentation lives in overrides it). Traits, the focus chain, the
    /// scroll wheel and accessibility find presentations through it.
    var containedPresentation: UIPresentationController? { nil }

    // MARK: Keyboard focus

    /// Whether this view takes the keyboard's focus in the Tab chain while it is
    /// visible (our hook: controls, editable text views and table cells override it;
    /// see `UIView+FocusChain`).
    var takesFocusInChain: Bool { false }

    // MARK: Responder chain

    open override var next: UIResponder? { viewControllerOwner ?? superview }

    // MARK: Gesture recognizers

    // Subclasses override these; the `gestureRecognizers` list is in UIView+GestureRecognizers.
    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        if recognizer.view === self { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizerStorage.append(recognizer)
        recognizer.view = self
    }

    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizer.view === self else { return }
        gestureRecognizerStorage.removeAll { $0 === recognizer }
        recognizer.view = nil
    }

    open func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Drawing

    /// Marks the view as needing to be redrawn on the next frame.
    open func setNeedsDisplay() {
        invalidateWholeContent()
        window?.setNeedsDisplay()
    }

    // MARK: Its layer's delegate

    /// Lays out the view's layer: `layoutSubviews()`. Override (calling super)
    /// to also place free sublayers, as UIKit code does for gradient layers.
    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        layoutSubviews()
    }

    /// A view's layer changes without implicit animation (inside a
    /// `UIView.animate` block the view animates them itself).
    open func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }

    /// A view draws with `draw(_:)` instead.
    open func display(_ layer: CALayer) {}

    /// A view's content is `draw(_:)`.
    open func draw(_ layer: CALayer, in ctx: CGContext) {}

    /// Called when the view's traits changed (see `UITraitEnvironment`); UIKit's
    /// default does nothing. The view is redrawn and laid out again afterwards.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Override to draw custom content with `UIGraphicsGetCurrentContext()`.
    /// Called only for subclasses that override it, within the view's bounds.
    open func draw(_ rect: CGRect) {}
}
