import Foundation

/// A Core Graphics drawing destination: the graphics state (colours, line
/// style, alpha, blend mode, shadow, transform), the current path, and drawing
/// through a `DrawingBackend` (Cairo), as in Core Graphics.
///
/// You get one inside `UIView.draw(_:)` from `UIGraphicsGetCurrentContext()`
/// (top-down points, as UIKit sets it up) or make a bitmap context with
/// `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`
/// (bottom-up pixels, as Core Graphics sets it up). As in Core Graphics the
/// current path keeps its place on the page when the transform changes
/// afterwards, and is not part of the saved state.
/// Differences: `ctm` inside `draw(_:)` is the view's points scaled to device
/// pixels, without iOS's bottom-up flip (our backing store is top-down).
public final class CGContext {
    /// The rasteriser this context draws with.
    public let backend: DrawingBackend

    struct GState {
        var fillColor: CGColor = .black
        var strokeColor: CGColor = .black
        var line = LineStyle()
        var style = DrawingStyle()
        var shouldAntialias = true
        var allowsAntialiasing = true
        var interpolationQuality = CGInterpolationQuality.default
        var flatness: CGFloat = 0.5
        /// User space to base space (points before the device scale).
        var transform = CGAffineTransform.identity

        /// Whether nothing was changed since the state was made.
        var isDefault: Bool {
            fillColor === CGColor.black && strokeColor === CGColor.black && line == LineStyle() && style == .normal
                && shouldAntialias && allowsAntialiasing && interpolationQuality == .default && flatness == 0.5
                && transform.isIdentity
        }
    }

    var state = GState()
    private var savedStates: [GState] = []
    /// The path being built, in the current user space.
    var currentPath = CGMutablePath()
    /// The alpha each open transparency layer is composited with.
    var transparencyAlphas: [CGFloat] = []
    /// Whether the backend was saved before a change outside any `saveGState`.
    private var protectsBackend = false
    /// Core Graphics' text settings (see `CGContext+Text`); not part of the saved state, as in Core Graphics.
    var textSettings = CGTextSettings()

    /// A context drawing through `backend`, whose current user space becomes
    /// this context's base space (`ctm` is identity scaled by `deviceScale`).
    public init(backend: DrawingBackend) {
        self.backend = backend
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (and the backend's clip and transform).
    public func saveGState() {
        savedStates.append(state)
        backend.saveState()
    }

    /// Pops the graphics state saved last; does nothing when none is saved.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        backend.restoreState()
        setTransform(saved.transform)
        state = saved
    }

    /// Our extension for renderers: forgets everything a drawer (a view's
    /// `draw(_:)`) left behind: graphics state, the path, and the backend's
    /// transform and clip (saves it did not restore are popped, and changes it
    /// made outside any save are undone). Cheap when the drawer changed nothing.
    public func resetGraphicsState() {
        guard !savedStates.isEmpty || protectsBackend || !currentPath.isEmpty || !state.isDefault else { return }
        for _ in savedStates { backend.restoreState() }
        savedStates.removeAll()
        if protectsBackend {
            backend.restoreState()
            protectsBackend = false
        }
        state = GState()
        currentPath = CGMutablePath()
        transparencyAlphas.removeAll()
    }

    /// Saves the backend before the first transform or clip change made outside
    /// any `saveGState`, so `resetGraphicsState()` can undo it.
    func protectBackendIfNeeded() {
        guard savedStates.isEmpty, !protectsBackend else { return }
        backend.saveState()
        protectsBackend = true
    }

    // MARK: Transform

    /// The current transform from user space to device pixels.
    public var ctm: CGAffineTransform {
        let scale = backend.deviceScale
        return state.transform.concatenating(CGAffineTransform(scaleX: scale, y: scale))
    }

    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    /// Prepends `transform` to the current transform (it applies first).
    public func concatenate(_ transform: CGAffineTransform) {
        protectBackendIfNeeded()
        backend.concatenate(transform)
        setTransform(transform.concatenating(state.transform))
    }

    /// Records a new user transform; the current path stays where it is on the page.
    private func setTransform(_ transform: CGAffineTransform) {
        let old = state.transform
        guard transform != old else { return }
        if !currentPath.isEmpty, transform.determinant != 0 {
            let remap = old.concatenating(transform.inverted())
            currentPath = CGMutablePath(elements: currentPath.elements.map { $0.applying(remap) })
        }
        state.transform = transform
    }

    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(ctm) }
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(ctm.inverted()) }
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }

    // MARK: Colours and lines

    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }

    public func setLineWidth(_ width: CGFloat) { state.line.width = width }
    public func setLineCap(_ cap: CGLineCap) { state.line.cap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.line.join = join }
    public func setMiterLimit(_ limit: CGFloat) { state.line.miterLimit = limit }

    /// Dashes: alternating on and off `lengths` starting `phase` into the pattern;
    /// an empty array draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.line.dashPhase = phase
        state.line.dashLengths = lengths
    }

    /// Accepted; curves are always flattened finely.
    public func setFlatness(_ flatness: CGFloat) { state.flatness = flatness }

    // MARK: Compositing

    /// Multiplies everything drawn afterwards by `alpha` (0...1).
    public func setAlpha(_ alpha: CGFloat) { state.style.alpha = min(max(alpha, 0), 1) }

    public func setBlendMode(_ mode: CGBlendMode) { state.style.blendMode = mode }

    /// A shadow under what is drawn next, black at one third opacity.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// A shadow under what is drawn next; a nil or clear colour turns shadows off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else { state.style.shadow = nil; return }
        state.style.shadow = DrawingShadow(offset: offset, blur: max(0, blur), color: color)
    }

    public func setShouldAntialias(_ value: Bool) {
        state.shouldAntialias = value
        state.style.antialias = state.shouldAntialias && state.allowsAntialiasing
    }

    public func setAllowsAntialiasing(_ value: Bool) {
        state.allowsAntialiasing = value
        state.style.antialias = state.shouldAntialias && state.allowsAntialiasing
    }

    /// How images are scaled when drawn.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// Nothing to flush: drawing reaches the backend at once.
    public func flush() {}
    public func synchronize() {}
}
