import Foundation

/// Pixels a frame moves instead of repainting: a scroll view's visible content
/// shifted by whole device pixels. Pixels of `area` take the values the pixels
/// `(dx, dy)` before them had (`area` offset by `(-dx, -dy)` lies in the picture).
public struct PixelScroll: Equatable {
    /// Where moved pixels land (device pixels, whole).
    public var area: CGRect
    public var dx: Int
    public var dy: Int

    public init(area: CGRect, dx: Int, dy: Int) {
        self.area = area
        self.dx = dx
        self.dy = dy
    }
}

/// Scrolling by copy. A scroll view qualifies (an *anchor*) when it is exactly a
/// `UIScrollView` or `UITableView` (nothing drawn by `draw(_:)`), opaque (background
/// alpha 1, alpha 1, no corner radius, border, mask, bitmap or group above it),
/// clips to its bounds and sits on whole pixels under an axis-aligned transform; it
/// then covers its *opaque area* (its bounds in device pixels, rounded in, inside
/// its ancestors' clips) completely. Every record inside it also gets a look relative
/// to its content (transforms without the anchor's translation).
///
/// When an anchor's only change is its bounds origin, by whole device pixels, the
/// frame moves the opaque area's pixels (`PixelScroll`) and damages: the uncovered
/// strip; records inside it whose relative look changed, at their new place and at
/// their old place moved; and whatever draws over the area from outside the anchor
/// (later views, an ancestor's border), where it was and where its pixels were moved.
/// A backdrop blur inside the anchor cancels the copy (it reads pixels that do not move).
extension DamageTracker {
    struct Scroll {
        var anchor: ObjectIdentifier
        var area: CGRect
        var dx: CGFloat
        var dy: CGFloat
        /// The last rank (in the new walk) inside the anchor.
        var end: Int
        /// Where `rect`'s pixels are after the move (inside the area).
        func moved(_ rect: CGRect) -> CGRect { rect.offsetBy(dx: dx, dy: dy).intersection(area) }
        /// The pixels that receive moved ones.
        var destination: CGRect { area.intersection(area.offsetBy(dx: dx, dy: dy)) }
        /// The opaque area less the destination: what scrolled into view.
        var uncovered: [CGRect] {
            var strips: [CGRect] = []
            if dy > 0 { strips.append(CGRect(x: area.minX, y: area.minY, width: area.width, height: dy)) }
            if dy < 0 { strips.append(CGRect(x: area.minX, y: area.maxY + dy, width: area.width, height: -dy)) }
            if dx > 0 { strips.append(CGRect(x: area.minX, y: area.minY, width: dx, height: area.height)) }
            if dx < 0 { strips.append(CGRect(x: area.maxX + dx, y: area.minY, width: -dx, height: area.height)) }
            return strips
        }
    }

    /// The opaque area of `view` when it can scroll by copy (see above), in device pixels.
    static func scrollCopyArea(of view: UIView, state: LayerState, transform: CGAffineTransform, context: Context) -> CGRect? {
        let layer = view.layer
        guard context.anchor == nil, context.isPlain, type(of: view) == UIScrollView.self || type(of: view) == UITableView.self,
              type(of: layer) == CALayer.self, view.clipsToBounds, state.alpha >= 1, state.cornerRadius == 0,
              state.borderWidth <= 0, (state.backgroundUIColor?.alpha ?? 0) >= 1, !layer.shouldRasterize, layer.mask == nil,
              layer.activeTransition == nil, layer.contents == nil, !layer.drawsContent,
              layer.sublayerTransform.affinePart.isIdentity, transform.b == 0, transform.c == 0, transform.a > 0, transform.d > 0
        else { return nil }
        let bounds = CGRect(origin: state.bounds.origin, size: state.bounds.size).applying(transform)
        // Its edges must lie on whole pixels: a partly covered edge pixel shows what is under it.
        func whole(_ value: CGFloat) -> Bool { abs(value - value.rounded()) < 1e-6 }
        guard whole(bounds.minX), whole(bounds.minY), whole(bounds.maxX), whole(bounds.maxY) else { return nil }
        let area = roundedIn(bounds).intersection(context.innerClip)
        guard !area.isNull, area.width >= 1, area.height >= 1 else { return nil }
        return area
    }

    /// The anchor that only scrolled since `old`, by whole pixels less than its size (the largest, if several).
    static func scroll(from old: Walk, to new: Walk) -> Scroll? {
        var best: Scroll?
        for (id, end) in new.anchorEnds {
            guard let (now, object) = new.record(id), let area = now.opaqueArea, let (before, oldObject) = old.record(id),
                  object != nil, oldObject === object, before.opaqueArea == area,
                  before.relativeLook == now.relativeLook, before.version == now.version else { continue }
            let dx = now.transform.tx - before.transform.tx, dy = now.transform.ty - before.transform.ty
            guard dx != 0 || dy != 0, abs(dx - dx.rounded()) < 1e-6, abs(dy - dy.rounded()) < 1e-6,
                  abs(dx) < area.width, abs(dy) < area.height else { continue }
            if new.backdrops.contains(where: { $0.anchor == id }) || old.backdrops.contains(where: { $0.anchor == id }) { continue }
            let candidate = Scroll(anchor: id, area: area, dx: dx.rounded(), dy: dy.rounded(), end: end)
            if best.map({ DamageRegion.area($0.area) < DamageRegion.area(area) }) ?? true { best = candidate }
        }
        return best
    }
}
