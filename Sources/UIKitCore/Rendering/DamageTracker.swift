import Foundation

/// What a frame must repaint: the device pixels whose look may differ from the
/// frame before.
///
/// Each frame, `damage(of:scale:pixelWidth:pixelHeight:)` walks the window's tree
/// without drawing (see `DamageTracker+Walk`) and records, for every view and free
/// layer, the pixels it can paint (bounds, shadow reach, content overhang, one pixel
/// of antialiasing, inside its clip), a hash of its own look and what it inherits
/// (transform, group alpha, clip shape, traits: not its sublayers, which have their
/// own records), and its place in drawing order. The damage is the union of the old
/// and new boxes of records added, removed, changed or moved in the order; a view
/// that only called `setNeedsDisplay(_:)` damages just that rectangle.
///
/// Conservative where it cannot reason: the first frame, a new size, scale or
/// window traits, a mask or a running `CATransition` anywhere repaint everything.
/// A backdrop blur whose sampled pixels are damaged is repainted with all it reads.
/// Views are assumed to redraw their `draw(_:)` content only after `setNeedsDisplay`
/// (as in UIKit) and to draw at most `drawingOverhang` points outside their bounds.
public struct DamageTracker {
    /// The most rectangles a frame repaints (more are merged).
    public var rectangleLimit = 8

    private var previous: Walk?
    private var surfaceKey: SurfaceKey?
    /// Views and layers whose cached bitmaps are still on screen (after the last `damage` call).
    public private(set) var rasterizedOnScreen: [ObjectIdentifier] = []
    /// What each view or free layer and its subtree could paint in the last frame
    /// walked (device pixels, by identity): a clipped repaint of that frame skips the
    /// subtrees whose box misses its clip (`ViewTreeRenderer.paintedBoxes`).
    public var subtreeBoxes: [ObjectIdentifier: CGRect] { previous?.subtreeBoxes ?? [:] }
    /// How many records the last walk copied from the one before (`DamageTracker+Reuse`).
    var copiedRecords: Int { previous?.copiedRecords ?? 0 }

    private struct SurfaceKey: Equatable {
        var width: Int, height: Int, scale: CGFloat, traits: UITraitCollection
        static func == (a: Self, b: Self) -> Bool {
            a.width == b.width && a.height == b.height && a.scale == b.scale && a.traits == b.traits
        }
    }

    public init() {}

    /// Forgets the last frame: the next one is repainted whole.
    public mutating func reset() {
        previous = nil
        surfaceKey = nil
    }

    /// The pixels of `window`'s next frame (drawn at `scale` into `pixelWidth` ×
    /// `pixelHeight`) that may differ from the last frame this tracker saw; nil when
    /// the whole frame must be repainted. Records this frame for the next call.
    public mutating func damage(of window: UIWindow, scale: CGFloat, pixelWidth: Int, pixelHeight: Int) -> DamageRegion? {
        let plan = plan(for: window, scale: scale, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scrollsByCopy: false)
        return plan.map { $0.damage }
    }

    /// As `damage(of:scale:pixelWidth:pixelHeight:)`, and when `scrollsByCopy` a scroll
    /// view that only scrolled is moved instead (see `DamageTracker+Scroll`): first move
    /// the pixels of `scroll`, then repaint `damage`. Nil: repaint everything.
    public mutating func plan(for window: UIWindow, scale: CGFloat, pixelWidth: Int, pixelHeight: Int,
                              scrollsByCopy: Bool = true) -> (damage: DamageRegion, scroll: PixelScroll?)? {
        let surface = CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        let walk = Self.walk(window, scale: scale, surface: surface, reusing: previous)
        let key = SurfaceKey(width: pixelWidth, height: pixelHeight, scale: scale, traits: window.traitCollection)
        defer {
            previous = walk
            surfaceKey = key
            rasterizedOnScreen = walk.rasterized
        }
        guard let previous, surfaceKey == key, !walk.needsFullRepaint, !previous.needsFullRepaint else { return nil }
        // Moving a scroll view's pixels would move a window composited over it too.
        let scroll = scrollsByCopy && !window.compositesOtherWindows ? Self.scroll(from: previous, to: walk) : nil
        var region = Self.difference(from: previous, to: walk, scroll: scroll)
        region.clip(to: surface)
        guard Self.includeBackdrops(of: walk, in: &region, limit: rectangleLimit, surface: surface) else { return nil }
        let move = scroll.map { PixelScroll(area: $0.destination, dx: Int($0.dx), dy: Int($0.dy)) }
        return (region, move.flatMap { $0.area.isEmpty ? nil : $0 })
    }

    /// The boxes of records added, removed, changed or reordered between two walks;
    /// with `scroll`, what moving the anchor's pixels leaves to repaint.
    static func difference(from old: Walk, to new: Walk, scroll: Scroll? = nil) -> DamageRegion {
        var region = DamageRegion()
        for strip in scroll?.uncovered ?? [] { region.add(strip) }
        // Ranks among the records in both frames (by old index; -1: gone, or its
        // identifier now another object's): a pair that swapped has one whose rank changed.
        var survivingRank = [Int](repeating: -1, count: old.records.count)
        var surviving = 0
        for (i, entry) in old.records.enumerated() {
            guard let j = new.index[entry.id], let object = new.owners[j].object, object === old.owners[i].object else { continue }
            survivingRank[i] = surviving
            surviving += 1
        }
        var rank = 0
        for (k, now) in new.records.enumerated() {
            guard let i = old.index[now.id], survivingRank[i] >= 0 else {
                region.add(now.box)
                continue
            }
            let before = old.records[i], oldRank = survivingRank[i]
            defer { rank += 1 }
            if let scroll, now.id == scroll.anchor { if oldRank == rank { continue } }
            if let scroll, now.anchor == scroll.anchor, before.anchor == scroll.anchor {
                // Inside the scrolled view: unchanged relative to its content means moved with the pixels.
                if before.relativeLook == now.relativeLook && before.version == now.version && oldRank == rank { continue }
                // Its old pixels were moved with the rest: stale where they landed, not where they were.
                region.add(scroll.moved(before.box))
                region.add(now.box)
                continue
            }
            if let scroll, now.anchor == scroll.anchor || before.anchor == scroll.anchor
                || now.rank > scroll.end || now.drawsOverSubviews || before.drawsOverSubviews {
                // Over the scrolled view (or entering or leaving it): its pixels there were moved too.
                if now.box.intersects(scroll.area) || before.box.intersects(scroll.area) {
                    region.add(scroll.moved(before.box))
                    region.add(now.box.intersection(scroll.area))
                }
            }
            if before.look != now.look || before.box != now.box || oldRank != rank {
                region.add(before.box)
                region.add(now.box)
                continue
            }
            guard before.version != now.version else { continue }
            // Only its own drawing changed: the rectangles it invalidated, or all of it.
            if let view = new.owners[k].object as? UIView, let part = view.invalidatedRect(since: before.version) {
                region.add(device(part, now.transform).intersection(now.box))
            } else {
                region.add(now.box)
            }
        }
        for (i, entry) in old.records.enumerated() where survivingRank[i] < 0 {
            if let scroll {
                region.add(scroll.moved(entry.box))
                // Inside the scrolled view its old place now holds moved pixels (a row scrolled out of view).
                if entry.anchor == scroll.anchor { continue }
            }
            region.add(entry.box)
        }
        return region
    }

    /// Grows `region` (then merged to at most `limit` rectangles) until every backdrop
    /// blur that reads a damaged pixel is repainted together with all it reads; false
    /// when that does not settle (repaint everything).
    static func includeBackdrops(of walk: Walk, in region: inout DamageRegion, limit: Int, surface: CGRect) -> Bool {
        for _ in 0..<8 {
            region.simplify(limit: limit)
            var grew = false
            for backdrop in walk.backdrops {
                let reads = backdrop.reads.intersection(surface)
                guard !reads.isNull, region.intersects(reads), !region.covers(reads) else { continue }
                region.add(reads)
                grew = true
            }
            if !grew { return true }
        }
        return false
    }
}
