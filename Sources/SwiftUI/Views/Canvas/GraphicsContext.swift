import Foundation

/// An immediate-mode drawing destination, as SwiftUI's `GraphicsContext` (what a
/// `Canvas` renderer draws with). A value type: a copy has its own opacity, blend
/// mode, transform, clip and filters and draws into the same surface, so drawing
/// after `var inner = context; inner.opacity = 0.5` leaves `context` unchanged.
///
/// Every drawing call applies the state to our Core Graphics context for that call
/// only: the clip (each `clip(to:)` path, in the space it was added in), the
/// transform, the opacity and blend mode, the colour filters (applied to the
/// colours drawn) and a shadow filter (Core Graphics' shadow).
/// Where we differ: `blur`, `alphaThreshold` and `projectionTransform` filters are
/// accepted and not drawn; colour filters change the colours of fills, strokes and
/// text but not of images.
public struct GraphicsContext {
    let cgContext: CGContext
    /// The environment of the canvas (colour scheme, foreground style, font...).
    public let environment: EnvironmentValues
    /// The opacity drawing is composited with (0...1), multiplied by what the context had.
    public var opacity: Double = 1
    /// How drawing combines with what is already drawn.
    public var blendMode: BlendMode = .normal
    /// The transform from user space to the canvas's space (points, top-left origin).
    public var transform: CGAffineTransform = .identity
    /// The clip paths, in the canvas's space.
    var clips: [Clip] = []
    /// Filters added with `addFilter`, first added applied first.
    var filters: [Filter] = []
    /// The canvas's bounds.
    let canvasBounds: CGRect

    struct Clip {
        let path: CGPath
        let evenOdd: Bool
        let inverse: Bool
    }

    init(cgContext: CGContext, environment: EnvironmentValues, bounds: CGRect) {
        self.cgContext = cgContext
        self.environment = environment
        canvasBounds = bounds
    }

    // MARK: Transform

    /// Moves user space's origin by (`x`, `y`).
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
    /// Scales user space by `x` and `y`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
    /// Rotates user space by `angle` (clockwise for positive angles, y pointing down).
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }
    /// Appends `matrix` to the transform (applied before the current one, as Core Graphics' `concatenate`).
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    // MARK: Clip

    /// Options for `clip(to:)`, as SwiftUI's: `.inverse` keeps what is outside the path.
    public struct ClipOptions: OptionSet {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
    }

    /// Intersects the clip with `path` (in user space).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        var transform = self.transform
        let placed = path.cgPath.copy(using: &transform) ?? path.cgPath
        clips.append(Clip(path: placed, evenOdd: style.isEOFilled, inverse: options.contains(.inverse)))
    }

    /// The bounding box of the clip, in user space.
    public var clipBoundingRect: CGRect {
        var box = canvasBounds
        for clip in clips where !clip.inverse { box = box.intersection(clip.path.boundingBox) }
        if box.isNull { return .zero }
        return box.applying(transform.inverted())
    }

    // MARK: Layers and filters

    /// Draws `content` into a new layer (starting from this context's transform and
    /// clip, opacity 1, no filters) and composites it with this context's opacity.
    /// Where we differ: the layer is composited with the normal blend mode.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        cgContext.saveGState()
        applyClip()
        cgContext.setAlpha(CGFloat(opacity))
        cgContext.beginTransparencyLayer(auxiliaryInfo: nil)
        var layer = self
        layer.opacity = 1
        layer.blendMode = .normal
        layer.filters = []
        defer {
            cgContext.endTransparencyLayer()
            cgContext.restoreGState()
        }
        try content(&layer)
    }

    /// Adds `filter` to what this context draws from now on.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append(filter)
    }

    /// Runs `content` with the Core Graphics context, the state (clip, transform,
    /// opacity, blend mode) applied; anything it changes is undone after.
    public func withCGContext(content: (CGContext) throws -> Void) rethrows {
        cgContext.saveGState()
        applyState()
        defer { cgContext.restoreGState() }
        try content(cgContext)
    }

    /// Symbols are not drawn by our `Canvas`: always nil.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { nil }

    /// A symbol view resolved for drawing (never made by our `Canvas`).
    public struct ResolvedSymbol {
        public var size: CGSize { .zero }
    }

    // MARK: Applying the state

    /// Sets the clip on the Core Graphics context (saved by the caller).
    func applyClip() {
        for clip in clips {
            cgContext.beginPath()
            if clip.inverse {
                cgContext.addRect(canvasBounds.insetBy(dx: -1e5, dy: -1e5))
                cgContext.addPath(clip.path)
                cgContext.clip(using: .evenOdd)
            } else {
                cgContext.addPath(clip.path)
                cgContext.clip(using: clip.evenOdd ? .evenOdd : .winding)
            }
        }
    }

    /// Sets clip, transform, opacity, blend mode and shadow (saved by the caller).
    func applyState() {
        applyClip()
        cgContext.concatenate(transform)
        cgContext.setAlpha(CGFloat(min(max(opacity, 0), 1)))
        cgContext.setBlendMode(blendMode.cgBlendMode)
        for filter in filters {
            if case .shadow(let color, let radius, let x, let y) = filter.kind {
                cgContext.setShadow(offset: CGSize(width: x, height: y), blur: radius, color: filtered(color.uiColor.cgColor))
            }
        }
    }

    /// `color` through the colour filters, in order.
    func filtered(_ color: CGColor) -> CGColor {
        var rgba = ColorMatrix.components(of: color)
        for filter in filters {
            if let matrix = filter.colorMatrix { rgba = matrix.apply(rgba) }
        }
        return CGColor(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: rgba[3])
    }
}
