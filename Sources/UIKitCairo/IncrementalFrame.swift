import CCairo
import Foundation
import UIKitCore

/// A window's picture kept from frame to frame: each frame repaints only the
/// pixels the `DamageTracker` says may have changed (clipped rendering into the
/// same image), and tells which, so a host uploads only those.
///
/// The image is the caller's (an X11 upload's shared memory) or its own; a
/// different image than last frame's is repainted whole. With `tracksDamage`
/// false every frame is repainted whole (for comparisons).
public final class IncrementalFrame {
    public let renderer: CairoViewRenderer
    /// The picture drawn into by `render(_:scale:pixelWidth:pixelHeight:)` (nil before it).
    public private(set) var image: ImageSurface?
    /// Whether frames repaint only their damage (else all of the window).
    public var tracksDamage: Bool {
        didSet { tracker.reset() }
    }
    private var tracker = DamageTracker()
    private weak var lastTarget: ImageSurface?

    public init(renderer: CairoViewRenderer, tracksDamage: Bool = true) {
        self.renderer = renderer
        self.tracksDamage = tracksDamage
    }

    /// The next frame repaints everything (the picture was disturbed).
    public func invalidate() { tracker.reset() }

    /// Draws `window`'s frame at `scale` into its own picture (`pixelWidth` × `pixelHeight`,
    /// made anew when that changes) and returns the device pixels repainted.
    @discardableResult
    public func render(_ window: UIWindow, scale: CGFloat, pixelWidth: Int, pixelHeight: Int) -> DamageRegion {
        if image?.pixelWidth != pixelWidth || image?.pixelHeight != pixelHeight {
            image = ImageSurface(pointSize: CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale),
                                 scale: scale)
        }
        guard let image else { return DamageRegion() }
        return render(window, into: image, scale: scale)
    }

    /// Draws `window`'s frame at `scale` into `target`, which must hold the frame this
    /// object drew last (else it is repainted whole), and returns the device pixels repainted.
    @discardableResult
    public func render(_ window: UIWindow, into target: ImageSurface, scale: CGFloat) -> DamageRegion {
        if target !== lastTarget {
            tracker.reset()
            lastTarget = target
        }
        let whole = CGRect(x: 0, y: 0, width: target.pixelWidth, height: target.pixelHeight)
        guard tracksDamage,
              let damage = tracker.damage(of: window, scale: scale, pixelWidth: target.pixelWidth, pixelHeight: target.pixelHeight)
        else {
            renderer.render(window, into: target.surface, scale: scale)
            return DamageRegion([whole])
        }
        renderer.render(window, into: target.surface, scale: scale, damage: damage, keeping: tracker.rasterizedOnScreen)
        return damage
    }
}
