import Foundation

/// What a rasteriser must do for `CGContext` (UIKitCairo implements it with Cairo).
///
/// Coordinates are in the current user space, which `concatenate` changes and
/// `saveState` / `restoreState` bracket; paths arrive flattened to lines and
/// cubic curves. Colours arrive resolved (sRGB, via `CGColor.rgbaComponents`).
public protocol DrawingBackend: AnyObject {
    func saveState()
    func restoreState()
    func concatenate(_ transform: CGAffineTransform)
    /// User space to device pixels, now.
    var currentTransform: CGAffineTransform { get }
    /// Device pixels per base-space unit (point): shadows are measured in base units.
    var deviceScale: CGFloat { get }
    /// Intersects the clip with `path` filled by `rule`.
    func clip(to path: GraphicsPath, rule: CGPathFillRule)
    /// The clip's bounding box in the current user space (for culling).
    var clipBounds: CGRect { get }
    func fill(_ path: GraphicsPath, rule: CGPathFillRule, color: CGColor, style: DrawingStyle)
    func stroke(_ path: GraphicsPath, line: LineStyle, color: CGColor, style: DrawingStyle)
    /// Paints the whole clip with `gradient` laid out by `geometry`.
    func drawGradient(_ gradient: CGGradient, _ geometry: GradientGeometry, options: CGGradientDrawingOptions,
                      style: DrawingStyle)
    /// Draws `image` upright, scaled to fill `rect` (its first row at `rect.minY`).
    func draw(_ image: CGImage, in rect: CGRect, quality: CGInterpolationQuality, style: DrawingStyle)
    /// Makes `rect` fully transparent (Core Graphics' `clear(_:)`).
    func clear(_ rect: CGRect)
    /// Starts drawing into an offscreen group that `endTransparencyGroup` composites with `alpha`.
    func beginTransparencyGroup()
    func endTransparencyGroup(alpha: CGFloat)
}

extension DrawingBackend {
    /// Draws `image` upright into `rect`, smoothly when the image's
    /// `shouldInterpolate` is set, else nearest-pixel.
    public func draw(_ image: CGImage, in rect: CGRect) {
        draw(image, in: rect, quality: image.shouldInterpolate ? .default : .none, style: .normal)
    }

    /// Intersects the clip with `path` (non-zero winding).
    public func clip(to path: GraphicsPath) { clip(to: path, rule: .winding) }
}
