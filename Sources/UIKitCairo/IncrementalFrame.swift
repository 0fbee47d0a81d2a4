import CCairo
import Foundation
import UIKitCore

/// A window's picture kept from frame to frame: each frame repaints only the
/// pixels the `DamageTracker` says may have changed (clipped rendering into the
/// same image), and tells which, so a host uploads only those.
///
/// With `tracksDamage` false every frame is repainted whole (for comparisons).
public final class IncrementalFrame {
    public let renderer: CairoViewRenderer
    /// The picture (premultiplied ARGB32), nil before the first frame.
    public private(set) var image: ImageSurface?
    /// Whether frames repaint only their damage (else all of the window).
    public var tracksDamage: Bool {
        didSet { tracker.reset() }
    }
    private var tracker = DamageTracker()

    public init(renderer: CairoViewRenderer, tracksDamage: Bool = true) {
        self.renderer = renderer
        self.tracksDamage = tracksDamage
    }

    /// The next frame repaints everything (the picture was disturbed).
    public func invalidate() { tracker.reset() }

    /// Draws `window`'s frame at `scale` into the picture (`pixelWidth` × `pixelHeight`,
    /// made anew when that changes) and returns the device pixels repainted.
    @discardableResult
    public func render(_ window: UIWindow, scale: CGFloat, pixelWidth: Int, pixelHeight: Int) -> DamageRegion {
        if image?.pixelWidth != pixelWidth || image?.pixelHeight != pixelHeight {
            image = ImageSurface(pointSize: CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale),
                                 scale: scale)
            tracker.reset()
        }
        guard let image else { return DamageRegion() }
        let whole = CGRect(x: 0, y: 0, width: image.pixelWidth, height: image.pixelHeight)
        guard tracksDamage else {
            renderer.render(window, into: image.surface, scale: scale)
            return DamageRegion([whole])
        }
        guard let damage = tracker.damage(of: window, scale: scale, pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight) else {
            renderer.render(window, into: image.surface, scale: scale)
            return DamageRegion([whole])
        }
        renderer.render(window, into: image.surface, scale: scale, damage: damage, keeping: tracker.rasterizedOnScreen)
        return damage
    }
}
