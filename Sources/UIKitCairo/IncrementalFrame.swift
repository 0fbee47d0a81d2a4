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
    /// Whether a scroll view that only scrolled has its pixels moved instead of
    /// repainted (see `DamageTracker+Scroll`).
    public var scrollsByCopy = true
    /// What the last frame repainted (device pixels), and the pixels it moved.
    public private(set) var lastRepainted = DamageRegion()
    public private(set) var lastScroll: PixelScroll?
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
    /// object drew last (else it is repainted whole), and returns the device pixels that
    /// changed: repainted or moved by a scroll (what a host uploads).
    @discardableResult
    public func render(_ window: UIWindow, into target: ImageSurface, scale: CGFloat) -> DamageRegion {
        if target !== lastTarget {
            tracker.reset()
            lastTarget = target
        }
        let whole = CGRect(x: 0, y: 0, width: target.pixelWidth, height: target.pixelHeight)
        lastScroll = nil
        guard tracksDamage,
              let plan = tracker.plan(for: window, scale: scale, pixelWidth: target.pixelWidth, pixelHeight: target.pixelHeight,
                                      scrollsByCopy: scrollsByCopy)
        else {
            renderer.render(window, into: target.surface, scale: scale)
            lastRepainted = DamageRegion([whole])
            return lastRepainted
        }
        var changed = plan.damage
        if let scroll = plan.scroll {
            target.move(scroll)
            lastScroll = scroll
            changed.add(scroll.area)
            changed.simplify(limit: 8)
        }
        renderer.render(window, into: target.surface, scale: scale, damage: plan.damage, keeping: tracker.rasterizedOnScreen,
                        subtreeBoxes: tracker.subtreeBoxes)
        lastRepainted = plan.damage
        return changed
    }
}

extension ImageSurface {
    /// Moves pixels: `scroll.area` takes what was `(dx, dy)` pixels before it (a blit
    /// within the surface; rows are copied in the order that keeps overlaps intact).
    public func move(_ scroll: PixelScroll) {
        let area = scroll.area.intersection(CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight))
        let x = Int(area.minX), y = Int(area.minY), width = Int(area.width), height = Int(area.height)
        guard width > 0, height > 0, x - scroll.dx >= 0, y - scroll.dy >= 0,
              x - scroll.dx + width <= pixelWidth, y - scroll.dy + height <= pixelHeight else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let rows = scroll.dy > 0 ? Array((0..<height).reversed()) : Array(0..<height)
        for row in rows {
            let destination = data + (y + row) * stride + x * 4
            let source = data + (y + row - scroll.dy) * stride + (x - scroll.dx) * 4
            memmove(destination, source, width * 4)
        }
        cairo_surface_mark_dirty_rectangle(surface, Int32(x), Int32(y), Int32(width), Int32(height))
    }
}
