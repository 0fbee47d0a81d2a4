import Foundation

/// What a drawing backend must do to draw a view tree.
///
/// `UIKitCore` walks the tree and speaks only this protocol; `UIKitCairo`
/// implements it with Cairo and Pango. Coordinates are points in the current
/// user space, which `concatenate` changes.
public protocol DrawingContext: AnyObject {
    func saveState()
    func restoreState()
    func concatenate(_ transform: CGAffineTransform)
    /// Intersects the clip with `path`.
    func clip(to path: GraphicsPath)
    /// The clip's bounding box in the current user space (for culling).
    var clipBounds: CGRect { get }
    func fill(_ path: GraphicsPath, color: UIColor)
    func stroke(_ path: GraphicsPath, color: UIColor, lineWidth: CGFloat)
    /// A soft (Gaussian-like) shadow of the filled `path`.
    func drawShadow(of path: GraphicsPath, color: UIColor, blurRadius: CGFloat, offset: CGSize)
    /// Starts drawing into an offscreen group that `endTransparencyGroup` composites with `alpha`.
    func beginTransparencyGroup()
    func endTransparencyGroup(alpha: CGFloat)
    /// Draws laid-out text inside `rect` (top-left aligned box; alignment inside it per `text`).
    func draw(_ text: TextRun, in rect: CGRect)
    /// Draws `image` upright, scaled to fill `rect` (its first row at `rect.minY`),
    /// smoothly when the image's `shouldInterpolate` is set, else nearest-pixel.
    /// (`CGContext.draw(_:in:)` adds Core Graphics' bottom-up flip on top.)
    func draw(_ image: CGImage, in rect: CGRect)
    /// Draws a rasterized layer (`CALayer.shouldRasterize`): its bitmap of `bounds`
    /// (current user space) is reused when one for `layer` with the same `signature`
    /// exists, else `draw` fills a new one (drawing through this same context).
    /// The bitmap is then composited inside `clip` (or `bounds`) with `alpha`.
    /// `opaque` says the drawing covers `bounds` with opaque colour. Returns false
    /// when the backend does not rasterize; the caller then draws directly.
    func drawRasterizedLayer(_ layer: ObjectIdentifier, signature: Int, bounds: CGRect, opaque: Bool,
                             clip: GraphicsPath?, alpha: CGFloat, draw: () -> Void) -> Bool
}

extension DrawingContext {
    public func drawRasterizedLayer(_ layer: ObjectIdentifier, signature: Int, bounds: CGRect, opaque: Bool,
                                    clip: GraphicsPath?, alpha: CGFloat, draw: () -> Void) -> Bool { false }
}

/// Core Graphics-style drawing inside `UIView.draw(_:)`, as in UIKit.
///
/// Get it with `UIGraphicsGetCurrentContext()`; it forwards to the backend's
/// `DrawingContext` and keeps the fill/stroke state and the current path.
public final class CGContext {
    public let backend: DrawingContext
    private var fillColor: CGColor = .black
    private var strokeColor: CGColor = .black
    private var lineWidth: CGFloat = 1
    private var path = GraphicsPath()

    public init(backend: DrawingContext) { self.backend = backend }

    public func saveGState() { backend.saveState() }
    public func restoreGState() { backend.restoreState() }
    public func translateBy(x: CGFloat, y: CGFloat) { backend.concatenate(CGAffineTransform(translationX: x, y: y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { backend.concatenate(CGAffineTransform(scaleX: x, y: y)) }
    public func rotate(by angle: CGFloat) { backend.concatenate(CGAffineTransform(rotationAngle: angle)) }
    public func concatenate(_ t: CGAffineTransform) { backend.concatenate(t) }
    public func setFillColor(_ color: CGColor) { fillColor = color }
    public func setStrokeColor(_ color: CGColor) { strokeColor = color }
    public func setLineWidth(_ width: CGFloat) { lineWidth = width }
    public func fill(_ rect: CGRect) { backend.fill(GraphicsPath(rect: rect), color: UIColor(cgColor: fillColor)) }
    public func stroke(_ rect: CGRect) { backend.stroke(GraphicsPath(rect: rect), color: UIColor(cgColor: strokeColor), lineWidth: lineWidth) }
    public func fillEllipse(in rect: CGRect) { backend.fill(GraphicsPath(ovalIn: rect), color: UIColor(cgColor: fillColor)) }
    public func clip(to rect: CGRect) { backend.clip(to: GraphicsPath(rect: rect)) }
    public func move(to p: CGPoint) { path.move(to: p) }
    public func addLine(to p: CGPoint) { path.line(to: p) }
    public func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) { path.curve(to: p, control1: control1, control2: control2) }
    public func addRect(_ rect: CGRect) { path.append(GraphicsPath(rect: rect)) }
    public func addPath(_ other: GraphicsPath) { path.append(other) }
    public func closePath() { path.close() }
    /// Draws `image` into `rect` as Core Graphics does: image space is bottom-up,
    /// so inside `draw(_:)` (a top-down UIKit context) the image appears upside
    /// down, exactly as on iOS; flip the context first to draw it upright.
    public func draw(_ image: CGImage, in rect: CGRect) {
        backend.saveState()
        backend.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY))
        backend.draw(image, in: rect)
        backend.restoreState()
    }
    public func fillPath() { backend.fill(path, color: UIColor(cgColor: fillColor)); path = GraphicsPath() }
    public func strokePath() { backend.stroke(path, color: UIColor(cgColor: strokeColor), lineWidth: lineWidth); path = GraphicsPath() }

    var currentFillColor: UIColor { UIColor(cgColor: fillColor) }
    var currentStrokeColor: UIColor { UIColor(cgColor: strokeColor) }
    var currentLineWidth: CGFloat { lineWidth }
}

/// The stack of contexts open for `draw(_:)` calls on this thread.
///
/// UIKit keeps the same implicit stack; it is only non-empty while a view
/// draws, so no test ever has to reset it.
private final class ContextStack {
    static let key = "UIKitCore.CGContextStack"
    var contexts: [CGContext] = []
    static var current: ContextStack {
        if let stack = Thread.current.threadDictionary[key] as? ContextStack { return stack }
        let stack = ContextStack()
        Thread.current.threadDictionary[key] = stack
        return stack
    }
}

/// The context of the view currently drawing in `draw(_:)`, as in UIKit.
public func UIGraphicsGetCurrentContext() -> CGContext? { ContextStack.current.contexts.last }

func UIGraphicsPushContext(_ context: CGContext) { ContextStack.current.contexts.append(context) }
func UIGraphicsPopContext() { _ = ContextStack.current.contexts.popLast() }
