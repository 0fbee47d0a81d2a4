import Foundation

/// Overlays: views drawn over their rasterized ancestor's bitmap instead of into it.
///
/// A rasterized layer's bitmap is redrawn whole when anything below it changes. A
/// text caret blinks twice a second inside a sheet that is rasterized while it is up,
/// so each blink would redraw the whole form (its labels and fields through Pango)
/// and, in the X server, send the bitmap again. UIKit's caret is a view of its own
/// over the text (`UITextCursorView`); here such a view (`rendersAboveRasterizedAncestor`)
/// is left out of its ancestor's bitmap and its signature and drawn after the bitmap,
/// with the transforms and clips of the views between: a blink repaints the caret's
/// few pixels, and a frame with a blinking caret is still made of composites.
///
/// Only while every view between the rasterized ancestor and the overlay draws its
/// subviews plainly (visible, opaque alpha, no mask, no running transition, not
/// rasterized itself, no sublayer transform): then drawing the overlay later gives the
/// pixels drawing it in place would, unless a later view of the bitmap overlaps it
/// (a caret sits inside its field). Otherwise it is drawn into the bitmap as any view.
extension ViewTreeRenderer {
    /// Whether the subviews of `view` (below a rasterized ancestor) can have overlays:
    /// it draws them plainly, so an overlay drawn later looks as it would in place.
    static func passesOverlaysThrough(_ view: UIView, state: LayerState) -> Bool {
        let layer = view.layer
        return state.alpha >= 0.999 && layer.mask == nil && layer.activeTransition == nil && !layer.shouldRasterize
            && sublayerSpace(of: layer, state: state) == nil && state.transformToSuperview.determinant != 0
            && !drawsBeyondPlane(layer, state: state)
    }

    /// Draws `overlays` (views below `root`, collected with its signature) over `root`'s
    /// bitmap, just composited; user space is `root`'s bounds space; `clips` says whether
    /// `root` clips to its rounded bounds, `alpha` the one its bitmap was composited with.
    func drawOverlays(_ overlays: [UIView], of root: UIView, clips: Bool, alpha: CGFloat,
                      in context: DrawingContext, graphics: CGContext) {
        let rootTraits = CurrentTraits.box.traits
        let grouped = alpha < 0.999
        if grouped { context.beginTransparencyGroup() }
        defer { if grouped { context.endTransparencyGroup(alpha: alpha) } }
        for overlay in overlays {
            guard let chain = Self.ancestors(of: overlay, below: root) else { continue }
            // The overlay's frame in each clipping view's bounds space, to leave out clips
            // that cut nothing of it (a caret well inside a sheet's rounded corners), so a
            // frame with it stays made of composites.
            var frames: [ObjectIdentifier: CGRect] = [:]
            var frame = overlay.layer.presented.frame
            for ancestor in chain.reversed() + [root] {
                frames[ObjectIdentifier(ancestor)] = frame
                frame = frame.applying(ancestor.layer.presented.transformToSuperview)
            }
            context.saveState()
            for ancestor in [root] + chain {
                let state = ancestor.layer.presented
                if ancestor !== root { context.concatenate(state.transformToSuperview) }
                guard ancestor === root ? clips : ancestor.clipsToBounds else { continue }
                let rect = Self.pixelAligned(CGRect(origin: state.bounds.origin, size: state.bounds.size), in: context)
                if let inside = frames[ObjectIdentifier(ancestor)], Self.isInside(inside, rect, cornerRadius: state.cornerRadius) {
                    continue
                }
                context.clip(to: GraphicsPath(roundedRect: rect, cornerRadius: state.cornerRadius,
                                              corners: ancestor.layer.maskedCorners.rectCorners))
            }
            draw(overlay, traits: overlay.traitCollection, in: context, graphics: graphics)
            context.restoreState()
        }
        CurrentTraits.box.traits = rootTraits
    }

    /// Whether `rect` lies inside `bounds` rounded by `cornerRadius` (clear of the corners).
    private static func isInside(_ rect: CGRect, _ bounds: CGRect, cornerRadius: CGFloat) -> Bool {
        let radius = min(max(cornerRadius, 0), min(bounds.width, bounds.height) / 2)
        return bounds.insetBy(dx: radius, dy: 0).contains(rect) || bounds.insetBy(dx: 0, dy: radius).contains(rect)
    }

    /// The views from `root`'s subview down to `view`'s superview, when `view` is still
    /// below `root` through its superviews (nil otherwise).
    private static func ancestors(of view: UIView, below root: UIView) -> [UIView]? {
        var chain: [UIView] = []
        var current = view.superview
        while let ancestor = current, ancestor !== root {
            chain.append(ancestor)
            current = ancestor.superview
        }
        return current === root ? chain.reversed() : nil
    }
}

/// What a `ViewTreeRenderer` is drawing into a rasterized bitmap now: the overlays
/// each bitmap being drawn leaves out, innermost last.
final class RasterizationState {
    var leftOut: [Set<ObjectIdentifier>] = []
}
