import Foundation

/// What a drawing backend must do to draw a view tree: Core Graphics'
/// `DrawingBackend` plus layer shadows, text and rasterized layers.
///
/// `UIKitCore` walks the tree and speaks only this protocol; `UIKitCairo`
/// implements it with Cairo and Pango. Coordinates are points in the current
/// user space, which `concatenate` changes.
public protocol DrawingContext: DrawingBackend {
    /// A soft (Gaussian-like) shadow of the filled `path`, a layer's shadow
    /// (`blurRadius` is the standard deviation, in points).
    func drawShadow(of path: GraphicsPath, color: CGColor, blurRadius: CGFloat, offset: CGSize)
    /// Draws laid-out text inside `rect` (top-left aligned box; alignment inside it per `text`).
    func draw(_ text: TextRun, in rect: CGRect)
    /// Draws a rasterized layer (`CALayer.shouldRasterize`): its bitmap of `bounds`
    /// (current user space) is reused when one for `layer` with the same `signature`
    /// exists, else `draw` fills a new one (drawing through this same context).
    /// The bitmap is then composited inside `clip` (or `bounds`) with `alpha`.
    /// `opaque` says the drawing covers `bounds` with opaque colour. Returns false
    /// when the backend does not rasterize; the caller then draws directly.
    func drawRasterizedLayer(_ layer: ObjectIdentifier, signature: Int, bounds: CGRect, opaque: Bool,
                             clip: GraphicsPath?, alpha: CGFloat, draw: () -> Void) -> Bool
    /// Draws `content`, keeping of it only what `mask` covers, weighted by the
    /// mask's alpha (`CALayer.mask`). Backends that cannot mask draw `content` only.
    func drawMasked(content: () -> Void, mask: () -> Void)
    /// Draws `old` weighted by `1 - fraction` plus `new` weighted by `fraction`
    /// (a cross-fade: two opaque looks never let what is behind show through).
    func drawCrossFade(from old: () -> Void, to new: () -> Void, fraction: CGFloat)
    /// The renderer is about to call `view.draw(_:)`; per-view caches (shaped and
    /// rasterized text) key on it. Balanced by `endContent()`.
    func beginContent(of view: UIView)
    func endContent()
    /// Whether the rest of the tree need not be drawn: a context that only records
    /// (the compositor's) and has already given up on the frame (false by default).
    var hasGivenUp: Bool { get }
    /// Measures text as `draw(_:in:)` draws it (nil: the backend draws no text).
    var textMeasurer: TextMeasuring? { get }
    /// Draws `draw` (a plane whose `rect` is kept, in its own user space) mapped into
    /// the current user space by the projective `projection`: what a layer with
    /// perspective looks like. Only the part in front of the eye (W > 0) is drawn.
    /// Returns false when the backend cannot; the caller then draws the affine part.
    func drawProjected(_ rect: CGRect, projection: PlaneProjection, draw: () -> Void) -> Bool
    /// Draws `draw` with each channel of its colour (premultiplied) multiplied by
    /// the tint (a replicator instance's `instanceColor`). Backends that cannot
    /// tint apply the alpha alone.
    func drawTinted(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, draw: () -> Void)
}

extension DrawingContext {
    public func beginContent(of view: UIView) {}
    public func endContent() {}
    public var hasGivenUp: Bool { false }
    public var textMeasurer: TextMeasuring? { nil }
    public func drawProjected(_ rect: CGRect, projection: PlaneProjection, draw: () -> Void) -> Bool { false }
    public func drawTinted(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, draw: () -> Void) {
        beginTransparencyGroup(); draw(); endTransparencyGroup(alpha: alpha)
    }
}

extension DrawingContext {
    public func drawRasterizedLayer(_ layer: ObjectIdentifier, signature: Int, bounds: CGRect, opaque: Bool,
                                    clip: GraphicsPath?, alpha: CGFloat, draw: () -> Void) -> Bool { false }

    public func drawMasked(content: () -> Void, mask: () -> Void) { content() }

    public func drawCrossFade(from old: () -> Void, to new: () -> Void, fraction: CGFloat) {
        beginTransparencyGroup(); old(); endTransparencyGroup(alpha: 1 - fraction)
        beginTransparencyGroup(); new(); endTransparencyGroup(alpha: fraction)
    }
}

/// UIKit-colour conveniences for drawing code that talks to the backend directly.
extension DrawingBackend {
    /// Fills `path` (non-zero winding) with `color`, resolved for the current traits.
    public func fill(_ path: GraphicsPath, color: UIColor) {
        fill(path, rule: .winding, color: color.cgColor, style: .normal)
    }

    /// Strokes `path` with `color` and `lineWidth` (butt caps, miter joins).
    public func stroke(_ path: GraphicsPath, color: UIColor, lineWidth: CGFloat) {
        stroke(path, line: LineStyle(width: lineWidth), color: color.cgColor, style: .normal)
    }

    /// Draws text when the backend is a view-drawing `DrawingContext` (it always
    /// is inside `draw(_:)`); a bare Core Graphics backend draws no text.
    public func draw(_ text: TextRun, in rect: CGRect) {
        (self as? DrawingContext)?.draw(text, in: rect)
    }
}

/// The stack of contexts open for `draw(_:)` calls on this thread.
///
/// UIKit keeps the same implicit stack; it is only non-empty while a view
/// draws, so no test ever has to reset it.
private final class ContextStack {
    var contexts: [CGContext] = []
    private static let slot = ThreadLocal { ContextStack() }
    static var current: ContextStack { slot.value }
}

/// The context of the view currently drawing in `draw(_:)` (or pushed with
/// `UIGraphicsPushContext`), as in UIKit.
public func UIGraphicsGetCurrentContext() -> CGContext? { ContextStack.current.contexts.last }

/// Makes `context` the current one until `UIGraphicsPopContext()`, as in UIKit.
public func UIGraphicsPushContext(_ context: CGContext) { ContextStack.current.contexts.append(context) }

/// Restores the context that was current before the last `UIGraphicsPushContext`.
public func UIGraphicsPopContext() { _ = ContextStack.current.contexts.popLast() }
